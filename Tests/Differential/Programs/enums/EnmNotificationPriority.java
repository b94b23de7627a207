import java.util.*;
import java.util.function.*;

public class EnmNotificationPriority {
    public static void main(String[] args) {
        System.out.println("== Priorities ==");
        for (Priority p : Priority.values()) {
            System.out.println(String.format("%-8s name=%s ordinal=%d weight=%5d channel=%s", p, p.name(), p.ordinal(), p.weight(), p.channelId()));
        }

        System.out.println("== Behaviour via fall-through switch ==");
        for (Priority p : Priority.values()) {
            System.out.println(p.name() + ": " + behaviours(p));
        }

        System.out.println("== Parsing user settings ==");
        String[] settings = {"HIGH", "low", "URGENT", "DEFAULT", "MAX", ""};
        for (String s : settings) {
            try {
                Priority p = Priority.valueOf(s);
                System.out.println("'" + s + "' -> " + p);
            } catch (IllegalArgumentException e) {
                Priority fallback = Priority.parseLenient(s);
                System.out.println("'" + s + "' invalid, lenient -> " + fallback);
            }
        }

        System.out.println("== Inbox ==");
        List<Notification> inbox = new ArrayList<>();
        inbox.add(new Notification("Battery low", Priority.HIGH));
        inbox.add(new Notification("New follower", Priority.LOW));
        inbox.add(new Notification("Incoming call", Priority.MAX));
        inbox.add(new Notification("Sync complete", Priority.MIN));
        inbox.add(new Notification("Message from Ana", Priority.DEFAULT));
        inbox.add(new Notification("Storage almost full", Priority.HIGH));
        inbox.add(new Notification("Weekly digest", Priority.LOW));

        EnumMap<Priority, Integer> counts = new EnumMap<>(Priority.class);
        for (Notification n : inbox) {
            counts.merge(n.priority(), 1, Integer::sum);
        }
        System.out.println("counts=" + counts);
        System.out.println("has MIN? " + counts.containsKey(Priority.MIN) + ", size=" + counts.size());

        List<Notification> sorted = new ArrayList<>(inbox);
        sorted.sort(Comparator.comparing(Notification::priority, Comparator.reverseOrder()).thenComparing(Notification::title));
        for (Notification n : sorted) {
            System.out.println(String.format("  [%-8s] %s", n.priority(), n.title()));
        }

        Predicate<Notification> intrusive = n -> n.priority().compareTo(Priority.DEFAULT) > 0;
        int total = 0;
        for (Notification n : inbox) {
            if (intrusive.test(n)) {
                total += n.priority().weight();
                System.out.println("heads-up: " + n.title());
            }
        }
        System.out.println("intrusive weight total=" + total);

        Priority doNotDisturbFloor = Priority.HIGH;
        EnumSet<Priority> allowed = EnumSet.range(doNotDisturbFloor, Priority.MAX);
        System.out.println("DND allows " + allowed + ", blocks " + EnumSet.complementOf(allowed));
        System.out.println("bump LOW twice: " + Priority.LOW.bump().bump() + ", bump MAX: " + Priority.MAX.bump());
    }

    static String behaviours(Priority p) {
        StringBuilder sb = new StringBuilder();
        switch (p) {
            case MAX:
                sb.append("fullscreen ");
            case HIGH:
                sb.append("heads-up ");
            case DEFAULT:
                sb.append("sound ");
            case LOW:
                sb.append("shade ");
                break;
            case MIN:
            default:
                sb.append("silent ");
        }
        return sb.toString().trim();
    }
}

interface Ranked {
    int weight();
    String channelId();
}

record Notification(String title, Priority priority) { }

enum Priority implements Ranked {
    MIN(1), LOW(2), DEFAULT(5), HIGH(20), MAX(100);

    private final int weight;

    Priority(int weight) { this.weight = weight; }

    @Override
    public int weight() { return weight; }

    @Override
    public String channelId() { return "channel_" + name().toLowerCase(); }

    Priority bump() {
        Priority[] all = values();
        return ordinal() + 1 < all.length ? all[ordinal() + 1] : this;
    }

    static Priority parseLenient(String s) {
        for (Priority p : values()) {
            if (p.name().equalsIgnoreCase(s.trim())) {
                return p;
            }
        }
        return DEFAULT;
    }

    @Override
    public String toString() {
        return name().charAt(0) + name().substring(1).toLowerCase();
    }
}
