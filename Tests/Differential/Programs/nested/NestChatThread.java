import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

public class NestChatThread {
    public static void main(String[] args) {
        ChatThread thread = new ChatThread("Weekend plans");
        thread.post("ana", "Anyone up for hiking?");
        thread.post("ben", "Sure, Saturday works");
        thread.post("ana", "Great, 9am at the trailhead");
        thread.post("cy", "I'll bring snacks");
        thread.post("ben", "Should we carpool?");
        thread.post("ana", "Yes, I can drive 3 people");

        thread.printAll();
        thread.printSummary("ana");
        thread.printSummary("dee");

        final int maxLen = 20;
        class Truncator {
            String apply(String s) {
                return s.length() <= maxLen ? s : s.substring(0, maxLen - 3) + "...";
            }
        }
        Truncator tr = new Truncator();
        for (ChatThread.Message m : thread.messages) {
            System.out.println(String.format("%5d %-8s %s", m.seq, m.author, tr.apply(m.text)));
        }

        List<ChatThread.Message> hits = thread.search("ana", "a");
        System.out.println("search hits: " + hits.size());
        System.out.println("mentions of 'snacks': " + thread.countMatching(m -> m.text.contains("snacks")));
    }
}

class ChatThread {
    final String topic;
    final List<Message> messages = new ArrayList<>();
    private int seqCounter = 100;

    ChatThread(String topic) { this.topic = topic; }

    class Message {
        final int seq;
        final String author;
        final String text;
        Message(String author, String text) {
            this.seq = ++seqCounter;
            this.author = author;
            this.text = text;
        }
        String line() { return "[" + topic + "] " + author + ": " + text; }
    }

    void post(String author, String text) { messages.add(new Message(author, text)); }

    void printAll() {
        for (Message m : messages) System.out.println(m.line());
    }

    void printSummary(String user) {
        final String greeting = "Hi " + user;
        int total = messages.size();
        class UserStats {
            int posted = 0;
            int words = 0;
            void add(Message m) {
                if (m.author.equals(user)) {
                    posted++;
                    words += m.text.split(" ").length;
                }
            }
            String render() {
                if (posted == 0) return greeting + ", you have not posted in '" + topic + "'";
                return String.format("%s, you wrote %d of %d messages (%d words, %.2f per message)",
                        greeting, posted, total, words, (double) words / posted);
            }
        }
        UserStats stats = new UserStats();
        for (Message m : messages) stats.add(m);
        System.out.println(stats.render());
    }

    List<Message> search(String author, String needle) {
        class Matcher implements Predicate<Message> {
            int checked = 0;
            public boolean test(Message m) {
                checked++;
                return m.author.equals(author) && m.text.toLowerCase().contains(needle);
            }
        }
        Matcher matcher = new Matcher();
        List<Message> out = new ArrayList<>();
        for (Message m : messages) if (matcher.test(m)) out.add(m);
        System.out.println("checked " + matcher.checked + " messages for " + author + "/" + needle);
        Map<Integer, String> bySeq = new LinkedHashMap<>();
        for (Message m : out) bySeq.put(m.seq, m.text);
        for (Map.Entry<Integer, String> e : bySeq.entrySet()) System.out.println("  hit " + e.getKey() + ": " + e.getValue());
        return out;
    }

    int countMatching(Predicate<Message> p) {
        int n = 0;
        for (Message m : messages) if (p.test(m)) n++;
        return n;
    }
}
