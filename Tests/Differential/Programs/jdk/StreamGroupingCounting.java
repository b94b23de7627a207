import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

public class StreamGroupingCounting {
    public static void main(String[] args) {
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        List<String> words = List.of(text.split(" "));
        Map<String, Long> freq = words.stream().collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println("freq=" + freq);
        List<Map.Entry<String, Long>> top = freq.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(4)
            .collect(Collectors.toList());
        System.out.println("top4=" + top);
        Map<Integer, List<String>> byLen = words.stream().distinct().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        System.out.println("distinct words by length=" + byLen);
        Map<Character, Long> letters = text.chars().filter(Character::isLetter).mapToObj(c -> (char) c)
            .collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println("letter counts=" + letters);
        List<Sale> sales = List.of(new Sale("north", "widget", 3, 2.50), new Sale("south", "gadget", 1, 10.00),
            new Sale("north", "gadget", 2, 10.00), new Sale("east", "widget", 10, 2.25), new Sale("south", "widget", 4, 2.50),
            new Sale("north", "widget", 1, 2.50));
        Map<String, Double> revenueByRegion = sales.stream().collect(Collectors.groupingBy(s -> s.region, TreeMap::new, Collectors.summingDouble(s -> s.qty * s.price)));
        System.out.println("revenue by region=" + revenueByRegion);
        Map<String, Map<String, Integer>> qtyByRegionProduct = sales.stream().collect(Collectors.groupingBy(s -> s.region, TreeMap::new,
            Collectors.groupingBy(s -> s.product, TreeMap::new, Collectors.summingInt(s -> s.qty))));
        System.out.println("qty by region/product=" + qtyByRegionProduct);
        Map<String, Long> countByProduct = sales.stream().collect(Collectors.groupingBy(s -> s.product, TreeMap::new, Collectors.counting()));
        System.out.println("count by product=" + countByProduct);
        Sale biggest = sales.stream().max(Comparator.comparingDouble(s -> s.qty * s.price)).get();
        System.out.println("biggest sale=" + biggest);
        double total = sales.stream().mapToDouble(s -> s.qty * s.price).sum();
        System.out.println("total revenue=" + total + " formatted=" + String.format("%.2f", total));
        System.out.println("average qty=" + sales.stream().mapToInt(s -> s.qty).average().orElse(0));
        Map<Boolean, List<String>> bigSmall = sales.stream().collect(Collectors.partitioningBy(s -> s.qty >= 3,
            Collectors.mapping(s -> s.region + "/" + s.product, Collectors.toList())));
        System.out.println("qty>=3 partition=" + bigSmall);
    }
}

class Sale {
    final String region;
    final String product;
    final int qty;
    final double price;

    Sale(String region, String product, int qty, double price) {
        this.region = region;
        this.product = product;
        this.qty = qty;
        this.price = price;
    }

    @Override
    public String toString() {
        return region + ":" + product + "x" + qty + "@" + price;
    }
}
