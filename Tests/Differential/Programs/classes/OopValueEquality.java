import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

public class OopValueEquality {

    static final class Money implements Comparable<Money> {
        private final long cents;
        private final String currency;

        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }

        Money plus(Money other) {
            if (!currency.equals(other.currency)) {
                throw new IllegalArgumentException("currency mismatch");
            }
            return new Money(cents + other.cents, currency);
        }

        Money times(int n) {
            return new Money(cents * n, currency);
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Money)) return false;
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }

        @Override
        public int hashCode() {
            return Objects.hash(cents, currency);
        }

        @Override
        public int compareTo(Money o) {
            int c = currency.compareTo(o.currency);
            return c != 0 ? c : Long.compare(cents, o.cents);
        }

        @Override
        public String toString() {
            return currency + " " + (cents / 100) + "." + (cents % 100 < 10 ? "0" : "") + (cents % 100);
        }
    }

    // case-insensitive identity of a product code
    static final class Sku {
        private final String code;

        Sku(String code) {
            this.code = code;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Sku other && code.equalsIgnoreCase(other.code);
        }

        @Override
        public int hashCode() {
            return code.toLowerCase().hashCode();
        }

        @Override
        public String toString() {
            return "Sku(" + code + ")";
        }
    }

    static class Point {
        protected final int x;
        protected final int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        boolean canEqual(Object other) {
            return other instanceof Point;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return p.canEqual(this) && x == p.x && y == p.y;
        }

        @Override
        public int hashCode() {
            return 31 * x + y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static class ColoredPoint extends Point {
        private final String color;

        ColoredPoint(int x, int y, String color) {
            super(x, y);
            this.color = color;
        }

        @Override
        boolean canEqual(Object other) {
            return other instanceof ColoredPoint;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof ColoredPoint)) return false;
            ColoredPoint cp = (ColoredPoint) o;
            return cp.canEqual(this) && super.equals(cp) && color.equals(cp.color);
        }

        @Override
        public int hashCode() {
            return 31 * super.hashCode() + color.length();
        }

        @Override
        public String toString() {
            return color + super.toString();
        }
    }

    static final class OrderLine {
        final Sku sku;
        final int qty;
        final Money unit;

        OrderLine(Sku sku, int qty, Money unit) {
            this.sku = sku;
            this.qty = qty;
            this.unit = unit;
        }

        Money total() {
            return unit.times(qty);
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof OrderLine)) return false;
            OrderLine l = (OrderLine) o;
            return qty == l.qty && sku.equals(l.sku) && unit.equals(l.unit);
        }

        @Override
        public int hashCode() {
            return Objects.hash(sku, qty, unit);
        }

        @Override
        public String toString() {
            return qty + "x" + sku + "@" + unit;
        }
    }

    // no equals/hashCode: identity semantics, but a readable toString
    static class Ticket {
        final String label;

        Ticket(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return "Ticket(" + label + ")";
        }
    }

    public static void main(String[] args) {
        System.out.println("--- Money ---");
        Money a = new Money(1050, "EUR");
        Money b = new Money(1050, "EUR");
        Money c = new Money(1050, "USD");
        Money d = new Money(525, "EUR").times(2);
        System.out.println(a + " equals " + b + ": " + a.equals(b));
        System.out.println(a + " equals " + c + ": " + a.equals(c));
        System.out.println(a + " equals " + d + ": " + a.equals(d));
        System.out.println("same ref a==b: " + (a == b));
        System.out.println("hash a==hash b: " + (a.hashCode() == b.hashCode()));
        System.out.println("equals(null): " + a.equals(null) + ", equals(string): " + a.equals("EUR 10.50"));
        System.out.println("Objects.equals(null,null)=" + Objects.equals(null, null)
                + " Objects.equals(a,null)=" + Objects.equals(a, null));

        Map<Money, String> labels = new HashMap<>();
        labels.put(a, "first");
        labels.put(b, "second");  // replaces: same key by value
        labels.put(c, "dollars");
        labels.put(d, "third");
        System.out.println("labels size=" + labels.size() + " get(EUR 10.50)=" + labels.get(new Money(1050, "EUR")));
        System.out.println("containsKey USD 10.50=" + labels.containsKey(new Money(1050, "USD"))
                + " containsKey USD 10.51=" + labels.containsKey(new Money(1051, "USD")));
        System.out.println("sorted view: " + new TreeMap<>(labels));

        Set<Money> prices = new HashSet<>();
        long[] raw = {100, 250, 100, 999, 250, 5, 100};
        for (long r : raw) {
            prices.add(new Money(r, "GBP"));
        }
        prices.add(new Money(100, "EUR"));
        System.out.println("distinct prices=" + prices.size());
        List<Money> sortedPrices = new ArrayList<>(prices);
        sortedPrices.sort(null);
        System.out.println("sorted prices=" + sortedPrices);
        System.out.println("remove GBP 2.50: " + prices.remove(new Money(250, "GBP")) + " again: "
                + prices.remove(new Money(250, "GBP")) + " size=" + prices.size());

        System.out.println("--- Sku (case-insensitive) ---");
        Sku s1 = new Sku("ab-100");
        Sku s2 = new Sku("AB-100");
        Sku s3 = new Sku("ab-200");
        System.out.println(s1 + " equals " + s2 + ": " + s1.equals(s2));
        System.out.println(s1 + " equals " + s3 + ": " + s1.equals(s3));
        Map<Sku, Integer> stock = new HashMap<>();
        String[] incoming = {"ab-100", "AB-100", "Ab-100", "ab-200", "cd-300", "CD-300", "ef-1"};
        for (String code : incoming) {
            stock.merge(new Sku(code), 1, Integer::sum);
        }
        System.out.println("distinct skus=" + stock.size());
        System.out.println("stock ab-100=" + stock.get(new Sku("aB-100")) + " cd-300=" + stock.get(new Sku("cd-300"))
                + " zz=" + stock.getOrDefault(new Sku("zz"), 0) + " containsKey zz=" + stock.containsKey(new Sku("zz")));
        TreeMap<String, Integer> stockView = new TreeMap<>();
        for (String code : incoming) {
            stockView.put(code.toLowerCase(), stock.get(new Sku(code)));
        }
        System.out.println("stock view=" + stockView);

        System.out.println("--- Points and subclass equality ---");
        Point p1 = new Point(1, 2);
        Point p2 = new Point(1, 2);
        ColoredPoint cp1 = new ColoredPoint(1, 2, "red");
        ColoredPoint cp2 = new ColoredPoint(1, 2, "red");
        ColoredPoint cp3 = new ColoredPoint(1, 2, "blue");
        System.out.println("p1.equals(p2)=" + p1.equals(p2) + " hash=" + p1.hashCode() + "/" + p2.hashCode());
        System.out.println("p1.equals(cp1)=" + p1.equals(cp1) + " cp1.equals(p1)=" + cp1.equals(p1));
        System.out.println("cp1.equals(cp2)=" + cp1.equals(cp2) + " cp1.equals(cp3)=" + cp1.equals(cp3));
        System.out.println("hashes cp1=" + cp1.hashCode() + " cp3=" + cp3.hashCode());
        Set<Point> pts = new HashSet<>();
        pts.add(p1);
        pts.add(p2);
        pts.add(cp1);
        pts.add(cp2);
        pts.add(cp3);
        pts.add(new Point(2, 1));
        System.out.println("point set size=" + pts.size());
        System.out.println("contains (1,2)=" + pts.contains(new Point(1, 2))
                + " contains red(1,2)=" + pts.contains(new ColoredPoint(1, 2, "red"))
                + " contains green(1,2)=" + pts.contains(new ColoredPoint(1, 2, "green"))
                + " contains (2,1)=" + pts.contains(new Point(2, 1)));
        List<String> ptStrings = new ArrayList<>();
        for (Point p : List.of(p1, cp1, cp3, new Point(2, 1))) {
            if (pts.contains(p)) ptStrings.add(p.toString());
        }
        ptStrings.sort(null);
        System.out.println("sorted present points=" + ptStrings);

        System.out.println("--- OrderLines in lists ---");
        List<OrderLine> cart = new ArrayList<>();
        cart.add(new OrderLine(s1, 2, new Money(1999, "EUR")));
        cart.add(new OrderLine(s3, 1, new Money(500, "EUR")));
        cart.add(new OrderLine(s2, 2, new Money(1999, "EUR")));
        cart.add(new OrderLine(new Sku("x-9"), 3, new Money(250, "EUR")));
        OrderLine probe = new OrderLine(new Sku("AB-100"), 2, new Money(1999, "EUR"));
        System.out.println("cart=" + cart);
        System.out.println("indexOf probe=" + cart.indexOf(probe) + " lastIndexOf probe=" + cart.lastIndexOf(probe));
        System.out.println("contains 1x ab-200 @5.00=" + cart.contains(new OrderLine(new Sku("AB-200"), 1, new Money(500, "EUR"))));
        Set<OrderLine> uniqueLines = new HashSet<>(cart);
        System.out.println("unique lines=" + uniqueLines.size());
        Money total = new Money(0, "EUR");
        for (OrderLine l : cart) {
            total = total.plus(l.total());
        }
        System.out.println("cart total=" + total);
        cart.remove(probe);
        System.out.println("after remove(probe) size=" + cart.size() + " first=" + cart.get(0));
        try {
            total.plus(c);
        } catch (IllegalArgumentException ex) {
            System.out.println("plus failed: " + ex.getMessage());
        }

        System.out.println("--- identity-only class ---");
        Ticket t1 = new Ticket("A");
        Ticket t2 = new Ticket("A");
        Set<Ticket> tickets = new HashSet<>();
        tickets.add(t1);
        tickets.add(t2);
        tickets.add(t1);
        System.out.println(t1 + " equals " + t2 + ": " + t1.equals(t2));
        System.out.println("ticket set size=" + tickets.size() + " contains t1=" + tickets.contains(t1)
                + " contains new A=" + tickets.contains(new Ticket("A")));
        List<Ticket> tl = new ArrayList<>(List.of(t1, t2));
        System.out.println("indexOf t2=" + tl.indexOf(t2));
    }
}
