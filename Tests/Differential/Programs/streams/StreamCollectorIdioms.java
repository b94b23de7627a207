// The stream and collector idioms model code uses: grouping into a TreeMap, toMap with a merge, partitioning with
// a downstream collector, summary statistics, nested ranges, curried functions, computeIfAbsent, a switch expression.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamCollectorIdioms {
    record Item(String name, int qty, double price) {}
    enum Kind { A, B }
    static <T extends Comparable<? super T>> T maxOf(List<? extends T> xs) { return Collections.max(xs); }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>(List.of(new Item("a", 2, 1.5), new Item("b", 1, 3.0), new Item("a", 5, 0.5)));
        Map<String, Long> counts = items.stream().collect(Collectors.groupingBy(Item::name, TreeMap::new, Collectors.counting()));
        Map<String, Integer> qty = items.stream().collect(Collectors.toMap(Item::name, Item::qty, Integer::sum, LinkedHashMap::new));
        Map<Boolean, List<String>> parts = items.stream().collect(Collectors.partitioningBy(i -> i.qty() > 1, Collectors.mapping(Item::name, Collectors.toList())));
        double total = items.stream().mapToDouble(i -> i.qty() * i.price()).sum();
        Optional<Item> cheapest = items.stream().min(Comparator.comparingDouble(Item::price).thenComparing(Item::name, Comparator.reverseOrder()));
        String joined = items.stream().map(Item::name).distinct().sorted(Comparator.reverseOrder()).collect(Collectors.joining(", ", "[", "]"));
        IntSummaryStatistics stats = items.stream().collect(Collectors.summarizingInt(Item::qty));
        List<List<Integer>> nested = IntStream.range(0, 3).mapToObj(i -> IntStream.rangeClosed(0, i).boxed().collect(Collectors.toList())).collect(Collectors.toList());
        Function<Integer, Function<Integer, Integer>> adder = x -> y -> x + y;
        BiFunction<String, Integer, String> rep = String::repeat;
        Supplier<Map<Kind, List<Item>>> sup = () -> new EnumMap<>(Kind.class);
        Map<Kind, List<Item>> byKind = sup.get();
        byKind.computeIfAbsent(Kind.A, k -> new ArrayList<>()).add(items.get(0));
        int m = maxOf(Arrays.asList(3, 9, 4));
        String s = cheapest.map(Item::name).orElseGet(() -> "none");
        for (Map.Entry<String, Long> e : counts.entrySet()) System.out.println(e.getKey() + "=" + e.getValue());
        System.out.println(qty + " " + parts + " " + total + " " + s + " " + joined + " " + stats.getMax() + " " + nested + " " + adder.apply(2).apply(3) + " " + rep.apply("ab", 2) + " " + byKind + " " + m);
        Object o = items.isEmpty() ? null : items.get(0).name();
        String t = switch (items.size()) { case 0 -> "none"; case 1, 2 -> "few"; default -> { String r = "many"; yield r + items.size(); } };
        System.out.println(o + " " + t);
    }
}
