import java.util.*;
import java.util.function.*;

public class RecChatMessage {
    public static void main(String[] args) {
        var alice = new User(1, "alice");
        var bob = new User(2, " Bob ");
        System.out.println(alice + " / " + bob);
        List<Message> thread = new ArrayList<>();
        thread.add(new TextMessage(1, alice, "Hi Bob!", 600));
        thread.add(new TextMessage(2, bob, "  hey   ", 605));
        thread.add(new ImageMessage(3, alice, "cat.png", 640, 480, 610));
        thread.add(new SystemNotice(4, "bob changed the group name", 611));
        thread.add(new TextMessage(5, bob, "That cat is huge, how big is the original file really?", 615));
        thread.add(new ImageMessage(6, bob, "tiny.gif", 16, 16, 620));
        thread.add(new TextMessage(2, bob, "hey", 605));

        for (Message m : thread) {
            System.out.println(String.format("%5d %-8s %s", m.id(), m.kind(), preview(m)));
        }
        System.out.println(thread.get(0));
        System.out.println(thread.get(2));
        System.out.println(thread.get(3));

        Set<Message> unique = new LinkedHashSet<>(thread);
        System.out.println("messages: " + thread.size() + ", unique: " + unique.size());
        System.out.println("msg 2 equals last: " + thread.get(1).equals(thread.get(6)));

        Map<User, Integer> perUser = new TreeMap<>();
        for (Message m : thread) {
            if (m instanceof Authored a) perUser.merge(a.author(), 1, Integer::sum);
        }
        for (var e : perUser.entrySet()) System.out.println(e.getKey().name() + " sent " + e.getValue());

        Predicate<Message> isMedia = m -> m instanceof ImageMessage;
        Function<Message, String> label = m -> m.kind() + "#" + m.id();
        List<String> media = new ArrayList<>();
        for (Message m : thread) if (isMedia.test(m)) media.add(label.apply(m));
        System.out.println("media: " + media);

        var edited = ((TextMessage) thread.get(0)).withText("Hi Bob, long time!");
        System.out.println("edited: " + edited);
        System.out.println("original unchanged: " + thread.get(0));

        for (String bad : List.of("", "   ", "ok")) {
            try {
                var t = new TextMessage(9, alice, bad, 700);
                System.out.println("created '" + t.text() + "'");
            } catch (IllegalArgumentException e) {
                System.out.println("rejected text: " + e.getMessage());
            }
        }
        try {
            new ImageMessage(10, alice, "x.png", 0, 100, 700);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected image: " + e.getMessage());
        }
        int minutes = thread.get(thread.size() - 2).sentAt() - thread.get(0).sentAt();
        System.out.println("conversation span: " + minutes + " minutes");
    }

    static String preview(Message m) {
        if (m instanceof TextMessage t && t.text().length() > 20) return t.author().name() + ": " + t.text().substring(0, 20) + "...";
        if (m instanceof TextMessage t) return t.author().name() + ": " + t.text();
        if (m instanceof ImageMessage i && i.width() * i.height() < 1024) return i.author().name() + " sent a sticker";
        if (m instanceof ImageMessage i) return i.author().name() + " sent " + i.fileName() + " (" + i.width() + "x" + i.height() + ")";
        if (m instanceof SystemNotice s) return "** " + s.text() + " **";
        return "?";
    }
}

record User(int id, String name) implements Comparable<User> {
    User { name = name.trim().toLowerCase(); }
    public int compareTo(User o) { return name.compareTo(o.name); }
}

sealed interface Message permits TextMessage, ImageMessage, SystemNotice {
    int id();
    int sentAt();
    default String kind() { return this instanceof SystemNotice ? "system" : "user"; }
}

interface Authored { User author(); }

record TextMessage(int id, User author, String text, int sentAt) implements Message, Authored {
    TextMessage {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("empty text");
        text = text.trim();
    }
    TextMessage withText(String t) { return new TextMessage(id, author, t, sentAt); }
    @Override public String kind() { return "text"; }
}

record ImageMessage(int id, User author, String fileName, int width, int height, int sentAt) implements Message, Authored {
    ImageMessage {
        if (width <= 0 || height <= 0) throw new IllegalArgumentException("bad size " + width + "x" + height);
    }
    @Override public String kind() { return "image"; }
}

final class SystemNotice implements Message {
    private final int id;
    private final String text;
    private final int sentAt;
    SystemNotice(int id, String text, int sentAt) { this.id = id; this.text = text; this.sentAt = sentAt; }
    public int id() { return id; }
    public int sentAt() { return sentAt; }
    String text() { return text; }
    @Override public String toString() { return "SystemNotice{" + id + ": " + text + "}"; }
}
