import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class InhNotificationChannels {
    public static void main(String[] args) {
        List<Channel> channels = new ArrayList<>();
        channels.add(new BasicChannel("general"));
        channels.add(new PriorityChannel("alerts", 3));
        channels.add(new UrgentChannel("pager", 5));
        channels.add(new SilentDigest("digest"));
        channels.add(new HybridChannel("hybrid"));

        String msg = "Build finished";
        for (Channel c : channels) {
            System.out.println(String.format("%-8s %-16s importance=%d", c.id(), c.getClass().getSimpleName(), c.importance()));
            System.out.println("   render: " + c.render(msg));
            System.out.println("   sound:  " + c.sound());
        }

        Map<String, Integer> byLevel = new LinkedHashMap<>();
        for (Channel c : channels) {
            String level = Channel.levelName(c.importance());
            byLevel.merge(level, 1, Integer::sum);
        }
        System.out.println("levels: " + byLevel);

        UrgentChannel u = new UrgentChannel("oncall", 4);
        for (int i = 1; i <= 3; i++) {
            u.post("incident #" + i);
        }
        System.out.println("oncall posted=" + u.posted + " escalations=" + u.escalations);
        System.out.println("history: " + u.history);

        Loud loud = new HybridChannel("h2");
        Quiet quiet = new HybridChannel("h3");
        System.out.println("as Loud:  " + loud.sound());
        System.out.println("as Quiet: " + quiet.sound());
    }
}

interface Channel {
    String id();
    default int importance() { return 2; }
    default String sound() { return "default-ping"; }
    default String render(String msg) { return "[" + id() + "] " + msg; }
    static String levelName(int importance) {
        if (importance >= 4) return "HIGH";
        return importance >= 2 ? "NORMAL" : "LOW";
    }
}

interface Loud extends Channel {
    @Override default String sound() { return "loud-" + Channel.super.sound(); }
    @Override default int importance() { return 4; }
}

interface Quiet extends Channel {
    @Override default String sound() { return "none"; }
    @Override default String render(String msg) { return Channel.super.render(msg).toLowerCase(); }
}

class BasicChannel implements Channel {
    protected final String id;
    protected int posted = 0;
    protected final List<String> history = new ArrayList<>();
    BasicChannel(String id) { this.id = id; }
    public String id() { return id; }
    void post(String msg) {
        posted++;
        history.add(render(msg));
    }
}

class PriorityChannel extends BasicChannel implements Loud {
    protected final int priority;
    PriorityChannel(String id, int priority) { super(id); this.priority = priority; }
    @Override public String render(String msg) { return "P" + priority + " " + super.render(msg); }
    @Override void post(String msg) {
        super.post(msg);
        if (priority > 3) history.add("  (priority " + priority + " logged)");
    }
}

class UrgentChannel extends PriorityChannel {
    protected int escalations = 0;
    UrgentChannel(String id, int priority) { super(id, priority); }
    @Override public String render(String msg) { return "!! " + super.render(msg.toUpperCase()); }
    @Override public int importance() { return Math.min(5, super.importance() + 1); }
    @Override void post(String msg) {
        super.post(msg);
        if (posted % 2 == 0) {
            escalations++;
            history.add("  escalated #" + escalations);
        }
    }
}

class SilentDigest extends BasicChannel implements Quiet {
    SilentDigest(String id) { super(id); }
    @Override public int importance() { return 1; }
}

class HybridChannel extends BasicChannel implements Loud, Quiet {
    HybridChannel(String id) { super(id); }
    @Override public String sound() { return Loud.super.sound() + "|" + Quiet.super.sound(); }
    @Override public String render(String msg) { return Quiet.super.render(msg) + " (hybrid)"; }
}
