import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class SimElevator {
    public static void main(String[] args) {
        List<Request> requests = List.of(
            new Request(1, 0, 0, 5), new Request(2, 1, 3, 1), new Request(3, 2, 7, 2),
            new Request(4, 4, 4, 9), new Request(5, 6, 8, 0), new Request(6, 9, 2, 6),
            new Request(7, 12, 6, 6), new Request(8, 15, 9, 3), new Request(9, 20, 1, 8));
        Elevator el = new Elevator(0);
        int next = 0;
        int tick = 0;
        while (tick < 100) {
            while (next < requests.size() && requests.get(next).time() == tick) {
                Request r = requests.get(next++);
                if (r.from() == r.to()) {
                    System.out.println(String.format("t=%d  request %d ignored (same floor %d)", tick, r.id(), r.from()));
                    el.skipped++;
                } else {
                    el.waiting.add(r);
                    System.out.println(String.format("t=%d  request %d: floor %d -> %d (%s)", tick, r.id(), r.from(), r.to(), Direction.toward(r.from(), r.to())));
                }
            }
            el.tick(tick);
            if (next >= requests.size() && el.idle()) break;
            tick++;
        }
        System.out.println("finished at t=" + tick + ", floors travelled=" + el.travelled + ", skipped=" + el.skipped);
        for (Map.Entry<Integer, String> e : el.log.entrySet()) System.out.println(String.format("  %-8s %s", "req" + e.getKey(), e.getValue()));
    }
}

record Request(int id, int time, int from, int to) {}

enum Direction {
    UP(1), DOWN(-1), IDLE(0);

    final int delta;
    Direction(int delta) { this.delta = delta; }

    static Direction toward(int from, int to) {
        return from < to ? UP : from > to ? DOWN : IDLE;
    }

    boolean ahead(int floor, int target) {
        return switch (this) {
            case UP -> target > floor;
            case DOWN -> target < floor;
            case IDLE -> false;
        };
    }
}

class Elevator {
    int floor;
    Direction dir = Direction.IDLE;
    final List<Request> riding = new ArrayList<>();
    final List<Request> waiting = new ArrayList<>();
    final Map<Integer, String> log = new LinkedHashMap<>();
    final Map<Integer, Integer> pickedAt = new LinkedHashMap<>();
    int travelled = 0, skipped = 0;

    Elevator(int floor) { this.floor = floor; }

    boolean idle() { return riding.isEmpty() && waiting.isEmpty(); }

    private boolean targetsAhead() {
        for (Request r : riding) if (dir.ahead(floor, r.to())) return true;
        for (Request r : waiting) if (dir.ahead(floor, r.from())) return true;
        return false;
    }

    void tick(int t) {
        Iterator<Request> it = riding.iterator();
        while (it.hasNext()) {
            Request r = it.next();
            if (r.to() == floor) {
                it.remove();
                log.put(r.id(), String.format("waited %d, rode %d, done t=%d", pickedAt.get(r.id()) - r.time(), t - pickedAt.get(r.id()), t));
                System.out.println(String.format("t=%d  floor %d: drop off %d", t, floor, r.id()));
            }
        }
        if (!targetsAhead()) dir = Direction.IDLE;
        it = waiting.iterator();
        while (it.hasNext()) {
            Request r = it.next();
            Direction want = Direction.toward(r.from(), r.to());
            if (r.from() == floor && (dir == Direction.IDLE || dir == want)) {
                if (dir == Direction.IDLE) dir = want;
                it.remove();
                riding.add(r);
                pickedAt.put(r.id(), t);
                System.out.println(String.format("t=%d  floor %d: pick up %d going %s", t, floor, r.id(), want));
            }
        }
        if (dir == Direction.IDLE) {
            int target = -1;
            if (!riding.isEmpty()) target = riding.get(0).to();
            else if (!waiting.isEmpty()) target = waiting.get(0).from();
            if (target >= 0) dir = Direction.toward(floor, target);
        }
        if (dir != Direction.IDLE) {
            floor += dir.delta;
            travelled++;
        }
        System.out.println(String.format("t=%d  [%s] floor=%d riders=%d waiting=%d", t, render(), floor, riding.size(), waiting.size()));
    }

    String render() {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < 10; f++) {
            if (f == floor) sb.append(dir == Direction.UP ? '^' : dir == Direction.DOWN ? 'v' : '#');
            else {
                boolean call = false;
                for (Request r : waiting) if (r.from() == f) call = true;
                sb.append(call ? '*' : '.');
            }
        }
        return sb.toString();
    }
}
