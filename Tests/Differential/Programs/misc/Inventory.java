import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Inventory {
    record Product(String sku, String name, int priceCents) {
    }

    static class OutOfStockException extends RuntimeException {
        OutOfStockException(String sku, int wanted, int have) {
            super("cannot take " + wanted + " of " + sku + ", only " + have + " left");
        }
    }

    private final Map<String, Product> catalog = new LinkedHashMap<>();
    private final Map<String, Integer> stock = new LinkedHashMap<>();
    private final List<String> audit = new ArrayList<>();

    void register(Product p, int qty) {
        catalog.put(p.sku(), p);
        stock.merge(p.sku(), qty, Integer::sum);
        audit.add("+" + qty + " " + p.sku());
    }

    int take(String sku, int qty) {
        int have = stock.getOrDefault(sku, 0);
        if (!catalog.containsKey(sku)) {
            throw new IllegalArgumentException("unknown sku " + sku);
        }
        if (have < qty) {
            throw new OutOfStockException(sku, qty, have);
        }
        stock.put(sku, have - qty);
        audit.add("-" + qty + " " + sku);
        return qty * catalog.get(sku).priceCents();
    }

    List<String> lowStock(int threshold) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            if (e.getValue() <= threshold) {
                out.add(e.getKey() + "(" + e.getValue() + ")");
            }
        }
        return out;
    }

    long value() {
        long v = 0;
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            v += (long) e.getValue() * catalog.get(e.getKey()).priceCents();
        }
        return v;
    }

    public static void main(String[] args) {
        Inventory inv = new Inventory();
        inv.register(new Product("HAM-1", "Hammer", 1599), 10);
        inv.register(new Product("NAIL-100", "Nails x100", 349), 40);
        inv.register(new Product("SAW-2", "Saw", 2499), 3);
        inv.register(new Product("HAM-1", "Hammer", 1599), 5);
        System.out.println("stock " + inv.stock + " value " + inv.value());
        String[][] orders = {{"HAM-1", "4"}, {"SAW-2", "2"}, {"SAW-2", "2"}, {"GLUE", "1"}, {"NAIL-100", "38"}, {"HAM-1", "11"}};
        long revenue = 0;
        for (String[] o : orders) {
            try {
                int cents = inv.take(o[0], Integer.parseInt(o[1]));
                revenue += cents;
                System.out.println("sold " + o[1] + " x " + o[0] + " for " + cents);
            } catch (OutOfStockException e) {
                System.out.println("out of stock: " + e.getMessage());
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
        System.out.println("revenue " + revenue + " remaining value " + inv.value());
        System.out.println("low stock " + inv.lowStock(3));
        System.out.println("audit " + inv.audit);
        System.out.println("catalog " + inv.catalog.values());
    }
}
