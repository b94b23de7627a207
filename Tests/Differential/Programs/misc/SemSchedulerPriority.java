import java.util.*;
import java.util.stream.*;

public class SemSchedulerPriority {
    enum Priority { LOW, NORMAL, HIGH, CRITICAL }
    enum State { NEW, READY, RUNNING, BLOCKED, DONE }

    static int nextId = 1;

    static final class Task {
        final int id;
        final String name;
        final Priority prio;
        int remaining;
        State state = State.NEW;
        Task(String name, Priority prio, int work) {
            this.id = nextId++;
            this.name = name;
            this.prio = prio;
            this.remaining = work;
        }
        @Override public String toString() { return name + "#" + id + "(" + prio + "," + remaining + ")"; }
    }

    static int weight(Priority p) {
        return switch (p) {
            case LOW -> 1;
            case NORMAL -> 2;
            case HIGH -> {
                int w = 2;
                w *= 2;
                yield w;
            }
            case CRITICAL -> 8;
        };
    }

    static String transition(State s, String event) {
        switch (s) {
            case NEW:
                if (event.equals("admit")) return "READY";
            case READY:
                if (event.equals("dispatch")) return "RUNNING";
                // fall through
            default:
                if (event.equals("kill")) return "DONE";
                return "IGNORED";
            case RUNNING:
                if (event.equals("block")) return "BLOCKED";
                if (event.equals("finish")) return "DONE";
            case BLOCKED:
                return event.equals("wake") ? "READY" : "STUCK";
        }
    }

    static int legacyCode(String cmd) {
        int code = 0;
        switch (cmd) {
            case "start": code += 1;
            case "resume": code += 10; break;
            case "stop":
            case "halt": code = -1; break;
            default: code = 99;
            case "noop": code += 1000;
        }
        return code;
    }

    public static void main(String[] args) {
        Comparator<Task> byPrioDescThenId = Comparator.comparing((Task t) -> t.prio).reversed()
            .thenComparingInt(t -> t.id);
        PriorityQueue<Task> ready = new PriorityQueue<>(byPrioDescThenId);
        String[][] specs = {
            {"backup", "LOW", "5"}, {"email", "NORMAL", "2"}, {"alarm", "CRITICAL", "1"},
            {"render", "HIGH", "4"}, {"index", "NORMAL", "3"}, {"audit", "HIGH", "2"}, {"cleanup", "LOW", "1"}
        };
        List<Task> all = new ArrayList<>();
        for (String[] s : specs) {
            Task t = new Task(s[0], Priority.valueOf(s[1]), Integer.parseInt(s[2]));
            t.state = State.READY;
            all.add(t);
            ready.add(t);
        }
        System.out.println("peek=" + ready.peek() + " size=" + ready.size());

        int tick = 0;
        final int quantum = 2;
        ArrayDeque<Task> finished = new ArrayDeque<>();
        while (!ready.isEmpty()) {
            Task t = ready.poll();
            t.state = State.RUNNING;
            int run = Math.min(quantum, t.remaining);
            t.remaining -= run;
            tick += run;
            System.out.println("t=" + tick + " ran " + t.name + " for " + run + " weight=" + weight(t.prio) + " left=" + t.remaining);
            if (t.remaining > 0) {
                t.state = State.READY;
                ready.offer(t);
            } else {
                t.state = State.DONE;
                finished.push(t);
            }
        }
        System.out.print("finished (stack order):");
        while (!finished.isEmpty()) System.out.print(" " + finished.pop().name);
        System.out.println();

        ArrayDeque<String> fifo = new ArrayDeque<>();
        fifo.offer("a"); fifo.offer("b"); fifo.offerFirst("z"); fifo.addLast("c");
        System.out.println("deque=" + fifo + " pollFirst=" + fifo.pollFirst() + " pollLast=" + fifo.pollLast() + " peekLast=" + fifo.peekLast());
        System.out.println("empty poll=" + new ArrayDeque<String>().poll());

        for (State s : State.values()) {
            StringBuilder sb = new StringBuilder(s.name() + ":");
            for (String ev : new String[]{"admit", "dispatch", "block", "wake", "kill"}) {
                sb.append(' ').append(ev).append("->").append(transition(s, ev));
            }
            System.out.println(sb);
        }
        for (String cmd : List.of("start", "resume", "stop", "halt", "noop", "bogus")) {
            System.out.println("legacy " + cmd + "=" + legacyCode(cmd));
        }

        // stable sort: by priority only, ties keep insertion order
        List<Task> copy = new ArrayList<>(all);
        Collections.sort(copy, Comparator.comparing(t -> t.prio));
        System.out.println("stable=" + copy.stream().map(t -> t.name).collect(Collectors.joining(",")));
        copy.sort(Comparator.comparingInt((Task t) -> t.name.length()).thenComparing(t -> t.name, Comparator.reverseOrder()));
        System.out.println("byLen=" + copy.stream().map(t -> t.name).collect(Collectors.joining(",")));

        // labeled loops: find first pair of tasks whose ids sum to 9, skipping LOW
        String found = "none";
        outer:
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).prio == Priority.LOW) continue outer;
            for (int j = i + 1; j < all.size(); j++) {
                if (all.get(j).prio == Priority.LOW) continue;
                if (all.get(i).id + all.get(j).id == 9) {
                    found = all.get(i).name + "+" + all.get(j).name;
                    break outer;
                }
            }
        }
        System.out.println("pair=" + found);

        Map<Priority, List<String>> byPrio = new EnumMap<>(Priority.class);
        for (Task t : all) byPrio.computeIfAbsent(t.prio, k -> new ArrayList<>()).add(t.name);
        System.out.println("enumMap=" + byPrio);
        System.out.println("ordinal HIGH=" + Priority.HIGH.ordinal() + " compare=" + Priority.LOW.compareTo(Priority.CRITICAL)
            + " valueOf=" + Priority.valueOf("NORMAL"));
        try {
            Priority.valueOf("URGENT");
        } catch (IllegalArgumentException e) {
            System.out.println("bad enum: " + e.getClass().getSimpleName());
        }
        int mask = 0;
        for (int i = 0, j = 10; i < j; i += 2, j -= 1) mask |= 1 << (i + j) % 31;
        System.out.println("mask=" + mask + " tick=" + tick);
    }
}
