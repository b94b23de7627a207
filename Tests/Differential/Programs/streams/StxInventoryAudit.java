import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StxInventoryAudit {
    public static void main(String[] args) {
        List<StockItem> items = new ArrayList<>();
        items.add(new StockItem("SKU-9", "Widget", "Hardware", 14, 5));
        items.add(new StockItem("SKU-2", "Gadget", "Hardware", 2, 5));
        items.add(new StockItem("SKU-7", "Cable", "Electrical", 40, 10));
        items.add(new StockItem("SKU-1", "Fuse", "Electrical", 0, 20));
        items.add(new StockItem("SKU-5", "Hammer", "Tools", 7, 3));
        items.add(new StockItem("SKU-3", "Wrench", "Tools", 1, 3));
        items.add(new StockItem("SKU-8", "Bulb", "Electrical", 25, 25));
        items.add(new StockItem("SKU-4", "Drill", "Tools", 3, 2));
        items.add(new StockItem("SKU-2", "Gadget", "Hardware", 6, 5));
        items.add(new StockItem("SKU-7", "Cable", "Electrical", 9, 10));

        System.out.println("Items scanned: " + items.size());

        Map<Boolean, List<StockItem>> partitioned = items.stream()
            .collect(Collectors.partitioningBy(StockItem::needsReorder));
        System.out.println("Needs reorder: " + partitioned.get(true).size());
        for (StockItem s : partitioned.get(true)) {
            System.out.println("  " + s);
        }
        System.out.println("Healthy: " + partitioned.get(false).size());
        for (StockItem s : partitioned.get(false)) {
            System.out.println("  " + s);
        }

        Map<Boolean, Long> emptyCounts = items.stream()
            .collect(Collectors.partitioningBy(s -> s.quantity == 0, Collectors.counting()));
        System.out.println("Empty bins: " + emptyCounts.get(true) + ", non-empty: " + emptyCounts.get(false));

        TreeMap<String, Integer> qtyBySku = items.stream()
            .collect(Collectors.toMap(StockItem::getSku, StockItem::getQuantity, Integer::sum, TreeMap::new));
        System.out.println("Merged quantities by SKU:");
        qtyBySku.forEach((sku, q) -> System.out.println(String.format("  %-8s %5d", sku, q)));

        TreeMap<String, String> nameBySku = items.stream()
            .collect(Collectors.toMap(StockItem::getSku, StockItem::getName, (a, b) -> a, TreeMap::new));
        System.out.println("Catalog: " + nameBySku);

        String reorderList = items.stream()
            .filter(StockItem::needsReorder)
            .map(StockItem::getSku)
            .distinct()
            .sorted()
            .collect(Collectors.joining(" | ", "<<", ">>"));
        System.out.println("Reorder SKUs: " + reorderList);

        String categories = items.stream()
            .map(StockItem::getCategory)
            .distinct()
            .sorted(Comparator.reverseOrder())
            .collect(Collectors.joining(", ", "Categories{", "}"));
        System.out.println(categories);

        List<String> unmodifiableNames = items.stream()
            .map(StockItem::getName)
            .distinct()
            .collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList));
        System.out.println("Distinct names: " + unmodifiableNames);
        System.out.println("Distinct name count: " + unmodifiableNames.size());

        int distinctCount = items.stream()
            .map(StockItem::getSku)
            .collect(Collectors.collectingAndThen(Collectors.toSet(), Set::size));
        System.out.println("Distinct SKUs: " + distinctCount);

        TreeMap<String, Integer> shortfallByCategory = items.stream()
            .collect(Collectors.groupingBy(StockItem::getCategory, TreeMap::new,
                Collectors.summingInt(StockItem::shortfall)));
        System.out.println("Shortfall by category:");
        for (Map.Entry<String, Integer> e : shortfallByCategory.entrySet()) {
            System.out.println(String.format("  %-8s %05d", e.getKey(), e.getValue()));
        }

        TreeMap<String, Optional<StockItem>> largestPerCategory = items.stream()
            .collect(Collectors.groupingBy(StockItem::getCategory, TreeMap::new,
                Collectors.maxBy(Comparator.comparingInt(StockItem::getQuantity))));
        largestPerCategory.forEach((cat, opt) ->
            System.out.println("Largest in " + cat + ": " + opt.map(StockItem::getName).orElse("-")));

        Predicate<StockItem> isTool = s -> s.getCategory().equals("Tools");
        System.out.println("No tools empty? " + items.stream().filter(isTool).noneMatch(s -> s.quantity == 0));
        System.out.println("All electrical have threshold >= 10? "
            + items.stream().filter(s -> s.getCategory().equals("Electrical")).allMatch(s -> s.threshold >= 10));
        System.out.println("Audit code: " + String.format("%x", qtyBySku.values().stream().reduce(0, (acc, q) -> acc + q * 17, Integer::sum)));
    }
}

class StockItem {
    private final String sku;
    private final String name;
    private final String category;
    final int quantity;
    final int threshold;

    StockItem(String sku, String name, String category, int quantity, int threshold) {
        this.sku = sku;
        this.name = name;
        this.category = category;
        this.quantity = quantity;
        this.threshold = threshold;
    }

    String getSku() { return sku; }
    String getName() { return name; }
    String getCategory() { return category; }
    int getQuantity() { return quantity; }

    boolean needsReorder() { return quantity < threshold; }

    int shortfall() { return Math.max(0, threshold - quantity); }

    @Override
    public String toString() {
        return sku + ":" + name + "(" + quantity + "/" + threshold + ")";
    }
}
