import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

public class TaskQueue {
    private final Deque<Runnable> queue = new ArrayDeque<>();
    private final List<String> trace = new ArrayList<>();
    private int executed = 0;

    void submit(String name, Runnable r) {
        queue.addLast(() -> {
            trace.add("start " + name);
            r.run();
            trace.add("end " + name);
        });
    }

    void runAll() {
        while (!queue.isEmpty()) {
            Runnable r = queue.pollFirst();
            executed++;
            r.run();
        }
    }

    public static void main(String[] args) {
        TaskQueue tq = new TaskQueue();
        int[] total = {0};
        tq.submit("a", () -> total[0] += 1);
        tq.submit("b", () -> {
            total[0] += 10;
            tq.submit("b-child", () -> total[0] *= 2);
        });
        tq.submit("c", () -> {
            for (int i = 0; i < 3; i++) {
                int k = i;
                tq.submit("c-" + k, () -> total[0] += k);
            }
        });
        tq.runAll();
        for (String t : tq.trace) {
            System.out.println(t);
        }
        System.out.println("total " + total[0] + " executed " + tq.executed);
        tq.trace.clear();
        tq.submit("fail", () -> {
            throw new IllegalStateException("task blew up");
        });
        tq.submit("after", () -> total[0] = -1);
        try {
            tq.runAll();
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage() + ", remaining " + tq.queue.size());
        }
        tq.runAll();
        System.out.println(tq.trace + " total " + total[0]);
    }
}
