import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class RcxOrders {
    record Customer(String id, String name, Address address) {
        record Address(String street, String city, String zip) {
            Address {
                city = city.trim();
                zip = zip.replace(" ", "");
            }

            String oneLine() {
                return street + ", " + city + " " + zip;
            }
        }

        Customer {
            id = id.toLowerCase();
        }
    }

    record LineItem(String product, int qty, int unitCents) {
        LineItem {
            if (qty <= 0) throw new IllegalArgumentException("qty must be positive for " + product);
        }

        int totalCents() {
            return qty * unitCents;
        }
    }

    record Order(int number, Customer customer, List<LineItem> items, List<String> tags) {
        Order {
            items = List.copyOf(items);
            tags = tags == null ? List.of() : List.copyOf(tags);
        }

        int totalCents() {
            int sum = 0;
            for (LineItem li : items) sum += li.totalCents();
            return sum;
        }

        int itemCount() {
            int n = 0;
            for (LineItem li : items) n += li.qty();
            return n;
        }

        boolean hasTag(String t) {
            return tags.contains(t);
        }
    }

    static String cents(int c) {
        return String.format("%d.%s", c / 100, c % 100 < 10 ? "0" + (c % 100) : String.valueOf(c % 100));
    }

    public static void main(String[] args) {
        Customer alice = new Customer("C-ALICE", "Alice", new Customer.Address("1 Main St", " Springfield ", "12 345"));
        Customer bob = new Customer("c-bob", "Bob", new Customer.Address("9 Elm Rd", "Shelbyville", "54321"));
        System.out.println(alice);
        System.out.println(bob.address().oneLine());

        List<LineItem> cart = new ArrayList<>();
        cart.add(new LineItem("pen", 3, 120));
        cart.add(new LineItem("notebook", 2, 450));
        List<String> tags = new ArrayList<>(List.of("school", "gift"));
        Order o1 = new Order(1001, alice, cart, tags);

        cart.add(new LineItem("stapler", 1, 999));
        tags.add("rush");
        System.out.println("after mutating source lists, order items = " + o1.items().size() + ", tags = " + o1.tags());
        System.out.println("order1 total " + cents(o1.totalCents()) + " for " + o1.itemCount() + " items");

        try {
            o1.items().add(new LineItem("eraser", 1, 50));
        } catch (UnsupportedOperationException e) {
            System.out.println("items list is immutable");
        }

        Order o2 = new Order(1002, bob, cart, null);
        Order o3 = new Order(1003, alice, List.of(new LineItem("pen", 10, 110)), List.of("bulk"));
        Order o1Copy = new Order(1001, alice, List.of(new LineItem("pen", 3, 120), new LineItem("notebook", 2, 450)), List.of("school", "gift"));
        System.out.println("o2 tags: " + o2.tags() + " hasTag(rush)=" + o2.hasTag("rush"));
        System.out.println("o1 equals rebuilt copy: " + o1.equals(o1Copy));
        System.out.println("o1 hash matches copy: " + (o1.hashCode() == o1Copy.hashCode()));

        try {
            new LineItem("ghost", 0, 100);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }

        List<Order> orders = List.of(o1, o2, o3);
        System.out.println("orders contains copy of o1: " + orders.contains(o1Copy));
        System.out.println("o3 contains pen x10: " + o3.items().contains(new LineItem("pen", 10, 110)));

        Map<Customer, List<Order>> byCustomer = new LinkedHashMap<>();
        for (Order o : orders) {
            byCustomer.computeIfAbsent(o.customer(), k -> new ArrayList<>()).add(o);
        }
        for (Map.Entry<Customer, List<Order>> e : byCustomer.entrySet()) {
            int sum = 0;
            StringBuilder nums = new StringBuilder();
            for (Order o : e.getValue()) {
                sum += o.totalCents();
                if (nums.length() > 0) nums.append(",");
                nums.append(o.number());
            }
            System.out.println(String.format("%-6s orders [%s] total %s", e.getKey().name(), nums, cents(sum)));
        }

        Customer aliceAgain = new Customer("c-alice", "Alice", new Customer.Address("1 Main St", "Springfield", "12345"));
        System.out.println("lookup by equal customer: " + byCustomer.get(aliceAgain).size() + " orders");

        TreeMap<String, Integer> productQty = new TreeMap<>();
        for (Order o : orders) {
            for (LineItem li : o.items()) {
                productQty.merge(li.product(), li.qty(), Integer::sum);
            }
        }
        System.out.println("product totals: " + productQty);

        Map<Customer.Address, Integer> zipCounts = new LinkedHashMap<>();
        for (Order o : orders) {
            zipCounts.merge(o.customer().address(), 1, Integer::sum);
        }
        zipCounts.forEach((addr, n) -> System.out.println(addr.zip() + " " + addr.city() + ": " + n));
        System.out.println(o3);
    }
}
