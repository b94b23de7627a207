import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.TreeMap;

public class BoundScheduler {

    static abstract class Task implements Comparable<Task> {
        final String name;
        final int priority;
        final int duration;
        int startTime = -1;

        Task(String name, int priority, int duration) {
            this.name = name;
            this.priority = priority;
            this.duration = duration;
        }

        public int compareTo(Task other) {
            if (priority != other.priority) {
                return Integer.compare(other.priority, priority);
            }
            return name.compareTo(other.name);
        }

        abstract String category();

        abstract boolean canRunAt(int time);

        String show() {
            return category() + ":" + name + "(p" + priority + ",d" + duration + ")";
        }
    }

    static class Job extends Task {
        final String owner;

        Job(String name, int priority, int duration, String owner) {
            super(name, priority, duration);
            this.owner = owner;
        }

        String category() {
            return "job";
        }

        boolean canRunAt(int time) {
            return true;
        }
    }

    static class Maintenance extends Task {
        final int windowStart;
        final int windowEnd;

        Maintenance(String name, int priority, int duration, int windowStart, int windowEnd) {
            super(name, priority, duration);
            this.windowStart = windowStart;
            this.windowEnd = windowEnd;
        }

        String category() {
            return "maint";
        }

        boolean canRunAt(int time) {
            return time >= windowStart && time + duration <= windowEnd;
        }
    }

    static class Scheduler<T extends Task> {
        private final String name;
        private final List<T> pending = new ArrayList<>();
        private final List<T> done = new ArrayList<>();
        private final List<T> skipped = new ArrayList<>();
        private int clock = 0;

        Scheduler(String name) {
            this.name = name;
        }

        void submit(T task) {
            int i = 0;
            while (i < pending.size() && pending.get(i).compareTo(task) <= 0) {
                i++;
            }
            pending.add(i, task);
        }

        T peek() {
            return pending.isEmpty() ? null : pending.get(0);
        }

        void runUntil(int limit) {
            System.out.println("[" + name + "] run until t=" + limit);
            int deferrals = 0;
            while (!pending.isEmpty() && clock < limit) {
                T next = null;
                for (T t : pending) {
                    if (t.canRunAt(clock)) {
                        next = t;
                        break;
                    }
                }
                if (next == null) {
                    clock++;
                    deferrals++;
                    continue;
                }
                if (clock + next.duration > limit) {
                    System.out.println("  t=" + clock + " " + next.show() + " would overrun, stopping");
                    break;
                }
                pending.remove(next);
                next.startTime = clock;
                clock += next.duration;
                done.add(next);
                System.out.println("  t=" + next.startTime + ".." + clock + " ran " + next.show());
            }
            System.out.println("  idle ticks: " + deferrals + ", clock now " + clock);
        }

        void dropImpossible() {
            List<T> keep = new ArrayList<>();
            for (T t : pending) {
                boolean possible = false;
                for (int time = clock; time < clock + 50; time++) {
                    if (t.canRunAt(time)) {
                        possible = true;
                        break;
                    }
                }
                if (possible) {
                    keep.add(t);
                } else {
                    skipped.add(t);
                    System.out.println("  dropping " + t.show());
                }
            }
            pending.clear();
            pending.addAll(keep);
        }

        List<T> completed() {
            return done;
        }

        void status() {
            System.out.println("[" + name + "] clock=" + clock + " done=" + done.size() + " pending=" + pending.size()
                    + " skipped=" + skipped.size());
            for (T t : pending) {
                System.out.println("   pending " + t.show());
            }
        }
    }

    static <T extends Task> int totalDuration(List<T> tasks) {
        int s = 0;
        for (T t : tasks) {
            s += t.duration;
        }
        return s;
    }

    static <T extends Task> double averageWait(List<T> tasks) {
        if (tasks.isEmpty()) {
            return 0;
        }
        int s = 0;
        for (T t : tasks) {
            s += t.startTime;
        }
        return (double) s / tasks.size();
    }

    static <T extends Task> T highest(List<T> tasks) {
        T best = null;
        for (T t : tasks) {
            if (best == null || t.compareTo(best) < 0) {
                best = t;
            }
        }
        return best;
    }

    public static void main(String[] args) {
        Scheduler<Job> jobs = new Scheduler<>("jobs");
        String[] owners = {"ann", "ben", "cid"};
        String[] jobNames = {"build", "test", "deploy", "lint", "docs", "bench", "package", "audit"};
        int[] prios = {5, 5, 9, 2, 1, 3, 7, 9};
        int[] durs = {4, 6, 2, 1, 3, 8, 2, 5};
        for (int i = 0; i < jobNames.length; i++) {
            jobs.submit(new Job(jobNames[i], prios[i], durs[i], owners[i % owners.length]));
        }
        System.out.println("next job: " + jobs.peek().show());
        jobs.status();
        jobs.runUntil(15);
        jobs.status();
        jobs.runUntil(40);
        jobs.status();

        LinkedHashMap<String, Integer> byOwner = new LinkedHashMap<>();
        for (Job j : jobs.completed()) {
            byOwner.put(j.owner, byOwner.getOrDefault(j.owner, 0) + j.duration);
        }
        for (String o : byOwner.keySet()) {
            System.out.println("owner " + o + " busy " + byOwner.get(o));
        }
        System.out.println("job total duration: " + totalDuration(jobs.completed()));
        System.out.println("job avg start: " + String.format("%.2f", averageWait(jobs.completed())));

        Scheduler<Maintenance> maint = new Scheduler<>("maint");
        maint.submit(new Maintenance("backup", 8, 3, 5, 12));
        maint.submit(new Maintenance("reindex", 6, 4, 0, 6));
        maint.submit(new Maintenance("vacuum", 6, 2, 10, 20));
        maint.submit(new Maintenance("rotate-logs", 2, 1, 0, 100));
        maint.submit(new Maintenance("firmware", 9, 10, 0, 5));
        maint.status();
        maint.dropImpossible();
        maint.runUntil(30);
        maint.status();
        System.out.println("maint avg start: " + String.format("%.2f", averageWait(maint.completed())));
        System.out.println("maint highest done: " + highest(maint.completed()).show());
        System.out.println("job highest done: " + highest(jobs.completed()).show());

        TreeMap<Integer, List<String>> byPrio = new TreeMap<>();
        for (Job j : jobs.completed()) {
            byPrio.computeIfAbsent(j.priority, k -> new ArrayList<>()).add(j.name);
        }
        for (Integer p : byPrio.descendingKeySet()) {
            System.out.println("prio " + p + ": " + String.join(", ", byPrio.get(p)));
        }
    }
}
