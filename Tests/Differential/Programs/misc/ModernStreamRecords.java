import java.util.*;
import java.util.stream.*;

public class ModernStreamRecords {

    enum Category { BOOKS, ELECTRONICS, GARDEN, TOYS }

    record Product(String sku, String name, Category category, int priceCents, int stock) {
        boolean inStock() {
            return stock > 0;
        }
    }

    record Sale(int id, String customer, String sku, int quantity, String region) {}

    static final List<Product> PRODUCTS = List.of(
            new Product("B1", "Novel", Category.BOOKS, 1500, 12),
            new Product("B2", "Cookbook", Category.BOOKS, 2500, 0),
            new Product("B3", "Atlas", Category.BOOKS, 4000, 3),
            new Product("E1", "Headphones", Category.ELECTRONICS, 8000, 5),
            new Product("E2", "Charger", Category.ELECTRONICS, 2000, 40),
            new Product("E3", "Tablet", Category.ELECTRONICS, 30000, 0),
            new Product("G1", "Shovel", Category.GARDEN, 3500, 7),
            new Product("G2", "Seeds", Category.GARDEN, 300, 100),
            new Product("T1", "Puzzle", Category.TOYS, 1800, 9),
            new Product("T2", "Kite", Category.TOYS, 2200, 2));

    static final List<Sale> SALES = List.of(
            new Sale(1, "ann", "B1", 2, "north"),
            new Sale(2, "bob", "E2", 3, "south"),
            new Sale(3, "ann", "G2", 10, "north"),
            new Sale(4, "cid", "E1", 1, "east"),
            new Sale(5, "bob", "T1", 2, "south"),
            new Sale(6, "dee", "B3", 1, "west"),
            new Sale(7, "ann", "E2", 1, "north"),
            new Sale(8, "cid", "G1", 2, "east"),
            new Sale(9, "eve", "T2", 4, "west"),
            new Sale(10, "bob", "B1", 1, "south"),
            new Sale(11, "dee", "E1", 2, "west"),
            new Sale(12, "eve", "G2", 25, "north"));

    static Product bySku(String sku) {
        return PRODUCTS.stream().filter(p -> p.sku().equals(sku)).findFirst().orElseThrow();
    }

    static int revenue(Sale s) {
        return bySku(s.sku()).priceCents() * s.quantity();
    }

    static String money(int cents) {
        return String.format("%.2f", cents / 100.0);
    }

