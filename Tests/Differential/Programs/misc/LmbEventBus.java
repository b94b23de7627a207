import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;

public class LmbEventBus {
    private final Map<String, List<Consumer<LmbEvent>>> handlers = new LinkedHashMap<>();
    private final List<BiConsumer<String, LmbEvent>> globalListeners = new ArrayList<>();
    private int dispatched = 0;

    void on(String type, Consumer<LmbEvent> handler) {
        handlers.computeIfAbsent(type, k -> new ArrayList<>()).add(handler);
    }

    void onAny(BiConsumer<String, LmbEvent> listener) {
        globalListeners.add(listener);
    }

    void onWhen(String type, Predicate<LmbEvent> guard, Consumer<LmbEvent> handler) {
        on(type, e -> {
            if (guard.test(e)) {
                handler.accept(e);
            }
        });
    }

    int emit(LmbEvent event) {
        dispatched++;
        for (BiConsumer<String, LmbEvent> g : globalListeners) {
            g.accept(event.type, event);
        }
        List<Consumer<LmbEvent>> list = handlers.get(event.type);
        if (list == null) {
            System.out.println("  (no handlers for " + event.type + ")");
            return 0;
        }
        for (Consumer<LmbEvent> h : list) {
            h.accept(event);
        }
        return list.size();
    }

    public static void main(String[] args) {
        LmbEventBus bus = new LmbEventBus();
        LmbCart cart = new LmbCart();
        List<String> audit = new ArrayList<>();
        Map<String, Integer> typeCounts = new LinkedHashMap<>();

        bus.onAny((type, e) -> typeCounts.merge(type, 1, Integer::sum));
        bus.onAny((type, e) -> audit.add(type + ":" + e.payload));

        bus.on("add", e -> cart.add(e.payload, e.amount));
        bus.on("add", e -> System.out.println("  analytics: added " + e.payload));
        bus.on("remove", e -> cart.remove(e.payload));
        Consumer<LmbEvent> printer = e -> System.out.println("  printer sees " + e);
        Consumer<LmbEvent> chained = printer.andThen(e -> System.out.println("  ...then total=" + cart.total()));
        bus.on("checkout", chained);
        bus.onWhen("add", e -> e.amount >= 1000, e -> System.out.println("  big purchase alert: " + e.payload));
        bus.on("clear", e -> cart.clear());
        bus.on("clear", cart::report);

        LmbEvent[] events = {
            new LmbEvent("add", "phone", 79900),
            new LmbEvent("add", "case", 1999),
            new LmbEvent("add", "sticker", 250),
            new LmbEvent("remove", "case", 0),
            new LmbEvent("checkout", "order-1", 0),
            new LmbEvent("refund", "order-1", 0),
            new LmbEvent("clear", "all", 0),
            new LmbEvent("checkout", "order-2", 0)
        };
        for (LmbEvent e : events) {
            System.out.println("emit " + e.type + " / " + e.payload);
            int n = bus.emit(e);
            System.out.println("  -> handled by " + n);
        }

        System.out.println("dispatched = " + bus.dispatched);
        for (Map.Entry<String, Integer> entry : typeCounts.entrySet()) {
            System.out.println(String.format("%-8s %5d", entry.getKey(), entry.getValue()));
        }
        System.out.println("audit = " + audit);
        System.out.println("handler types = " + bus.handlers.keySet());
        int totalHandlers = 0;
        for (List<Consumer<LmbEvent>> l : bus.handlers.values()) {
            totalHandlers += l.size();
        }
        System.out.println("total handlers = " + totalHandlers);
    }
}

class LmbEvent {
    final String type;
    final String payload;
    final int amount;

    LmbEvent(String type, String payload, int amount) {
        this.type = type;
        this.payload = payload;
        this.amount = amount;
    }

    @Override
    public String toString() {
        return "Event(" + type + ", " + payload + ", " + amount + ")";
    }
}

class LmbCart {
    private final Map<String, Integer> lines = new LinkedHashMap<>();

    void add(String item, int cents) {
        lines.merge(item, cents, Integer::sum);
        System.out.println("  cart add " + item + " now " + lines);
    }

    void remove(String item) {
        Integer old = lines.remove(item);
        System.out.println("  cart remove " + item + " (was " + old + ")");
    }

    int total() {
        int sum = 0;
        for (int v : lines.values()) {
            sum += v;
        }
        return sum;
    }

    void clear() {
        lines.clear();
    }

    void report(LmbEvent e) {
        System.out.println("  cart report after " + e.type + ": size=" + lines.size() + " total=" + total());
    }
}
