import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

public class DomKitchenQueue {
    public static void main(String[] args) {
        Kitchen kitchen = new Kitchen();
        kitchen.hire(new LineCook("Marco", 1));
        kitchen.hire(new PastryChef("Lena"));
        kitchen.hire(new SousChef("Ravi"));

        List<Arrival> incoming = new ArrayList<>();
        incoming.add(new Arrival(0, "T1", false, new MainDish("steak", 6), new Dessert("tart", 4)));
        incoming.add(new Arrival(1, "T2", true, new MainDish("risotto", 5)));
        incoming.add(new Arrival(2, "T3", false, new Appetizer("soup", 2), new MainDish("salmon", 5), new Dessert("flan", 3)));
        incoming.add(new Arrival(4, "T4", false, new Appetizer("salad", 1)));
        incoming.add(new Arrival(5, "T5", true, new MainDish("burger", 4), new MainDish("pasta", 4)));
        incoming.add(new Arrival(7, "T6", false, new Dessert("souffle", 7)));
        incoming.add(new Arrival(9, "T7", false, new Appetizer("bruschetta", 2), new MainDish("curry", 5)));

        int next = 0;
        int tick = 0;
        while (tick < 60 && (next < incoming.size() || !kitchen.isIdle())) {
            while (next < incoming.size() && incoming.get(next).tick == tick) {
                Arrival a = incoming.get(next++);
                Order o = new Order(a.table, tick, a.vip);
                for (Dish d : a.dishes) o.add(d);
                kitchen.receive(o);
                System.out.println("t=" + tick + " received " + o);
            }
            kitchen.tick(tick);
            tick++;
        }
        System.out.println("Kitchen idle at t=" + tick);
        System.out.println("Completed orders:");
        for (Order o : kitchen.getCompleted()) {
            System.out.println(String.format("  %-8s wait=%5d dishes=%d", o.getTable(), o.waitTime(), o.size()));
        }
        System.out.println("Cook workload:");
        for (Map.Entry<String, Integer> e : kitchen.workload().entrySet()) {
            System.out.println("  " + e.getKey() + " cooked " + e.getValue());
        }
        int totalWait = 0;
        for (Order o : kitchen.getCompleted()) totalWait += o.waitTime();
        System.out.println(String.format("Average wait: %.2f", (double) totalWait / kitchen.getCompleted().size()));
        System.out.println("Tickets issued: " + Order.getIssued() + ", dishes made: " + Dish.getMade());
    }
}

class Arrival {
    final int tick;
    final String table;
    final boolean vip;
    final Dish[] dishes;
    Arrival(int tick, String table, boolean vip, Dish... dishes) {
        this.tick = tick;
        this.table = table;
        this.vip = vip;
        this.dishes = dishes;
    }
}

abstract class Dish {
    private static int made = 0;
    protected final String name;
    protected final int baseTime;
    protected Order order;
    protected int ticket;

    protected Dish(String name, int baseTime) {
        this.name = name;
        this.baseTime = baseTime;
        this.ticket = ++made;
    }
    static int getMade() { return made; }
    abstract Station station();
    int cookTime(Cook c) { return Math.max(1, baseTime - c.skillFor(station())); }
    @Override public String toString() { return name + "/" + station().name().toLowerCase(); }
}

enum Station { COLD, GRILL, PASTRY }

class Appetizer extends Dish {
    Appetizer(String n, int t) { super(n, t); }
    @Override Station station() { return Station.COLD; }
}

class MainDish extends Dish {
    MainDish(String n, int t) { super(n, t); }
    @Override Station station() { return Station.GRILL; }
}

class Dessert extends Dish {
    Dessert(String n, int t) { super(n, t); }
    @Override Station station() { return Station.PASTRY; }
    @Override int cookTime(Cook c) { return super.cookTime(c) + 1; }
}

class Order implements Comparable<Order> {
    private static int issued = 0;
    private final int number;
    private final String table;
    private final int arrival;
    private final boolean vip;
    private final List<Dish> dishes = new ArrayList<>();
    private int remaining;
    private int doneAt = -1;