    public static void main(String[] args) {
        System.out.println("== groupingBy category (TreeMap) -> names ==");
        TreeMap<Category, List<String>> namesByCat = PRODUCTS.stream()
                .collect(Collectors.groupingBy(Product::category, TreeMap::new,
                        Collectors.mapping(Product::name, Collectors.toList())));
        namesByCat.forEach((k, v) -> System.out.println(k + ": " + v));

        System.out.println("== counting & summingInt ==");
        TreeMap<Category, Long> countByCat = PRODUCTS.stream()
                .collect(Collectors.groupingBy(Product::category, TreeMap::new, Collectors.counting()));
        TreeMap<Category, Integer> stockByCat = PRODUCTS.stream()
                .collect(Collectors.groupingBy(Product::category, TreeMap::new, Collectors.summingInt(Product::stock)));
        for (Category c : countByCat.keySet()) {
            System.out.println(c + " count=" + countByCat.get(c) + " stock=" + stockByCat.get(c));
        }

        System.out.println("== partitioningBy inStock ==");
        Map<Boolean, List<String>> parts = PRODUCTS.stream()
                .collect(Collectors.partitioningBy(Product::inStock,
                        Collectors.mapping(Product::sku, Collectors.toList())));
        System.out.println("in stock: " + parts.get(true));
        System.out.println("sold out: " + parts.get(false));
        Map<Boolean, Long> cheapCount = PRODUCTS.stream()
                .collect(Collectors.partitioningBy(p -> p.priceCents() < 2000, Collectors.counting()));
        System.out.println("cheap=" + cheapCount.get(true) + " pricey=" + cheapCount.get(false));

        System.out.println("== sorted with thenComparing ==");
        List<Product> sorted = PRODUCTS.stream()
                .sorted(Comparator.comparing(Product::category).reversed()
                        .thenComparing(Product::priceCents, Comparator.reverseOrder())
                        .thenComparing(Product::name))
                .toList();
        for (Product p : sorted) {
            System.out.println(p.category() + " " + p.name() + " " + money(p.priceCents()));
        }

        System.out.println("== joining ==");
        String skus = PRODUCTS.stream().map(Product::sku).collect(Collectors.joining(","));
        String bracketed = PRODUCTS.stream()
                .filter(p -> p.category() == Category.BOOKS)
                .map(Product::name)
                .sorted()
                .collect(Collectors.joining(" | ", "[", "]"));
        System.out.println(skus);
        System.out.println(bracketed);

        System.out.println("== sales per customer ==");
        TreeMap<String, Integer> revenueByCustomer = SALES.stream()
                .collect(Collectors.groupingBy(Sale::customer, TreeMap::new,
                        Collectors.summingInt(ModernStreamRecords::revenue)));
        revenueByCustomer.forEach((c, r) -> System.out.println(c + " spent " + money(r)));
        TreeMap<String, TreeMap<String, Long>> regionCustomer = SALES.stream()
                .collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                        Collectors.groupingBy(Sale::customer, TreeMap::new, Collectors.counting())));
        System.out.println("region->customer counts: " + regionCustomer);
        TreeMap<String, String> skusByRegion = SALES.stream()
                .collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                        Collectors.mapping(Sale::sku, Collectors.joining("+"))));
        System.out.println("skus by region: " + skusByRegion);

        System.out.println("== top sales ==");
        List<String> top = SALES.stream()
                .sorted(Comparator.comparingInt(ModernStreamRecords::revenue).reversed()
                        .thenComparingInt(Sale::id))
                .limit(4)
                .map(s -> "#" + s.id() + " " + s.customer() + " " + money(revenue(s)))
                .toList();
        top.forEach(System.out::println);
        int totalRevenue = SALES.stream().mapToInt(ModernStreamRecords::revenue).sum();
        System.out.println("total revenue " + money(totalRevenue));
        IntSummaryStatistics qtyStats = SALES.stream().mapToInt(Sale::quantity).summaryStatistics();
        System.out.println("qty min=" + qtyStats.getMin() + " max=" + qtyStats.getMax() + " sum=" + qtyStats.getSum()
                + " avg=" + String.format("%.2f", qtyStats.getAverage()));

        System.out.println("== IntStream ==");
        List<Integer> squares = IntStream.range(0, 8).map(i -> i * i).boxed().toList();
        System.out.println("squares " + squares);
        int sumClosed = IntStream.rangeClosed(1, 100).sum();
        System.out.println("sum 1..100 = " + sumClosed);
        String evens = IntStream.rangeClosed(1, 20).filter(i -> i % 2 == 0)
                .mapToObj(Integer::toString).collect(Collectors.joining(" "));
        System.out.println("evens " + evens);
        List<String> indexed = IntStream.range(0, PRODUCTS.size())
                .filter(i -> i % 3 == 0)
                .mapToObj(i -> i + ":" + PRODUCTS.get(i).sku())
                .toList();
        System.out.println("every third " + indexed);
        TreeMap<Integer, List<Integer>> byMod = IntStream.rangeClosed(1, 12).boxed()
                .collect(Collectors.groupingBy(i -> i % 4, TreeMap::new, Collectors.toList()));
        System.out.println("mod 4 groups " + byMod);
        OptionalInt maxStock = PRODUCTS.stream().mapToInt(Product::stock).max();
        System.out.println("max stock " + maxStock.getAsInt());
        boolean anyFree = PRODUCTS.stream().anyMatch(p -> p.priceCents() == 0);
        boolean allNamed = PRODUCTS.stream().allMatch(p -> !p.name().isEmpty());
        long distinctRegions = SALES.stream().map(Sale::region).distinct().count();
        System.out.println("anyFree=" + anyFree + " allNamed=" + allNamed + " regions=" + distinctRegions);

        System.out.println("== unsold products ==");
        List<String> soldSkus = SALES.stream().map(Sale::sku).distinct().sorted().toList();
        List<Product> unsold = PRODUCTS.stream().filter(p -> !soldSkus.contains(p.sku())).toList();
        unsold.forEach(p -> System.out.println(p));
        System.out.println("sold skus " + soldSkus);
    }
}
