import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;

public class OldEventDispatcher {
    public static void main(String[] args) {
        final EventBus bus = new EventBus();
        final List<String> received = new ArrayList<String>();

        final EventListener logger = new EventListener() {
            public void onEvent(Event e) {
                System.out.println("  logger saw " + e);
                received.add("log:" + e.type);
            }
        };
        bus.register("click", logger);
        bus.register("scroll", logger);

        final String prefix = "ui";
        bus.register("click", new EventListener() {
            private int seen = 0;
            public void onEvent(Event e) {
                seen++;
                System.out.println("  " + prefix + " click handler #" + seen + " payload=" + e.payload);
                if (seen == 2) {
                    final int snapshot = seen;
                    bus.post(new Runnable() {
                        public void run() {
                            System.out.println("  deferred task after click " + snapshot);
                            received.add("deferred:" + snapshot);
                        }
                    });
                }
            }
        });
        bus.register("close", new EventListener() {
            public void onEvent(Event e) {
                System.out.println("  close requested, unregistering logger");
                bus.unregister("click", logger);
                received.add("close");
            }
        });

        String[][] script = {
            {"click", "button1"}, {"scroll", "42"}, {"click", "button2"},
            {"unknown", "x"}, {"close", ""}, {"click", "button3"}
        };
        for (int i = 0; i < script.length; i++) {
            System.out.println("dispatch " + script[i][0]);
            int n = bus.dispatch(new Event(script[i][0], script[i][1]));
            System.out.println("  -> delivered to " + n);
        }
        System.out.println("run pending tasks: " + bus.pendingCount());
        bus.runPending();
        System.out.println("received (" + received.size() + "):");
        for (Iterator<String> it = received.iterator(); it.hasNext();) {
            System.out.println("  " + it.next());
        }
    }
}

interface EventListener {
    void onEvent(Event e);
}

class Event {
    final String type;
    final String payload;

    Event(String type, String payload) {
        this.type = type;
        this.payload = payload;
    }

    public String toString() {
        return "Event(" + type + ", '" + payload + "')";
    }
}

class EventBus {
    private final List<String> types = new ArrayList<String>();
    private final List<List<EventListener>> listeners = new ArrayList<List<EventListener>>();
    private final LinkedList<Runnable> pending = new LinkedList<Runnable>();

    void register(String type, EventListener l) {
        int idx = types.indexOf(type);
        if (idx < 0) {
            types.add(type);
            listeners.add(new ArrayList<EventListener>());
            idx = types.size() - 1;
        }
        listeners.get(idx).add(l);
    }

    void unregister(String type, EventListener l) {
        int idx = types.indexOf(type);
        if (idx >= 0) {
            listeners.get(idx).remove(l);
        }
    }

    int dispatch(Event e) {
        int idx = types.indexOf(e.type);
        if (idx < 0) return 0;
        List<EventListener> copy = new ArrayList<EventListener>(listeners.get(idx));
        for (int i = 0; i < copy.size(); i++) {
            copy.get(i).onEvent(e);
        }
        return copy.size();
    }

    void post(Runnable r) { pending.addLast(r); }

    int pendingCount() { return pending.size(); }

    void runPending() {
        while (!pending.isEmpty()) {
            Runnable r = pending.removeFirst();
            r.run();
        }
    }
}
