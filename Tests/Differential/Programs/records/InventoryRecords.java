import java.util.*;

public class InventoryRecords {
    record Sku(String vendor, int number) implements Comparable<Sku> {
        Sku {
            if (vendor == null || vendor.isBlank()) throw new IllegalArgumentException("vendor required");
            vendor = vendor.trim().toUpperCase();
            if (number < 0) throw new IllegalArgumentException("negative sku " + number);
        }
        static Sku parse(String text) {
            int dash = text.indexOf('-');
            return new Sku(text.substring(0, dash), Integer.parseInt(text.substring(dash + 1)));
        }
        String code() { return vendor + "-" + String.format("%05d", number); }
        @Override public int compareTo(Sku o) {
            int c = vendor.compareTo(o.vendor);
            return c != 0 ? c : Integer.compare(number, o.number);
        }
    }

    record Money(long cents) implements Comparable<Money> {
        static final Money ZERO = new Money(0);
        Money {
            if (cents < 0) cents = 0;
        }
        static Money of(int dollars, int cents) { return new Money(dollars * 100L + cents); }
        Money plus(Money o) { return new Money(cents + o.cents); }
        Money times(int n) { return new Money(cents * n); }
        @Override public int compareTo(Money o) { return Long.compare(cents, o.cents); }
        @Override public String toString() { return "$" + cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100; }
    }

    record Item(Sku sku, String name, Money price, int quantity, boolean fragile) {
        Item {
            name = name.strip();
            if (quantity < 0) quantity = 0;
        }
        Item(Sku sku, String name, Money price) { this(sku, name, price, 1, false); }
        Item withQuantity(int q) { return new Item(sku, name, price, q, fragile); }
        Money total() { return price.times(quantity); }
    }

    record Location(String aisle, int shelf) {}
    record Slot(Location location, Item item) {
        boolean sameShelfAs(Slot other) { return location.equals(other.location); }
    }

    public static void main(String[] args) {
        Sku a = new Sku("  acme ", 42);
        Sku b = Sku.parse("ACME-42");
        Sku c = Sku.parse("zeta-7");
        Sku d = new Sku("acme", 100);
        System.out.println(a + " | " + b + " | " + c);
        System.out.println("a.equals(b)=" + a.equals(b) + " a==b=" + (a == b) + " a.equals(c)=" + a.equals(c));
        System.out.println("codes: " + a.code() + " " + c.code() + " " + d.code());
        System.out.println("cmp a,b=" + a.compareTo(b) + " a,c<0=" + (a.compareTo(c) < 0) + " d,a>0=" + (d.compareTo(a) > 0));

        try {
            new Sku("  ", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            Sku.parse("X--3");
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }

        Money m1 = Money.of(19, 5);
        Money m2 = new Money(-300);
        System.out.println("m1=" + m1 + " m2=" + m2 + " m2.equals(ZERO)=" + m2.equals(Money.ZERO) + " m1.cents=" + m1.cents());
        System.out.println("sum=" + m1.plus(Money.of(0, 95)) + " x3=" + m1.times(3));

        Item i1 = new Item(a, "  Anvil  ", Money.of(89, 99), 3, true);
        Item i2 = new Item(c, "Rope", Money.of(4, 50));
        Item i3 = new Item(d, "Rocket Skates\t", Money.of(250, 0), -4, false);
        Item i4 = new Item(b, "Anvil", Money.of(89, 99), 3, true);
        System.out.println(i1);
        System.out.println(i2);
        System.out.println(i3);
        System.out.println("i1.equals(i4)=" + i1.equals(i4) + " i1.equals(i2)=" + i1.equals(i2));
        System.out.println("i1.name=[" + i1.name() + "] i3.qty=" + i3.quantity() + " fragile=" + i1.fragile());
        Item i5 = i2.withQuantity(12);
        System.out.println("i5=" + i5 + " total=" + i5.total() + " i2 unchanged qty=" + i2.quantity());
        System.out.println("i2.equals(i5.withQuantity(1))=" + i2.equals(i5.withQuantity(1)));

        List<Item> stock = new ArrayList<>(List.of(i1, i2, i3, i5, new Item(Sku.parse("beta-3"), "Glue", Money.of(2, 5), 40, false)));
        stock.sort(Comparator.comparing(Item::sku));
        for (Item it : stock) System.out.println("  " + it.sku().code() + " " + it.name() + " " + it.total());
        stock.sort(Comparator.comparing(Item::total).reversed().thenComparing(Item::name));
        StringBuilder order = new StringBuilder();
        for (Item it : stock) order.append(it.name()).append(",");
        System.out.println("by total desc: " + order);
        Money grand = Money.ZERO;
        for (Item it : stock) grand = grand.plus(it.total());
        System.out.println("grand=" + grand);

        TreeMap<Sku, Integer> qtyBySku = new TreeMap<>();
        for (Item it : stock) qtyBySku.merge(it.sku(), it.quantity(), Integer::sum);
        System.out.println("qtyBySku=" + qtyBySku);

        Slot s1 = new Slot(new Location("A", 3), i1);
        Slot s2 = new Slot(new Location("A", 3), i2);
        Slot s3 = new Slot(new Location("B", 1), i4);
        System.out.println(s1);
        System.out.println("s1 sameShelf s2=" + s1.sameShelfAs(s2) + " s1 sameShelf s3=" + s1.sameShelfAs(s3));
        System.out.println("s1.equals(new)=" + s1.equals(new Slot(new Location("A", 3), i4)));
        System.out.println("location=" + s3.location() + " aisle=" + s3.location().aisle());

        Map<Location, List<String>> byLoc = new LinkedHashMap<>();
        for (Slot s : List.of(s1, s2, s3, new Slot(new Location("B", 1), i3))) {
            byLoc.computeIfAbsent(s.location(), k -> new ArrayList<>()).add(s.item().name());
        }
        System.out.println("byLoc=" + byLoc);
        Set<Sku> unique = new TreeSet<>(List.of(a, b, c, d, Sku.parse("Acme-42")));
        System.out.println("unique=" + unique + " size=" + unique.size());
    }
}
