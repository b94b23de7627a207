import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class RcxInventory {
    record Sku(String code) implements Comparable<Sku> {
        Sku {
            if (code == null || code.isBlank()) {
                throw new IllegalArgumentException("sku code must not be blank");
            }
            code = code.trim().toUpperCase();
            if (code.length() < 3) {
                throw new IllegalArgumentException("sku code too short: " + code);
            }
        }

        static Sku of(String raw) {
            return new Sku(raw);
        }

        String category() {
            return code.substring(0, 3);
        }

        @Override
        public int compareTo(Sku other) {
            return code.compareTo(other.code);
        }
    }

    record Money(long cents) implements Comparable<Money> {
        static final Money ZERO = new Money(0);

        Money {
            if (cents < 0) {
                throw new IllegalArgumentException("negative money: " + cents);
            }
        }

        static Money ofUnits(int units, int cents) {
            return new Money(units * 100L + cents);
        }

        Money plus(Money other) {
            return new Money(cents + other.cents);
        }

        Money times(int qty) {
            return new Money(cents * qty);
        }

        String display() {
            return String.format("$%d.%s", cents / 100, (cents % 100 < 10 ? "0" : "") + (cents % 100));
        }

        @Override
        public int compareTo(Money o) {
            return Long.compare(cents, o.cents);
        }
    }

    record StockLine(Sku sku, String name, int quantity, Money unitPrice) {
        StockLine {
            name = name == null ? "(unnamed)" : name.strip();
            if (quantity < 0) {
                quantity = 0;
            }
        }

        Money value() {
            return unitPrice.times(quantity);
        }

        StockLine withQuantity(int q) {
            return new StockLine(sku, name, q, unitPrice);
        }
    }

    public static void main(String[] args) {
        List<StockLine> incoming = new ArrayList<>();
        incoming.add(new StockLine(Sku.of("  abc-001 "), "  Widget ", 10, Money.ofUnits(2, 50)));
        incoming.add(new StockLine(Sku.of("xyz-900"), "Gadget", -4, Money.ofUnits(19, 99)));
        incoming.add(new StockLine(Sku.of("ABC-002"), null, 3, Money.ofUnits(0, 5)));
        incoming.add(new StockLine(Sku.of("mno-314"), "Doohickey", 7, Money.ofUnits(3, 14)));
        incoming.add(new StockLine(Sku.of("abc-001"), "Widget", 5, Money.ofUnits(2, 50)));

        for (StockLine line : incoming) {
            System.out.println(line);
        }

        String[] badCodes = {"", "  ", "ab", null, " q1 "};
        for (String bad : badCodes) {
            try {
                Sku s = Sku.of(bad);
                System.out.println("unexpected ok: " + s);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
        try {
            new Money(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }

        TreeMap<Sku, StockLine> bySku = new TreeMap<>();
        for (StockLine line : incoming) {
            StockLine existing = bySku.get(line.sku());
            if (existing == null) {
                bySku.put(line.sku(), line);
            } else {
                bySku.put(line.sku(), existing.withQuantity(existing.quantity() + line.quantity()));
                System.out.println("merged " + line.sku().code() + " -> qty " + (existing.quantity() + line.quantity()));
            }
        }

        System.out.println("--- merged inventory ---");
        Money total = Money.ZERO;
        for (Map.Entry<Sku, StockLine> e : bySku.entrySet()) {
            StockLine l = e.getValue();
            total = total.plus(l.value());
            System.out.println(String.format("%-8s %-10s %5d %s", e.getKey().code(), l.name(), l.quantity(), l.value().display()));
        }
        System.out.println("total value: " + total.display() + " " + total);

        TreeMap<String, Integer> perCategory = new TreeMap<>();
        for (StockLine l : bySku.values()) {
            perCategory.merge(l.sku().category(), l.quantity(), Integer::sum);
        }
        System.out.println("per category: " + perCategory);

        Sku probe = new Sku(" abc-002");
        System.out.println("contains " + probe + ": " + bySku.containsKey(probe));
        System.out.println("equal skus: " + Sku.of("mno-314").equals(new Sku("MNO-314")));
        System.out.println("first: " + bySku.firstKey() + ", last: " + bySku.lastKey());
        System.out.println("ceiling ABC-0015: " + bySku.ceilingKey(new Sku("ABC-0015")));

        StockLine priciest = null;
        for (StockLine l : bySku.values()) {
            if (priciest == null || l.unitPrice().compareTo(priciest.unitPrice()) > 0) {
                priciest = l;
            }
        }
        System.out.println("priciest unit: " + priciest.name() + " at " + priciest.unitPrice().display());
        System.out.println("zero money: " + Money.ZERO + " same as new: " + Money.ZERO.equals(new Money(0)));
    }
}
