import java.util.Collections;
import java.util.Comparator;
import java.util.PriorityQueue;

public class PriorityQueueComparator {
    public static void main(String[] args) {
        PriorityQueue<Integer> maxHeap = new PriorityQueue<>(Collections.reverseOrder());
        for (int v : new int[] {3, 17, 5, 1, 17, 9}) {
            maxHeap.add(v);
        }
        System.out.println("maxHeap=" + maxHeap);
        StringBuilder sb = new StringBuilder();
        while (!maxHeap.isEmpty()) {
            sb.append(maxHeap.poll()).append(' ');
        }
        System.out.println("max order=" + sb.toString().trim());
        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.comparingInt((Task t) -> t.priority).thenComparing(t -> t.name));
        tasks.add(new Task("write report", 2));
        tasks.add(new Task("fix bug", 1));
        tasks.add(new Task("coffee", 3));
        tasks.add(new Task("deploy", 1));
        tasks.add(new Task("answer email", 2));
        tasks.add(new Task("backup", 1));
        System.out.println("peek=" + tasks.peek());
        while (!tasks.isEmpty()) {
            System.out.println("next task: " + tasks.poll());
        }
        PriorityQueue<String> byLength = new PriorityQueue<>(10, (a, b) -> b.length() - a.length());
        for (String s : "a quick brown fox jumped over lazy dogs".split(" ")) {
            byLength.offer(s);
        }
        System.out.println("comparator() is set=" + (byLength.comparator() != null));
        StringBuilder lens = new StringBuilder();
        while (!byLength.isEmpty()) {
            String s = byLength.poll();
            lens.append(s.length());
        }
        System.out.println("lengths longest first=" + lens);
        int[][] points = {{3, 3}, {5, -1}, {-2, 4}, {1, 1}, {0, 2}};
        PriorityQueue<int[]> closest = new PriorityQueue<>(Comparator.comparingInt(p -> p[0] * p[0] + p[1] * p[1]));
        for (int[] p : points) {
            closest.add(p);
        }
        StringBuilder ps = new StringBuilder();
        while (!closest.isEmpty()) {
            int[] p = closest.poll();
            ps.append("(").append(p[0]).append(",").append(p[1]).append(")");
        }
        System.out.println("closest first=" + ps);
    }
}

class Task {
    final String name;
    final int priority;

    Task(String name, int priority) {
        this.name = name;
        this.priority = priority;
    }

    @Override
    public String toString() {
        return "P" + priority + ":" + name;
    }
}
