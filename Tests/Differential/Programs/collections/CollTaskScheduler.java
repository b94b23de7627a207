import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class CollTaskScheduler {
    static class Task {
        final String name;
        int priority;
        final long seq;
        int attempts;

        Task(String name, int priority, long seq) {
            this.name = name;
            this.priority = priority;
            this.seq = seq;
            this.attempts = 0;
        }

        @Override
        public String toString() {
            return name + "(p=" + priority + ",seq=" + seq + ",tries=" + attempts + ")";
        }
    }

    static class Scheduler {
        private final PriorityQueue<Task> queue;
        private long nextSeq = 0;
        private final List<String> log = new ArrayList<>();

        Scheduler() {
            Comparator<Task> byPriority = Comparator.comparingInt(t -> -t.priority);
            Comparator<Task> cmp = byPriority.thenComparingLong(t -> t.seq);
            queue = new PriorityQueue<>(cmp);
        }

        Task submit(String name, int priority) {
            Task t = new Task(name, priority, nextSeq++);
            boolean ok = queue.offer(t);
            log.add("submit " + name + " ok=" + ok);
            return t;
        }

        void requeue(Task t, int newPriority) {
            t.priority = newPriority;
            Task copy = new Task(t.name, newPriority, nextSeq++);
            copy.attempts = t.attempts;
            queue.offer(copy);
            log.add("requeue " + t.name + " -> p" + newPriority);
        }

        Task peek() {
            return queue.peek();
        }

        Task poll() {
            return queue.poll();
        }

        int size() {
            return queue.size();
        }

        boolean isEmpty() {
            return queue.isEmpty();
        }

        boolean cancel(String name) {
            Task found = null;
            List<Task> drained = new ArrayList<>();
            while (!queue.isEmpty()) {
                Task t = queue.poll();
                if (found == null && t.name.equals(name)) {
                    found = t;
                } else {
                    drained.add(t);
                }
            }
            queue.addAll(drained);
            log.add("cancel " + name + " found=" + (found != null));
            return found != null;
        }

        List<String> getLog() {
            return log;
        }
    }

    public static void main(String[] args) {
        Scheduler s = new Scheduler();
        s.submit("syncContacts", 3);
        s.submit("uploadPhotos", 5);
        s.submit("refreshFeed", 5);
        s.submit("cleanCache", 1);
        s.submit("sendAnalytics", 2);
        s.submit("fetchMessages", 5);
        s.submit("backupDb", 3);

        System.out.println("Queue size: " + s.size());
        System.out.println("Peek: " + s.peek());
        System.out.println("Peek again (unchanged): " + s.peek());

        System.out.println("--- Round 1: run 3 tasks ---");
        for (int i = 0; i < 3; i++) {
            Task t = s.poll();
            t.attempts++;
            System.out.println("Running " + t);
        }
        System.out.println("Remaining: " + s.size());

        System.out.println("--- Submitting urgent + duplicates ---");
        s.submit("urgentPush", 9);
        s.submit("syncContacts", 3);
        System.out.println("Peek: " + s.peek());

        System.out.println("--- Round 2: run with failures ---");
        int round = 0;
        int failures = 0;
        while (!s.isEmpty() && round < 20) {
            Task t = s.poll();
            t.attempts++;
            boolean fails = (t.name.length() + t.attempts) % 3 == 0 && t.attempts < 3;
            if (fails) {
                failures++;
                int lowered = Math.max(0, t.priority - 2);
                System.out.println("FAIL " + t + " -> requeue at p" + lowered);
                s.requeue(t, lowered);
            } else {
                System.out.println("DONE " + t);
            }
            round++;
        }
        System.out.println("Rounds: " + round + ", failures: " + failures + ", empty=" + s.isEmpty());
        System.out.println("Poll on empty: " + s.poll());
        System.out.println("Peek on empty: " + s.peek());

        System.out.println("--- Cancellation ---");
        s.submit("a", 1);
        s.submit("b", 4);
        s.submit("c", 4);
        s.submit("d", 2);
        System.out.println("cancel c: " + s.cancel("c"));
        System.out.println("cancel zzz: " + s.cancel("zzz"));
        StringBuilder order = new StringBuilder();
        while (!s.isEmpty()) {
            Task t = s.poll();
            if (order.length() > 0) order.append(" -> ");
            order.append(t.name);
        }
        System.out.println("Drain order: " + order);

        System.out.println("--- Natural-order PriorityQueue of ints (min-heap) ---");
        PriorityQueue<Integer> nums = new PriorityQueue<>();
        int[] values = {42, 7, 19, 7, 3, 88, 21, 0, -5};
        for (int v : values) nums.offer(v);
        StringBuilder sb = new StringBuilder();
        while (!nums.isEmpty()) sb.append(nums.poll()).append(' ');
        System.out.println("Min order: " + sb.toString().trim());

        PriorityQueue<String> words = new PriorityQueue<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        String[] ws = {"kiwi", "fig", "banana", "apple", "date", "plum", "pear", "lime"};
        for (String w : ws) words.add(w);
        List<String> out = new ArrayList<>();
        while (words.peek() != null) out.add(words.remove());
        System.out.println("Length then reverse-alpha: " + out);

        System.out.println("--- Log ---");
        List<String> log = s.getLog();
        for (int i = 0; i < log.size(); i++) {
            System.out.println(String.format("%d: %s", i + 1, log.get(i)));
        }
    }
}
