import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;

public class DomTrafficSim {
    public static void main(String[] args) {
        Intersection x = new Intersection("Main&5th");
        x.addController(new FixedCycleController(4, 1));
        long seed = 12345L;
        int[] spawnRates = {3, 5, 4, 6};
        for (int tick = 0; tick < 40; tick++) {
            for (Approach a : Approach.values()) {
                seed = (seed * 25214903917L + 11L) & 0xFFFFFFFFFFFFL;
                int roll = (int) ((seed >>> 17) % 10);
                if (roll < spawnRates[a.ordinal()]) {
                    Vehicle v;
                    int kind = (int) ((seed >>> 29) % 13);
                    if (kind == 0) v = new Bus();
                    else if (kind == 1) v = new Ambulance();
                    else if (kind <= 4) v = new Truck();
                    else v = new Car();
                    x.arrive(a, v, tick);
                }
            }
            x.step(tick);
            if (tick % 8 == 7) System.out.println("  status t=" + tick + " " + x.queueSummary());
        }
        System.out.println("== Report ==");
        for (Map.Entry<Approach, Integer> e : x.getPassed().entrySet()) {
            System.out.println(String.format("%-8s passed %5d", e.getKey(), e.getValue()));
        }
        System.out.println("Emergency preemptions: " + x.getPreemptions());
        System.out.println("Total waited ticks: " + x.getTotalWait());
        System.out.println("Vehicles spawned: " + Vehicle.getSpawned());
        System.out.println(String.format("Mean wait: %.2f", x.getTotalWait() / (double) Math.max(1, x.getTotalPassed())));
    }
}

enum Approach {
    NORTH, SOUTH, EAST, WEST;
    boolean isNorthSouth() { return this == NORTH || this == SOUTH; }
}

enum Light { GREEN, YELLOW, RED }

abstract class Vehicle {
    private static int spawned = 0;
    protected final int id;
    protected int arrivedAt;
    protected Vehicle() { id = ++spawned; }
    static int getSpawned() { return spawned; }
    abstract int clearTicks();
    abstract char code();
    boolean isEmergency() { return false; }
    @Override public String toString() { return "" + code() + id; }
}

class Car extends Vehicle {
    @Override int clearTicks() { return 1; }
    @Override char code() { return 'c'; }
}

class Truck extends Vehicle {
    @Override int clearTicks() { return 2; }
    @Override char code() { return 't'; }
}

class Bus extends Truck {
    @Override int clearTicks() { return super.clearTicks() + 1; }
    @Override char code() { return 'b'; }
}

class Ambulance extends Car {
    @Override boolean isEmergency() { return true; }
    @Override char code() { return 'A'; }
}

interface SignalController {
    Light lightFor(Approach a, int tick);
    void preempt(Approach a, int tick);
    String describe(int tick);
}

class FixedCycleController implements SignalController {
    protected final int greenTicks;
    protected final int yellowTicks;
    protected int offset = 0;
    FixedCycleController(int green, int yellow) { greenTicks = green; yellowTicks = yellow; }
    protected int cycle() { return 2 * (greenTicks + yellowTicks); }
    protected boolean nsPhase(int tick) {
        int pos = Math.floorMod(tick + offset, cycle());
        return pos < greenTicks + yellowTicks;
    }
    @Override public Light lightFor(Approach a, int tick) {
        int pos = Math.floorMod(tick + offset, cycle()) % (greenTicks + yellowTicks);
        boolean mine = a.isNorthSouth() == nsPhase(tick);
        if (!mine) return Light.RED;
        return pos < greenTicks ? Light.GREEN : Light.YELLOW;
    }
    @Override public void preempt(Approach a, int tick) {
        for (int shift = 0; shift < cycle(); shift++) {
            offset = shift;
            if (lightFor(a, tick) == Light.GREEN) return;
        }
    }
    @Override public String describe(int tick) {
        return (nsPhase(tick) ? "NS" : "EW") + ":" + lightFor(nsPhase(tick) ? Approach.NORTH : Approach.EAST, tick) + " off=" + offset;
    }
}

class Intersection {
    private final String name;
    private SignalController controller;
    private final Map<Approach, Queue<Vehicle>> queues = new EnumMap<>(Approach.class);
    private final Map<Approach, Integer> passed = new EnumMap<>(Approach.class);
    private final Map<Approach, Integer> blockedUntil = new EnumMap<>(Approach.class);
    private int preemptions = 0;
    private long totalWait = 0;
    private int totalPassed = 0;

    Intersection(String name) {
        this.name = name;
        for (Approach a : Approach.values()) {
            queues.put(a, new ArrayDeque<>());
            passed.put(a, 0);
            blockedUntil.put(a, -1);
        }
    }
    void addController(SignalController c) { controller = c; }

    void arrive(Approach a, Vehicle v, int tick) {
        v.arrivedAt = tick;
        queues.get(a).add(v);
        if (v.isEmergency() && controller.lightFor(a, tick) != Light.GREEN) {
            preemptions++;
            controller.preempt(a, tick);
            System.out.println("t=" + tick + " EMERGENCY " + v + " from " + a + " -> " + controller.describe(tick));
        }
    }

    void step(int tick) {
        List<String> moved = new ArrayList<>();
        for (Approach a : Approach.values()) {
            Queue<Vehicle> q = queues.get(a);
            if (q.isEmpty() || tick < blockedUntil.get(a)) continue;
            Light l = controller.lightFor(a, tick);
            Vehicle head = q.peek();
            boolean go = l == Light.GREEN || (l == Light.YELLOW && head.clearTicks() == 1);
            if (!go) continue;
            q.poll();
            blockedUntil.put(a, tick + head.clearTicks());
            passed.merge(a, 1, Integer::sum);
            totalWait += tick - head.arrivedAt;
            totalPassed++;
            moved.add(a.name().charAt(0) + ":" + head);
        }
        if (!moved.isEmpty()) System.out.println("t=" + tick + " [" + controller.describe(tick) + "] moved " + moved);
    }

    String queueSummary() {
        StringBuilder sb = new StringBuilder(name).append(" ");
        for (Approach a : Approach.values()) sb.append(a.name().charAt(0)).append("=").append(queues.get(a).size()).append(" ");
        return sb.toString().trim();
    }
    Map<Approach, Integer> getPassed() { return passed; }
    int getPreemptions() { return preemptions; }
    long getTotalWait() { return totalWait; }
    int getTotalPassed() { return totalPassed; }
}
