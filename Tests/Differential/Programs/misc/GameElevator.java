import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

public class GameElevator {
    enum Direction {
        UP("^"), DOWN("v"), IDLE("-");

        final String arrow;

        Direction(String arrow) {
            this.arrow = arrow;
        }
    }

    static final class Request {
        final int time;
        final int from;
        final int to;
        final String name;
        boolean pickedUp;
        boolean done;
        int boardTime = -1;
        int arriveTime = -1;

        Request(int time, String name, int from, int to) {
            this.time = time;
            this.name = name;
            this.from = from;
            this.to = to;
        }
    }

    static final int TOP = 9;
    static int floor = 0;
    static Direction dir = Direction.IDLE;
    static final TreeSet<Integer> stops = new TreeSet<>();
    static int traveled = 0;

    static Direction chooseDirection() {
        if (stops.isEmpty()) return Direction.IDLE;
        if (dir == Direction.UP) {
            return stops.higher(floor) != null ? Direction.UP : Direction.DOWN;
        }
        if (dir == Direction.DOWN) {
            return stops.lower(floor) != null ? Direction.DOWN : Direction.UP;
        }
        // idle: go toward nearest stop, ties go up
        Integer up = stops.ceiling(floor);
        Integer down = stops.floor(floor);
        if (up == null) return Direction.DOWN;
        if (down == null) return Direction.UP;
        return (up - floor) <= (floor - down) ? Direction.UP : Direction.DOWN;
    }

    static String stopsString() {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (Integer s : stops) {
            if (!first) sb.append(',');
            sb.append(s);
            first = false;
        }
        return sb.append('}').toString();
    }

    public static void main(String[] args) {
        List<Request> requests = new ArrayList<>();
        requests.add(new Request(0, "ann", 3, 7));
        requests.add(new Request(1, "ben", 5, 1));
        requests.add(new Request(2, "cat", 0, 9));
        requests.add(new Request(4, "dan", 8, 2));
        requests.add(new Request(6, "eve", 6, 6));
        requests.add(new Request(9, "fay", 2, 4));
        requests.add(new Request(15, "gus", 9, 0));
        requests.add(new Request(16, "hal", 4, 5));
        List<Request> riding = new ArrayList<>();
        List<Request> waiting = new ArrayList<>();

        int t = 0;
        int finished = 0;
        while (finished < requests.size() && t < 60) {
            StringBuilder events = new StringBuilder();
            for (Request r : requests) {
                if (r.time == t) {
                    if (r.from == r.to) {
                        r.done = true;
                        finished++;
                        events.append(" ").append(r.name).append(" ignored(same floor)");
                        continue;
                    }
                    waiting.add(r);
                    stops.add(r.from);
                    events.append(" call:").append(r.name).append("@").append(r.from);
                }
            }
            // serve current floor
            if (stops.contains(floor)) {
                stops.remove(floor);
                List<Request> leaving = new ArrayList<>();
                for (Request r : riding) {
                    if (r.to == floor) leaving.add(r);
                }
                for (Request r : leaving) {
                    riding.remove(r);
                    r.done = true;
                    r.arriveTime = t;
                    finished++;
                    events.append(" out:").append(r.name);
                }
                List<Request> boarding = new ArrayList<>();
                for (Request r : waiting) {
                    if (r.from == floor) boarding.add(r);
                }
                for (Request r : boarding) {
                    waiting.remove(r);
                    riding.add(r);
                    r.pickedUp = true;
                    r.boardTime = t;
                    stops.add(r.to);
                    events.append(" in:").append(r.name).append("->").append(r.to);
                }
                System.out.println(String.format("t=%2d floor=%d %s stops=%s riders=%d |%s",
                    t, floor, dir.arrow, stopsString(), riding.size(), events.toString()));
                dir = chooseDirection();
                t++;
                continue;
            }
            dir = chooseDirection();
            System.out.println(String.format("t=%2d floor=%d %s stops=%s riders=%d |%s",
                t, floor, dir.arrow, stopsString(), riding.size(), events.toString()));
            if (dir == Direction.UP && floor < TOP) {
                floor++;
                traveled++;
            } else if (dir == Direction.DOWN && floor > 0) {
                floor--;
                traveled++;
            }
            t++;
        }

        System.out.println("--- trip report ---");
        int totalWait = 0;
        int totalRide = 0;
        int served = 0;
        for (Request r : requests) {
            if (r.boardTime < 0) {
                System.out.println(r.name + ": not served");
                continue;
            }
            int wait = r.boardTime - r.time;
            int ride = r.arriveTime - r.boardTime;
            totalWait += wait;
            totalRide += ride;
            served++;
            System.out.println(String.format("%s: %d->%d called t=%d boarded t=%d arrived t=%d wait=%d ride=%d",
                r.name, r.from, r.to, r.time, r.boardTime, r.arriveTime, wait, ride));
        }
        System.out.println("floors traveled: " + traveled + ", finished at t=" + t + " on floor " + floor);
        System.out.println(String.format("avg wait %.2f, avg ride %.2f", (double) totalWait / served,
            (double) totalRide / served));
        System.out.println("final direction: " + dir + " (" + dir.ordinal() + ")");
    }
}
