import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class NestShoppingCart {
    public static void main(String[] args) {
        Cart cart = new Cart("user-42");
        cart.add("Headphones", 59.90, 1);
        cart.add("USB Cable", 7.50, 3);
        cart.add("Phone Case", 15.00, 2);
        cart.add("Screen Film", 4.25, 4);
        cart.printLines();

        final double threshold = 50.0;
        Promotion bulk = new Promotion("BULK", 3) {
            int matched;
            { System.out.println("init " + code + " minQty=" + minQty); }
            double discountFor(Cart.Line line) {
                if (line.qty < minQty) return 0;
                matched++;
                return line.total() * 0.20;
            }
            @Override String describe() { return super.describe() + " matched=" + matched; }
        };
        Promotion premium = new Promotion("PREMIUM", 1) {
            private final double flat;
            { flat = 10.0; System.out.println(String.format("init %s flat=%.2f", code, flat)); }
            double discountFor(Cart.Line line) {
                return line.total() >= threshold ? flat : 0;
            }
        };

        for (Promotion p : List.of(bulk, premium)) {
            double d = cart.applyPromotion(p);
            System.out.println(String.format("%-8s saves %.2f", p.code, d));
            System.out.println("  " + p.describe());
        }

        Mapper<Cart.Line, String> skuMaker = new Mapper<Cart.Line, String>() {
            private int next = 1;
            public String map(Cart.Line in) {
                return in.name.toUpperCase().replace(' ', '-') + "-" + (next++);
            }
        };
        for (String sku : cart.mapLines(skuMaker)) System.out.println("sku " + sku);

        cart.sortBy(new Comparator<Cart.Line>() {
            public int compare(Cart.Line a, Cart.Line b) {
                int c = Double.compare(b.total(), a.total());
                return c != 0 ? c : a.name.compareTo(b.name);
            }
        });
        System.out.println("Sorted by line total:");
        cart.printLines();
        System.out.println(String.format("Subtotal %.2f, discounts %.2f, due %.2f",
                cart.subtotal(), cart.discounts, cart.subtotal() - cart.discounts));
    }
}

interface Mapper<A, B> {
    B map(A in);
}

abstract class Promotion {
    final String code;
    final int minQty;
    Promotion(String code, int minQty) { this.code = code; this.minQty = minQty; }
    abstract double discountFor(Cart.Line line);
    String describe() { return "promo " + code + " (min " + minQty + ")"; }
}

class Cart {
    final String owner;
    private final List<Line> lines = new ArrayList<>();
    double discounts;
    private final List<String> audit;

    {
        audit = new ArrayList<>();
        audit.add("cart opened");
    }

    Cart(String owner) {
        this.owner = owner;
        audit.add("owner " + owner);
        System.out.println("audit: " + audit);
    }

    class Line {
        final String name;
        final double price;
        final int qty;
        Line(String name, double price, int qty) { this.name = name; this.price = price; this.qty = qty; }
        double total() { return price * qty; }
        String render() { return String.format("%-8s %5d x %.2f = %.2f (%s)", name, qty, price, total(), owner); }
    }

    void add(String name, double price, int qty) { lines.add(new Line(name, price, qty)); }

    void printLines() { for (Line l : lines) System.out.println("  " + l.render()); }

    double subtotal() { double s = 0; for (Line l : lines) s += l.total(); return s; }

    double applyPromotion(Promotion p) {
        double total = 0;
        for (Line l : lines) total += p.discountFor(l);
        discounts += total;
        return total;
    }

    <R> List<R> mapLines(Mapper<Line, R> m) {
        List<R> out = new ArrayList<>();
        for (Line l : lines) out.add(m.map(l));
        return out;
    }

    void sortBy(Comparator<Line> cmp) { Collections.sort(lines, cmp); }
}
