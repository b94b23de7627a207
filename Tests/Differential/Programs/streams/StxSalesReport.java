import java.util.*;
import java.util.stream.*;

public class StxSalesReport {
    public static void main(String[] args) {
        List<Order> orders = List.of(
            new Order("A-100", "North", "alice", 1200, 3),
            new Order("A-101", "South", "bob", 450, 1),
            new Order("A-102", "North", "carol", 980, 2),
            new Order("A-103", "East", "alice", 2300, 5),
            new Order("A-104", "West", "dave", 150, 1),
            new Order("A-105", "South", "erin", 3100, 4),
            new Order("A-106", "East", "bob", 720, 2),
            new Order("A-107", "North", "frank", 64, 1),
            new Order("A-108", "West", "carol", 1875, 3),
            new Order("A-109", "South", "alice", 505, 2),
            new Order("A-110", "East", "gina", 990, 1)
        );

        System.out.println("== Orders per region ==");
        TreeMap<String, Long> countByRegion = orders.stream()
            .collect(Collectors.groupingBy(Order::region, TreeMap::new, Collectors.counting()));
        for (Map.Entry<String, Long> e : countByRegion.entrySet()) {
            System.out.println(String.format("%-8s %5d", e.getKey(), e.getValue()));
        }

        System.out.println("== Revenue (cents) per region ==");
        TreeMap<String, Integer> revenueByRegion = orders.stream()
            .collect(Collectors.groupingBy(Order::region, TreeMap::new, Collectors.summingInt(Order::amountCents)));
        revenueByRegion.forEach((region, total) ->
            System.out.println(String.format("%-8s %5d", region, total)));

        System.out.println("== Average units per region ==");
        TreeMap<String, Double> avgUnits = orders.stream()
            .collect(Collectors.groupingBy(Order::region, TreeMap::new, Collectors.averagingDouble(Order::units)));
        for (String region : avgUnits.keySet()) {
            System.out.println(String.format("%-8s %.2f", region, avgUnits.get(region)));
        }

        System.out.println("== Customers per region ==");
        TreeMap<String, List<String>> customers = orders.stream()
            .collect(Collectors.groupingBy(Order::region, TreeMap::new,
                Collectors.mapping(Order::customer, Collectors.toList())));
        customers.forEach((region, names) -> System.out.println(region + " -> " + names));

        System.out.println("== Order ids per customer ==");
        TreeMap<String, List<String>> idsByCustomer = orders.stream()
            .collect(Collectors.groupingBy(Order::customer, TreeMap::new,
                Collectors.mapping(Order::id, Collectors.toList())));
        idsByCustomer.forEach((c, ids) -> System.out.println(String.format("%-8s %s", c, ids)));

        IntSummaryStatistics stats = orders.stream().mapToInt(Order::amountCents).summaryStatistics();
        System.out.println("== Amount statistics ==");
        System.out.println("min=" + stats.getMin());
        System.out.println("max=" + stats.getMax());
        System.out.println("sum=" + stats.getSum());
        System.out.println("count=" + stats.getCount());
        System.out.println(String.format("avg=%.2f", stats.getAverage()));

        System.out.println("== Top 3 orders ==");
        orders.stream()
            .sorted(Comparator.comparingInt(Order::amountCents).reversed())
            .limit(3)
            .forEach(o -> System.out.println(o.describe()));

        String bigRegions = revenueByRegion.entrySet().stream()
            .filter(e -> e.getValue() > 2500)
            .map(Map.Entry::getKey)
            .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("Regions over 2500: " + bigRegions);

        Optional<Order> firstWest = orders.stream().filter(o -> o.region().equals("West")).findFirst();
        System.out.println("First West order: " + firstWest.map(Order::id).orElse("none"));
        Optional<Order> firstCentral = orders.stream().filter(o -> o.region().equals("Central")).findFirst();
        System.out.println("First Central order: " + firstCentral.map(Order::id).orElse("none"));

        int totalUnits = orders.stream().map(Order::units).reduce(0, Integer::sum, Integer::sum);
        System.out.println("Total units: " + totalUnits);
        System.out.println("Any order over 3000? " + orders.stream().anyMatch(o -> o.amountCents() > 3000));
        System.out.println("All orders positive? " + orders.stream().allMatch(o -> o.amountCents() > 0));
    }
}

record Order(String id, String region, String customer, int amountCents, int units) {
    String describe() {
        return String.format("%s %-8s %-8s %5d x%d", id, region, customer, amountCents, units);
    }
}
