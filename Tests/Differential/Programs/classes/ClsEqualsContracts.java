import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

public class ClsEqualsContracts {
    public static void main(String[] args) {
        List<Sku> cart = new ArrayList<>();
        cart.add(new Sku("APPLE", 1));
        cart.add(new Sku("PEAR", 2));
        cart.add(new Sku("APPLE", 1));
        cart.add(new Sku("FIG", 3));
        System.out.println("cart=" + cart);
        Sku probe = new Sku("APPLE", 1);
        System.out.println("contains APPLE/1=" + cart.contains(probe) + " indexOf=" + cart.indexOf(probe)
                + " lastIndexOf=" + cart.lastIndexOf(probe));
        System.out.println("contains APPLE/2=" + cart.contains(new Sku("APPLE", 2)));
        System.out.println("equal hash for equal skus=" + (probe.hashCode() == cart.get(0).hashCode()));
        boolean removed = cart.remove(probe);
        System.out.println("remove(APPLE/1)=" + removed + " -> " + cart);
        cart.remove(new Sku("KIWI", 1));
        System.out.println("remove(KIWI/1) no-op -> " + cart);

        Set<Sku> unique = new LinkedHashSet<>();
        String[] codes = {"FIG", "APPLE", "FIG", "PEAR", "APPLE", "DATE"};
        for (String c : codes) {
            boolean added = unique.add(new Sku(c, c.length()));
            System.out.println(String.format("  add %-8s -> %s", c, added));
        }
        System.out.println("unique=" + unique);

        List<Tag> tags = new ArrayList<>();
        tags.add(new Tag("sale"));
        System.out.println("identity-equality Tag: contains(new Tag(sale))=" + tags.contains(new Tag("sale")));
        Tag same = tags.get(0);
        System.out.println("identity-equality Tag: contains(same ref)=" + tags.contains(same));

        List<Point> pts = new ArrayList<>();
        pts.add(new Point(1, 2));
        Point p12 = new Point(1, 2);
        System.out.println("overloaded equals(Point) direct=" + p12.equals(new Point(1, 2)));
        Object asObj = new Point(1, 2);
        System.out.println("overloaded equals via Object arg=" + p12.equals(asObj));
        System.out.println("List.contains uses equals(Object)=" + pts.contains(new Point(1, 2)));

        Map<Sku, Integer> stock = new TreeMap<>();
        stock.put(new Sku("PEAR", 2), 10);
        stock.put(new Sku("APPLE", 5), 4);
        stock.put(new Sku("APPLE", 1), 7);
        stock.put(new Sku("PEAR", 2), 12);
        System.out.println("stock (compareTo order)=" + stock);
        System.out.println("stock.get(APPLE/5)=" + stock.get(new Sku("APPLE", 5)) + " get(FIG/1)=" + stock.get(new Sku("FIG", 1)));

        Map<String, Integer> loose = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        String[] keys = {"Milk", "bread", "MILK", "Bread", "eggs"};
        for (String k : keys) {
            loose.merge(k, 1, Integer::sum);
        }
        System.out.println("case-insensitive TreeMap=" + loose + " containsKey(EGGS)=" + loose.containsKey("EGGS"));

        Map<Sku, String> byQty = new TreeMap<>(Comparator.comparingInt(Sku::qty).thenComparing(Sku::code, Comparator.reverseOrder()));
        for (Sku s : unique) {
            byQty.put(s, s.code().toLowerCase());
        }
        System.out.println("byQty=" + byQty);

        Price a = new Price("EUR", 150);
        Price b = new Price("EUR", 150);
        Price c = new Price("USD", 150);
        System.out.println("record toString=" + a + " a.equals(b)=" + a.equals(b) + " a.equals(c)=" + a.equals(c));
        List<Price> prices = new ArrayList<>(List.of(c, a));
        System.out.println("prices.indexOf(b)=" + prices.indexOf(b) + " Objects.equals(null,null)=" + Objects.equals(null, null));
    }
}

record Price(String currency, int cents) {}

final class Sku implements Comparable<Sku> {
    private final String code;
    private final int qty;
    Sku(String code, int qty) { this.code = code; this.qty = qty; }
    String code() { return code; }
    int qty() { return qty; }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Sku)) return false;
        Sku other = (Sku) o;
        return qty == other.qty && code.equals(other.code);
    }

    @Override
    public int hashCode() { return Objects.hash(code, qty); }

    @Override
    public int compareTo(Sku o) {
        int c = code.compareTo(o.code);
        return c != 0 ? c : Integer.compare(qty, o.qty);
    }

    @Override
    public String toString() { return code + "/" + qty; }
}

class Tag {
    final String name;
    Tag(String name) { this.name = name; }
}

class Point {
    final int x, y;
    Point(int x, int y) { this.x = x; this.y = y; }
    public boolean equals(Point p) { return p != null && x == p.x && y == p.y; } // overload, not override
}
