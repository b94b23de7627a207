import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

public class DroidNotificationBuilder {
    public static void main(String[] args) {
        List<Notification> posted = new ArrayList<>();
        tryBuild(posted, "full", new Notification.Builder("chat")
                .setTitle("New message")
                .setText("Hi there, are you coming tonight?")
                .setPriority(Priority.HIGH)
                .addAction("Reply")
                .addAction("Mute")
                .setBadgeCount(3));
        tryBuild(posted, "no title", new Notification.Builder("chat").setText("body only"));
        tryBuild(posted, "no channel", new Notification.Builder("  ").setTitle("T").setText("x"));
        tryBuild(posted, "too many actions", new Notification.Builder("promo")
                .setTitle("Sale").setText("50% off")
                .addAction("A").addAction("B").addAction("C").addAction("D"));
        tryBuild(posted, "minimal", new Notification.Builder("sync").setTitle("Syncing"));
        tryBuild(posted, "negative badge", new Notification.Builder("sync").setTitle("Bad").setBadgeCount(-1));
        tryBuild(posted, "long text", new Notification.Builder("news")
                .setTitle("Headline").setPriority(Priority.LOW)
                .setText("This is a really long notification body that will be truncated"));

        System.out.println(String.format("posted %d notifications", posted.size()));
        posted.sort((a, b) -> b.priority.rank - a.priority.rank);
        for (Notification n : posted) {
            System.out.println("  " + n.render());
        }
        Notification copy = new Notification.Builder("sync").setTitle("Syncing").build();
        System.out.println("minimal equals rebuilt copy: " + posted.get(1).equals(copy));
        System.out.println("first equals second: " + posted.get(0).equals(posted.get(1)));
    }

    static void tryBuild(List<Notification> out, String label, Notification.Builder b) {
        try {
            Notification n = b.build();
            out.add(n);
            System.out.println(String.format("%-8s ok: %s", label, n.render()));
        } catch (IllegalStateException e) {
            System.out.println(String.format("%-8s rejected: %s", label, e.getMessage()));
        }
    }
}

enum Priority {
    LOW(-1, "v"), DEFAULT(0, "-"), HIGH(1, "^");

    final int rank;
    final String symbol;

    Priority(int rank, String symbol) {
        this.rank = rank;
        this.symbol = symbol;
    }
}

final class Notification {
    static final int MAX_ACTIONS = 3;
    static final int MAX_TEXT = 30;

    final String channel;
    final String title;
    final Optional<String> text;
    final Priority priority;
    final List<String> actions;
    final int badge;

    private Notification(Builder b) {
        this.channel = b.channel.trim();
        this.title = b.title;
        this.text = Optional.ofNullable(b.text).map(t -> t.length() > MAX_TEXT ? t.substring(0, MAX_TEXT - 3) + "..." : t);
        this.priority = b.priority;
        this.actions = Collections.unmodifiableList(new ArrayList<>(b.actions));
        this.badge = b.badge;
    }

    String render() {
        String acts = actions.isEmpty() ? "" : " [" + String.join("|", actions) + "]";
        String badgeStr = badge > 0 ? " (" + badge + ")" : "";
        return priority.symbol + " " + channel + ": " + title + badgeStr + " - " + text.orElse("<no text>") + acts;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Notification)) return false;
        Notification n = (Notification) o;
        return badge == n.badge && priority == n.priority && Objects.equals(channel, n.channel)
                && Objects.equals(title, n.title) && Objects.equals(text, n.text) && Objects.equals(actions, n.actions);
    }

    @Override
    public int hashCode() { return Objects.hash(channel, title, text, priority, actions, badge); }

    static class Builder {
        private final String channel;
        private String title;
        private String text;
        private Priority priority = Priority.DEFAULT;
        private final List<String> actions = new ArrayList<>();
        private int badge = 0;

        Builder(String channel) { this.channel = Objects.requireNonNull(channel); }

        Builder setTitle(String title) { this.title = title; return this; }
        Builder setText(String text) { this.text = text; return this; }
        Builder setPriority(Priority p) { this.priority = p; return this; }
        Builder addAction(String a) { actions.add(a); return this; }
        Builder setBadgeCount(int n) { this.badge = n; return this; }

        Notification build() {
            if (channel.trim().isEmpty()) throw new IllegalStateException("channel id is blank");
            if (title == null || title.isEmpty()) throw new IllegalStateException("title is required");
            if (actions.size() > MAX_ACTIONS) {
                throw new IllegalStateException(String.format("at most %d actions, got %d", MAX_ACTIONS, actions.size()));
            }
            if (badge < 0) throw new IllegalStateException("badge must be >= 0");
            return new Notification(this);
        }
    }
}
