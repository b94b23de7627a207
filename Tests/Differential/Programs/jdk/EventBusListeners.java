import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

public class EventBusListeners {
    public static void main(String[] args) {
        EventBus bus = new EventBus();
        List<String> audit = new ArrayList<>();
        Subscription s1 = bus.subscribe("user.login", p -> System.out.println("  [welcome] hello " + p));
        bus.subscribe("user.login", p -> audit.add("login:" + p));
        bus.subscribe("user.logout", p -> audit.add("logout:" + p));
        Subscription noisy = bus.subscribe("*", p -> System.out.println("  [wildcard] saw " + p));
        bus.subscribe("order.placed", p -> {
            if (p.isEmpty()) throw new IllegalArgumentException("empty order id");
            System.out.println("  [orders] processing " + p);
        });
        bus.subscribe("order.placed", p -> System.out.println("  [orders] second listener still runs for " + p));
        System.out.println("listener counts=" + bus.counts());
        bus.publish("user.login", "ada");
        bus.publish("order.placed", "A-17");
        bus.publish("order.placed", "");
        s1.cancel();
        noisy.cancel();
        System.out.println("after cancel counts=" + bus.counts());
        bus.publish("user.login", "bob");
        bus.publish("user.logout", "ada");
        bus.publish("unknown.topic", "x");
        System.out.println("audit=" + audit);
        System.out.println("errors=" + bus.errors);
        System.out.println("cancel twice is harmless: " + s1.cancel());
    }
}

interface Subscription {
    boolean cancel();
}

class EventBus {
    private final Map<String, List<Consumer<String>>> listeners = new LinkedHashMap<>();
    final List<String> errors = new ArrayList<>();

    Subscription subscribe(String topic, Consumer<String> listener) {
        listeners.computeIfAbsent(topic, t -> new ArrayList<>()).add(listener);
        return () -> {
            List<Consumer<String>> list = listeners.get(topic);
            return list != null && list.remove(listener);
        };
    }

    void publish(String topic, String payload) {
        System.out.println("publish " + topic + " [" + payload + "]");
        List<Consumer<String>> targets = new ArrayList<>(listeners.getOrDefault(topic, List.of()));
        targets.addAll(listeners.getOrDefault("*", List.of()));
        if (targets.isEmpty()) {
            System.out.println("  (no listeners)");
        }
        for (Consumer<String> l : targets) {
            try {
                l.accept(payload);
            } catch (RuntimeException e) {
                errors.add(topic + ": " + e.getMessage());
                System.out.println("  listener failed: " + e.getMessage());
            }
        }
    }

    Map<String, Integer> counts() {
        Map<String, Integer> out = new LinkedHashMap<>();
        listeners.forEach((k, v) -> out.put(k, v.size()));
        return out;
    }
}
