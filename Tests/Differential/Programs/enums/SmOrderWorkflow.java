import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SmOrderWorkflow {

    enum OrderState {
        CREATED, PAID, PACKED, SHIPPED, DELIVERED, CANCELLED, REFUNDED;

        boolean isTerminal() {
            return this == DELIVERED || this == CANCELLED || this == REFUNDED;
        }
    }

    enum OrderEvent {
        PAY, PACK, SHIP, DELIVER, CANCEL, REFUND
    }

    static final class TransitionTable {
        private final EnumMap<OrderState, EnumMap<OrderEvent, OrderState>> table = new EnumMap<>(OrderState.class);

        TransitionTable add(OrderState from, OrderEvent event, OrderState to) {
            table.computeIfAbsent(from, k -> new EnumMap<>(OrderEvent.class)).put(event, to);
            return this;
        }

        OrderState target(OrderState from, OrderEvent event) {
            EnumMap<OrderEvent, OrderState> row = table.get(from);
            if (row == null) {
                return null;
            }
            return row.get(event);
        }

        EnumSet<OrderEvent> allowedEvents(OrderState from) {
            EnumMap<OrderEvent, OrderState> row = table.get(from);
            if (row == null || row.isEmpty()) {
                return EnumSet.noneOf(OrderEvent.class);
            }
            return EnumSet.copyOf(row.keySet());
        }

        void print() {
            for (OrderState s : OrderState.values()) {
                EnumMap<OrderEvent, OrderState> row = table.get(s);
                System.out.println(String.format("  %-10s %s", s, row == null ? "{}" : row.toString()));
            }
        }
    }

    static final class Order {
        private final String id;
        private final int amountCents;
        private OrderState state = OrderState.CREATED;
        private final List<OrderState> history = new ArrayList<>();

        Order(String id, int amountCents) {
            this.id = id;
            this.amountCents = amountCents;
            history.add(state);
        }

        boolean apply(TransitionTable table, OrderEvent event) {
            OrderState next = table.target(state, event);
            if (next == null) {
                System.out.println(String.format("  [%s] rejected %s in state %s (allowed: %s)",
                        id, event, state, table.allowedEvents(state)));
                return false;
            }
            System.out.println(String.format("  [%s] %s --%s--> %s", id, state, event, next));
            state = next;
            history.add(next);
            return true;
        }

        OrderState getState() {
            return state;
        }

        String getId() {
            return id;
        }

        int getAmountCents() {
            return amountCents;
        }

        List<OrderState> getHistory() {
            return Collections.unmodifiableList(history);
        }
    }

    static String customerMessage(OrderState state) {
        String msg;
        switch (state) {
            case CREATED:
                msg = "We received your order";
                break;
            case PAID:
            case PACKED:
                msg = "Your order is being prepared";
                break;
            case SHIPPED:
                msg = "Your order is on its way";
                break;
            case DELIVERED:
                msg = "Enjoy!";
                break;
            default:
                msg = "Order closed: " + state.name().toLowerCase();
                break;
        }
        return msg;
    }

    public static void main(String[] args) {
        TransitionTable table = new TransitionTable()
                .add(OrderState.CREATED, OrderEvent.PAY, OrderState.PAID)
                .add(OrderState.CREATED, OrderEvent.CANCEL, OrderState.CANCELLED)
                .add(OrderState.PAID, OrderEvent.PACK, OrderState.PACKED)
                .add(OrderState.PAID, OrderEvent.CANCEL, OrderState.REFUNDED)
                .add(OrderState.PACKED, OrderEvent.SHIP, OrderState.SHIPPED)
                .add(OrderState.PACKED, OrderEvent.CANCEL, OrderState.REFUNDED)
                .add(OrderState.SHIPPED, OrderEvent.DELIVER, OrderState.DELIVERED)
                .add(OrderState.DELIVERED, OrderEvent.REFUND, OrderState.REFUNDED);

        System.out.println("Transition table:");
        table.print();

        List<Order> orders = new ArrayList<>();
        orders.add(new Order("A-100", 2599));
        orders.add(new Order("A-101", 1099));
        orders.add(new Order("A-102", 45000));
        orders.add(new Order("A-103", 799));

        OrderEvent[][] scripts = {
                {OrderEvent.PAY, OrderEvent.PACK, OrderEvent.SHIP, OrderEvent.DELIVER},
                {OrderEvent.PACK, OrderEvent.PAY, OrderEvent.CANCEL, OrderEvent.SHIP},
                {OrderEvent.PAY, OrderEvent.PACK, OrderEvent.SHIP, OrderEvent.DELIVER, OrderEvent.REFUND, OrderEvent.PAY},
                {OrderEvent.CANCEL, OrderEvent.PAY}
        };

        for (int i = 0; i < orders.size(); i++) {
            Order o = orders.get(i);
            System.out.println("Processing " + o.getId());
            int accepted = 0;
            for (OrderEvent ev : scripts[i]) {
                if (o.apply(table, ev)) {
                    accepted++;
                }
            }
            System.out.println(String.format("  accepted %d of %d, final=%s terminal=%s",
                    accepted, scripts[i].length, o.getState(), o.getState().isTerminal()));
            System.out.println("  history: " + o.getHistory());
            System.out.println("  message: " + customerMessage(o.getState()));
        }

        EnumMap<OrderState, Integer> countByState = new EnumMap<>(OrderState.class);
        EnumMap<OrderState, Integer> centsByState = new EnumMap<>(OrderState.class);
        for (Order o : orders) {
            countByState.merge(o.getState(), 1, Integer::sum);
            centsByState.merge(o.getState(), o.getAmountCents(), Integer::sum);
        }
        System.out.println("Count by state: " + countByState);
        for (Map.Entry<OrderState, Integer> e : centsByState.entrySet()) {
            int cents = e.getValue();
            int rem = cents % 100;
            String frac = rem < 10 ? "0" + rem : String.valueOf(rem);
            System.out.println(String.format("  %-10s $%d.", e.getKey(), cents / 100) + frac);
        }

        TreeMap<String, OrderState> byId = new TreeMap<>();
        for (Order o : orders) {
            byId.put(o.getId(), o.getState());
        }
        System.out.println("By id: " + byId);

        EnumSet<OrderState> unreachable = EnumSet.allOf(OrderState.class);
        for (Order o : orders) {
            unreachable.removeAll(o.getHistory());
        }
        System.out.println("States never visited: " + unreachable);
        EnumSet<OrderState> active = EnumSet.range(OrderState.PAID, OrderState.SHIPPED);
        System.out.println("Active range: " + active + ", complement: " + EnumSet.complementOf(active));
    }
}
