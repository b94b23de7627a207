import java.util.*;
import java.util.stream.*;

public class StmOrderHistory {
    public static void main(String[] args) {
        List<Order> orders = List.of(
            new Order(101, "alice", Status.DELIVERED, List.of(new LineItem("coffee", 2, 350), new LineItem("bagel", 1, 225))),
            new Order(102, "bob", Status.CANCELLED, List.of(new LineItem("tea", 1, 275))),
            new Order(103, "alice", Status.SHIPPED, List.of(new LineItem("muffin", 3, 199), new LineItem("coffee", 1, 350))),
            new Order(104, "carol", Status.DELIVERED, List.of(new LineItem("bagel", 4, 225), new LineItem("juice", 2, 410))),
            new Order(105, "bob", Status.PENDING, List.of(new LineItem("coffee", 5, 350))),
            new Order(106, "dave", Status.DELIVERED, List.of(new LineItem("tea", 2, 275), new LineItem("muffin", 1, 199))),
            new Order(107, "carol", Status.SHIPPED, List.of(new LineItem("juice", 1, 410)))
        );

        System.out.println("== Orders ==");
        orders.forEach(o -> System.out.println(String.format("#%d %-8s %-8s items=%d total=%5d",
            o.id(), o.customer(), o.status(), o.items().size(), o.totalCents())));

        int revenue = orders.stream()
            .filter(o -> o.status() != Status.CANCELLED)
            .mapToInt(Order::totalCents)
            .sum();
        System.out.println(String.format("Revenue (non-cancelled): %d cents = %.2f", revenue, revenue / 100.0));

        Map<Status, Long> byStatus = orders.stream()
            .collect(Collectors.groupingBy(Order::status, TreeMap::new, Collectors.counting()));
        System.out.println("Count by status: " + byStatus);

        Map<String, Integer> spendByCustomer = orders.stream()
            .collect(Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.summingInt(Order::totalCents)));
        System.out.println("Spend by customer: " + spendByCustomer);

        Map<String, Integer> qtyByProduct = orders.stream()
            .flatMap(o -> o.items().stream())
            .collect(Collectors.toMap(LineItem::product, LineItem::qty, Integer::sum, LinkedHashMap::new));
        System.out.println("Quantity by product (first-seen order): " + qtyByProduct);

        List<String> distinctProducts = orders.stream()
            .flatMap(o -> o.items().stream())
            .map(LineItem::product)
            .distinct()
            .sorted()
            .collect(Collectors.toList());
        System.out.println("Distinct products: " + distinctProducts);

        Optional<Order> biggest = orders.stream()
            .max(Comparator.comparingInt(Order::totalCents));
        System.out.println("Biggest order: " + biggest.map(o -> "#" + o.id() + " by " + o.customer()).orElse("none"));

        Optional<Order> firstPending = orders.stream()
            .filter(o -> o.status() == Status.PENDING)
            .findFirst();
        System.out.println("First pending: " + (firstPending.isPresent() ? firstPending.get().id() : -1));

        int totalItems = orders.stream()
            .map(o -> o.items().stream().map(LineItem::qty).reduce(0, Integer::sum))
            .reduce(0, (a, b) -> a + b);
        System.out.println("Total items ordered: " + totalItems);

        Map<String, List<Integer>> idsByCustomer = orders.stream()
            .collect(Collectors.groupingBy(Order::customer, TreeMap::new,
                Collectors.mapping(Order::id, Collectors.toList())));
        System.out.println("Order ids by customer: " + idsByCustomer);

        Map<Boolean, List<Integer>> bigSmall = orders.stream()
            .collect(Collectors.partitioningBy(o -> o.totalCents() >= 1000,
                Collectors.mapping(Order::id, Collectors.toList())));
        System.out.println("Orders >= 10.00: " + bigSmall.get(true));
        System.out.println("Orders <  10.00: " + bigSmall.get(false));

        String summary = orders.stream()
            .filter(o -> o.status() == Status.DELIVERED)
            .map(o -> String.valueOf(o.id()))
            .collect(Collectors.joining(", ", "Delivered[", "]"));
        System.out.println(summary);

        OptionalDouble avg = orders.stream().mapToInt(Order::totalCents).average();
        System.out.println(String.format("Average order: %.2f cents", avg.orElse(0.0)));

        boolean anyCancelled = orders.stream().anyMatch(o -> o.status() == Status.CANCELLED);
        boolean allHaveItems = orders.stream().allMatch(o -> !o.items().isEmpty());
        boolean noneHuge = orders.stream().noneMatch(o -> o.totalCents() > 5000);
        System.out.println("anyCancelled=" + anyCancelled + " allHaveItems=" + allHaveItems + " noneHuge=" + noneHuge);
    }
}

enum Status { PENDING, SHIPPED, DELIVERED, CANCELLED }

record LineItem(String product, int qty, int unitCents) {
    int lineTotal() { return qty * unitCents; }
}

record Order(int id, String customer, Status status, List<LineItem> items) {
    int totalCents() {
        return items.stream().mapToInt(LineItem::lineTotal).sum();
    }
}
