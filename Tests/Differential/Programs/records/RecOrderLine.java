import java.util.*;

public class RecOrderLine {
    public static void main(String[] args) {
        var l1 = new OrderLine(" abc-100 ", "Phone case", 2, 1299);
        var l2 = new OrderLine("xyz-7", "Charger", 750);
        var l3 = OrderLine.sample();
        System.out.println(l1);
        System.out.println(l2);
        System.out.println(l3);
        System.out.println("l1 total: " + l1.total());
        System.out.println("l2 with qty 4: " + l2.withQuantity(4));
        System.out.println("l1 renamed: " + l1.withName("Rugged case"));
        System.out.println("l2 equals copy: " + l2.equals(new OrderLine("XYZ-7", "Charger", 1, 750)));

        String[][] raw = {
            {"q-1", "Sticker", "3", "50"},
            {"", "Nothing", "1", "10"},
            {"q-2", "Cable", "0", "300"},
            {"q-3", "Screen", "1", "-20"},
            {"q-4", "  ", "1", "20"},
            {"q-5", "Stand", "120", "999"},
            {"abc-100", "Phone case", "1", "1299"}
        };
        List<OrderLine> accepted = new ArrayList<>(List.of(l1, l2, l3));
        for (String[] r : raw) {
            try {
                var line = new OrderLine(r[0], r[1], Integer.parseInt(r[2]), Integer.parseInt(r[3]));
                accepted.add(line);
                System.out.println("accepted " + line.sku() + " qty=" + line.quantity());
            } catch (IllegalArgumentException e) {
                System.out.println("rejected " + Arrays.toString(r) + ": " + e.getMessage());
            }
        }

        var order = new Order(1001, Tier.GOLD, accepted);
        System.out.println("order " + order.id() + " has " + order.lines().size() + " lines");
        for (OrderLine line : order.lines()) {
            System.out.println(String.format("%-8s %-8s %5d x %5d = %d",
                line.sku(), line.name(), line.quantity(), line.unitCents(), line.total()));
        }
        System.out.println("subtotal: " + order.subtotal());
        System.out.println("discount: " + order.discount());
        System.out.println("payable:  " + order.payable());
        accepted.add(l2);
        System.out.println("source list now " + accepted.size() + ", order still " + order.lines().size());

        for (Tier t : Tier.values()) {
            var o = new Order(2000 + t.ordinal(), t, List.of(l1, l3));
            System.out.println(String.format("%-8s subtotal=%d payable=%d", t, o.subtotal(), o.payable()));
        }
        var merged = order.mergeSameSku();
        System.out.println("merged lines: " + merged.lines().size());
        for (OrderLine line : merged.lines()) System.out.println("  " + line);
    }
}

enum Tier { BASIC, SILVER, GOLD, STAFF }

record OrderLine(String sku, String name, int quantity, int unitCents) {
    static final int MAX_QTY = 99;

    OrderLine {
        if (sku == null || sku.isBlank()) throw new IllegalArgumentException("sku required");
        if (name == null || name.isBlank()) throw new IllegalArgumentException("name required");
        if (quantity <= 0) throw new IllegalArgumentException("quantity must be positive");
        if (quantity > MAX_QTY) throw new IllegalArgumentException("quantity above " + MAX_QTY);
        if (unitCents < 0) throw new IllegalArgumentException("price must not be negative");
        sku = sku.trim().toUpperCase();
        name = name.trim();
    }

    OrderLine(String sku, String name, int unitCents) { this(sku, name, 1, unitCents); }

    static OrderLine sample() { return new OrderLine("demo-1", "Demo item", 3, 100); }

    long total() { return (long) quantity * unitCents; }
    OrderLine withQuantity(int q) { return new OrderLine(sku, name, q, unitCents); }
    OrderLine withName(String n) { return new OrderLine(sku, n, quantity, unitCents); }
}

record Order(int id, Tier tier, List<OrderLine> lines) {
    Order {
        if (lines.isEmpty()) throw new IllegalArgumentException("empty order");
        lines = List.copyOf(lines);
    }

    long subtotal() {
        long sum = 0;
        for (var l : lines) sum += l.total();
        return sum;
    }

    long discount() {
        long sub = subtotal();
        return switch (tier) {
            case BASIC -> 0;
            case SILVER -> sub / 20;
            case GOLD -> {
                long d = sub / 10;
                yield Math.min(d, 500);
            }
            case STAFF -> sub / 4;
        };
    }

    long payable() { return subtotal() - discount(); }

    Order mergeSameSku() {
        Map<String, OrderLine> bySku = new LinkedHashMap<>();
        for (var l : lines) {
            var prev = bySku.get(l.sku());
            bySku.put(l.sku(), prev == null ? l : prev.withQuantity(prev.quantity() + l.quantity()));
        }
        return new Order(id, tier, new ArrayList<>(bySku.values()));
    }
}
