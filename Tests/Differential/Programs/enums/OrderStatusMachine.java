import java.util.*;

public class OrderStatusMachine {
    enum Status {
        CREATED("C", 0, false) {
            @Override Status next(boolean ok) { return ok ? PAID : CANCELLED; }
            @Override String describe() { return "order placed"; }
        },
        PAID("P", 10, false) {
            @Override Status next(boolean ok) { return ok ? SHIPPED : REFUNDED; }
            @Override String describe() { return "payment captured"; }
        },
        SHIPPED("S", 20, false) {
            @Override Status next(boolean ok) { return ok ? DELIVERED : RETURNED; }
            @Override String describe() { return "in transit"; }
        },
        DELIVERED("D", 30, true) {
            @Override Status next(boolean ok) { return this; }
            @Override String describe() { return "arrived at " + code + weight; }
        },
        RETURNED("R", 25, false) {
            @Override Status next(boolean ok) { return REFUNDED; }
            @Override String describe() { return "sent back"; }
        },
        REFUNDED("F", 40, true) {
            @Override Status next(boolean ok) { return this; }
            @Override String describe() { return "money returned"; }
        },
        CANCELLED("X", 50, true) {
            @Override Status next(boolean ok) { return this; }
            @Override String describe() { return "cancelled by user"; }
        };

        private static final Map<String, Status> BY_CODE = new HashMap<>();
        private static int totalWeight;
        static {
            for (Status s : values()) {
                BY_CODE.put(s.code, s);
                totalWeight += s.weight;
            }
        }

        final String code;
        final int weight;
        private final boolean terminal;

        Status(String code, int weight, boolean terminal) {
            this.code = code;
            this.weight = weight;
            this.terminal = terminal;
        }

        abstract Status next(boolean ok);
        abstract String describe();

        boolean isTerminal() { return terminal; }

        static Status fromCode(String c) {
            Status s = BY_CODE.get(c);
            if (s == null) throw new IllegalArgumentException("unknown code " + c);
            return s;
        }
    }

    static int priorityOld(Status s) {
        int p = 0;
        switch (s) {
            case CREATED:
                p += 1;
            case PAID:
                p += 10;
                break;
            case SHIPPED:
            case RETURNED:
                p += 100;
            case DELIVERED:
                p += 1000;
                break;
            default:
                p = -1;
        }
        return p;
    }

    static String bucket(Status s) {
        return switch (s) {
            case CREATED, PAID -> "open";
            case SHIPPED, RETURNED -> "moving";
            case DELIVERED -> {
                String tmp = "done";
                yield tmp.toUpperCase();
            }
            default -> "closed";
        };
    }

    public static void main(String[] args) {
        System.out.println("count=" + Status.values().length + " totalWeight=" + Status.totalWeight);
        for (Status s : Status.values()) {
            System.out.println(s.ordinal() + " " + s.name() + " code=" + s.code + " w=" + s.weight
                + " terminal=" + s.isTerminal() + " prio=" + priorityOld(s) + " bucket=" + bucket(s)
                + " desc=" + s.describe());
        }

        Status cur = Status.fromCode("C");
        boolean[] outcomes = {true, true, false, true, true};
        StringBuilder path = new StringBuilder(cur.toString());
        for (boolean ok : outcomes) {
            Status nxt = cur.next(ok);
            path.append(" -> ").append(nxt);
            if (nxt == cur) { path.append("(stuck)"); break; }
            cur = nxt;
        }
        System.out.println("path: " + path);

        System.out.println("valueOf SHIPPED ordinal=" + Status.valueOf("SHIPPED").ordinal());
        try {
            Status.valueOf("LOST");
        } catch (IllegalArgumentException e) {
            System.out.println("valueOf LOST failed");
        }
        try {
            Status.fromCode("Z");
        } catch (IllegalArgumentException e) {
            System.out.println("fromCode: " + e.getMessage());
        }

        System.out.println("PAID vs DELIVERED compareTo=" + Status.PAID.compareTo(Status.DELIVERED));
        System.out.println("CANCELLED vs CREATED compareTo=" + Status.CANCELLED.compareTo(Status.CREATED));
        System.out.println("same=" + (Status.valueOf("PAID") == Status.PAID) + " equals=" + Status.PAID.equals(Status.fromCode("P")));

        EnumSet<Status> terminals = EnumSet.noneOf(Status.class);
        for (Status s : Status.values()) if (s.isTerminal()) terminals.add(s);
        System.out.println("terminals=" + terminals);
        EnumSet<Status> active = EnumSet.complementOf(terminals);
        System.out.println("active=" + active);
        System.out.println("range=" + EnumSet.range(Status.PAID, Status.RETURNED));
        System.out.println("contains SHIPPED=" + active.contains(Status.SHIPPED) + " size=" + active.size());

        String[] history = {"C", "P", "S", "D", "C", "X", "C", "P", "F", "C", "P", "S", "R", "F"};
        EnumMap<Status, Integer> counts = new EnumMap<>(Status.class);
        for (String h : history) {
            Status s = Status.fromCode(h);
            counts.merge(s, 1, Integer::sum);
        }
        System.out.println("counts=" + counts);
        int score = 0;
        for (Map.Entry<Status, Integer> e : counts.entrySet()) {
            score += e.getKey().weight * e.getValue();
            System.out.println("  " + e.getKey() + " x" + e.getValue() + " running=" + score);
        }
        List<Status> sorted = new ArrayList<>();
        for (String h : history) sorted.add(Status.fromCode(h));
        sorted.sort(Comparator.comparingInt((Status s) -> s.weight).reversed());
        System.out.println("byWeightDesc=" + sorted);
        Collections.sort(sorted);
        System.out.println("natural=" + sorted);
        Status max = Collections.max(counts.keySet());
        System.out.println("max key=" + max + " terminal=" + max.isTerminal());
    }
}
