import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class DroidCartViewModel {
    public static void main(String[] args) {
        CartViewModel vm = new CartViewModel();
        List<String> received = new ArrayList<>();
        CartObserver logger = event -> System.out.println("  event: " + event.describe());
        CartObserver collector = new CartObserver() {
            @Override
            public void onEvent(CartEvent event) { received.add(event.type.name()); }
            @Override
            public boolean wants(EventType type) { return type != EventType.TOTAL_CHANGED; }
        };
        vm.observe(logger);
        vm.observe(collector);

        Product apple = new Product("SKU-1", "Apple", 120);
        Product coffee = new Product("SKU-2", "Coffee", 899);
        Product mug = new Product("SKU-3", "Mug", 1450);

        vm.add(apple, 3);
        vm.add(coffee, 1);
        vm.add(apple, 2);
        vm.add(mug, 1);
        vm.printSummary();
        vm.applyCoupon("SAVE10");
        vm.applyCoupon("BOGUS");
        vm.printSummary();
        vm.remove("SKU-2");
        vm.remove("SKU-9");
        vm.setQuantity("SKU-1", 0);
        vm.printSummary();
        vm.unobserve(logger);
        vm.add(coffee, 4);
        vm.printSummary();
        System.out.println("collector saw: " + String.join(", ", received));
    }
}

enum EventType { ITEM_ADDED, ITEM_REMOVED, TOTAL_CHANGED, COUPON_APPLIED, ERROR }

class CartEvent {
    final EventType type;
    final String detail;
    CartEvent(EventType type, String detail) { this.type = type; this.detail = detail; }
    String describe() { return type.name() + " " + detail; }
}

interface CartObserver {
    void onEvent(CartEvent event);
    default boolean wants(EventType type) { return true; }
}

class Product {
    final String sku;
    final String name;
    final int priceCents;
    Product(String sku, String name, int priceCents) { this.sku = sku; this.name = name; this.priceCents = priceCents; }
}

class CartViewModel {
    static final int FREE_SHIPPING_CENTS = 2500;
    static final int SHIPPING_CENTS = 499;
    static final int TAX_PERCENT = 8;
    private static final Map<String, Integer> COUPONS = new LinkedHashMap<>();
    static {
        COUPONS.put("SAVE10", 10);
        COUPONS.put("HALF", 50);
    }

    private final Map<String, Product> products = new LinkedHashMap<>();
    private final Map<String, Integer> quantities = new LinkedHashMap<>();
    private final List<CartObserver> observers = new ArrayList<>();
    private Optional<String> coupon = Optional.empty();
    private int lastTotal = 0;

    void observe(CartObserver o) { observers.add(o); }
    void unobserve(CartObserver o) { observers.remove(o); }

    private void emit(EventType type, String detail) {
        CartEvent e = new CartEvent(type, detail);
        for (CartObserver o : observers) {
            if (o.wants(type)) o.onEvent(e);
        }
    }

    void add(Product p, int qty) {
        products.put(p.sku, p);
        int now = quantities.merge(p.sku, qty, Integer::sum);
        emit(EventType.ITEM_ADDED, String.format("%s x%d (now %d)", p.name, qty, now));
        recompute();
    }

    void remove(String sku) {
        if (quantities.remove(sku) == null) { emit(EventType.ERROR, "unknown " + sku); return; }
        emit(EventType.ITEM_REMOVED, products.remove(sku).name);
        recompute();
    }

    void setQuantity(String sku, int qty) {
        if (qty <= 0) { remove(sku); return; }
        quantities.put(sku, qty);
        recompute();
    }

    void applyCoupon(String code) {
        if (!COUPONS.containsKey(code)) { emit(EventType.ERROR, "invalid coupon " + code); return; }
        coupon = Optional.of(code);
        emit(EventType.COUPON_APPLIED, code + " (-" + COUPONS.get(code) + " percent)");
        recompute();
    }

    int subtotal() {
        int sum = 0;
        for (Map.Entry<String, Integer> e : quantities.entrySet()) sum += products.get(e.getKey()).priceCents * e.getValue();
        return sum;
    }

    int discount() { return coupon.map(c -> subtotal() * COUPONS.get(c) / 100).orElse(0); }
    int shipping() { int net = subtotal() - discount(); return net == 0 || net >= FREE_SHIPPING_CENTS ? 0 : SHIPPING_CENTS; }
    int tax() { return ((subtotal() - discount()) * TAX_PERCENT + 50) / 100; }
    int total() { return subtotal() - discount() + shipping() + tax(); }

    private void recompute() {
        int t = total();
        if (t != lastTotal) emit(EventType.TOTAL_CHANGED, String.format("%.2f -> %.2f", lastTotal / 100.0, t / 100.0));
        lastTotal = t;
    }

    List<String> lines() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Integer> e : quantities.entrySet()) {
            Product p = products.get(e.getKey());
            out.add(String.format("%-8s %5d x %.2f", p.name, e.getValue(), p.priceCents / 100.0));
        }
        return Collections.unmodifiableList(out);
    }

    void printSummary() {
        System.out.println("-- cart --");
        for (String l : lines()) System.out.println("  " + l);
        System.out.println(String.format("  subtotal %.2f discount %.2f shipping %.2f tax %.2f total %.2f",
                subtotal() / 100.0, discount() / 100.0, shipping() / 100.0, tax() / 100.0, total() / 100.0));
    }
}
