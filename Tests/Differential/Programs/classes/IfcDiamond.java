import java.util.ArrayList;
import java.util.List;

public class IfcDiamond {
    public static void main(String[] args) {
        SmartDevice phone = new SmartDevice("Pixel", 80, 3);
        System.out.println("status: " + phone.status());
        System.out.println("describe: " + phone.describe());
        System.out.println("wifi summary: " + phone.connectionSummary());
        phone.connect();
        phone.charge(15);
        System.out.println("after charge: " + phone.status());
        System.out.println("describe: " + phone.describe());

        SmartDevice tablet = new SmartDevice("Tab", 12, 0);
        System.out.println("tablet status: " + tablet.status());
        System.out.println("tablet describe: " + tablet.describe());
        tablet.charge(200);
        System.out.println("tablet after: " + tablet.status());

        List<Powered> powered = new ArrayList<>();
        powered.add(phone);
        powered.add(tablet);
        powered.add(new Flashlight(40));
        for (Powered p : powered) {
            String kind = (p instanceof Networked) ? "networked" : "plain";
            System.out.println(kind + " -> " + p.status() + " low=" + p.isLow());
        }

        List<Networked> nets = new ArrayList<>();
        nets.add(phone);
        nets.add(new Router("home-ap", 4));
        for (Networked n : nets) {
            System.out.println("net: " + n.status() + " | " + n.connectionSummary());
        }

        Router r = new Router("office", 0);
        System.out.println(r.status());
        r.connect();
        System.out.println(r.connectionSummary());
        System.out.println("Powered.MAX_LEVEL=" + Powered.MAX_LEVEL + " Networked.DEFAULT_PORT=" + Networked.DEFAULT_PORT);
    }
}

interface Powered {
    int MAX_LEVEL = 100;
    int LOW_THRESHOLD = 20;

    int level();
    void setLevel(int level);

    default String status() {
        return "battery " + level() + "% " + bar();
    }

    default boolean isLow() {
        return level() < LOW_THRESHOLD;
    }

    default void charge(int amount) {
        setLevel(clamp(level() + amount));
    }

    private String bar() {
        int filled = level() / 20;
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < 5; i++) {
            sb.append(i < filled ? '#' : '.');
        }
        return sb.append(']').toString();
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(MAX_LEVEL, v));
    }
}

interface Networked {
    int DEFAULT_PORT = 8080;

    int peers();
    String id();

    default String status() {
        return "net " + id() + " peers=" + peers();
    }

    default String connectionSummary() {
        return id() + ":" + DEFAULT_PORT + " " + quality();
    }

    default void connect() {
        System.out.println("connecting " + id() + " on port " + DEFAULT_PORT);
    }

    private String quality() {
        if (peers() == 0) return "offline";
        if (peers() < 3) return "weak";
        return "strong";
    }
}

class SmartDevice implements Powered, Networked {
    private final String name;
    private int level;
    private int peers;

    SmartDevice(String name, int level, int peers) {
        this.name = name;
        this.level = level;
        this.peers = peers;
    }

    public int level() { return level; }
    public void setLevel(int level) { this.level = level; }
    public int peers() { return peers; }
    public String id() { return name; }

    @Override
    public String status() {
        return Powered.super.status() + " / " + Networked.super.status();
    }

    @Override
    public void connect() {
        Networked.super.connect();
        peers++;
        System.out.println(name + " now has " + peers + " peers");
    }

    String describe() {
        String p = isLow() ? "LOW" : "ok";
        return name + " (" + p + ") " + connectionSummary();
    }
}

class Flashlight implements Powered {
    private int level;
    Flashlight(int level) { this.level = level; }
    public int level() { return level; }
    public void setLevel(int level) { this.level = level; }
}

class Router implements Networked, Powered {
    private final String id;
    private int peers;
    Router(String id, int peers) { this.id = id; this.peers = peers; }
    public int peers() { return peers; }
    public String id() { return id; }
    public int level() { return Powered.MAX_LEVEL; }
    public void setLevel(int level) { }

    @Override
    public String status() {
        return "router " + Networked.super.status();
    }

    @Override
    public void connect() {
        peers += 2;
        Networked.super.connect();
    }
}
