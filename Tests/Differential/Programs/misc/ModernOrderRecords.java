import java.util.*;

public class ModernOrderRecords {

    record Money(long cents) {
        Money {
            if (cents < 0) {
                throw new IllegalArgumentException("negative money: " + cents);
            }
        }

        static Money of(int dollars, int cents) {
            return new Money(dollars * 100L + cents);
        }

        static Money zero() {
            return new Money(0);
        }

        Money plus(Money other) {
            return new Money(cents + other.cents);
        }

        Money times(int qty) {
            return new Money(cents * qty);
        }

        String display() {
            long d = cents / 100;
            long c = cents % 100;
            return "$" + d + "." + (c < 10 ? "0" + c : String.valueOf(c));
        }
    }

    record Sku(String code) {
        Sku {
            Objects.requireNonNull(code, "code");
            code = code.trim().toUpperCase();
            if (code.isEmpty()) {
                throw new IllegalArgumentException("empty sku");
            }
        }
    }

    record LineItem(Sku sku, String name, int quantity, Money unitPrice) {
        LineItem {
            if (quantity <= 0) {
                throw new IllegalArgumentException("quantity must be positive: " + quantity);
            }
            name = name.trim();
        }

        static LineItem of(String sku, String name, int qty, int dollars, int cents) {
            return new LineItem(new Sku(sku), name, qty, Money.of(dollars, cents));
        }

        Money total() {
            return unitPrice.times(quantity);
        }

        LineItem withQuantity(int q) {
            return new LineItem(sku, name, q, unitPrice);
        }
    }

    record CustomerKey(String lastName, String firstName, int id) {
        CustomerKey {
            lastName = capitalize(lastName);
            firstName = capitalize(firstName);
        }

        private static String capitalize(String s) {
            String t = s.trim().toLowerCase();
            if (t.isEmpty()) return t;
            return Character.toUpperCase(t.charAt(0)) + t.substring(1);
        }

        String fullName() {
            return firstName + " " + lastName;
        }
    }

    record Order(int number, CustomerKey customer, List<LineItem> items) {
        Order {
            items = List.copyOf(items);
        }

        Money total() {
            Money sum = Money.zero();
            for (LineItem li : items) {
                sum = sum.plus(li.total());
            }
            return sum;
        }

        int itemCount() {
            int n = 0;
            for (LineItem li : items) n += li.quantity();
            return n;
        }
    }

    public static void main(String[] args) {
        System.out.println("== Money ==");
        Money a = Money.of(3, 5);
        Money b = Money.of(12, 50);
        System.out.println(a + " -> " + a.display());
        System.out.println(b + " -> " + b.display());
        System.out.println("sum " + a.plus(b).display());
        System.out.println("times 7 " + a.times(7).display());
        System.out.println("equals: " + a.equals(new Money(305)));
        System.out.println("hash equal: " + (a.hashCode() == new Money(305).hashCode()));
        try {
            new Money(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("caught: " + e.getMessage());
        }

        System.out.println("== Sku normalization ==");
        String[] raw = {"  ab-1 ", "cd-22", " Ef-3", "   "};
        for (String r : raw) {
            try {
                Sku s = new Sku(r);
                System.out.println("'" + r + "' -> " + s);
            } catch (IllegalArgumentException e) {
                System.out.println("'" + r + "' rejected: " + e.getMessage());
            }
        }
        System.out.println("sku equal: " + new Sku("x1").equals(new Sku(" X1 ")));

        System.out.println("== Line items ==");
        LineItem li1 = LineItem.of("ab-1", "  Widget ", 3, 4, 99);
        LineItem li2 = LineItem.of("cd-22", "Gadget", 1, 19, 0);
        LineItem li3 = LineItem.of("ef-3", "Gizmo  ", 10, 0, 75);
        System.out.println(li1);
        System.out.println(li1.name() + " total " + li1.total().display());
        System.out.println(li2.name() + " total " + li2.total().display());
        System.out.println(li3.name() + " total " + li3.total().display());
        LineItem li4 = li1.withQuantity(5);
        System.out.println("withQuantity: " + li4.quantity() + " " + li4.total().display());
        System.out.println("li1 unchanged: " + li1.quantity());
        try {
            li1.withQuantity(0);
        } catch (IllegalArgumentException e) {
            System.out.println("caught: " + e.getMessage());
        }

        System.out.println("== Customers in TreeMap ==");
        Comparator<CustomerKey> byName = Comparator.comparing(CustomerKey::lastName)
                .thenComparing(CustomerKey::firstName)
                .thenComparingInt(CustomerKey::id);
        TreeMap<CustomerKey, List<Order>> orders = new TreeMap<>(byName);
        CustomerKey c1 = new CustomerKey("smith", "JOHN", 7);
        CustomerKey c2 = new CustomerKey(" adams", "zoe", 3);
        CustomerKey c3 = new CustomerKey("Smith", "anna", 9);
        CustomerKey c4 = new CustomerKey("smith", "john", 2);
        CustomerKey[] customers = {c1, c2, c3, c4};
        int orderNo = 1000;
        for (int i = 0; i < customers.length; i++) {
            List<LineItem> items = new ArrayList<>();
            items.add(li1.withQuantity(i + 1));
            if (i % 2 == 0) items.add(li2);
            if (i >= 2) items.add(li3.withQuantity(i * 2));
            Order o = new Order(orderNo++, customers[i], items);
            orders.computeIfAbsent(customers[i], k -> new ArrayList<>()).add(o);
        }
        orders.computeIfAbsent(new CustomerKey("SMITH", "John", 7), k -> new ArrayList<>())
                .add(new Order(orderNo++, c1, List.of(li3)));

        for (Map.Entry<CustomerKey, List<Order>> e : orders.entrySet()) {
            CustomerKey k = e.getKey();
            System.out.println(k.fullName() + " #" + k.id() + ": " + e.getValue().size() + " order(s)");
            for (Order o : e.getValue()) {
                System.out.println("  order " + o.number() + " items=" + o.itemCount()
                        + " total=" + o.total().display());
            }
        }
        System.out.println("first: " + orders.firstKey());
        System.out.println("last: " + orders.lastKey());
        System.out.println("ceiling(smith,b,0): " + orders.ceilingKey(new CustomerKey("smith", "b", 0)).fullName());

        System.out.println("== TreeMap keyed by Money ==");
        TreeMap<Money, String> priceIndex = new TreeMap<>(Comparator.comparing(Money::cents));
        for (LineItem li : List.of(li1, li2, li3, li4)) {
            priceIndex.merge(li.total(), li.name(), (x, y) -> x + "+" + y);
        }
        priceIndex.put(Money.of(14, 97), "dup");
        for (Map.Entry<Money, String> e : priceIndex.entrySet()) {
            System.out.println(e.getKey().display() + " => " + e.getValue());
        }
        System.out.println("headMap(<$10): " + priceIndex.headMap(Money.of(10, 0)).size());

        System.out.println("== Order immutability ==");
        List<LineItem> mutable = new ArrayList<>(List.of(li1));
        Order frozen = new Order(1, c2, mutable);
        mutable.add(li2);
        System.out.println("source size " + mutable.size() + ", order size " + frozen.items().size());
        try {
            frozen.items().add(li3);
        } catch (UnsupportedOperationException e) {
            System.out.println("items are unmodifiable");
        }
        System.out.println(frozen.customer());
        System.out.println("order equals copy: " + frozen.equals(new Order(1, c2, List.of(li1))));
    }
}
