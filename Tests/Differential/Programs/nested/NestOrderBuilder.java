import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

public class NestOrderBuilder {
    public static void main(String[] args) {
        Order o1 = Order.builder("Alice")
                .addItem("Latte", 2, 3.50)
                .addItem("Croissant", 1, 2.25)
                .coupon("SAVE15")
                .build();
        o1.print();

        Order o2 = Order.builder("Bob")
                .addItem("Espresso", 3, 2.00)
                .express(true)
                .build();
        o2.print();

        try {
            Order.builder("").addItem("Tea", 1, 1.0).build();
        } catch (IllegalStateException e) {
            System.out.println("Build failed: " + e.getMessage());
        }
        try {
            Order.builder("Carol").build();
        } catch (IllegalStateException e) {
            System.out.println("Build failed: " + e.getMessage());
        }

        Order.LineItem li = new Order.LineItem("Muffin", 4, 1.75);
        System.out.println("Standalone line: " + li.render());
        System.out.println("Orders created: " + Order.created());
    }
}

class Order {
    private static int counter = 0;
    private final int number;
    private final String customer;
    private final List<LineItem> items;
    private final Optional<String> coupon;
    private final boolean express;

    private Order(Builder b) {
        this.number = ++counter;
        this.customer = b.customer;
        this.items = Collections.unmodifiableList(new ArrayList<>(b.items));
        this.coupon = Optional.ofNullable(b.coupon);
        this.express = b.express;
    }

    static int created() { return counter; }

    static Builder builder(String customer) { return new Builder(customer); }

    double subtotal() {
        double s = 0;
        for (LineItem li : items) s += li.total();
        return s;
    }

    double total() {
        double t = subtotal();
        if (coupon.isPresent() && coupon.get().equals("SAVE15")) t *= 0.85;
        if (express) t += 4.99;
        return t;
    }

    void print() {
        System.out.println(String.format("Order %d for %s", number, customer));
        for (LineItem li : items) System.out.println("  " + li.render());
        System.out.println(String.format("  subtotal %.2f", subtotal()));
        System.out.println("  coupon: " + coupon.orElse("(none)") + ", express: " + express);
        System.out.println(String.format("  total %.2f", total()));
    }

    static class LineItem {
        private final String name;
        private final int qty;
        private final double price;

        LineItem(String name, int qty, double price) {
            this.name = name;
            this.qty = qty;
            this.price = price;
        }

        double total() { return qty * price; }

        String render() { return String.format("%-8s x%d @ %.2f = %.2f", name, qty, price, total()); }
    }

    static final class Builder {
        private final String customer;
        private final List<LineItem> items = new ArrayList<>();
        private String coupon;
        private boolean express;

        private Builder(String customer) { this.customer = customer; }

        Builder addItem(String name, int qty, double price) {
            items.add(new LineItem(name, qty, price));
            System.out.println("  [builder] added " + name + " (" + items.size() + " items)");
            return this;
        }

        Builder coupon(String code) { this.coupon = code; return this; }

        Builder express(boolean e) { this.express = e; return this; }

        Order build() {
            if (customer.isEmpty()) throw new IllegalStateException("customer required");
            if (items.isEmpty()) throw new IllegalStateException("no items for " + customer);
            return new Order(this);
        }
    }
}
