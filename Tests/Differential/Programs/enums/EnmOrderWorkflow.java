import java.util.*;

public class EnmOrderWorkflow {
    public static void main(String[] args) {
        System.out.println("== Status table ==");
        for (OrderStatus s : OrderStatus.values()) {
            System.out.println(String.format("%-8s terminal=%s next=%s", s, s.isTerminal(), s.next()));
        }

        System.out.println("== Happy path ==");
        OrderStatus st = OrderStatus.CREATED;
        int steps = 0;
        while (!st.isTerminal()) {
            OrderStatus nx = st.next();
            System.out.println(String.format("step %d: %s -> %s", steps, st, nx));
            st = nx;
            steps++;
        }
        System.out.println("finished in " + steps + " steps at " + st);

        System.out.println("== Orders ==");
        List<Order> orders = new ArrayList<>();
        orders.add(new Order(101, "Headphones", OrderStatus.PAID, 5999));
        orders.add(new Order(102, "Phone case", OrderStatus.CREATED, 1299));
        orders.add(new Order(103, "Charger", OrderStatus.SHIPPED, 2499));
        orders.add(new Order(104, "Tablet", OrderStatus.CANCELLED, 32999));
        orders.add(new Order(105, "Cable", OrderStatus.DELIVERED, 899));
        orders.add(new Order(106, "Stylus", OrderStatus.PAID, 4599));

        for (Order o : orders) {
            System.out.println(String.format("#%d %-8s %-8s %5d cents -> %s", o.id(), o.item(), o.status(), o.cents(), describe(o.status())));
        }

        TreeMap<OrderStatus, List<Integer>> byStatus = new TreeMap<>();
        for (Order o : orders) {
            byStatus.computeIfAbsent(o.status(), k -> new ArrayList<>()).add(o.id());
        }
        System.out.println("byStatus=" + byStatus);
        System.out.println("first key=" + byStatus.firstKey() + " last key=" + byStatus.lastKey());
        System.out.println("headMap(SHIPPED)=" + byStatus.headMap(OrderStatus.SHIPPED));

        System.out.println("== Cancel attempts ==");
        for (Order o : orders) {
            Order after = o.cancel();
            System.out.println("#" + o.id() + " " + o.status() + " -> " + after.status()
                    + (after.status() == o.status() ? " (unchanged)" : ""));
        }

        long openValue = 0;
        for (Order o : orders) {
            if (o.status().compareTo(OrderStatus.DELIVERED) < 0) {
                openValue += o.cents();
            }
        }
        System.out.println("open order value=" + openValue);

        List<Order> sorted = new ArrayList<>(orders);
        sorted.sort(Comparator.comparing(Order::status).thenComparing(Order::cents, Comparator.reverseOrder()));
        for (Order o : sorted) {
            System.out.println("  sorted: " + o.status() + " #" + o.id() + " " + o.cents());
        }
    }

    static String describe(OrderStatus s) {
        return switch (s) {
            case CREATED -> "awaiting payment";
            case PAID, SHIPPED -> {
                String base = s == OrderStatus.PAID ? "packing" : "in transit";
                yield base + " (" + s.ordinal() + "/3)";
            }
            case DELIVERED -> "done";
            case CANCELLED -> "refund issued";
        };
    }
}

record Order(int id, String item, OrderStatus status, int cents) {
    Order cancel() {
        if (status.canCancel()) {
            return new Order(id, item, OrderStatus.CANCELLED, cents);
        }
        return this;
    }
}

enum OrderStatus {
    CREATED {
        OrderStatus next() { return PAID; }
    },
    PAID {
        OrderStatus next() { return SHIPPED; }
    },
    SHIPPED {
        OrderStatus next() { return DELIVERED; }
        boolean canCancel() { return false; }
    },
    DELIVERED {
        OrderStatus next() { return this; }
        boolean canCancel() { return false; }
    },
    CANCELLED {
        OrderStatus next() { return this; }
        boolean canCancel() { return false; }
    };

    abstract OrderStatus next();

    boolean canCancel() { return true; }

    boolean isTerminal() { return next() == this; }
}
