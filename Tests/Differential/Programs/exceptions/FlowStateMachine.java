import java.util.ArrayList;
import java.util.List;

public class FlowStateMachine {

    enum State { CREATED, PAID, PACKED, SHIPPED, DELIVERED, CANCELLED, REFUNDED }

    enum Event { PAY, PACK, SHIP, DELIVER, CANCEL, REFUND }

    static class IllegalTransitionException extends RuntimeException {
        private final State from;
        private final Event event;

        IllegalTransitionException(State from, Event event) {
            super("cannot " + event.name() + " when " + from.name());
            this.from = from;
            this.event = event;
        }

        State getFrom() {
            return from;
        }

        Event getEvent() {
            return event;
        }
    }

    static class ShipmentLostException extends RuntimeException {
        ShipmentLostException(String message) {
            super(message);
        }
    }

    static class OrderFlow {
        final String id;
        State state = State.CREATED;
        final List<String> history = new ArrayList<>();
        int rejected = 0;

        OrderFlow(String id) {
            this.id = id;
            history.add(state.name());
        }

        State next(Event e) {
            switch (state) {
                case CREATED:
                    if (e == Event.PAY) return State.PAID;
                    if (e == Event.CANCEL) return State.CANCELLED;
                    break;
                case PAID:
                    if (e == Event.PACK) return State.PACKED;
                    if (e == Event.CANCEL) return State.REFUNDED;
                    break;
                case PACKED:
                    if (e == Event.SHIP) return State.SHIPPED;
                    if (e == Event.CANCEL) return State.REFUNDED;
                    break;
                case SHIPPED:
                    if (e == Event.DELIVER) return State.DELIVERED;
                    break;
                case DELIVERED:
                    if (e == Event.REFUND) return State.REFUNDED;
                    break;
                case CANCELLED:
                case REFUNDED:
                    // terminal states: nothing allowed, fall into the throw below
                    break;
                default:
                    throw new IllegalStateException("unknown state");
            }
            throw new IllegalTransitionException(state, e);
        }

        void apply(Event e) {
            State target = next(e);
            history.add(target.name());
            state = target;
        }

        boolean isTerminal() {
            switch (state) {
                case DELIVERED:
                case CANCELLED:
                case REFUNDED:
                    return true;
                default:
                    return false;
            }
        }
    }

    static int feeFor(State s) {
        int fee = 0;
        // deliberate fall-through: later states accumulate the fees of earlier ones
        switch (s) {
            case DELIVERED:
                fee += 1;
            case SHIPPED:
                fee += 10;
            case PACKED:
                fee += 100;
            case PAID:
                fee += 1000;
                break;
            case REFUNDED:
                fee -= 5;
            default:
                fee += 0;
        }
        return fee;
    }

    static void runScenario(String id, Event[] events) {
        OrderFlow flow = new OrderFlow(id);
        System.out.println("order " + id);
        for (Event e : events) {
            try {
                flow.apply(e);
                System.out.println("  " + e.name() + " -> " + flow.state.name()
                        + (flow.isTerminal() ? " (terminal)" : ""));
            } catch (IllegalTransitionException ex) {
                flow.rejected++;
                System.out.println("  rejected: " + ex.getMessage() + " [from=" + ex.getFrom().ordinal()
                        + ", event=" + ex.getEvent().ordinal() + "]");
            }
        }
        System.out.println("  history " + String.join(">", flow.history) + ", rejected " + flow.rejected
                + ", fee " + feeFor(flow.state));
    }

    public static void main(String[] args) {
        runScenario("O-1", new Event[]{Event.PAY, Event.PACK, Event.SHIP, Event.DELIVER});
        runScenario("O-2", new Event[]{Event.PACK, Event.PAY, Event.CANCEL, Event.PAY});
        runScenario("O-3", new Event[]{Event.CANCEL, Event.CANCEL, Event.REFUND});
        runScenario("O-4", new Event[]{Event.PAY, Event.PACK, Event.SHIP, Event.CANCEL, Event.DELIVER,
                Event.REFUND, Event.SHIP});
        runScenario("O-5", new Event[]{Event.DELIVER, Event.SHIP, Event.PAY, Event.PACK});

        System.out.println("fee table:");
        for (State s : State.values()) {
            System.out.println("  " + s.name() + " = " + feeFor(s));
        }

        // Exhaustive transition matrix; count legal moves per state
        System.out.println("transition matrix:");
        for (State s : State.values()) {
            StringBuilder row = new StringBuilder();
            int legal = 0;
            for (Event e : Event.values()) {
                OrderFlow probe = new OrderFlow("probe");
                probe.state = s;
                try {
                    State t = probe.next(e);
                    row.append(t.name().charAt(0));
                    legal++;
                } catch (IllegalTransitionException ex) {
                    row.append('.');
                }
            }
            System.out.println("  " + String.format("%s", s.name()) + " " + row + " legal=" + legal);
        }

        // Final shipment tracking: the last unhandled event escapes main
        OrderFlow tracked = new OrderFlow("O-9");
        Event[] script = {Event.PAY, Event.PACK, Event.SHIP};
        for (Event e : script) {
            tracked.apply(e);
        }
        System.out.println("tracking " + tracked.id + " in state " + tracked.state.name());
        int checkpoints = 0;
        do {
            checkpoints++;
            System.out.println("  checkpoint " + checkpoints + " reached");
        } while (checkpoints < 3 && tracked.state == State.SHIPPED && !tracked.isTerminal());
        System.out.println("carrier lost contact after " + checkpoints + " checkpoints");
        throw new ShipmentLostException("shipment for " + tracked.id + " lost in transit");
    }
}
