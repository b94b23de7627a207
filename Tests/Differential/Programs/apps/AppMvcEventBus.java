import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class AppMvcEventBus {
    enum EventType { ITEM_ADDED, ITEM_REMOVED, ITEM_TOGGLED, CLEARED, ERROR }

    static abstract class Event {
        private final EventType type; private boolean consumed;
        Event(EventType type) { this.type = type; }
        EventType type() { return type; }
        void consume() { consumed = true; }
        boolean isConsumed() { return consumed; }
        abstract String payload();
        @Override public String toString() { return type + "(" + payload() + ")"; }
    }
    static class ItemEvent extends Event {
        final Item item;
        ItemEvent(EventType t, Item item) { super(t); this.item = item; }
        String payload() { return item.toString(); }
    }
    static class SimpleEvent extends Event {
        final String detail;
        SimpleEvent(EventType t, String detail) { super(t); this.detail = detail; }
        String payload() { return detail; }
    }

    @FunctionalInterface interface Listener<E> { void handle(E event); }
    @FunctionalInterface interface Subscription { void cancel(); }

    static class EventBus<E extends Event> {
        private record Entry<E>(int priority, int order, String name, Listener<E> listener) {}
        private final Map<EventType, List<Entry<E>>> byType = new EnumMap<>(EventType.class);
        private int counter = 0, delivered = 0, failures = 0;

        Subscription subscribe(EventType type, String name, int priority, Listener<E> l) {
            Entry<E> e = new Entry<>(priority, counter++, name, l);
            List<Entry<E>> list = byType.computeIfAbsent(type, k -> new ArrayList<>());
            list.add(e);
            list.sort(Comparator.comparingInt((Entry<E> x) -> x.priority()).reversed().thenComparingInt(Entry::order));
            return () -> list.remove(e);
        }

        void publish(E event) {
            for (Entry<E> e : List.copyOf(byType.getOrDefault(event.type(), List.of()))) {
                if (event.isConsumed()) { System.out.println("    (stopped before " + e.name() + ")"); break; }
                try {
                    e.listener().handle(event);
                    delivered++;
                } catch (RuntimeException ex) {
                    failures++;
                    System.out.println("    listener " + e.name() + " failed: " + ex.getMessage());
                }
            }
        }
        String stats() { return "delivered=" + delivered + " failures=" + failures; }
    }

    static final class Item {
        final int id; final String title; boolean done;
        Item(int id, String title) { this.id = id; this.title = title; }
        @Override public String toString() { return "#" + id + (done ? "[x] " : "[ ] ") + title; }
        @Override public boolean equals(Object o) { return o instanceof Item i && i.id == id; }
        @Override public int hashCode() { return id; }
    }

    static class ListModel {
        private final Map<Integer, Item> items = new LinkedHashMap<>();
        private final EventBus<Event> bus;
        private int nextId = 1;
        ListModel(EventBus<Event> bus) { this.bus = bus; }
        Item add(String title) {
            Item i = new Item(nextId++, title); items.put(i.id, i);
            bus.publish(new ItemEvent(EventType.ITEM_ADDED, i)); return i;
        }
        void remove(int id) {
            Item i = items.remove(id);
            if (i == null) bus.publish(new SimpleEvent(EventType.ERROR, "no item " + id));
            else bus.publish(new ItemEvent(EventType.ITEM_REMOVED, i));
        }
        void toggle(int id) {
            Item i = items.get(id);
            if (i == null) { bus.publish(new SimpleEvent(EventType.ERROR, "no item " + id)); return; }
            i.done = !i.done; bus.publish(new ItemEvent(EventType.ITEM_TOGGLED, i));
        }
        void clearDone() {
            List<Integer> ids = items.values().stream().filter(i -> i.done).map(i -> i.id).toList();
            ids.forEach(items::remove);
            bus.publish(new SimpleEvent(EventType.CLEARED, ids.size() + " removed"));
        }
        Collection<Item> items() { return items.values(); }
    }

    static class Controller {
        private final ListModel model;
        private final Map<String, Consumer<String>> routes = new LinkedHashMap<>();
        Controller(ListModel model) {
            this.model = model;
            routes.put("add", model::add);
            routes.put("rm", arg -> model.remove(Integer.parseInt(arg)));
            routes.put("done", arg -> model.toggle(Integer.parseInt(arg)));
            routes.put("clear", arg -> model.clearDone());
        }
        void dispatch(String line) {
            int sp = line.indexOf(' ');
            String verb = sp < 0 ? line : line.substring(0, sp);
            String arg = sp < 0 ? "" : line.substring(sp + 1);
            System.out.println("> " + line);
            Consumer<String> action = routes.get(verb);
            if (action == null) { System.out.println("    unknown command '" + verb + "'"); return; }
            try { action.accept(arg); }
            catch (NumberFormatException e) { System.out.println("    bad number: " + arg); }
        }
    }

    public static void main(String[] args) {
        EventBus<Event> bus = new EventBus<>();
        ListModel model = new ListModel(bus);
        Controller controller = new Controller(model);
        StringBuilder audit = new StringBuilder();
        int[] badge = {0};

        for (EventType t : EventType.values())
            bus.subscribe(t, "audit", 0, e -> audit.append(e.type().name().charAt(5 % e.type().name().length())));
        bus.subscribe(EventType.ITEM_ADDED, "view", 5, e -> System.out.println("    view: added " + e.payload()));
        bus.subscribe(EventType.ITEM_ADDED, "badge", 1, e -> badge[0]++);
        bus.subscribe(EventType.ITEM_TOGGLED, "badge", 1, e -> badge[0] += ((ItemEvent) e).item.done ? -1 : 1);
        bus.subscribe(EventType.ITEM_REMOVED, "badge", 1, e -> { if (!((ItemEvent) e).item.done) badge[0]--; });
        bus.subscribe(EventType.ITEM_TOGGLED, "view", 5, e -> System.out.println("    view: " + e.payload()));
        bus.subscribe(EventType.ERROR, "guard", 10, new Listener<Event>() {
            private int seen = 0;
            @Override public void handle(Event e) {
                seen++;
                System.out.println("    guard: error #" + seen + " " + e.payload());
                if (seen >= 2) e.consume();
            }
        });
        bus.subscribe(EventType.CLEARED, "flaky", 3, e -> { throw new IllegalStateException("cannot render " + e.payload()); });
        Subscription spy = bus.subscribe(EventType.ITEM_ADDED, "spy", 9, e -> System.out.println("    spy saw " + e.payload()));

        String[] commands = {"add Fill out muster sheet", "add Log lunch", "add Check alarm panel", "done 2",
            "rm 7", "done x", "add Buy batteries", "fly away", "done 1", "done 2", "rm 9", "clear", "rm 3", "add Call home"};
        for (int i = 0; i < commands.length; i++) {
            if (i == 4) { spy.cancel(); System.out.println("  (spy unsubscribed)"); }
            controller.dispatch(commands[i]);
        }
        System.out.println("Remaining items:");
        model.items().forEach(it -> System.out.println("  " + it));
        System.out.println("Badge (open items): " + badge[0]);
        System.out.println("Audit trail: " + audit);
        System.out.println("Bus stats: " + bus.stats());
        String summary = model.items().stream().collect(Collectors.groupingBy(it -> it.done ? "done" : "open",
            TreeMap::new, Collectors.mapping(it -> String.valueOf(it.id), Collectors.joining("+")))).toString();
        System.out.println("Summary: " + summary);
    }
}
