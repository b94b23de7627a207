import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class NestTallyCounter {
    public static void main(String[] args) {
        TallyBoard board = new TallyBoard("Birdwatch", 5);
        TallyBoard.Counter robins = board.new Counter("robin");
        TallyBoard.Counter crows = board.new Counter("crow");
        TallyBoard.Counter sparrows = board.counter("sparrow");

        robins.tap(); robins.tap(); robins.tap();
        crows.tap();
        sparrows.tapMany(4);
        robins.tapMany(3);
        crows.undo();
        crows.undo();
        board.report();

        TallyBoard other = new TallyBoard("Parking", 2);
        TallyBoard.Counter cars = other.new Counter("car");
        cars.tapMany(3);
        System.out.println("cars: " + cars.summary());
        System.out.println("total on " + other.name + ": " + other.count);

        TallyBoard.Counter.Snapshot snap = robins.new Snapshot();
        robins.tap();
        System.out.println("snapshot: " + snap.describe());
        System.out.println("live:     " + robins.summary());

        robins.reset();
        board.report();
        System.out.println("event log:");
        for (String e : board.log) System.out.println("  " + e);
    }
}

class TallyBoard {
    final String name;
    final int limit;
    int count = 0;
    final List<String> log = new ArrayList<>();
    private final TreeMap<String, Counter> counters = new TreeMap<>();

    TallyBoard(String name, int limit) {
        this.name = name;
        this.limit = limit;
    }

    Counter counter(String name) { return new Counter(name); }

    private void record(String event) { log.add(String.format("%5d %s", log.size() + 1, event)); }

    void report() {
        System.out.println(String.format("== %s (total %d) ==", name, count));
        for (Counter c : counters.values()) System.out.println("  " + c.summary());
    }

    class Counter {
        final String name;
        int count = 0;

        Counter(String name) {
            this.name = name;
            counters.put(name, this);
            record("created " + name + " on " + TallyBoard.this.name);
        }

        void tap() {
            if (count >= limit) {
                record(name + " hit limit " + limit);
                System.out.println(name + ": limit reached, ignoring tap");
                return;
            }
            count++;
            TallyBoard.this.count++;
            record(name + " -> " + count);
        }

        void tapMany(int count) {
            for (int i = 0; i < count; i++) tap();
            System.out.println(String.format("%s tapped %d times, now %d of board %d", name, count, this.count, TallyBoard.this.count));
        }

        void undo() {
            if (count == 0) { System.out.println(name + ": nothing to undo"); return; }
            count--;
            TallyBoard.this.count--;
            record(name + " undo -> " + count);
        }

        void reset() {
            TallyBoard.this.count -= count;
            record(name + " reset from " + count);
            count = 0;
        }

        String summary() {
            double share = TallyBoard.this.count == 0 ? 0.0 : 100.0 * count / TallyBoard.this.count;
            return String.format("%-8s %5d (%.2f", name, count, share) + "%)";
        }

        class Snapshot {
            final int count = Counter.this.count;
            final int boardCount = TallyBoard.this.count;
            String describe() {
                return name + "@" + TallyBoard.this.name + " was " + count + "/" + boardCount;
            }
        }
    }
}
