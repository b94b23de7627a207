import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.LinkedHashMap;
import java.util.Map;

public class DomElevatorSim {
    public static void main(String[] args) {
        ElevatorController controller = new ElevatorController(2, 10);
        List<Request> script = new ArrayList<>();
        script.add(new HallRequest(0, 5, Direction.DOWN));
        script.add(new CarRequest(0, 0, 7));
        script.add(new HallRequest(1, 3, Direction.UP));
        script.add(new HallRequest(2, 9, Direction.DOWN));
        script.add(new CarRequest(4, 1, 2));
        script.add(new HallRequest(5, 1, Direction.UP));
        script.add(new CarRequest(6, 0, 0));
        script.add(new HallRequest(8, 6, Direction.DOWN));
        script.add(new CarRequest(10, 1, 8));
        script.add(new HallRequest(12, 4, Direction.UP));

        int idx = 0;
        for (int tick = 0; tick < 30; tick++) {
            while (idx < script.size() && script.get(idx).getTick() == tick) {
                Request r = script.get(idx++);
                System.out.println("t=" + tick + " submit " + r);
                controller.submit(r);
            }
            controller.tick(tick);
            if (tick % 5 == 4) {
                System.out.println("  snapshot " + controller.describe());
            }
        }
        System.out.println("Final: " + controller.describe());
        for (Map.Entry<String, Integer> e : controller.getStats().entrySet()) {
            System.out.println(String.format("stat %-8s = %5d", e.getKey(), e.getValue()));
        }
        System.out.println("Requests created: " + Request.getCreatedCount());
    }
}

enum Direction { UP, DOWN, IDLE }

interface Describable {
    String describe();
}

abstract class Request implements Describable {
    private static int nextId = 1;
    protected final int id;
    protected final int tick;
    protected final int floor;

    protected Request(int tick, int floor) {
        this.id = nextId++;
        this.tick = tick;
        this.floor = floor;
    }

    public static int getCreatedCount() { return nextId - 1; }
    public int getTick() { return tick; }
    public int getFloor() { return floor; }
    public abstract int preferredCar(int carCount);
    public abstract String kind();

    @Override
    public String describe() { return kind() + "#" + id + "@" + floor; }

    @Override
    public String toString() { return describe(); }
}

class HallRequest extends Request {
    private final Direction dir;
    HallRequest(int tick, int floor, Direction dir) {
        super(tick, floor);
        this.dir = dir;
    }
    @Override public int preferredCar(int carCount) { return -1; }
    @Override public String kind() { return "Hall"; }
    @Override public String describe() { return super.describe() + (dir == Direction.UP ? "^" : "v"); }
}

class CarRequest extends Request {
    private final int car;
    CarRequest(int tick, int car, int floor) {
        super(tick, floor);
        this.car = car;
    }
    @Override public int preferredCar(int carCount) { return car % carCount; }
    @Override public String kind() { return "Car"; }
    @Override public String describe() { return super.describe() + "[car" + car + "]"; }
}

class Elevator implements Describable {
    protected final int number;
    protected int floor;
    protected Direction direction = Direction.IDLE;
    protected int doorTimer = 0;
    protected final TreeSet<Integer> stops = new TreeSet<>();
    protected int moves = 0;
    protected int served = 0;

    Elevator(int number) { this.number = number; }

    int cost(int target) {
        int distance = Math.abs(target - floor);
        if (direction == Direction.IDLE) return distance;
        boolean onTheWay = (direction == Direction.UP && target >= floor) || (direction == Direction.DOWN && target <= floor);
        return onTheWay ? distance + stops.size() : distance * 2 + stops.size() + 3;
    }

    void addStop(int f) { stops.add(f); }

    void step(int tick) {
        if (doorTimer > 0) {
            doorTimer--;
            if (doorTimer == 0) System.out.println("t=" + tick + " E" + number + " doors close at " + floor);
            return;
        }
        if (stops.contains(floor)) {
            stops.remove(floor);
            served++;
            doorTimer = 2;
            System.out.println("t=" + tick + " E" + number + " opens at " + floor + " remaining=" + stops);
            return;
        }
        if (stops.isEmpty()) {
            direction = Direction.IDLE;
            return;
        }
        if (direction == Direction.IDLE) {
            Integer above = stops.ceiling(floor);
            Integer below = stops.floor(floor);
            if (above == null) direction = Direction.DOWN;
            else if (below == null) direction = Direction.UP;
            else direction = (above - floor <= floor - below) ? Direction.UP : Direction.DOWN;
        } else if (direction == Direction.UP && stops.ceiling(floor) == null) {
            direction = Direction.DOWN;
        } else if (direction == Direction.DOWN && stops.floor(floor) == null) {
            direction = Direction.UP;
        }
        floor += direction == Direction.UP ? 1 : -1;
        moves++;
    }

    @Override
    public String describe() {
        return "E" + number + "{f=" + floor + "," + direction + ",stops=" + stops + "}";
    }
}

class ExpressElevator extends Elevator {
    ExpressElevator(int number) { super(number); }
    @Override
    int cost(int target) {
        int base = super.cost(target);
        return target % 3 == 0 ? base - 1 : base + 2;
    }
    @Override
    public String describe() { return "X" + super.describe(); }
}

class ElevatorController implements Describable {
    private final List<Elevator> cars = new ArrayList<>();
    private final int topFloor;
    private int rejected = 0;
    private int dispatched = 0;

    ElevatorController(int count, int topFloor) {
        this.topFloor = topFloor;
        for (int i = 0; i < count; i++) {
            cars.add(i % 2 == 0 ? new Elevator(i) : new ExpressElevator(i));
        }
    }

    void submit(Request r) {
        if (r.getFloor() < 0 || r.getFloor() > topFloor) {
            rejected++;
            System.out.println("  rejected " + r);
            return;
        }
        int pref = r.preferredCar(cars.size());
        Elevator chosen;
        if (pref >= 0) {
            chosen = cars.get(pref);
        } else {
            chosen = cars.get(0);
            int best = chosen.cost(r.getFloor());
            for (int i = 1; i < cars.size(); i++) {
                int c = cars.get(i).cost(r.getFloor());
                System.out.println("  cost E" + i + "=" + c + " vs best " + best);
                if (c < best) { best = c; chosen = cars.get(i); }
            }
        }
        chosen.addStop(r.getFloor());
        dispatched++;
        System.out.println("  -> assigned to " + chosen.describe());
    }

    void tick(int t) {
        for (Elevator e : cars) e.step(t);
    }

    Map<String, Integer> getStats() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("dispatched", dispatched);
        m.put("rejected", rejected);
        int totalMoves = 0;
        for (Elevator e : cars) {
            m.put("moves" + e.number, e.moves);
            m.put("served" + e.number, e.served);
            totalMoves += e.moves;
        }
        m.put("totalMoves", totalMoves);
        return m;
    }

    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (Elevator e : cars) {
            if (sb.length() > 0) sb.append(" | ");
            sb.append(e.describe());
        }
        return sb.toString();
    }
}
