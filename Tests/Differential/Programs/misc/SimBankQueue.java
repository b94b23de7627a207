import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

public class SimBankQueue {
    public static void main(String[] args) {
        int[][] schedule = {
            {0, 5}, {1, 3}, {2, 8}, {3, 2}, {4, 4}, {6, 6}, {7, 1}, {9, 7},
            {10, 3}, {10, 2}, {15, 4}, {16, 5}, {17, 1}, {25, 3}
        };
        Bank bank = new Bank(2);
        for (int i = 0; i < schedule.length; i++) {
            bank.schedule(new Event(schedule[i][0], EventType.ARRIVAL, new Customer(i + 1, schedule[i][0], schedule[i][1]), -1));
        }
        bank.run();
        bank.report();
    }
}

record Customer(int id, int arrival, int service) {}

record Event(int time, EventType type, Customer customer, int teller) {}

enum EventType {
    ARRIVAL {
        void handle(Bank bank, Event e) { bank.arrive(e); }
    },
    DEPARTURE {
        void handle(Bank bank, Event e) { bank.depart(e); }
    };

    abstract void handle(Bank bank, Event e);
}

class Bank {
    private final PriorityQueue<Event> events;
    private final Deque<Customer> line = new ArrayDeque<>();
    private final Customer[] tellers;
    private final Map<Integer, Integer> servedByTeller = new TreeMap<>();
    private final Map<Integer, Integer> busyTime = new TreeMap<>();
    private int totalWait = 0, maxWait = 0, maxLine = 0, served = 0, now = 0;

    Bank(int tellerCount) {
        tellers = new Customer[tellerCount];
        Comparator<Event> cmp = Comparator.comparingInt(Event::time);
        cmp = cmp.thenComparingInt(e -> e.type() == EventType.DEPARTURE ? 0 : 1)
                 .thenComparingInt(e -> e.customer().id());
        events = new PriorityQueue<>(cmp);
        for (int t = 0; t < tellerCount; t++) {
            servedByTeller.put(t, 0);
            busyTime.put(t, 0);
        }
    }

    void schedule(Event e) { events.add(e); }

    void run() {
        Event e;
        while ((e = events.poll()) != null) {
            now = e.time();
            e.type().handle(this, e);
        }
    }

    void arrive(Event e) {
        Customer c = e.customer();
        int free = freeTeller();
        if (free >= 0) {
            startService(free, c);
        } else {
            line.addLast(c);
            maxLine = Math.max(maxLine, line.size());
            System.out.println(String.format("t=%5d  customer %d waits (line=%d)", now, c.id(), line.size()));
        }
    }

    void depart(Event e) {
        Customer c = e.customer();
        tellers[e.teller()] = null;
        served++;
        servedByTeller.merge(e.teller(), 1, Integer::sum);
        System.out.println(String.format("t=%5d  customer %d leaves teller %d", now, c.id(), e.teller()));
        Customer next = line.pollFirst();
        if (next != null) startService(e.teller(), next);
    }

    private int freeTeller() {
        for (int i = 0; i < tellers.length; i++) if (tellers[i] == null) return i;
        return -1;
    }

    private void startService(int teller, Customer c) {
        tellers[teller] = c;
        int wait = now - c.arrival();
        totalWait += wait;
        maxWait = Math.max(maxWait, wait);
        busyTime.merge(teller, c.service(), Integer::sum);
        System.out.println(String.format("t=%5d  customer %d -> teller %d (waited %d, service %d)", now, c.id(), teller, wait, c.service()));
        schedule(new Event(now + c.service(), EventType.DEPARTURE, c, teller));
    }

    void report() {
        System.out.println("---- report ----");
        System.out.println("served: " + served);
        System.out.println("closing time: " + now);
        System.out.println("total wait: " + totalWait + ", max wait: " + maxWait + ", max line: " + maxLine);
        int avgTimes100 = served == 0 ? 0 : totalWait * 100 / served;
        System.out.println(String.format("average wait: %d.%s", avgTimes100 / 100, pad2(avgTimes100 % 100)));
        for (Map.Entry<Integer, Integer> en : servedByTeller.entrySet()) {
            int busy = busyTime.get(en.getKey());
            int util = now == 0 ? 0 : busy * 100 / now;
            System.out.println(String.format("teller %d: %5d customers, busy %5d, utilisation %d percent", en.getKey(), en.getValue(), busy, util));
        }
    }

    private static String pad2(int v) { return v < 10 ? "0" + v : Integer.toString(v); }
}
