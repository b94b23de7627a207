import java.util.*;
import java.util.function.*;

public class SecurityPanel {
    enum Zone { FRONT_DOOR, BACK_DOOR, GARAGE, WINDOW_1 }
    enum State { DISARMED, ARMED_HOME, ARMED_AWAY, ALARM;
        State next(boolean breach) {
            switch (this) {
                case DISARMED: return breach ? DISARMED : ARMED_HOME;
                case ARMED_HOME: return breach ? ALARM : ARMED_AWAY;
                case ARMED_AWAY: return breach ? ALARM : this;
                default: return ALARM;
            }
        }
    }

    interface SensorListener { void onEvent(Zone zone, boolean open, long at); }

    static final class Panel {
        private State state = State.DISARMED;
        private final EnumSet<Zone> open = EnumSet.noneOf(Zone.class);
        private final Map<Zone, Integer> trips = new EnumMap<>(Zone.class);
        private final List<String> audit = new LinkedList<>();
        private final int pin;
        private int failedAttempts;

        Panel(int pin) { this.pin = pin; }

        final SensorListener listener = new SensorListener() {
            private long lastAt = -1;
            @Override public void onEvent(Zone zone, boolean isOpen, long at) {
                if (at < lastAt) { audit.add("out of order " + zone); return; }
                lastAt = at;
                if (isOpen) { open.add(zone); trips.merge(zone, 1, Integer::sum); } else open.remove(zone);
                boolean breach = isOpen && state != State.DISARMED && zone != Zone.GARAGE;
                State before = state;
                if (breach) state = state.next(true);
                if (before != state) audit.add(at + ": " + before + " -> " + state + " by " + zone.name().toLowerCase().replace('_', ' '));
            }
        };

        boolean arm(int code) {
            if (code != pin) {
                if (++failedAttempts >= 3) { state = State.ALARM; audit.add("lockout"); }
                return false;
            }
            failedAttempts = 0;
            if (!open.isEmpty()) { audit.add("cannot arm, open: " + open); return false; }
            state = state.next(false);
            audit.add("armed " + state);
            return true;
        }

        void disarm(int code) {
            if (code == pin) { state = State.DISARMED; audit.add("disarmed"); }
        }
    }

    public static void main(String[] args) {
        Panel p = new Panel(4321);
        SensorListener l = p.listener;
        l.onEvent(Zone.WINDOW_1, true, 10);
        System.out.println(p.arm(4321) + " " + p.state);
        l.onEvent(Zone.WINDOW_1, false, 20);
        System.out.println(p.arm(4321) + " " + p.state + " " + p.arm(4321) + " " + p.state);
        l.onEvent(Zone.GARAGE, true, 30);
        l.onEvent(Zone.GARAGE, false, 31);
        l.onEvent(Zone.BACK_DOOR, true, 25);
        l.onEvent(Zone.FRONT_DOOR, true, 40);
        System.out.println(p.state + " open=" + p.open + " trips=" + p.trips);
        p.disarm(1);
        p.disarm(4321);
        l.onEvent(Zone.FRONT_DOOR, false, 50);
        System.out.println(p.arm(1111) + " " + p.arm(2222) + " " + p.arm(3333) + " " + p.state);
        ListIterator<String> it = p.audit.listIterator(p.audit.size());
        StringBuilder rev = new StringBuilder();
        while (it.hasPrevious()) { int i = it.previousIndex(); rev.append(i).append('=').append(it.previous()).append("; "); }
        System.out.println(rev);
        Map<State, List<Zone>> plan = new TreeMap<>(Comparator.reverseOrder());
        for (Zone z : Zone.values()) plan.computeIfAbsent(z.ordinal() % 2 == 0 ? State.ARMED_AWAY : State.ARMED_HOME, k -> new ArrayList<>()).add(z);
        System.out.println(plan + " " + EnumSet.complementOf(EnumSet.of(Zone.GARAGE)) + " " + EnumSet.range(Zone.BACK_DOOR, Zone.WINDOW_1));
        BinaryOperator<Integer> checksum = (a, b) -> (a * 31) ^ b;
        int sum = 0;
        for (char c : Integer.toString(4321).toCharArray()) sum = checksum.apply(sum, c - '0');
        System.out.println("checksum " + sum + " " + Integer.toOctalString(sum) + " " + Integer.parseInt("-1f", 16) + " " + Integer.valueOf(77).equals(77) + " " + Long.valueOf(3).hashCode());
    }
}