    Order(String table, int arrival, boolean vip) {
        this.number = ++issued;
        this.table = table;
        this.arrival = arrival;
        this.vip = vip;
    }
    static int getIssued() { return issued; }
    void add(Dish d) { dishes.add(d); d.order = this; remaining++; }
    List<Dish> getDishes() { return dishes; }
    String getTable() { return table; }
    int size() { return dishes.size(); }
    boolean dishDone(int tick) {
        remaining--;
        if (remaining == 0) { doneAt = tick; return true; }
        return false;
    }
    int waitTime() { return doneAt - arrival; }
    @Override public int compareTo(Order o) {
        if (vip != o.vip) return vip ? -1 : 1;
        return Integer.compare(number, o.number);
    }
    @Override public String toString() { return "#" + number + " " + table + (vip ? "*" : "") + " " + dishes; }
}

abstract class Cook {
    protected final String name;
    protected Dish current;
    protected int busyUntil;
    protected int cooked;
    Cook(String name) { this.name = name; }
    abstract int skillFor(Station s);
    boolean canCook(Station s) { return skillFor(s) >= 0; }
    boolean isFree(int tick) { return current == null || tick >= busyUntil; }
    void start(Dish d, int tick) {
        current = d;
        busyUntil = tick + d.cookTime(this);
        System.out.println("t=" + tick + "   " + this + " starts " + d + " (order " + d.order.getTable() + ") until " + busyUntil);
    }
    Dish finish() { Dish d = current; current = null; cooked++; return d; }
    @Override public String toString() { return role() + " " + name; }
    abstract String role();
}

class LineCook extends Cook {
    private final int grillBonus;
    LineCook(String name, int grillBonus) { super(name); this.grillBonus = grillBonus; }
    @Override int skillFor(Station s) { return s == Station.PASTRY ? -1 : (s == Station.GRILL ? grillBonus : 0); }
    @Override String role() { return "Line"; }
}

class PastryChef extends Cook {
    PastryChef(String name) { super(name); }
    @Override int skillFor(Station s) { return s == Station.PASTRY ? 2 : (s == Station.COLD ? 0 : -1); }
    @Override String role() { return "Pastry"; }
}

class SousChef extends LineCook {
    SousChef(String name) { super(name, 2); }
    @Override int skillFor(Station s) { return s == Station.PASTRY ? 0 : super.skillFor(s); }
    @Override String role() { return "Sous"; }
}

class Kitchen {
    private final List<Cook> cooks = new ArrayList<>();
    private final PriorityQueue<Order> tickets = new PriorityQueue<>();
    private final Deque<Dish> pending = new ArrayDeque<>();
    private final List<Order> completed = new ArrayList<>();

    void hire(Cook c) { cooks.add(c); System.out.println("hired " + c); }
    void receive(Order o) { tickets.add(o); }
    boolean isIdle() {
        if (!tickets.isEmpty() || !pending.isEmpty()) return false;
        for (Cook c : cooks) if (c.current != null) return false;
        return true;
    }
    void tick(int tick) {
        for (Cook c : cooks) {
            if (c.current != null && tick >= c.busyUntil) {
                Dish d = c.finish();
                System.out.println("t=" + tick + "   " + c.name + " plated " + d);
                if (d.order.dishDone(tick)) {
                    completed.add(d.order);
                    System.out.println("t=" + tick + " ORDER DONE " + d.order.getTable());
                }
            }
        }
        while (!tickets.isEmpty()) {
            Order o = tickets.poll();
            for (Dish d : o.getDishes()) pending.addLast(d);
        }
        int scanned = pending.size();
        for (int i = 0; i < scanned; i++) {
            Dish d = pending.pollFirst();
            Cook best = null;
            for (Cook c : cooks) {
                if (!c.isFree(tick) || c.current != null || !c.canCook(d.station())) continue;
                if (best == null || d.cookTime(c) < d.cookTime(best)) best = c;
            }
            if (best == null) pending.addLast(d);
            else best.start(d, tick);
        }
    }
    List<Order> getCompleted() { return completed; }
    Map<String, Integer> workload() {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (Cook c : cooks) m.put(c.name, c.cooked);
        return m;
    }
}
