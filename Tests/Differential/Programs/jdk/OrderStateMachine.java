import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

public class OrderStateMachine {
    enum State { CREATED, PAID, SHIPPED, DELIVERED, CANCELLED, REFUNDED }
    enum Event { PAY, SHIP, DELIVER, CANCEL, REFUND }

    static State next(State s, Event e) {
        switch (s) {
            case CREATED:
                if (e == Event.PAY) return State.PAID;
                if (e == Event.CANCEL) return State.CANCELLED;
                break;
            case PAID:
                if (e == Event.SHIP) return State.SHIPPED;
                if (e == Event.CANCEL) return State.REFUNDED;
                break;
            case SHIPPED:
                if (e == Event.DELIVER) return State.DELIVERED;
                break;
            case DELIVERED:
                if (e == Event.REFUND) return State.REFUNDED;
                break;
            default:
                break;
        }
        throw new IllegalStateException("cannot " + e + " when " + s);
    }

    static boolean isTerminal(State s) {
        return switch (s) {
            case CANCELLED, REFUNDED -> true;
            default -> false;
        };
    }

    public static void main(String[] args) {
        Event[][] scripts = {{Event.PAY, Event.SHIP, Event.DELIVER}, {Event.PAY, Event.CANCEL, Event.SHIP}, {Event.SHIP},
            {Event.CANCEL, Event.PAY}, {Event.PAY, Event.SHIP, Event.DELIVER, Event.REFUND, Event.REFUND}};
        Map<State, Integer> finalCounts = new EnumMap<>(State.class);
        for (int i = 0; i < scripts.length; i++) {
            State s = State.CREATED;
            List<String> history = new ArrayList<>();
            history.add(s.name());
            for (Event e : scripts[i]) {
                try {
                    State n = next(s, e);
                    System.out.println("order " + i + ": " + s + " --" + e + "--> " + n);
                    s = n;
                    history.add(s.name());
                } catch (IllegalStateException ex) {
                    System.out.println("order " + i + ": rejected: " + ex.getMessage());
                }
                if (isTerminal(s)) {
                    System.out.println("order " + i + ": reached terminal state " + s);
                    break;
                }
            }
            finalCounts.merge(s, 1, Integer::sum);
            System.out.println("order " + i + " history=" + String.join(" > ", history) + " final ordinal=" + s.ordinal());
        }
        System.out.println("final state counts=" + finalCounts);
        for (State s : State.values()) {
            List<Event> allowed = new ArrayList<>();
            for (Event e : Event.values()) {
                try {
                    next(s, e);
                    allowed.add(e);
                } catch (IllegalStateException ignored) {
                    // not allowed
                }
            }
            System.out.println(s + " allows " + allowed);
        }
    }
}
