import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GenEventBus {

    interface Handler<T> {
        void handle(T event);
    }

    static final class HandlerRegistration<T> {
        final int id;
        final String name;
        final Handler<T> handler;

        HandlerRegistration(int id, String name, Handler<T> handler) {
            this.id = id;
            this.name = name;
            this.handler = handler;
        }
    }

    static final class EventBus<T> {
        private final String busName;
        private final TreeMap<String, List<HandlerRegistration<T>>> topics = new TreeMap<>();
        private final TreeMap<String, Integer> failuresByHandler = new TreeMap<>();
        private final List<String> errorLog = new ArrayList<>();
        private int nextId = 1;
        private int delivered = 0;
        private int failed = 0;
        private int dropped = 0;

        EventBus(String busName) {
            this.busName = busName;
        }

        int subscribe(String topic, String name, Handler<T> handler) {
            List<HandlerRegistration<T>> list = topics.get(topic);
            if (list == null) {
                list = new ArrayList<>();
                topics.put(topic, list);
            }
            int id = nextId++;
            list.add(new HandlerRegistration<>(id, name, handler));
            return id;
        }

        boolean unsubscribe(String topic, int id) {
            List<HandlerRegistration<T>> list = topics.get(topic);
            if (list == null) {
                return false;
            }
            for (int i = 0; i < list.size(); i++) {
                if (list.get(i).id == id) {
                    list.remove(i);
                    if (list.isEmpty()) {
                        topics.remove(topic);
                    }
                    return true;
                }
            }
            return false;
        }

        int publish(String topic, T event) {
            List<HandlerRegistration<T>> list = topics.get(topic);
            if (list == null || list.isEmpty()) {
                dropped++;
                System.out.println("  [" + busName + "] no handlers for '" + topic + "', dropped " + event);
                return 0;
            }
            int ok = 0;
            for (HandlerRegistration<T> reg : new ArrayList<>(list)) {
                try {
                    reg.handler.handle(event);
                    delivered++;
                    ok++;
                } catch (IllegalStateException e) {
                    recordFailure(reg.name, "state: " + e.getMessage());
                } catch (RuntimeException e) {
                    recordFailure(reg.name, "runtime: " + e.getMessage());
                }
            }
            return ok;
        }

        private void recordFailure(String handlerName, String message) {
            failed++;
            failuresByHandler.put(handlerName, failuresByHandler.getOrDefault(handlerName, 0) + 1);
            errorLog.add(handlerName + " -> " + message);
        }

        void report() {
            System.out.println("== " + busName + " report ==");
            System.out.println("delivered=" + delivered + " failed=" + failed + " dropped=" + dropped);
            for (Map.Entry<String, List<HandlerRegistration<T>>> e : topics.entrySet()) {
                StringBuilder names = new StringBuilder();
                for (HandlerRegistration<T> r : e.getValue()) {
                    if (names.length() > 0) {
                        names.append(",");
                    }
                    names.append(r.name).append("#").append(r.id);
                }
                System.out.println("topic " + e.getKey() + ": " + names);
            }
            for (Map.Entry<String, Integer> e : failuresByHandler.entrySet()) {
                System.out.println("failures of " + e.getKey() + ": " + e.getValue());
            }
            for (String line : errorLog) {
                System.out.println("error: " + line);
            }
        }
    }

    record Order(String id, String customer, int amountCents, int items) {
        @Override
        public String toString() {
            return "Order[" + id + " " + customer + " " + amountCents + "c x" + items + "]";
        }
    }

    static final class Totals implements Handler<Order> {
        int count = 0;
        int sum = 0;

        @Override
        public void handle(Order event) {
            count++;
            sum += event.amountCents();
        }
    }

    public static void main(String[] args) {
        EventBus<String> chat = new EventBus<>("chat");
        List<String> transcript = new ArrayList<>();
        chat.subscribe("general", "transcript", msg -> transcript.add("general: " + msg));
        int echoId = chat.subscribe("general", "echo", msg -> System.out.println("  echo> " + msg));
        chat.subscribe("general", "profanity", msg -> {
            if (msg.contains("darn")) {
                throw new IllegalStateException("blocked word in '" + msg + "'");
            }
        });
        chat.subscribe("random", "transcript", msg -> transcript.add("random: " + msg));
        chat.subscribe("random", "parser", msg -> {
            String t = msg.trim();
            if (t.isEmpty()) {
                throw new IllegalArgumentException("empty number");
            }
            int n = 0;
            for (int i = 0; i < t.length(); i++) {
                char c = t.charAt(i);
                if (c < '0' || c > '9') {
                    throw new IllegalArgumentException("not a number: '" + t + "'");
                }
                n = n * 10 + (c - '0');
            }
            System.out.println("  parser> number " + n + " squared " + (n * n));
        });

        System.out.println("-- chat publishing --");
        String[][] messages = {
                {"general", "hello all"},
                {"random", "12"},
                {"general", "darn it"},
                {"random", "abc"},
                {"music", "anyone?"},
                {"random", "  7"},
                {"general", "bye"}
        };
        for (String[] m : messages) {
            int n = chat.publish(m[0], m[1]);
            System.out.println("publish " + m[0] + " '" + m[1] + "' -> " + n + " ok");
        }
        System.out.println("unsubscribe echo: " + chat.unsubscribe("general", echoId));
        System.out.println("unsubscribe echo again: " + chat.unsubscribe("general", echoId));
        System.out.println("unsubscribe unknown topic: " + chat.unsubscribe("nope", 1));
        System.out.println("publish general 'quiet' -> " + chat.publish("general", "quiet"));
        System.out.println("transcript:");
        for (String t : transcript) {
            System.out.println("  " + t);
        }
        chat.report();

        EventBus<Order> orders = new EventBus<>("orders");
        Totals placedTotals = new Totals();
        orders.subscribe("placed", "totals", placedTotals);
        orders.subscribe("placed", "validator", o -> {
            if (o.items() <= 0) {
                throw new IllegalArgumentException("order " + o.id() + " has no items");
            }
            if (o.amountCents() > 100000) {
                throw new IllegalStateException("order " + o.id() + " needs review");
            }
        });
        TreeMap<String, Integer> perCustomer = new TreeMap<>();
        orders.subscribe("placed", "perCustomer",
                o -> perCustomer.put(o.customer(), perCustomer.getOrDefault(o.customer(), 0) + o.amountCents()));
        int[] cancelled = {0};
        int cancelId = orders.subscribe("cancelled", "counter", o -> cancelled[0]++);
        orders.subscribe("cancelled", "notifier", new Handler<Order>() {
            @Override
            public void handle(Order event) {
                System.out.println("  notify " + event.customer() + ": order " + event.id() + " cancelled");
            }
        });

        System.out.println("-- order publishing --");
        List<Order> placed = List.of(
                new Order("o1", "kim", 2500, 2),
                new Order("o2", "lee", 150000, 9),
                new Order("o3", "kim", 999, 0),
                new Order("o4", "ana", 4200, 1),
                new Order("o5", "lee", 3100, 3));
        for (Order o : placed) {
            System.out.println("placed " + o + " -> " + orders.publish("placed", o));
        }
        orders.publish("cancelled", placed.get(1));
        orders.unsubscribe("cancelled", cancelId);
        orders.publish("cancelled", placed.get(3));
        orders.publish("shipped", placed.get(0));

        System.out.println("totals: count=" + placedTotals.count + " sum=" + placedTotals.sum);
        System.out.println("cancelled counter: " + cancelled[0]);
        for (Map.Entry<String, Integer> e : perCustomer.entrySet()) {
            System.out.println("customer " + e.getKey() + " spent " + e.getValue());
        }
        orders.report();
    }
}
