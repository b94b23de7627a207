import java.util.*;
import java.util.function.*;

public class EventFramework {
    interface Event { String topic(); default int priority() { return 0; } }
    record Click(int x, int y) implements Event {
        Click {
            if (x < 0 || y < 0) throw new IllegalArgumentException("negative: " + x + "," + y);
        }
        public String topic() { return "ui.click"; }
    }
    record Message(String from, String body, int priority) implements Event {
        public String topic() { return "chat." + from.toLowerCase(); }
    }

    interface Handler<E extends Event> {
        boolean handle(E event);
        static <E extends Event> Handler<E> logging(String name, List<String> out) {
            return e -> { out.add(name + ":" + e.topic()); return false; };
        }
        private static String describe(Event e) { return e.topic() + "/" + e.priority(); }
        static String info(Event e) { return "[" + describe(e) + "]"; }
    }

    static final class Registration<E extends Event> {
        final Class<E> type;
        final Handler<? super E> handler;
        final int order;
        private static int counter;
        Registration(Class<E> type, Handler<? super E> handler) { this.type = type; this.handler = handler; this.order = ++counter; }
        boolean offer(Event e) {
            if (!type.isInstance(e)) return false;
            return handler.handle(type.cast(e));
        }
    }

    static class Bus {
        private final List<Registration<?>> registrations = new ArrayList<>();
        private final Deque<Event> pending = new ArrayDeque<>();
        private int delivered;

        <E extends Event> Bus on(Class<E> type, Handler<? super E> handler) {
            registrations.add(new Registration<>(type, handler));
            return this;
        }

        void post(Event e) { pending.addLast(e); }

        int drain() {
            int rounds = 0;
            outer:
            while (!pending.isEmpty()) {
                rounds++;
                Event e = pending.pollFirst();
                for (Registration<?> r : registrations) {
                    if (r.offer(e)) { delivered++; continue outer; }
                }
                delivered++;
            }
            return rounds;
        }
    }

    static String classify(Event e) {
        if (e instanceof Click c && c.x() == c.y()) return "diagonal click";
        if (e instanceof Click c) return "click at " + c.x();
        if (e instanceof Message m) {
            String s = m.body().length() > 5 ? m.body().substring(0, 5) + "…" : m.body();
            return "message " + s;
        }
        return "unknown";
    }

    public static void main(String[] args) {
        List<String> out = new ArrayList<>();
        Bus bus = new Bus();
        int[] urgent = {0};
        bus.on(Message.class, m -> { if (m.priority() > 5) { urgent[0]++; return true; } return false; })
           .on(Event.class, Handler.logging("all", out))
           .on(Click.class, c -> c.x() > 100);
        bus.post(new Click(5, 5));
        bus.post(new Message("Ann", "hello there", 9));
        bus.post(new Message("Bob", "hi", 1));
        bus.post(new Click(150, 2));
        int rounds = bus.drain();
        System.out.println("rounds=" + rounds + " delivered=" + bus.delivered + " urgent=" + urgent[0] + " log=" + out);
        for (Event e : List.of(new Click(3, 3), new Click(4, 1), new Message("C", "a long body", 0), new Message("D", "short", 2))) {
            System.out.println(classify(e) + " " + Handler.info(e));
        }
        try {
            new Click(-1, 2);
        } catch (IllegalArgumentException ex) {
            System.out.println("rejected " + ex.getMessage());
        }
        System.out.println(new Message("E", "x", 3) + " " + new Click(1, 2).equals(new Click(1, 2)) + " " + new Click(1, 2).hashCode());
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : "the bus the event the handler bus".split(" ")) counts.merge(w, 1, Integer::sum);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println(entries);
        var bits = new StringBuilder();
        for (int i = -3; i <= 3; i++) bits.append(Math.floorMod(i, 3)).append(i % 3).append(' ');
        System.out.println(bits.toString().trim() + " " + Integer.toBinaryString(42 << 3 >>> 2) + " " + (char) ('a' + 25) + " " + Character.getNumericValue('7') * 6);
        long big = Integer.MAX_VALUE;
        big = big * 2 + 1;
        int narrowed = (int) big;
        short s = (short) 70000;
        byte b = (byte) 200;
        System.out.println(big + " " + narrowed + " " + s + " " + b + " " + (b & 0xFF) + " " + (5 / 2.0) + " " + (float) 0.1 + " " + 1e-5 + " " + 100.0 / 3);
        String text = """
            Dear %s,
              your order #%05d ships %s.
            """.formatted("Ann", 42, "today");
        System.out.print(text);
        int i = 0;
        do { i += 3; } while (i < 10);
        System.out.println("i=" + i);
    }
}
