import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class MvcPriorityObservers {
    public static void main(String[] args) {
        Dispatcher d = new Dispatcher();
        List<String> trace = new ArrayList<>();
        d.subscribe(0, new Listener("logger", (id, msg) -> { trace.add(id); return false; }));
        d.subscribe(10, new Listener("security", (id, msg) -> {
            trace.add(id);
            if (msg.startsWith("hack")) { System.out.println("    security blocked '" + msg + "'"); return true; }
            return false;
        }));
        d.subscribe(5, new Listener("uiA", (id, msg) -> { trace.add(id); return false; }));
        d.subscribe(5, new Listener("uiB", (id, msg) -> { trace.add(id); return false; }));
        d.subscribe(-3, new Listener("analytics", (id, msg) -> { trace.add(id); return false; }));
        d.subscribe(5, new Listener("uiC", (id, msg) -> {
            trace.add(id);
            if (msg.equals("close")) { System.out.println("    uiC unsubscribes itself"); d.unsubscribe("uiC"); }
            return false;
        }));
        d.subscribe(10, new Listener("once", (id, msg) -> {
            trace.add(id);
            d.unsubscribe("once");
            d.subscribe(1, new Listener("late", (i2, m2) -> { trace.add(i2); return false; }));
            return false;
        }));
        d.dump();
        String[] messages = {"open", "hack the planet", "close", "open", "refresh"};
        for (String m : messages) {
            trace.clear();
            int n = d.publish(m);
            System.out.println(String.format("%-8s delivered=%d order=%s", m.length() > 8 ? m.substring(0, 8) : m, n, trace));
        }
        d.dump();
        System.out.println("unsubscribe uiA: " + d.unsubscribe("uiA"));
        System.out.println("unsubscribe missing: " + d.unsubscribe("missing"));
        System.out.println("unsubscribe analytics: " + d.unsubscribe("analytics"));
        trace.clear();
        d.publish("final");
        System.out.println("final order=" + trace);
        d.dump();
        System.out.println("priorities=" + d.priorities() + " total=" + d.size());
    }
}

interface MessageHandler {
    boolean onMessage(String id, String msg);
}

class Listener {
    final String id;
    final MessageHandler handler;
    int received = 0;
    Listener(String id, MessageHandler handler) { this.id = id; this.handler = handler; }
}

class Dispatcher {
    private final TreeMap<Integer, List<Listener>> byPriority = new TreeMap<>(Collections.reverseOrder());

    void subscribe(int priority, Listener l) {
        byPriority.computeIfAbsent(priority, k -> new ArrayList<>()).add(l);
        System.out.println(String.format("  + %-8s prio %5d", l.id, priority));
    }

    boolean unsubscribe(String id) {
        Integer emptied = null;
        boolean found = false;
        for (Map.Entry<Integer, List<Listener>> e : byPriority.entrySet()) {
            List<Listener> list = e.getValue();
            for (int i = 0; i < list.size() && !found; i++) {
                if (list.get(i).id.equals(id)) {
                    list.remove(i);
                    found = true;
                    if (list.isEmpty()) emptied = e.getKey();
                }
            }
            if (found) break;
        }
        if (emptied != null) byPriority.remove(emptied);
        return found;
    }

    int publish(String msg) {
        System.out.println("publish '" + msg + "'");
        List<Listener> snapshot = new ArrayList<>();
        for (List<Listener> list : byPriority.values()) snapshot.addAll(list);
        int delivered = 0;
        for (Listener l : snapshot) {
            delivered++;
            l.received++;
            if (l.handler.onMessage(l.id, msg)) {
                System.out.println("    consumed by " + l.id + ", stopping");
                break;
            }
        }
        return delivered;
    }

    List<Integer> priorities() { return new ArrayList<>(byPriority.keySet()); }

    int size() {
        int n = 0;
        for (List<Listener> list : byPriority.values()) n += list.size();
        return n;
    }

    void dump() {
        System.out.println("  -- listeners --");
        for (Map.Entry<Integer, List<Listener>> e : byPriority.entrySet()) {
            StringBuilder sb = new StringBuilder();
            for (Listener l : e.getValue()) {
                if (sb.length() > 0) sb.append(", ");
                sb.append(l.id).append('(').append(l.received).append(')');
            }
            System.out.println(String.format("  %5d: %s", e.getKey(), sb));
        }
    }
}
