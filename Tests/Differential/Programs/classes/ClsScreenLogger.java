import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class ClsScreenLogger {
    public static void main(String[] args) {
        Screen home = new Screen("home");
        Screen settings = new Screen("settings");
        DetailScreen detail = new DetailScreen("detail", 42);

        home.open();
        settings.open();
        home.open();
        detail.open();
        System.out.println(String.format("visits: home=%d settings=%d detail=%d shared=%d", home.ownVisits, settings.ownVisits, detail.ownVisits, Screen.visits));
        System.out.println("DetailScreen.visits (inherited static, same storage)=" + DetailScreen.visits);
        DetailScreen.visits += 10;
        System.out.println("after DetailScreen.visits += 10: Screen.totalVisits()=" + Screen.totalVisits() + " via subclass name=" + DetailScreen.totalVisits());

        Logger.setMinLevel(Level.INFO);
        home.log.debug("hidden debug");
        home.log.info("home ready");
        settings.log.warn("low storage");
        detail.log.error("item " + detail.itemId + " missing");
        Logger.setMinLevel(Level.DEBUG);
        settings.log.debug("now visible");
        Logger.setMinLevel(Level.ERROR);
        home.log.warn("suppressed warn");

        Logger.Scope scope = detail.log.new Scope("load");
        scope.step("fetch");
        scope.step("render");
        System.out.println("scope summary: " + scope.summary());

        System.out.println("stats:");
        for (String line : Logger.Stats.report()) {
            System.out.println("  " + line);
        }
        System.out.println("levels:");
        for (Level l : Level.values()) {
            boolean enabled = l.weight >= Logger.currentMin().weight;
            System.out.println(String.format("  %-8s %5d %s %s", l, l.weight, l.tag, enabled ? "on" : "off"));
        }
        System.out.println("WARN compareTo INFO=" + Level.WARN.compareTo(Level.INFO) + " is WARN==Level.valueOf(WARN): " + (Level.WARN == Level.valueOf("WARN")));
        System.out.println("buffer (" + Logger.buffer().size() + "):");
        for (String s : Logger.buffer()) {
            System.out.println("  " + s);
        }
    }
}

enum Level {
    DEBUG(10, "D"), INFO(20, "I"), WARN(30, "W"), ERROR(40, "E");
    final int weight;
    final String tag;
    Level(int weight, String tag) {
        this.weight = weight;
        this.tag = tag;
    }
}

class Logger {
    private static Level minLevel = Level.WARN;
    private static final List<String> BUFFER = new ArrayList<>();
    private static final Map<Level, Integer> COUNTS = new TreeMap<>();
    private static int dropped;
    private final String name;
    Logger(String name) { this.name = name; }
    static void setMinLevel(Level level) { minLevel = level; }
    static Level currentMin() { return minLevel; }
    static List<String> buffer() { return BUFFER; }
    void debug(String m) { write(Level.DEBUG, m); }
    void info(String m) { write(Level.INFO, m); }
    void warn(String m) { write(Level.WARN, m); }
    void error(String m) { write(Level.ERROR, m); }
    private void write(Level level, String msg) {
        if (level.compareTo(minLevel) < 0) {
            dropped++;
            return;
        }
        COUNTS.merge(level, 1, Integer::sum);
        String line = String.format("[%s] %-8s %s", level.tag, name, msg);
        BUFFER.add(line);
        System.out.println(line);
    }
    class Scope {
        private final String name;        // shadows Logger.this.name
        private int steps;
        Scope(String name) { this.name = name; }
        void step(String what) {
            steps++;
            BUFFER.add("scope " + Logger.this.name + "/" + name + " step " + steps + ": " + what);
        }
        String summary() { return name + " in " + Logger.this.name + " took " + steps + " steps"; }
    }
    static class Stats {
        static List<String> report() {
            List<String> out = new ArrayList<>();
            for (Map.Entry<Level, Integer> e : COUNTS.entrySet()) {
                out.add(String.format("%-8s %5d", e.getKey(), e.getValue()));
            }
            out.add(String.format("%-8s %5d", "dropped", dropped));
            out.add("min=" + minLevel);
            return out;
        }
    }
}

class Screen {
    static int visits;
    int ownVisits;
    final Logger log;
    Screen(String name) { this.log = new Logger(name); }
    void open() { visits++; ownVisits++; }
    static int totalVisits() { return visits; }
}

class DetailScreen extends Screen {
    final int itemId;
    DetailScreen(String name, int itemId) { super(name); this.itemId = itemId; }
    @Override
    void open() {
        super.open();
        ownVisits += 100;
    }
}