import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class ShoppingCart {
    record Item(String name, long priceCents, String category) {
    }

    interface Discount {
        long apply(Map<Item, Integer> lines, long subtotal);

        String describe();
    }

    static class PercentOffCategory implements Discount {
        final String category;
        final int percent;

        PercentOffCategory(String category, int percent) {
            this.category = category;
            this.percent = percent;
        }

        public long apply(Map<Item, Integer> lines, long subtotal) {
            long off = 0;
            for (Map.Entry<Item, Integer> e : lines.entrySet()) {
                if (e.getKey().category().equals(category)) {
                    off += e.getKey().priceCents() * e.getValue() * percent / 100;
                }
            }
            return off;
        }

        public String describe() {
            return percent + "% off " + category;
        }
    }

    static class BuyNGetOne implements Discount {
        final String name;
        final int n;

        BuyNGetOne(String name, int n) {
            this.name = name;
            this.n = n;
        }

        public long apply(Map<Item, Integer> lines, long subtotal) {
            for (Map.Entry<Item, Integer> e : lines.entrySet()) {
                if (e.getKey().name().equals(name)) {
                    return (e.getValue() / (n + 1)) * e.getKey().priceCents();
                }
            }
            return 0;
        }

        public String describe() {
            return "buy " + n + " " + name + " get 1 free";
        }
    }

    private final Map<Item, Integer> lines = new LinkedHashMap<>();
    private final List<Discount> discounts = new ArrayList<>();

    void add(Item item, int qty) {
        if (lines.merge(item, qty, Integer::sum) <= 0) {
            lines.remove(item);
        }
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        cents = Math.abs(cents);
        return sign + "$" + cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100;
    }

    void checkout() {
        long subtotal = 0;
        for (Map.Entry<Item, Integer> e : lines.entrySet()) {
            long line = e.getKey().priceCents() * e.getValue();
            subtotal += line;
            System.out.println("  " + e.getValue() + " x " + e.getKey().name() + " @ " + money(e.getKey().priceCents()) + " = " + money(line));
        }
        System.out.println("  subtotal " + money(subtotal));
        long totalOff = 0;
        for (Discount d : discounts) {
            long off = d.apply(lines, subtotal);
            if (off > 0) {
                System.out.println("  discount (" + d.describe() + ") -" + money(off));
                totalOff += off;
            }
        }
        long taxable = subtotal - totalOff;
        long tax = Math.round(taxable * 0.0825);
        System.out.println("  tax " + money(tax) + " total " + money(taxable + tax));
    }

    public static void main(String[] args) {
        Item apple = new Item("apple", 45, "produce");
        Item bread = new Item("bread", 329, "bakery");
        Item cheese = new Item("cheese", 899, "dairy");
        Item milk = new Item("milk", 249, "dairy");
        ShoppingCart cart = new ShoppingCart();
        cart.discounts.add(new PercentOffCategory("dairy", 10));
        cart.discounts.add(new BuyNGetOne("apple", 3));
        cart.add(apple, 9);
        cart.add(bread, 1);
        cart.add(cheese, 2);
        cart.add(milk, 1);
        cart.add(apple, -1);
        System.out.println("cart 1:");
        cart.checkout();
        cart.add(cheese, -2);
        cart.add(milk, -1);
        cart.add(bread, 2);
        System.out.println("cart 2:");
        cart.checkout();
    }
}
