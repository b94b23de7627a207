import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.TreeMap;

public class BoundMessaging {

    static abstract class Message {
        private static int counter = 0;
        final int seq;
        final String sender;

        Message(String sender) {
            counter++;
            this.seq = counter;
            this.sender = sender;
        }

        abstract String body();

        abstract int weight();

        String envelope() {
            return "#" + seq + " from " + sender + ": " + body();
        }
    }

    static class ChatMessage extends Message {
        final String room;
        final String text;

        ChatMessage(String sender, String room, String text) {
            super(sender);
            this.room = room;
            this.text = text;
        }

        String body() {
            return "[" + room + "] " + text;
        }

        int weight() {
            return text.length();
        }
    }

    static class AlertMessage extends Message {
        final int severity;
        final String code;

        AlertMessage(String sender, int severity, String code) {
            super(sender);
            this.severity = severity;
            this.code = code;
        }

        String body() {
            return "ALERT " + code + " sev=" + severity;
        }

        int weight() {
            return severity * 10;
        }
    }

    interface Handler<M extends Message> {
        boolean handle(M message);
    }

    interface MessageFilter<M extends Message> {
        boolean accept(M message);
    }

    static class Subscription<M extends Message> {
        final String name;
        final MessageFilter<M> filter;
        final Handler<M> handler;
        int delivered = 0;

        Subscription(String name, MessageFilter<M> filter, Handler<M> handler) {
            this.name = name;
            this.filter = filter;
            this.handler = handler;
        }
    }

    static class MessageBus<M extends Message> {
        private final String topic;
        private final List<Subscription<M>> subs = new ArrayList<>();
        private final List<M> deadLetters = new ArrayList<>();
        private final List<M> published = new ArrayList<>();

        MessageBus(String topic) {
            this.topic = topic;
        }

        void subscribe(String name, MessageFilter<M> filter, Handler<M> handler) {
            subs.add(new Subscription<>(name, filter, handler));
            System.out.println("[" + topic + "] subscribed " + name);
        }

        boolean unsubscribe(String name) {
            for (int i = 0; i < subs.size(); i++) {
                if (subs.get(i).name.equals(name)) {
                    subs.remove(i);
                    System.out.println("[" + topic + "] unsubscribed " + name);
                    return true;
                }
            }
            return false;
        }

        int publish(M msg) {
            published.add(msg);
            int count = 0;
            boolean consumed = false;
            for (Subscription<M> s : subs) {
                if (!s.filter.accept(msg)) {
                    continue;
                }
                count++;
                s.delivered++;
                if (s.handler.handle(msg)) {
                    consumed = true;
                    System.out.println("    (" + s.name + " consumed #" + msg.seq + ", stopping propagation)");
                    break;
                }
            }
            if (count == 0) {
                deadLetters.add(msg);
                System.out.println("    dead letter: " + msg.envelope());
            }
            return consumed ? -count : count;
        }

        List<M> history() {
            return published;
        }

        void stats() {
            System.out.println("[" + topic + "] published=" + published.size() + " dead=" + deadLetters.size());
            for (Subscription<M> s : subs) {
                System.out.println("    sub " + s.name + " delivered=" + s.delivered);
            }
        }
    }

    static <M extends Message> List<M> fromSender(List<M> msgs, String sender) {
        List<M> out = new ArrayList<>();
        for (M m : msgs) {
            if (m.sender.equals(sender)) {
                out.add(m);
            }
        }
        return out;
    }

    static <M extends Message> int totalWeight(List<M> msgs) {
        int w = 0;
        for (M m : msgs) {
            w += m.weight();
        }
        return w;
    }

    static <M extends Message> TreeMap<String, Integer> countBySender(List<M> msgs) {
        TreeMap<String, Integer> out = new TreeMap<>();
        for (M m : msgs) {
            out.put(m.sender, out.getOrDefault(m.sender, 0) + 1);
        }
        return out;
    }

    public static void main(String[] args) {
        MessageBus<ChatMessage> chat = new MessageBus<>("chat");
        LinkedHashMap<String, List<String>> roomLogs = new LinkedHashMap<>();
        chat.subscribe("logger", m -> true, m -> {
            roomLogs.computeIfAbsent(m.room, k -> new ArrayList<>()).add(m.sender + ": " + m.text);
            System.out.println("  logger got " + m.envelope());
            return false;
        });
        chat.subscribe("mod", m -> m.text.contains("spam"), m -> {
            System.out.println("  mod blocked #" + m.seq + " from " + m.sender);
            return true;
        });
        chat.subscribe("general-notifier", m -> m.room.equals("general"), m -> {
            System.out.println("  notify general: " + m.text.toUpperCase());
            return false;
        });

        System.out.println("delivered=" + chat.publish(new ChatMessage("ann", "general", "hi all")));
        System.out.println("delivered=" + chat.publish(new ChatMessage("bob", "random", "buy spam now")));
        System.out.println("delivered=" + chat.publish(new ChatMessage("cat", "general", "spam in general")));
        System.out.println("delivered=" + chat.publish(new ChatMessage("ann", "dev", "build is green")));
        chat.unsubscribe("logger");
        System.out.println("delivered=" + chat.publish(new ChatMessage("dan", "dev", "anyone here?")));
        System.out.println("delivered=" + chat.publish(new ChatMessage("ann", "general", "bye")));
        chat.stats();
        for (String room : roomLogs.keySet()) {
            System.out.println("room " + room + ": " + String.join(" | ", roomLogs.get(room)));
        }

        MessageBus<AlertMessage> alerts = new MessageBus<>("alerts");
        final int[] pages = {0};
        alerts.subscribe("pager", m -> m.severity >= 4, m -> {
            pages[0]++;
            System.out.println("  PAGE oncall: " + m.code + " (page " + pages[0] + ")");
            return m.severity == 5;
        });
        alerts.subscribe("dashboard", m -> m.severity >= 2, m -> {
            System.out.println("  dashboard shows " + m.code);
            return false;
        });
        String[] codes = {"DISK", "CPU", "NET", "MEM", "FIRE", "TEMP"};
        int[] sevs = {2, 4, 1, 3, 5, 4};
        String[] senders = {"host1", "host2", "host1", "host3", "host2", "host1"};
        for (int i = 0; i < codes.length; i++) {
            int r = alerts.publish(new AlertMessage(senders[i], sevs[i], codes[i]));
            System.out.println("alert " + codes[i] + " result=" + r);
        }
        alerts.stats();

        List<ChatMessage> annMsgs = fromSender(chat.history(), "ann");
        System.out.println("ann sent " + annMsgs.size() + " chats, weight " + totalWeight(annMsgs));
        List<AlertMessage> host1 = fromSender(alerts.history(), "host1");
        System.out.println("host1 sent " + host1.size() + " alerts, weight " + totalWeight(host1));
        for (AlertMessage a : host1) {
            System.out.println("  " + a.envelope());
        }
        TreeMap<String, Integer> chatCounts = countBySender(chat.history());
        for (String s : chatCounts.keySet()) {
            System.out.println("chat sender " + s + " x" + chatCounts.get(s));
        }
        TreeMap<String, Integer> alertCounts = countBySender(alerts.history());
        for (String s : alertCounts.keySet()) {
            System.out.println("alert sender " + s + " x" + alertCounts.get(s));
        }
        System.out.println("total chat weight " + totalWeight(chat.history()) + ", alert weight "
                + totalWeight(alerts.history()));
    }
}
