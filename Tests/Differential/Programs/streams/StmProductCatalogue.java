import java.util.*;
import java.util.stream.*;

public class StmProductCatalogue {
    public static void main(String[] args) {
        Product[] catalogue = {
            new Product("SKU-01", "Wireless Mouse", "electronics", 2499, 4, 120, new String[]{"wireless", "office"}),
            new Product("SKU-02", "USB-C Cable", "electronics", 999, 5, 0, new String[]{"cable", "usb"}),
            new Product("SKU-03", "Desk Lamp", "home", 3450, 4, 35, new String[]{"office", "light"}),
            new Product("SKU-04", "Yoga Mat", "sports", 2899, 3, 60, new String[]{"fitness"}),
            new Product("SKU-05", "Noise Headphones", "electronics", 15999, 5, 12, new String[]{"wireless", "audio"}),
            new Product("SKU-06", "Water Bottle", "sports", 1299, 4, 200, new String[]{"fitness", "outdoor"}),
            new Product("SKU-07", "Throw Pillow", "home", 1850, 2, 0, new String[]{"decor"}),
            new Product("SKU-08", "Smart Plug", "electronics", 1999, 3, 45, new String[]{"wireless", "home"}),
            new Product("SKU-09", "Tent", "sports", 12999, 4, 8, new String[]{"outdoor"}),
            new Product("SKU-10", "Wall Clock", "home", 2450, 4, 17, new String[]{"decor", "office"})
        };

        System.out.println("Catalogue size: " + Arrays.stream(catalogue).count());
        List<Product> inStock = Arrays.stream(catalogue).filter(Product::inStock).toList();
        System.out.println("In stock: " + inStock.size());

        System.out.println("-- filter: electronics, in stock, price asc --");
        Arrays.stream(catalogue)
            .filter(p -> p.category().equals("electronics"))
            .filter(Product::inStock)
            .sorted(Comparator.comparingInt(Product::priceCents))
            .forEach(p -> System.out.println(String.format("  %-8s %-8s %5d", p.sku(), p.name(), p.priceCents())));

        System.out.println("-- sort: rating desc, then price asc --");
        Arrays.stream(catalogue)
            .sorted(Comparator.comparing(Product::rating).reversed().thenComparing(Product::priceCents))
            .forEach(p -> System.out.println(String.format("  %d* %-8s %5d", p.rating(), p.name(), p.priceCents())));

        System.out.println("-- sort: category then name, whole thing reversed --");
        Arrays.stream(catalogue)
            .sorted(Comparator.comparing(Product::category).thenComparing(Product::name).reversed())
            .map(p -> p.category() + "/" + p.name())
            .forEach(s -> System.out.println("  " + s));

        Set<String> tags = Arrays.stream(catalogue)
            .flatMap(p -> Arrays.stream(p.tags()))
            .collect(Collectors.toCollection(TreeSet::new));
        System.out.println("All tags: " + tags);

        Map<String, List<String>> skusByTag = Arrays.stream(catalogue)
            .flatMap(p -> Arrays.stream(p.tags()).map(t -> new TagHit(t, p.sku())))
            .collect(Collectors.groupingBy(TagHit::tag, TreeMap::new, Collectors.mapping(TagHit::sku, Collectors.toList())));
        skusByTag.forEach((t, skus) -> System.out.println(String.format("  %-8s %s", t, skus)));

        Map<String, Integer> stockByCategory = Arrays.stream(catalogue)
            .collect(Collectors.groupingBy(Product::category, TreeMap::new, Collectors.summingInt(Product::stock)));
        System.out.println("Stock by category: " + stockByCategory);

        Map<String, Double> avgPrice = Arrays.stream(catalogue)
            .collect(Collectors.groupingBy(Product::category, TreeMap::new, Collectors.averagingInt(Product::priceCents)));
        avgPrice.forEach((c, a) -> System.out.println(String.format("  avg price %-8s %.2f", c, a / 100.0)));

        List<String> priceBands = Stream.of(1000, 2500, 5000, 20000)
            .map(limit -> limit + ":" + Arrays.stream(catalogue).filter(p -> p.priceCents() < limit).count())
            .collect(Collectors.toList());
        System.out.println("Products under price band: " + priceBands);

        Map<String, String> cheapestPerCategory = Arrays.stream(catalogue)
            .sorted(Comparator.comparingInt(Product::priceCents))
            .collect(Collectors.toMap(Product::category, Product::name, (first, later) -> first, LinkedHashMap::new));
        System.out.println("Cheapest per category: " + cheapestPerCategory);

        String search = "w";
        String matches = Arrays.stream(catalogue)
            .map(Product::name)
            .filter(n -> n.toLowerCase().startsWith(search) || n.toLowerCase().contains(" " + search))
            .collect(Collectors.joining(", ", "Search '" + search + "': [", "]"));
        System.out.println(matches);

        Optional<Product> premium = Arrays.stream(catalogue).filter(p -> p.priceCents() > 20000).findFirst();
        System.out.println("Premium item: " + premium.map(Product::name).orElse("none over 200.00"));
        int inventoryValue = Arrays.stream(catalogue).mapToInt(p -> p.priceCents() * p.stock()).sum();
        System.out.println("Inventory value (cents): " + inventoryValue);
        System.out.println("All rated >= 2: " + Arrays.stream(catalogue).allMatch(p -> p.rating() >= 2));
        System.out.println("None free: " + Arrays.stream(catalogue).noneMatch(p -> p.priceCents() == 0));
        OptionalInt topRating = Arrays.stream(catalogue).mapToInt(Product::rating).max();
        System.out.println("Top rating: " + topRating.getAsInt());
    }
}

record TagHit(String tag, String sku) {}

record Product(String sku, String name, String category, int priceCents, int rating, int stock, String[] tags) {
    boolean inStock() { return stock > 0; }
}
