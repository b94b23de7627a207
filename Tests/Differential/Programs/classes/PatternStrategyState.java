import java.util.*;
import java.util.function.*;

public class PatternStrategyState {
    interface Pricing { int apply(int cents, int qty); default String tag() { return "pricing"; } }

    enum Discount implements Pricing {
        NONE { public int apply(int c, int q) { return c * q; } },
        BULK { public int apply(int c, int q) { return q >= 10 ? c * q * 80 / 100 : c * q; } @Override public String tag() { return "bulk>=10"; } },
        BOGO { public int apply(int c, int q) { return c * (q - q / 2); } },
        FLAT5 { public int apply(int c, int q) { return Math.max(0, c * q - 500); } };
        public abstract int apply(int cents, int qty);
        Discount better(Discount o, int c, int q) { return apply(c, q) <= o.apply(c, q) ? this : o; }
    }

    interface Shape { double area(); default String info() { return "shape area " + String.format("%.2f", area()); } }
    interface Labeled { default String info() { return "labeled"; } String label(); }

    static final class Square implements Shape, Labeled, Comparable<Square> {
        final int side;
        Square(int side) { this.side = side; }
        public double area() { return side * side; }
        public String label() { return "sq" + side; }
        @Override public String info() { return Labeled.super.info() + "+" + Shape.super.info(); }
        public int compareTo(Square o) { return Integer.compare(side, o.side); }
        @Override public boolean equals(Object o) { return o instanceof Square s && s.side == side; }
        @Override public int hashCode() { return side; }
        @Override public String toString() { return label(); }
    }

    // State pattern: media player
    interface State {
        State next(String event);
        String name();
        default boolean isTerminal() { return false; }
    }

    enum PlayerState implements State {
        IDLE {
            public State next(String ev) { return ev.equals("load") ? LOADED : this; }
        },
        LOADED {
            public State next(String ev) {
                switch (ev) { case "play": return PLAYING; case "eject": return IDLE; default: return this; }
            }
        },
        PLAYING {
            public State next(String ev) {
                if (ev.equals("pause")) return PAUSED;
                if (ev.equals("stop")) return LOADED;
                if (ev.equals("crash")) return new ErrorState("crash while playing", 1);
                return this;
            }
        },
        PAUSED {
            public State next(String ev) { return ev.equals("play") ? PLAYING : ev.equals("stop") ? LOADED : this; }
        };
    }

    static final class ErrorState implements State {
        final String reason; final int attempts;
        ErrorState(String reason, int attempts) { this.reason = reason; this.attempts = attempts; }
        public State next(String ev) {
            if (ev.equals("reset")) return attempts >= 3 ? new Dead(reason) : PlayerState.IDLE;
            return new ErrorState(reason, attempts + 1);
        }
        public String name() { return "ERROR(" + reason + "," + attempts + ")"; }
    }

    static final class Dead implements State {
        final String why;
        Dead(String why) { this.why = why; }
        public State next(String ev) { return this; }
        public String name() { return "DEAD"; }
        @Override public boolean isTerminal() { return true; }
    }

    static class Machine {
        protected State state = PlayerState.IDLE;
        protected final List<String> transitions = new ArrayList<>();
        void fire(String ev) {
            State old = state;
            state = state.next(ev);
            String note = old == state ? "(same)" : "";
            transitions.add(old.name() + " -" + ev + "-> " + state.name() + note);
        }
    }

    public static void main(String[] args) {
        int[][] orders = { { 250, 1 }, { 250, 4 }, { 120, 10 }, { 99, 11 }, { 1000, 3 } };
        for (int[] o : orders) {
            StringBuilder sb = new StringBuilder(String.format("%5d x%d:", o[0], o[1]));
            Discount best = Discount.NONE;
            for (Discount d : Discount.values()) { sb.append(" ").append(d).append("=").append(d.apply(o[0], o[1])); best = best.better(d, o[0], o[1]); }
            System.out.println(sb + " best=" + best + " (" + best.tag() + ")");
        }
        Map<String, BiFunction<Integer, Integer, Integer>> lambdas = new LinkedHashMap<>();
        lambdas.put("plain", (c, q) -> c * q);
        lambdas.put("tax10", (c, q) -> c * q * 110 / 100);
        lambdas.put("capped", (c, q) -> Math.min(c * q, 2000));
        lambdas.put("viaEnum", Discount.BOGO::apply);
        for (Map.Entry<String, BiFunction<Integer, Integer, Integer>> e : lambdas.entrySet())
            System.out.println(String.format("%-8s", e.getKey()) + " -> " + e.getValue().apply(300, 9));
        Pricing lam = (c, q) -> c + q;
        System.out.println("lambda pricing tag=" + lam.tag() + " value=" + lam.apply(5, 6));
        Comparator<Integer> byMod = Comparator.comparing((Integer x) -> x % 5).thenComparing(Comparator.reverseOrder());
        List<Integer> nums = new ArrayList<>(List.of(12, 7, 25, 3, 18, 10, 44));
        nums.sort(byMod);
        System.out.println("sorted by mod5 then desc: " + nums);

        List<Square> squares = new ArrayList<>(List.of(new Square(3), new Square(1), new Square(2)));
        Collections.sort(squares);
        for (Square s : squares) System.out.println(s + " " + s.info());
        System.out.println("equal squares: " + new Square(2).equals(squares.get(1)) + " max=" + Collections.max(squares));

        Machine m = new Machine();
        String[] events = { "play", "load", "play", "pause", "pause", "play", "crash", "poke", "reset", "load", "play", "crash", "x", "x", "reset", "load" };
        for (String ev : events) m.fire(ev);
        for (String t : m.transitions) System.out.println("  " + t);
        System.out.println("final=" + m.state.name() + " terminal=" + m.state.isTerminal());
        if (m.state instanceof Dead d) System.out.println("dead because " + d.why);
        EnumMap<PlayerState, Integer> visits = new EnumMap<>(PlayerState.class);
        for (String t : m.transitions) for (PlayerState ps : PlayerState.values()) if (t.endsWith("> " + ps.name())) visits.merge(ps, 1, Integer::sum);
        System.out.println("visits: " + visits);
        System.out.println("ordinal PAUSED=" + PlayerState.PAUSED.ordinal() + " valueOf=" + PlayerState.valueOf("LOADED"));
    }
}
