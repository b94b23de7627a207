import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

public class ElevatorSimulation {
    enum Direction { UP, DOWN, IDLE }

    private int floor = 0;
    private Direction dir = Direction.IDLE;
    private final TreeSet<Integer> stops = new TreeSet<>();
    private final int maxFloor;
    private int moved = 0;
    private final List<String> log = new ArrayList<>();

    ElevatorSimulation(int maxFloor) {
        this.maxFloor = maxFloor;
    }

    void request(int f) {
        if (f < 0 || f > maxFloor) {
            log.add("ignored request for " + f);
            return;
        }
        if (f != floor) {
            stops.add(f);
        }
    }

    void tick() {
        if (stops.isEmpty()) {
            dir = Direction.IDLE;
            return;
        }
        if (dir == Direction.IDLE) {
            Integer above = stops.ceiling(floor);
            Integer below = stops.floor(floor);
            if (above == null) {
                dir = Direction.DOWN;
            } else if (below == null) {
                dir = Direction.UP;
            } else {
                dir = (above - floor) <= (floor - below) ? Direction.UP : Direction.DOWN;
            }
        }
        if (dir == Direction.UP && stops.ceiling(floor) == null) {
            dir = Direction.DOWN;
        } else if (dir == Direction.DOWN && stops.floor(floor) == null) {
            dir = Direction.UP;
        }
        floor += dir == Direction.UP ? 1 : -1;
        moved++;
        if (stops.remove(floor)) {
            log.add("stop at " + floor + " going " + dir + ", pending " + stops);
        }
    }

    public static void main(String[] args) {
        ElevatorSimulation e = new ElevatorSimulation(10);
        e.request(5);
        e.request(2);
        e.request(12);
        int[][] timedRequests = {{3, 8}, {4, 1}, {9, 0}, {9, 9}};
        int ri = 0;
        for (int t = 0; t < 40; t++) {
            while (ri < timedRequests.length && timedRequests[ri][0] == t) {
                e.request(timedRequests[ri][1]);
                e.log.add("t=" + t + " request " + timedRequests[ri][1]);
                ri++;
            }
            e.tick();
            if (t % 5 == 0) {
                e.log.add("t=" + t + " floor " + e.floor + " dir " + e.dir);
            }
        }
        for (String line : e.log) {
            System.out.println(line);
        }
        System.out.println("final floor " + e.floor + " moved " + e.moved + " dir " + e.dir);
    }
}
