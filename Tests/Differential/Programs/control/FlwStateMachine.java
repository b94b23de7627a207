import java.util.ArrayList;
import java.util.List;
import java.util.function.IntBinaryOperator;

public class FlwStateMachine {
    static final int IDLE = 0, LOADING = 1, READY = 2, ERROR = 3, CLOSED = 4;
    static final String[] NAMES = {"IDLE", "LOADING", "READY", "ERROR", "CLOSED"};

    static int transition(int state, String event) {
        switch (state) {
            case IDLE:
                if (event.equals("load")) return LOADING;
                if (event.equals("close")) return CLOSED;
                break;
            case LOADING:
                switch (event) {
                    case "ok":
                        return READY;
                    case "fail":
                    case "timeout":
                        return ERROR;
                    default:
                        break;
                }
                break;
            case ERROR:
                if (event.equals("retry")) return LOADING;
            case READY:
                if (event.equals("close")) return CLOSED;
                if (event.equals("reset")) return IDLE;
                break;
            default:
                return state;
        }
        return state;
    }

    static int sumDigits(int n, int acc) {
        if (n == 0) return acc;
        return sumDigits(n / 10, acc + n % 10);
    }

    static List<Integer> collatz(long n, List<Integer> acc) {
        acc.add((int) n);
        if (n == 1 || acc.size() > 30) return acc;
        return collatz(n % 2 == 0 ? n / 2 : 3 * n + 1, acc);
    }

    static String path(int state, String[] events, int i, String acc) {
        if (i == events.length) return acc;
        int next = transition(state, events[i]);
        String step = next == state ? "(" + events[i] + ":stay)" : "-" + events[i] + "->" + NAMES[next];
        return path(next, events, i + 1, acc + step);
    }

    static int fold(int[] xs, int i, int acc, IntBinaryOperator op) {
        return i >= xs.length ? acc : fold(xs, i + 1, op.applyAsInt(acc, xs[i]), op);
    }

    public static void main(String[] args) {
        String[] events = {"load", "fail", "reset", "retry", "ok", "load", "reset", "load", "timeout", "close", "load"};
        int state = IDLE;
        int changes = 0;
        for (String e : events) {
            int next = transition(state, e);
            changes += next != state ? 1 : 0;
            System.out.println(String.format("%-8s + %-8s -> %s", NAMES[state], e, NAMES[next]));
            state = next;
        }
        System.out.println("changes = " + changes + ", final = " + NAMES[state]);

        System.out.println("path: " + path(IDLE, new String[]{"load", "timeout", "retry", "ok", "close", "reset"}, 0, "IDLE"));

        for (int n : new int[]{0, 7, 1234, 99999}) {
            System.out.println(String.format("sumDigits(%d) = %d", n, sumDigits(n, 0)));
        }

        System.out.println("collatz(6) = " + collatz(6, new ArrayList<>()));
        System.out.println("collatz(27) length capped = " + collatz(27, new ArrayList<>()).size());

        int[] data = {4, -2, 9, 0, 5};
        System.out.println("sum = " + fold(data, 0, 0, (a, b) -> a + b));
        System.out.println("max = " + fold(data, 0, Integer.MIN_VALUE, Math::max));
        System.out.println("alt = " + fold(data, 0, 0, (a, b) -> a * -1 + b));

        int s = IDLE;
        int ticks = 0;
        while (true) {
            ticks++;
            s = ticks % 4 == 0 ? transition(s, "fail") : ticks % 3 == 0 ? transition(s, "ok") : transition(s, "load");
            System.out.println("tick " + ticks + " -> " + NAMES[s]);
            if (s == READY || ticks >= 10) {
                break;
            }
        }
    }
}
