import java.util.*;

public class InventoryLedger {

    static class StockMovement {
        final String sku;
        final String warehouse;
        final int delta;
        final String reason;

        StockMovement(String sku, String warehouse, int delta, String reason) {
            this.sku = sku;
            this.warehouse = warehouse;
            this.delta = delta;
            this.reason = reason;
        }

        @Override
        public String toString() {
            return sku + "@" + warehouse + (delta >= 0 ? "+" : "") + delta;
        }
    }

    static class Ledger {
        // insertion-ordered so reports list SKUs in first-seen order
        private final Map<String, Integer> onHand = new LinkedHashMap<>();
        private final Map<String, List<StockMovement>> history = new LinkedHashMap<>();
        private final Map<String, Map<String, Integer>> perWarehouse = new TreeMap<>();
        private final Map<String, Integer> reasonCounts = new TreeMap<>();

        void apply(StockMovement m) {
            onHand.merge(m.sku, m.delta, Integer::sum);
            history.computeIfAbsent(m.sku, k -> new ArrayList<>()).add(m);
            perWarehouse.computeIfAbsent(m.warehouse, k -> new TreeMap<>()).merge(m.sku, m.delta, Integer::sum);
            reasonCounts.merge(m.reason, 1, Integer::sum);
        }

        int quantity(String sku) {
            return onHand.getOrDefault(sku, 0);
        }
    }

    public static void main(String[] args) {
        List<StockMovement> movements = List.of(
                new StockMovement("WIDGET", "berlin", 50, "receive"),
                new StockMovement("GADGET", "berlin", 20, "receive"),
                new StockMovement("WIDGET", "lisbon", 30, "receive"),
                new StockMovement("WIDGET", "berlin", -12, "sale"),
                new StockMovement("DOOHICKEY", "lisbon", 5, "receive"),
                new StockMovement("GADGET", "berlin", -20, "sale"),
                new StockMovement("WIDGET", "lisbon", -3, "damage"),
                new StockMovement("DOOHICKEY", "lisbon", -1, "sale"),
                new StockMovement("GIZMO", "oslo", 8, "receive"),
                new StockMovement("WIDGET", "oslo", 4, "transfer")
        );

        Ledger ledger = new Ledger();
        for (StockMovement m : movements) {
            ledger.apply(m);
            System.out.println("applied " + m + " -> on hand " + m.sku + "=" + ledger.quantity(m.sku));
        }

        System.out.println("On hand (insertion order): " + ledger.onHand);
        System.out.println("History: " + ledger.history);
        System.out.println("Per warehouse: " + ledger.perWarehouse);
        System.out.println("Reasons: " + ledger.reasonCounts);
        System.out.println("Unknown SKU quantity: " + ledger.quantity("SPROCKET"));

        // putIfAbsent: returns existing value or null
        Map<String, Integer> reorderLevels = new LinkedHashMap<>();
        reorderLevels.put("WIDGET", 20);
        Integer prev1 = reorderLevels.putIfAbsent("WIDGET", 99);
        Integer prev2 = reorderLevels.putIfAbsent("GADGET", 10);
        reorderLevels.putIfAbsent("GIZMO", 5);
        reorderLevels.putIfAbsent("DOOHICKEY", 2);
        System.out.println("putIfAbsent results: " + prev1 + ", " + prev2);
        System.out.println("Reorder levels: " + reorderLevels);

        // Reorder report in LinkedHashMap order
        List<String> needReorder = new ArrayList<>();
        for (Map.Entry<String, Integer> e : ledger.onHand.entrySet()) {
            int level = reorderLevels.getOrDefault(e.getKey(), 0);
            String flag = e.getValue() <= level ? "REORDER" : "ok";
            System.out.println("  " + e.getKey() + ": " + e.getValue() + " (level " + level + ") " + flag);
            if (flag.equals("REORDER")) {
                needReorder.add(e.getKey());
            }
        }
        System.out.println("Need reorder: " + needReorder);

        // Re-putting an existing key keeps original insertion position
        ledger.onHand.put("WIDGET", 0);
        ledger.onHand.remove("GADGET");
        ledger.onHand.put("GADGET", 7);
        System.out.println("After re-put/remove+put: " + ledger.onHand);

        // merge with a function returning null removes the key
        ledger.onHand.merge("WIDGET", 0, (oldV, newV) -> oldV == 0 ? null : oldV + newV);
        System.out.println("After merge-to-null on WIDGET: " + ledger.onHand + " contains=" + ledger.onHand.containsKey("WIDGET"));

        // computeIfPresent / compute
        ledger.onHand.computeIfPresent("GIZMO", (k, v) -> v * 2);
        ledger.onHand.computeIfPresent("SPROCKET", (k, v) -> 1000);
        ledger.onHand.compute("SPROCKET", (k, v) -> v == null ? 1 : v + 1);
        ledger.onHand.compute("SPROCKET", (k, v) -> v == null ? 1 : v + 1);
        System.out.println("After compute calls: " + ledger.onHand);

        // Iterating keySet / values of LinkedHashMap
        int total = 0;
        for (int v : ledger.onHand.values()) {
            total += v;
        }
        System.out.println("Keys " + ledger.onHand.keySet() + " total units " + total);

        // entrySet removal via iterator
        Iterator<Map.Entry<String, Integer>> it = ledger.onHand.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() < 5) {
                it.remove();
            } else {
                e.setValue(e.getValue() * 10);
            }
        }
        System.out.println("After pruning small stock and scaling: " + ledger.onHand);

        // Immutable collections
        List<String> warehouses = List.of("berlin", "lisbon", "oslo");
        Map<String, String> countries = Map.of("berlin", "DE", "lisbon", "PT", "oslo", "NO");
        try {
            warehouses.add("paris");
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of rejects add");
        }
        try {
            warehouses.set(0, "paris");
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of rejects set");
        }
        try {
            countries.put("paris", "FR");
        } catch (UnsupportedOperationException e) {
            System.out.println("Map.of rejects put");
        }
        try {
            countries.remove("oslo");
        } catch (UnsupportedOperationException e) {
            System.out.println("Map.of rejects remove");
        }
        try {
            List.of("a", null);
        } catch (NullPointerException e) {
            System.out.println("List.of rejects null elements");
        }
        for (String w : warehouses) {
            System.out.println("  " + w + " is in " + countries.get(w) + ", default lookup: " + countries.getOrDefault(w + "x", "??"));
        }
        System.out.println("Country map sorted: " + new TreeMap<>(countries));
        Map<String, String> editable = new TreeMap<>(countries);
        editable.put("paris", "FR");
        System.out.println("Editable copy: " + editable + " original size " + countries.size());
    }
}
