import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class GenericsEventBus {

    @FunctionalInterface
    interface Listener<E> {
        void onEvent(E event);

        default Listener<E> andThen(Listener<? super E> next) {
            return e -> {
                onEvent(e);
                next.onEvent(e);
            };
        }
    }

    interface Subscription {
        void cancel();
    }

    static class Bus<E> {
        private final String name;
        private final Map<Integer, Listener<? super E>> listeners = new LinkedHashMap<>();
        private int nextId = 1;
        private int delivered = 0;

        Bus(String name) {
            this.name = name;
        }

        Subscription subscribe(Listener<? super E> listener) {
            final int id = nextId++;
            listeners.put(id, listener);
            System.out.println("[" + name + "] subscribed #" + id);
            return () -> {
                if (listeners.remove(id) != null) {
                    System.out.println("[" + name + "] cancelled #" + id);
                }
            };
        }

        void publish(E event) {
            System.out.println("[" + name + "] publish " + event + " to " + listeners.size() + " listener(s)");
            for (Listener<? super E> l : new ArrayList<>(listeners.values())) {
                l.onEvent(event);
                delivered++;
            }
        }

        int getDelivered() {
            return delivered;
        }
    }

    static abstract class AppEvent {
        abstract String describe();

        @Override
        public String toString() {
            return describe();
        }
    }

    static class MessageReceived extends AppEvent {
        final String from;
        final String text;

        MessageReceived(String from, String text) {
            this.from = from;
            this.text = text;
        }

        String describe() {
            return "Message(" + from + ": " + text + ")";
        }
    }

    static class UserLoggedIn extends AppEvent {
        final String user;

        UserLoggedIn(String user) {
            this.user = user;
        }

        String describe() {
            return "Login(" + user + ")";
        }
    }

    static class Inbox {
        private final List<String> lines = new ArrayList<>();
        private int unread = 0;

        void onMessage(MessageReceived m) {
            lines.add(m.from + " says " + m.text);
            unread++;
            System.out.println("  inbox: unread=" + unread);
        }

        List<String> getLines() {
            return lines;
        }
    }

    static void logAny(Object event) {
        System.out.println("  log: " + event);
    }

    public static void main(String[] args) {
        Bus<MessageReceived> messages = new Bus<>("messages");
        Bus<AppEvent> appEvents = new Bus<>("app");
        Bus<String> toasts = new Bus<>("toasts");

        Inbox inbox = new Inbox();
        Subscription inboxSub = messages.subscribe(inbox::onMessage);
        Subscription logSub = messages.subscribe(GenericsEventBus::logAny);

        Map<String, Integer> perSender = new LinkedHashMap<>();
        messages.subscribe(m -> perSender.merge(m.from, 1, Integer::sum));

        Listener<AppEvent> describer = e -> System.out.println("  describer: " + e.describe().length() + " chars");
        messages.subscribe(describer);

        toasts.subscribe(s -> System.out.println("  toast: " + s.toUpperCase()));
        messages.subscribe(m -> {
            if (m.text.contains("urgent")) {
                toasts.publish("urgent from " + m.from);
            }
        });

        messages.publish(new MessageReceived("ana", "hello"));
        messages.publish(new MessageReceived("ben", "urgent: build broken"));
        messages.publish(new MessageReceived("ana", "lunch?"));

        logSub.cancel();
        logSub.cancel();
        messages.publish(new MessageReceived("cho", "ping"));

        inboxSub.cancel();
        messages.publish(new MessageReceived("ana", "are you there? urgent"));

        System.out.println("inbox lines = " + inbox.getLines());
        System.out.println("per sender = " + perSender);

        List<String> history = new ArrayList<>();
        Listener<AppEvent> recorder = e -> history.add(e.describe());
        Listener<Object> printer = GenericsEventBus::logAny;
        appEvents.subscribe(recorder.andThen(printer));
        appEvents.subscribe(new Listener<AppEvent>() {
            private int count = 0;

            @Override
            public void onEvent(AppEvent event) {
                count++;
                if (event instanceof UserLoggedIn) {
                    UserLoggedIn login = (UserLoggedIn) event;
                    System.out.println("  welcome back, " + login.user + " (event #" + count + ")");
                } else {
                    System.out.println("  other event #" + count);
                }
            }
        });

        appEvents.publish(new UserLoggedIn("dora"));
        appEvents.publish(new MessageReceived("sys", "maintenance at 2am"));
        appEvents.publish(new UserLoggedIn("eli"));

        System.out.println("history = " + history);
        System.out.println("delivered: messages=" + messages.getDelivered()
                + " app=" + appEvents.getDelivered() + " toasts=" + toasts.getDelivered());
    }
}
