import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.PriorityQueue;

public class ColTaskScheduler {
    public static void main(String[] args) {
        Comparator<SyncTask> byUrgency = Comparator
                .comparingInt((SyncTask t) -> t.priority)
                .thenComparing(t -> t.name);
        PriorityQueue<SyncTask> pending = new PriorityQueue<>(byUrgency);
        String[] names = {"upload-photos", "refresh-feed", "sync-contacts", "send-analytics",
                "fetch-mail", "backup-db", "clear-cache", "ping-server"};
        int[] priorities = {3, 1, 2, 5, 1, 4, 5, 2};
        for (int i = 0; i < names.length; i++) {
            pending.offer(new SyncTask(names[i], priorities[i], 10 * (i + 1)));
        }
        System.out.println("queued tasks: " + pending.size());
        System.out.println("next up: " + pending.peek().describe());

        // drain the high-priority ones into a work queue, defer the rest
        Deque<SyncTask> workQueue = new ArrayDeque<>();
        List<SyncTask> deferred = new ArrayList<>();
        while (!pending.isEmpty()) {
            SyncTask t = pending.poll();
            if (t.priority <= 3) {
                workQueue.offer(t);
                System.out.println("run   " + t.describe());
            } else {
                deferred.add(t);
                System.out.println("defer " + t.describe());
            }
        }
        System.out.println("work queue size " + workQueue.size() + ", deferred " + deferred.size());

        // process the work queue FIFO, occasionally re-queueing at the back
        int clock = 0;
        int retries = 0;
        while (!workQueue.isEmpty()) {
            SyncTask t = workQueue.poll();
            clock += t.cost;
            if (t.name.startsWith("sync") && retries < 2) {
                retries++;
                System.out.println(String.format("t=%5d %-8s failed, retry #%d", clock, t.name, retries));
                workQueue.offer(t);
            } else {
                System.out.println(String.format("t=%5d %-8s done", clock, t.name));
            }
        }

        // deferred tasks: cheapest first, then cancel the most expensive with pollLast
        deferred.sort(Comparator.comparingInt((SyncTask t) -> t.cost).reversed());
        Deque<SyncTask> later = new ArrayDeque<>();
        for (SyncTask t : deferred) {
            later.offerFirst(t);
        }
        List<String> order = new ArrayList<>();
        for (SyncTask t : later) {
            order.add(t.name + ":" + t.cost);
        }
        System.out.println("later (cheap first): " + order);
        SyncTask cancelled = later.pollLast();
        System.out.println("cancelled " + cancelled.describe());
        System.out.println("peekFirst " + later.peekFirst().name + ", peekLast " + later.peekLast().name);

        // reverse-priority queue: what would a lazy scheduler pick?
        PriorityQueue<SyncTask> lazy = new PriorityQueue<>(byUrgency.reversed());
        lazy.addAll(later);
        lazy.add(new SyncTask("compact-logs", 6, 5));
        lazy.add(new SyncTask("warm-cache", 4, 15));
        StringBuilder sb = new StringBuilder();
        while (!lazy.isEmpty()) {
            SyncTask t = lazy.poll();
            if (sb.length() > 0) {
                sb.append(" > ");
            }
            sb.append(t.name).append("(p").append(t.priority).append(")");
        }
        System.out.println("lazy order: " + sb);
        System.out.println("total clock: " + clock);
        System.out.println(String.format("avg clock per finished task: %.2f", clock / 5.0));
    }
}

class SyncTask {
    final String name;
    final int priority;
    final int cost;

    SyncTask(String name, int priority, int cost) {
        this.name = name;
        this.priority = priority;
        this.cost = cost;
    }

    String describe() {
        return String.format("[p%d] %-8s cost=%5d", priority, name, cost);
    }
}
