import java.util.ArrayList;
import java.util.List;

public class GenObservable {

    interface Listener<T> {
        void onChange(T oldV, T newV);
    }

    static final class Subscription {
        private final int id;
        private final String label;

        Subscription(int id, String label) {
            this.id = id;
            this.label = label;
        }

        int id() {
            return id;
        }

        @Override
        public String toString() {
            return "Subscription#" + id + "(" + label + ")";
        }
    }

    static final class Entry<T> {
        final Subscription handle;
        final Listener<T> listener;

        Entry(Subscription handle, Listener<T> listener) {
            this.handle = handle;
            this.listener = listener;
        }
    }

    static class Observable<T> {
        private final String name;
        private T value;
        private final List<Entry<T>> listeners = new ArrayList<>();
        private int nextId = 1;
        private int notifications = 0;

        Observable(String name, T initial) {
            this.name = name;
            this.value = initial;
        }

        T get() {
            return value;
        }

        Subscription subscribe(String label, Listener<T> listener) {
            Subscription s = new Subscription(nextId++, label);
            listeners.add(new Entry<>(s, listener));
            System.out.println("[" + name + "] subscribed " + s);
            return s;
        }

        boolean unsubscribe(Subscription handle) {
            for (int i = 0; i < listeners.size(); i++) {
                if (listeners.get(i).handle.id() == handle.id()) {
                    listeners.remove(i);
                    System.out.println("[" + name + "] unsubscribed " + handle);
                    return true;
                }
            }
            System.out.println("[" + name + "] not subscribed: " + handle);
            return false;
        }

        void set(T newValue) {
            T old = value;
            if (old != null && old.equals(newValue)) {
                System.out.println("[" + name + "] unchanged " + newValue);
                return;
            }
            value = newValue;
            List<Entry<T>> snapshot = new ArrayList<>(listeners);
            for (Entry<T> e : snapshot) {
                notifications++;
                e.listener.onChange(old, newValue);
            }
        }

        int listenerCount() {
            return listeners.size();
        }

        int notifications() {
            return notifications;
        }
    }

    static final class ChangeLog<T> implements Listener<T> {
        private final List<String> lines = new ArrayList<>();
        private final String prefix;

        ChangeLog(String prefix) {
            this.prefix = prefix;
        }

        @Override
        public void onChange(T oldV, T newV) {
            lines.add(prefix + ": " + oldV + " => " + newV);
        }

        List<String> lines() {
            return lines;
        }
    }

    record Point(int x, int y) {
        Point plus(int dx, int dy) {
            return new Point(x + dx, y + dy);
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    public static void main(String[] args) {
        Observable<Integer> temperature = new Observable<>("temp", 20);
        int[] sumOfDeltas = {0};

        Subscription printer = temperature.subscribe("printer",
                (oldV, newV) -> System.out.println("  printer: " + oldV + " -> " + newV));
        Subscription delta = temperature.subscribe("delta", (oldV, newV) -> {
            int d = newV - oldV;
            sumOfDeltas[0] += d;
            System.out.println("  delta: " + (d >= 0 ? "+" : "") + d + " (running " + sumOfDeltas[0] + ")");
        });
        Subscription alarm = temperature.subscribe("alarm", new Listener<Integer>() {
            private int triggered = 0;

            @Override
            public void onChange(Integer oldV, Integer newV) {
                if (newV > 30) {
                    triggered++;
                    System.out.println("  alarm: HOT " + newV + " (trigger #" + triggered + ")");
                } else if (newV < 0) {
                    triggered++;
                    System.out.println("  alarm: FREEZING " + newV + " (trigger #" + triggered + ")");
                }
            }
        });
        ChangeLog<Integer> log = new ChangeLog<>("temp");
        Subscription logSub = temperature.subscribe("log", log);

        int[] readings = {22, 22, 31, 35, 28, -2, -2, 5};
        for (int r : readings) {
            System.out.println("set " + r);
            temperature.set(r);
        }

        temperature.unsubscribe(printer);
        temperature.unsubscribe(printer);
        temperature.unsubscribe(alarm);
        System.out.println("listeners now: " + temperature.listenerCount());
        System.out.println("set 40");
        temperature.set(40);
        temperature.unsubscribe(delta);
        System.out.println("set 12");
        temperature.set(12);

        System.out.println("change log:");
        for (String line : log.lines()) {
            System.out.println("  " + line);
        }
        System.out.println("final temp=" + temperature.get() + " notifications=" + temperature.notifications()
                + " sumOfDeltas=" + sumOfDeltas[0]);
        temperature.unsubscribe(logSub);
        System.out.println("listeners left: " + temperature.listenerCount());

        Observable<String> status = new Observable<>("status", "idle");
        List<String> history = new ArrayList<>();
        status.subscribe("history", (oldV, newV) -> history.add(oldV + ">" + newV));
        Subscription[] selfRemoving = new Subscription[1];
        selfRemoving[0] = status.subscribe("once", (oldV, newV) -> {
            System.out.println("  once: first change to " + newV + ", removing myself");
            status.unsubscribe(selfRemoving[0]);
        });
        status.subscribe("shout", (oldV, newV) -> System.out.println("  shout: " + newV.toUpperCase()));
        String[] states = {"loading", "ready", "ready", "error", "idle"};
        for (String s : states) {
            System.out.println("status <- " + s);
            status.set(s);
        }
        System.out.println("history: " + String.join(" | ", history));

        Observable<Point> cursor = new Observable<>("cursor", new Point(0, 0));
        ChangeLog<Point> moves = new ChangeLog<>("move");
        cursor.subscribe("moves", moves);
        cursor.subscribe("distance", (oldV, newV) -> {
            int dist = Math.abs(newV.x() - oldV.x()) + Math.abs(newV.y() - oldV.y());
            System.out.println("  manhattan step " + dist);
        });
        Point p = cursor.get();
        int[][] steps = {{1, 0}, {0, 2}, {0, 0}, {-3, 1}, {2, -2}};
        for (int[] s : steps) {
            p = p.plus(s[0], s[1]);
            cursor.set(p);
        }
        for (String line : moves.lines()) {
            System.out.println("  " + line);
        }
        System.out.println("cursor final " + cursor.get() + ", notifications " + cursor.notifications());
    }
}
