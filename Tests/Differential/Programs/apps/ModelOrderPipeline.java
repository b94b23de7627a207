import java.util.*;
import java.util.stream.*;

public class ModelOrderPipeline {
    static class IllegalTransitionException extends RuntimeException {
        IllegalTransitionException(State from, Action action) { super("cannot " + action.name().toLowerCase() + " when " + from); }
    }

    static class CheckoutException extends Exception {
        CheckoutException(String message) { super(message); }
    }

    enum Action { CHECKOUT, PAY, SHIP, DELIVER, CANCEL, REFUND }

    enum State {
        CART {
            State on(Action a) { return switch (a) { case CHECKOUT -> PLACED; case CANCEL -> CANCELLED; default -> throw new IllegalTransitionException(this, a); }; }
            boolean editable() { return true; }
        },
        PLACED {
            State on(Action a) { return switch (a) { case PAY -> PAID; case CANCEL -> CANCELLED; default -> throw new IllegalTransitionException(this, a); }; }
        },
        PAID {
            State on(Action a) { return switch (a) { case SHIP -> SHIPPED; case CANCEL, REFUND -> REFUNDED; default -> throw new IllegalTransitionException(this, a); }; }
        },
        SHIPPED {
            State on(Action a) { if (a == Action.DELIVER) return DELIVERED; throw new IllegalTransitionException(this, a); }
        },
        DELIVERED {
            State on(Action a) { if (a == Action.REFUND) return REFUNDED; throw new IllegalTransitionException(this, a); }
        },
        CANCELLED { State on(Action a) { throw new IllegalTransitionException(this, a); } },
        REFUNDED { State on(Action a) { throw new IllegalTransitionException(this, a); } };

        abstract State on(Action a);
        boolean editable() { return false; }
        boolean terminal() { return this == CANCELLED || this == REFUNDED; }
    }

    enum Category { FOOD, BOOKS, TECH }

    record LineItem(String sku, int qty, long unitCents, Category category) {
        LineItem {
            if (qty <= 0) throw new IllegalArgumentException("qty must be positive");
            if (unitCents < 0) throw new IllegalArgumentException("negative price");
            sku = sku.toUpperCase();
        }
        long total() { return Math.multiplyExact(unitCents, (long) qty); }
    }

    record Event(int seq, State from, State to, String note) {
        @Override public String toString() { return seq + ":" + from + "->" + to + (note.isEmpty() ? "" : " (" + note + ")"); }
    }

    static final class Order {
        final String id;
        private final List<LineItem> items = new ArrayList<>();
        private final List<Event> history = new ArrayList<>();
        private State state = State.CART;
        private String coupon = "";

        Order(String id) { this.id = id; }

        void add(LineItem item) throws CheckoutException {
            if (!state.editable()) throw new CheckoutException(id + " is " + state + ", items are locked");
            Optional<LineItem> existing = items.stream().filter(i -> i.sku().equals(item.sku())).findFirst();
            existing.ifPresentOrElse(
                e -> items.set(items.indexOf(e), new LineItem(e.sku(), e.qty() + item.qty(), e.unitCents(), e.category())),
                () -> items.add(item));
        }

        void apply(Action action, String note) {
            State next = state.on(action);
            history.add(new Event(history.size() + 1, state, next, note));
            state = next;
        }

        long subtotal() { return items.stream().mapToLong(LineItem::total).sum(); }

        long discount() {
            long sub = subtotal();
            return switch (coupon) {
                case "" -> 0;
                case "TENOFF" -> sub >= 5000 ? 1000 : 0;
                case "BOOKS20" -> {
                    long books = items.stream().filter(i -> i.category() == Category.BOOKS).mapToLong(LineItem::total).sum();
                    yield (books * 20 + 50) / 100;
                }
                default -> throw new IllegalStateException("unknown coupon " + coupon);
            };
        }

        long shipping() {
            long net = subtotal() - discount();
            return net >= 10000 ? 0 : net >= 3000 ? 499 : 899;
        }

