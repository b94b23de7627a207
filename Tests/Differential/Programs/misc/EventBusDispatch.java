import java.util.*;
import java.util.function.Consumer;

public class EventBusDispatch {

    interface Event {
        String eventName();
    }

    static final class UserLoggedIn implements Event {
        final String user; final int sessionId;
        UserLoggedIn(String user, int sessionId) { this.user = user; this.sessionId = sessionId; }
        public String eventName() { return "UserLoggedIn"; }
        @Override public String toString() { return "UserLoggedIn{" + user + "," + sessionId + "}"; }
    }

    static final class CartUpdated implements Event {
        final int items; final long totalCents;
        CartUpdated(int items, long totalCents) { this.items = items; this.totalCents = totalCents; }
        public String eventName() { return "CartUpdated"; }
        @Override public String toString() { return "CartUpdated{" + items + "," + totalCents + "}"; }
    }

    static final class ErrorRaised implements Event {
        final String code; final boolean fatal;
        ErrorRaised(String code, boolean fatal) { this.code = code; this.fatal = fatal; }
        public String eventName() { return "ErrorRaised"; }
        @Override public String toString() { return "ErrorRaised{" + code + (fatal ? ",FATAL" : "") + "}"; }
    }

    static final class Subscription {
        final String owner; final int priority; final int order; final Consumer<Event> handler;
        Subscription(String owner, int priority, int order, Consumer<Event> handler) {
            this.owner = owner; this.priority = priority; this.order = order; this.handler = handler;
        }
    }

    static class EventBus {
        private final Map<String, List<Subscription>> subs = new TreeMap<>();
        private final List<String> trace = new ArrayList<>();
        private final Map<String, Integer> delivered = new TreeMap<>();
        private int counter;
        private final Deque<Event> pending = new ArrayDeque<>();
        private boolean dispatching;

        void register(String eventName, String owner, int priority, Consumer<Event> handler) {
            List<Subscription> list = subs.computeIfAbsent(eventName, k -> new ArrayList<>());
            list.add(new Subscription(owner, priority, counter++, handler));
            list.sort((a, b) -> a.priority != b.priority ? Integer.compare(b.priority, a.priority) : Integer.compare(a.order, b.order));
        }

        int unregisterOwner(String owner) {
            int removed = 0;
            for (List<Subscription> list : subs.values()) {
                Iterator<Subscription> it = list.iterator();
                while (it.hasNext()) {
                    if (it.next().owner.equals(owner)) { it.remove(); removed++; }
                }
            }
            return removed;
        }

        void post(Event e) {
            pending.addLast(e);
            if (dispatching) { trace.add("  queued " + e); return; }
            dispatching = true;
            try {
                while (!pending.isEmpty()) {
                    Event next = pending.pollFirst();
                    List<Subscription> list = subs.getOrDefault(next.eventName(), Collections.emptyList());
                    if (list.isEmpty()) { trace.add("dead " + next); continue; }
                    for (Subscription s : new ArrayList<>(list)) {
                        trace.add("-> " + s.owner + "(p" + s.priority + ") " + next);
                        delivered.merge(s.owner, 1, Integer::sum);
                        try {
                            s.handler.accept(next);
                        } catch (RuntimeException ex) {
                            trace.add("  handler " + s.owner + " threw: " + ex.getMessage());
                        }
                    }
                }
            } finally {
                dispatching = false;
            }
        }

        List<String> getTrace() { return trace; }
        Map<String, Integer> getDelivered() { return delivered; }
        Map<String, Integer> subscriberCounts() {
            Map<String, Integer> m = new TreeMap<>();
            subs.forEach((k, v) -> m.put(k, v.size()));
            return m;
        }
    }

    static class CartModel {
        int items; long total;
        final List<String> history = new ArrayList<>();
    }

    public static void main(String[] args) {
        EventBus bus = new EventBus();
        CartModel cart = new CartModel();
        StringBuilder analytics = new StringBuilder();

        bus.register("UserLoggedIn", "analytics", 1, ev -> analytics.append("L").append(((UserLoggedIn) ev).sessionId % 100).append(';'));
        bus.register("UserLoggedIn", "greeter", 5, ev -> {
            UserLoggedIn e = (UserLoggedIn) ev;
            System.out.println("Welcome back, " + e.user.toUpperCase() + "!");
            if (e.user.startsWith("a")) bus.post(new CartUpdated(0, 0));
        });
        bus.register("CartUpdated", "cartView", 3, ev -> {
            CartUpdated e = (CartUpdated) ev;
            cart.items = e.items; cart.total = e.totalCents;
            cart.history.add(e.items + "@" + e.totalCents);
        });
        bus.register("CartUpdated", "analytics", 3, ev -> analytics.append("C").append(((CartUpdated) ev).items).append(';'));
        bus.register("CartUpdated", "badge", 9, ev -> {
            CartUpdated e = (CartUpdated) ev;
            if (e.items > 99) throw new IllegalStateException("badge overflow " + e.items);
            System.out.println("badge shows " + e.items);
        });
        bus.register("ErrorRaised", "crashReporter", 0, ev -> {
            ErrorRaised e = (ErrorRaised) ev;
            if (e.fatal) bus.post(new UserLoggedIn("system", 9999));
            analytics.append("E").append(e.code).append(';');
        });

        System.out.println("subscribers=" + bus.subscriberCounts());
        bus.post(new UserLoggedIn("alice", 1042));
        bus.post(new CartUpdated(3, 4599));
        bus.post(new UserLoggedIn("bob", 2077));
        bus.post(new CartUpdated(120, 1_000_000L));
        bus.post(new ErrorRaised("E42", false));
        bus.post(new ErrorRaised("E500", true));
        bus.post(new Event() { public String eventName() { return "Unknown"; } public String toString() { return "Anon"; } });

        int removed = bus.unregisterOwner("analytics");
        System.out.println("removed analytics subs=" + removed + " now=" + bus.subscriberCounts());
        bus.post(new CartUpdated(7, 12345));
        bus.post(new ErrorRaised("E7", false));

        System.out.println("--- trace ---");
        List<String> trace = bus.getTrace();
        for (int i = 0; i < trace.size(); i++) System.out.println(String.format("%02d %s", i, trace.get(i)));
        System.out.println("delivered=" + bus.getDelivered());
        System.out.println("analytics=" + analytics);
        System.out.println("cart items=" + cart.items + " total=" + cart.total + " dollars=" + (cart.total / 100) + "." + String.format("%02d", cart.total % 100));
        System.out.println("cart history=" + cart.history);
        long sum = 0;
        for (String h : cart.history) sum += Long.parseLong(h.substring(h.indexOf('@') + 1));
        System.out.println("history sum=" + sum + " avg=" + (cart.history.isEmpty() ? 0 : sum / cart.history.size()));
    }
}
