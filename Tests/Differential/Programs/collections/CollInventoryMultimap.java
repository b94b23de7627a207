import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

public class CollInventoryMultimap {
    static class Inventory {
        final Map<String, List<String>> itemsByWarehouse = new LinkedHashMap<>();
        final Map<String, Integer> stock = new TreeMap<>();
        final Map<String, String> supplier = new LinkedHashMap<>();

        void receive(String warehouse, String item, int qty) {
            List<String> items = itemsByWarehouse.computeIfAbsent(warehouse, k -> new ArrayList<>());
            if (!items.contains(item)) items.add(item);
            int total = stock.merge(item, qty, Integer::sum);
            System.out.println("  receive " + qty + " " + item + " @" + warehouse + " -> total " + total);
        }

        boolean ship(String item, int qty) {
            Integer result = stock.compute(item, (k, v) -> {
                if (v == null) return null;
                int left = v - qty;
                return left < 0 ? v : left;
            });
            boolean ok = result != null && stock.containsKey(item);
            System.out.println("  ship " + qty + " " + item + " -> " + (result == null ? "unknown item" : "now " + result));
            return ok;
        }
    }

    public static void main(String[] args) {
        Inventory inv = new Inventory();
        System.out.println("=== Receiving ===");
        inv.receive("north", "widget", 10);
        inv.receive("south", "gadget", 5);
        inv.receive("north", "gizmo", 7);
        inv.receive("east", "widget", 4);
        inv.receive("north", "widget", 6);
        inv.receive("south", "doohickey", 3);
        inv.receive("east", "gizmo", 2);
        inv.receive("west", "sprocket", 20);
        System.out.println("items by warehouse: " + inv.itemsByWarehouse);
        System.out.println("stock: " + inv.stock);

        System.out.println("=== Shipping (compute) ===");
        inv.ship("widget", 5);
        inv.ship("gadget", 9);
        inv.ship("unobtainium", 1);
        inv.ship("doohickey", 3);
        System.out.println("stock after shipping: " + inv.stock);

        System.out.println("=== getOrDefault / putIfAbsent ===");
        for (String item : new String[]{"widget", "gizmo", "flux", "sprocket"}) {
            System.out.println("  " + item + " qty=" + inv.stock.getOrDefault(item, 0));
        }
        System.out.println("  putIfAbsent widget->ACME: " + inv.supplier.putIfAbsent("widget", "ACME"));
        System.out.println("  putIfAbsent gizmo->Globex: " + inv.supplier.putIfAbsent("gizmo", "Globex"));
        System.out.println("  putIfAbsent widget->Initech: " + inv.supplier.putIfAbsent("widget", "Initech"));
        inv.supplier.putIfAbsent("sprocket", "Initech");
        inv.supplier.putIfAbsent("gadget", "ACME");
        System.out.println("  suppliers: " + inv.supplier);

        System.out.println("=== computeIfPresent / compute / merge with remapping to null ===");
        inv.stock.computeIfPresent("gizmo", (k, v) -> v * 2);
        inv.stock.computeIfPresent("flux", (k, v) -> 999);
        System.out.println("  after computeIfPresent: " + inv.stock);
        inv.stock.compute("doohickey", (k, v) -> (v == null || v.equals(0)) ? null : v);
        System.out.println("  removed zero doohickey via compute->null: " + inv.stock);
        inv.stock.merge("sprocket", 0, (a, b) -> null);
        System.out.println("  merge->null removed sprocket: " + inv.stock);
        inv.stock.merge("flux", 1, Integer::sum);
        System.out.println("  merge new key flux: " + inv.stock);

        System.out.println("=== Group suppliers -> items (inverse multimap) ===");
        Map<String, List<String>> bySupplier = new TreeMap<>();
        for (Map.Entry<String, String> e : inv.supplier.entrySet()) {
            bySupplier.computeIfAbsent(e.getValue(), k -> new ArrayList<>()).add(e.getKey());
        }
        System.out.println("  " + bySupplier);
        for (Map.Entry<String, List<String>> e : bySupplier.entrySet()) {
            System.out.println("  " + e.getKey() + " supplies " + e.getValue().size() + " item(s): " + String.join(", ", e.getValue()));
        }

        System.out.println("=== replaceAll ===");
        inv.supplier.replaceAll((item, sup) -> sup.toUpperCase() + "-" + item.length());
        System.out.println("  suppliers: " + inv.supplier);
        Map<String, Integer> priced = new TreeMap<>(inv.stock);
        priced.replaceAll((k, v) -> v * 100 + k.length());
        System.out.println("  priced: " + priced);
        for (List<String> items : inv.itemsByWarehouse.values()) {
            items.replaceAll(String::toUpperCase);
        }
        System.out.println("  warehouses upper: " + inv.itemsByWarehouse);

        System.out.println("=== removeIf ===");
        boolean r1 = inv.stock.entrySet().removeIf(e -> e.getValue() < 5);
        System.out.println("  removed low stock: " + r1 + " -> " + inv.stock);
        boolean r2 = inv.itemsByWarehouse.values().removeIf(list -> list.size() < 2);
        System.out.println("  removed small warehouses: " + r2 + " -> " + inv.itemsByWarehouse);
        inv.itemsByWarehouse.get("north").removeIf(s -> s.startsWith("G"));
        System.out.println("  north without G*: " + inv.itemsByWarehouse.get("north"));
        boolean r3 = inv.supplier.keySet().removeIf(k -> k.equals("nothing"));
        System.out.println("  removeIf no match: " + r3);

        System.out.println("=== Streams sorted by key ===");
        Map<String, List<String>> orders = new LinkedHashMap<>();
        String[][] raw = {
            {"zoe", "tea"}, {"adam", "coffee"}, {"mia", "juice"}, {"adam", "bagel"},
            {"zoe", "scone"}, {"bob", "coffee"}, {"mia", "tea"}, {"adam", "tea"}
        };
        for (String[] r : raw) {
            orders.computeIfAbsent(r[0], k -> new ArrayList<>()).add(r[1]);
        }
        System.out.println("  insertion order: " + orders);
        List<String> lines = orders.entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey() + ":" + e.getValue().size())
                .collect(Collectors.toList());
        System.out.println("  sorted by key: " + lines);
        List<String> bySize = orders.entrySet().stream()
                .sorted(Comparator.comparing((Map.Entry<String, List<String>> e) -> e.getValue().size()).reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .map(Map.Entry::getKey)
                .collect(Collectors.toList());
        System.out.println("  by order count desc: " + bySize);
        Map<String, Integer> productCounts = new TreeMap<>();
        orders.values().forEach(list -> list.forEach(p -> productCounts.merge(p, 1, Integer::sum)));
        System.out.println("  product counts: " + productCounts);
        String joined = productCounts.entrySet().stream()
                .filter(e -> e.getValue() > 1)
                .map(e -> e.getKey() + "*" + e.getValue())
                .collect(Collectors.joining(", ", "{", "}"));
        System.out.println("  popular: " + joined);
        int totalItems = orders.values().stream().mapToInt(List::size).sum();
        System.out.println("  total line items: " + totalItems);
        Map<String, List<String>> sortedCopy = orders.entrySet().stream()
                .sorted(Map.Entry.comparingByKey(Comparator.reverseOrder()))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
        System.out.println("  reverse-key LinkedHashMap: " + sortedCopy);
        orders.forEach((k, v) -> System.out.println("  " + k + " -> " + v));
    }
}
