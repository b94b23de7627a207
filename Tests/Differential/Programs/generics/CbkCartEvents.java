import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class CbkCartEvents {
    static <E extends AppEvent> int countFrom(List<E> events, String source) {
        int n = 0;
        for (E e : events) {
            n += e.source.equals(source) ? 1 : 0;
        }
        return n;
    }

    public static void main(String[] args) {
        EventChannel<AppEvent> bus = new EventChannel<>("bus");
        CartState cart = new CartState();
        bus.subscribe(cart);
        bus.subscribe(e -> System.out.println("  [log] " + e.describe()));
        Listener<AppEvent> analytics = new Listener<AppEvent>() {
            int tracked = 0;
            @Override
            public void onChanged(AppEvent e) {
                tracked++;
                System.out.println("  [analytics] #" + tracked + " priority=" + e.priority());
            }
        };
        bus.subscribe(analytics);
        bus.send(new ItemAdded("home", "apple", 3, 40));
        bus.send(new ItemAdded("search", "bread", 1, 250));
        bus.send(new ItemAdded("home", "apple", 2, 40));
        bus.send(new ItemRemoved("cart", "bread"));
        System.out.println("unsubscribe analytics: " + bus.unsubscribe(analytics));
        System.out.println("unsubscribe again: " + bus.unsubscribe(analytics));
        bus.send(new ItemAdded("promo", "cheese", 1, 500));
        bus.send(new CheckoutStarted("cart", "card"));
        System.out.println("cart lines: " + cart.quantities);
        System.out.println("cart total cents: " + cart.totalCents + ", checked out: " + cart.checkedOut);

        System.out.println("== typed channel for ItemAdded only ==");
        EventChannel<ItemAdded> adds = new EventChannel<>("adds");
        List<String> skus = new ArrayList<>();
        adds.subscribe(e -> skus.add(e.sku + "x" + e.qty));
        adds.subscribe(new Listener<ItemAdded>() {
            @Override
            public void onChanged(ItemAdded e) {
                System.out.println(String.format("  [adds] %-8s qty=%5d unit=%d", e.sku, e.qty, e.unitCents));
            }
        });
        adds.send(new ItemAdded("home", "milk", 2, 120));
        adds.send(new ItemAdded("reco", "eggs", 12, 30));
        adds.send(new ItemAdded("home", "tea", 1, 310));
        System.out.println("skus: " + skus);
        System.out.println("home adds: " + countFrom(adds.history(), "home"));
        System.out.println("bus events from cart: " + countFrom(bus.history(), "cart"));
        System.out.println("bus sent=" + bus.history().size() + " subscribers=" + bus.subscriberCount());
        System.out.println("== replay bus history ==");
        bus.replay(e -> System.out.println("  replay p" + e.priority() + " " + e.describe()));
    }
}

interface Listener<T> {
    void onChanged(T value);
}

abstract class AppEvent {
    final String source;
    AppEvent(String source) { this.source = source; }
    abstract String describe();
    int priority() { return 1; }
}

class ItemAdded extends AppEvent {
    final String sku;
    final int qty, unitCents;
    ItemAdded(String source, String sku, int qty, int unitCents) {
        super(source);
        this.sku = sku; this.qty = qty; this.unitCents = unitCents;
    }
    String describe() { return "ItemAdded(" + sku + " x" + qty + " from " + source + ")"; }
}

class ItemRemoved extends AppEvent {
    final String sku;
    ItemRemoved(String source, String sku) { super(source); this.sku = sku; }
    String describe() { return "ItemRemoved(" + sku + ")"; }
    @Override int priority() { return 2; }
}

class CheckoutStarted extends AppEvent {
    final String method;
    CheckoutStarted(String source, String method) { super(source); this.method = method; }
    String describe() { return "CheckoutStarted(" + method + ")"; }
    @Override int priority() { return 5; }
}

class EventChannel<E extends AppEvent> {
    private final String name;
    private final List<Listener<E>> subscribers = new ArrayList<>();
    private final List<E> sent = new ArrayList<>();

    EventChannel(String name) { this.name = name; }
    void subscribe(Listener<E> l) { subscribers.add(l); }
    boolean unsubscribe(Listener<E> l) { return subscribers.remove(l); }
    int subscriberCount() { return subscribers.size(); }
    List<E> history() { return sent; }

    void send(E event) {
        sent.add(event);
        System.out.println(name + " <- " + event.describe());
        for (Listener<E> l : new ArrayList<>(subscribers)) { l.onChanged(event); }
    }

    void replay(Listener<E> l) {
        for (E e : sent) { l.onChanged(e); }
    }
}

class CartState implements Listener<AppEvent> {
    final Map<String, Integer> quantities = new TreeMap<>();
    final Map<String, Integer> lineCents = new TreeMap<>();
    int totalCents = 0;
    boolean checkedOut = false;

    @Override
    public void onChanged(AppEvent e) {
        if (e instanceof ItemAdded a) {
            quantities.merge(a.sku, a.qty, Integer::sum);
            lineCents.merge(a.sku, a.qty * a.unitCents, Integer::sum);
            totalCents += a.qty * a.unitCents;
        } else if (e instanceof ItemRemoved r && lineCents.containsKey(r.sku)) {
            totalCents -= lineCents.remove(r.sku);
            quantities.remove(r.sku);
        } else if (e instanceof CheckoutStarted) {
            checkedOut = true;
        }
        System.out.println("  [cart] total=" + totalCents + " lines=" + quantities.size());
    }
}