        long total() { return subtotal() - discount() + shipping(); }

        Map<Category, Long> byCategory() {
            return items.stream().collect(Collectors.groupingBy(LineItem::category, TreeMap::new, Collectors.summingLong(LineItem::total)));
        }
    }

    static String cents(long c) { return (c < 0 ? "-" : "") + Math.abs(c) / 100 + "." + String.format("%02d", Math.abs(c) % 100); }

    static void run(Order o, String script) {
        for (String step : script.split(" ")) {
            try {
                if (step.startsWith("+")) {
                    String[] p = step.substring(1).split(":");
                    o.add(new LineItem(p[0], Integer.parseInt(p[1]), Long.parseLong(p[2]), Category.valueOf(p[3])));
                } else if (step.startsWith("coupon=")) {
                    o.coupon = step.substring(7);
                } else {
                    Action a = Action.valueOf(step);
                    if (a == Action.CHECKOUT && o.items.isEmpty()) throw new CheckoutException(o.id + " has an empty cart");
                    if (a == Action.PAY) o.apply(a, "charged " + cents(o.total())); else o.apply(a, "");
                }
            } catch (CheckoutException | IllegalTransitionException e) {
                System.out.println("  " + o.id + " rejected " + step + ": " + e.getMessage());
            } catch (IllegalArgumentException | IllegalStateException e) {
                System.out.println("  " + o.id + " bad step " + step + ": " + e.getClass().getSimpleName());
            }
        }
    }

    public static void main(String[] args) {
        Map<String, String> scripts = new LinkedHashMap<>();
        scripts.put("A-1", "+book1:2:1599:BOOKS +apple:6:45:FOOD +book1:1:1599:BOOKS coupon=BOOKS20 CHECKOUT PAY SHIP DELIVER");
        scripts.put("B-2", "+phone:1:49900:TECH CHECKOUT +case:1:1999:TECH PAY CANCEL SHIP");
        scripts.put("C-3", "CHECKOUT +gum:0:99:FOOD +gum:3:99:FOOD +x:1:5:TOYS coupon=TENOFF CHECKOUT DELIVER CANCEL");
        scripts.put("D-4", "+cable:4:1250:TECH coupon=FREE CHECKOUT PAY SHIP DELIVER REFUND REFUND");
        List<Order> orders = new ArrayList<>();
        for (Map.Entry<String, String> e : scripts.entrySet()) {
            Order o = new Order(e.getKey());
            System.out.println("order " + o.id);
            run(o, e.getValue());
            orders.add(o);
            o.history.forEach(ev -> System.out.println("  event " + ev));
            try {
                System.out.println(String.format("  %-6s sub=%s disc=%s ship=%s total=%s", o.state, cents(o.subtotal()), cents(o.discount()), cents(o.shipping()), cents(o.total())));
            } catch (IllegalStateException ex) {
                System.out.println("  totals unavailable: " + ex.getClass().getSimpleName());
            }
            System.out.println("  by category " + o.byCategory() + " terminal=" + o.state.terminal());
        }
        Map<State, List<String>> byState = orders.stream()
            .collect(Collectors.groupingBy(o -> o.state, TreeMap::new, Collectors.mapping(o -> o.id, Collectors.toList())));
        System.out.println("orders by state: " + byState);
        Map<String, Integer> skuQty = orders.stream().flatMap(o -> o.items.stream())
            .collect(Collectors.toMap(LineItem::sku, LineItem::qty, Integer::sum, TreeMap::new));
        System.out.println("units per sku: " + skuQty);
        long revenue = orders.stream().filter(o -> o.state == State.DELIVERED || o.state == State.SHIPPED).mapToLong(Order::total).sum();
        System.out.println("recognized revenue: " + cents(revenue));
        String transitions = orders.stream().mapToInt(o -> o.history.size()).mapToObj(Integer::toString).collect(Collectors.joining("+"));
        System.out.println("transitions: " + transitions + " = " + orders.stream().mapToInt(o -> o.history.size()).sum());
    }
}
