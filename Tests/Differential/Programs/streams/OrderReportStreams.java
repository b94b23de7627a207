import java.util.*;
import java.util.stream.*;

public class OrderReportStreams {

    static class Order {
        final int id;
        final String customer;
        final String region;
        final String status;
        final int amountCents;
        final int items;

        Order(int id, String customer, String region, String status, int amountCents, int items) {
            this.id = id;
            this.customer = customer;
            this.region = region;
            this.status = status;
            this.amountCents = amountCents;
            this.items = items;
        }

        int getId() { return id; }
        String getCustomer() { return customer; }
        String getRegion() { return region; }
        String getStatus() { return status; }
        int getAmountCents() { return amountCents; }
        int getItems() { return items; }

        @Override
        public String toString() {
            return "#" + id + "(" + customer + "," + region + "," + status + "," + formatCents(amountCents) + ")";
        }
    }

    static String formatCents(int cents) {
        int whole = cents / 100;
        int frac = cents % 100;
        return "$" + whole + "." + (frac < 10 ? "0" : "") + frac;
    }

    static List<Order> sampleOrders() {
        List<Order> orders = new ArrayList<>();
        orders.add(new Order(101, "alice", "north", "PAID", 2599, 3));
        orders.add(new Order(102, "bob", "south", "PENDING", 1200, 1));
        orders.add(new Order(103, "carol", "north", "PAID", 8450, 7));
        orders.add(new Order(104, "dave", "east", "CANCELLED", 500, 1));
        orders.add(new Order(105, "alice", "north", "PAID", 1999, 2));
        orders.add(new Order(106, "erin", "west", "PAID", 12000, 10));
        orders.add(new Order(107, "bob", "south", "PAID", 3300, 4));
        orders.add(new Order(108, "frank", "east", "PENDING", 750, 1));
        orders.add(new Order(109, "carol", "north", "REFUNDED", 2599, 3));
        orders.add(new Order(110, "gina", "west", "PAID", 3300, 2));
        return orders;
    }

    public static void main(String[] args) {
        List<Order> orders = sampleOrders();
        System.out.println("== All orders (" + orders.size() + ") ==");
        orders.forEach(o -> System.out.println("  " + o));

        List<Order> paid = orders.stream()
                .filter(o -> o.getStatus().equals("PAID"))
                .collect(Collectors.toList());
        System.out.println("Paid orders: " + paid.size());

        int paidTotal = paid.stream().mapToInt(Order::getAmountCents).sum();
        System.out.println("Paid total: " + formatCents(paidTotal));

        int totalItems = orders.stream().map(Order::getItems).reduce(0, Integer::sum);
        System.out.println("Total items (reduce identity): " + totalItems);

        Optional<Integer> biggestAmount = orders.stream().map(Order::getAmountCents).reduce(Integer::max);
        System.out.println("Biggest amount (reduce optional): " + formatCents(biggestAmount.get()));

        Optional<Integer> emptyReduce = orders.stream()
                .filter(o -> o.getStatus().equals("LOST"))
                .map(Order::getAmountCents)
                .reduce(Integer::sum);
        System.out.println("Reduce over empty present? " + emptyReduce.isPresent());

        long pendingCount = orders.stream().filter(o -> o.getStatus().equals("PENDING")).count();
        System.out.println("Pending count: " + pendingCount);

        // Natural ordering of customers, distinct
        List<String> customers = orders.stream().map(Order::getCustomer).distinct().sorted().collect(Collectors.toList());
        System.out.println("Distinct customers: " + customers);

        // Sorted by amount desc then id asc
        Comparator<Order> byAmount = Comparator.comparing(Order::getAmountCents);
        List<String> ranking = orders.stream()
                .sorted(byAmount.reversed().thenComparing(Order::getId))
                .map(o -> o.getId() + ":" + formatCents(o.getAmountCents()))
                .collect(Collectors.toList());
        System.out.println("Ranking by amount desc, id asc: " + ranking);

        // comparing(...).thenComparing(...).reversed() : whole chain reversed
        List<Integer> chainReversed = orders.stream()
                .sorted(Comparator.comparing(Order::getRegion).thenComparing(Order::getAmountCents).reversed())
                .map(Order::getId)
                .collect(Collectors.toList());
        System.out.println("Region then amount, fully reversed: " + chainReversed);

        Optional<Order> cheapest = orders.stream().min(Comparator.comparingInt(Order::getAmountCents));
        Optional<Order> mostItems = orders.stream().max(Comparator.comparing(Order::getItems).thenComparing(Order::getId));
        System.out.println("Cheapest: " + cheapest.get());
        System.out.println("Most items: " + mostItems.get());

        // Top 3 paid orders
        System.out.println("Top 3 paid:");
        paid.stream()
                .sorted(Comparator.comparing(Order::getAmountCents).reversed())
                .limit(3)
                .forEach(o -> System.out.println("  " + o));

        // groupingBy into TreeMap with counting
        TreeMap<String, Long> countByStatus = orders.stream()
                .collect(Collectors.groupingBy(Order::getStatus, TreeMap::new, Collectors.counting()));
        System.out.println("Count by status: " + countByStatus);

        TreeMap<String, Integer> revenueByRegion = paid.stream()
                .collect(Collectors.groupingBy(Order::getRegion, TreeMap::new, Collectors.summingInt(Order::getAmountCents)));
        for (Map.Entry<String, Integer> e : revenueByRegion.entrySet()) {
            System.out.println("  region " + e.getKey() + " -> " + formatCents(e.getValue()));
        }

        TreeMap<String, List<Integer>> idsByCustomer = orders.stream()
                .collect(Collectors.groupingBy(Order::getCustomer, TreeMap::new,
                        Collectors.mapping(Order::getId, Collectors.toList())));
        System.out.println("Order ids by customer: " + idsByCustomer);

        String header = orders.stream()
                .filter(o -> o.getAmountCents() >= 3000)
                .map(o -> String.valueOf(o.getId()))
                .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("Orders >= $30: " + header);

        boolean anyBig = orders.stream().anyMatch(o -> o.getAmountCents() > 10000);
        boolean allPositive = orders.stream().allMatch(o -> o.getAmountCents() > 0);
        boolean noneEmpty = orders.stream().noneMatch(o -> o.getItems() == 0);
        System.out.println("anyBig=" + anyBig + " allPositive=" + allPositive + " noneEmpty=" + noneEmpty);

        // Average items of north orders (exact: 15 / 4)
        double avgItems = orders.stream().filter(o -> o.getRegion().equals("north"))
                .mapToInt(Order::getItems).average().getAsDouble();
        System.out.println("Average items per north order: " + avgItems);
        OptionalDouble noAvg = orders.stream().filter(o -> o.getRegion().equals("moon"))
                .mapToInt(Order::getItems).average();
        System.out.println("Average for empty region present? " + noAvg.isPresent());
    }
}
