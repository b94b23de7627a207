import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GxEventBus {
    public static void main(String[] args) {
        EventBus bus = new EventBus();
        Channel<CartEvent> cart = bus.channel("cart", TypeTag.CART);
        Channel<String> log = bus.channel("log", TypeTag.STRING);
        Channel<Integer> badge = bus.channel("badge", TypeTag.INT);

        List<String> audit = new ArrayList<>();
        int[] badgeTotal = {0};

        Subscription s1 = cart.subscribe(e -> System.out.println("[ui] cart " + e));
        Subscription s2 = cart.subscribe(e -> audit.add(e.action + ":" + e.sku));
        log.subscribe(msg -> System.out.println("[log] " + msg));
        badge.subscribe(n -> {
            badgeTotal[0] += n;
            System.out.println("[badge] +" + n + " now " + badgeTotal[0]);
        });

        cart.publish(new CartEvent("add", "SKU-1", 2));
        log.publish("user opened cart");
        badge.publish(2);
        cart.publish(new CartEvent("add", "SKU-7", 1));
        badge.publish(1);
        s1.cancel();
        System.out.println("ui unsubscribed, active=" + s1.isActive());
        cart.publish(new CartEvent("remove", "SKU-1", 1));
        badge.publish(-1);
        log.publish("checkout started");
        s1.cancel();

        System.out.println("audit=" + audit);
        System.out.println("subscribers: " + bus.describe());

        System.out.println("-- same key returns same channel --");
        int before = log.historySize();
        Channel<String> logAgain = bus.channel("log", TypeTag.STRING);
        logAgain.publish("via second lookup");
        System.out.println("same channel: " + (log.historySize() == before + 1) + " topic=" + logAgain.topic);

        System.out.println("-- type mismatch --");
        Channel<Integer> wrong = bus.channelOrNull("log", TypeTag.INT);
        System.out.println("wrong is null: " + (wrong == null));

        System.out.println("-- unknown topic publish --");
        int delivered = bus.publishIfPresent("missing", "hello", TypeTag.STRING);
        System.out.println("delivered to " + delivered);
        delivered = bus.publishIfPresent("log", "direct", TypeTag.STRING);
        System.out.println("delivered to " + delivered);

        s2.cancel();
        cart.publish(new CartEvent("clear", "*", 0));
        System.out.println("audit unchanged size=" + audit.size());
        System.out.println("history cart=" + cart.historySize() + " log=" + log.historySize() + " badge=" + badge.historySize());
        List<CartEvent> adds = cart.historyMatching(e -> e.action.equals("add"));
        System.out.println("add events=" + adds);
        System.out.println("last log=" + log.last());
    }
}

final class TypeTag<T> {
    static final TypeTag<String> STRING = new TypeTag<>("String");
    static final TypeTag<Integer> INT = new TypeTag<>("Integer");
    static final TypeTag<CartEvent> CART = new TypeTag<>("CartEvent");

    final String name;

    private TypeTag(String name) {
        this.name = name;
    }

    boolean sameAs(TypeTag<?> other) {
        return name.equals(other.name);
    }
}

interface Listener<T> {
    void onEvent(T event);
}

interface Predicate2<T> {
    boolean test(T t);
}

class CartEvent {
    final String action;
    final String sku;
    final int qty;

    CartEvent(String action, String sku, int qty) {
        this.action = action;
        this.sku = sku;
        this.qty = qty;
    }

    @Override
    public String toString() {
        return action + "(" + sku + " x" + qty + ")";
    }
}

class Subscription {
    private final Runnable onCancel;
    private boolean active = true;

    Subscription(Runnable onCancel) {
        this.onCancel = onCancel;
    }

    void cancel() {
        if (active) {
            active = false;
            onCancel.run();
            System.out.println("  (subscription cancelled)");
        } else {
            System.out.println("  (already cancelled)");
        }
    }

    boolean isActive() {
        return active;
    }
}

class Channel<T> {
    final String topic;
    final TypeTag<T> type;
    private final Map<Integer, Listener<? super T>> listeners = new LinkedHashMap<>();
    private int nextId = 1;
    private final List<T> history = new ArrayList<>();

    Channel(String topic, TypeTag<T> type) {
        this.topic = topic;
        this.type = type;
    }

    Subscription subscribe(Listener<? super T> l) {
        int id = nextId++;
        listeners.put(id, l);
        return new Subscription(() -> listeners.remove(id));
    }

    int publish(T event) {
        history.add(event);
        List<Listener<? super T>> snapshot = new ArrayList<>(listeners.values());
        for (Listener<? super T> l : snapshot) {
            l.onEvent(event);
        }
        return snapshot.size();
    }

    int listenerCount() {
        return listeners.size();
    }

    int historySize() {
        return history.size();
    }

    T last() {
        return history.isEmpty() ? null : history.get(history.size() - 1);
    }

    List<T> historyMatching(Predicate2<? super T> p) {
        List<T> out = new ArrayList<>();
        for (T t : history) {
            if (p.test(t)) {
                out.add(t);
            }
        }
        return out;
    }
}

class EventBus {
    private final Map<String, Channel<?>> channels = new TreeMap<>();

    <T> Channel<T> channel(String topic, TypeTag<T> type) {
        Channel<T> existing = channelOrNull(topic, type);
        if (existing != null) {
            return existing;
        }
        Channel<T> created = new Channel<>(topic, type);
        channels.put(topic, created);
        return created;
    }

    @SuppressWarnings("unchecked")
    <T> Channel<T> channelOrNull(String topic, TypeTag<T> type) {
        Channel<?> c = channels.get(topic);
        if (c == null || !c.type.sameAs(type)) {
            return null;
        }
        return (Channel<T>) c;
    }

    <T> int publishIfPresent(String topic, T event, TypeTag<T> type) {
        Channel<T> c = channelOrNull(topic, type);
        if (c == null) {
            return 0;
        }
        return c.publish(event);
    }

    String describe() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Channel<?>> e : channels.entrySet()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(e.getKey()).append("=").append(e.getValue().listenerCount());
        }
        return sb.toString();
    }
}
