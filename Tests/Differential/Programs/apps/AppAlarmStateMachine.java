import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class AppAlarmStateMachine {
    enum State {
        DISARMED(false), EXIT_DELAY(false), ARMED_STAY(true), ARMED_AWAY(true), ENTRY_DELAY(true), ALARM(true);
        final boolean armed;
        State(boolean armed) { this.armed = armed; }
    }

    enum SensorKind { DOOR, WINDOW, MOTION, SMOKE;
        boolean alwaysArmed() { return this == SMOKE; }
        boolean isPerimeter() { return this == DOOR || this == WINDOW; }
    }

    static class InvalidTransitionException extends RuntimeException {
        InvalidTransitionException(State from, String event) { super("cannot " + event + " while " + from); }
    }

    static abstract class Sensor {
        final int zone; final String name; boolean tripped;
        Sensor(int zone, String name) { this.zone = zone; this.name = name; }
        abstract SensorKind kind();
        boolean isEntryPoint() { return false; }
        @Override public String toString() { return String.format("Z%d %-10s %-6s %s", zone, name, kind(), tripped ? "TRIPPED" : "ok"); }
    }
    static class DoorSensor extends Sensor {
        final boolean entry;
        DoorSensor(int zone, String name, boolean entry) { super(zone, name); this.entry = entry; }
        SensorKind kind() { return SensorKind.DOOR; }
        @Override boolean isEntryPoint() { return entry; }
    }
    static class WindowSensor extends Sensor {
        WindowSensor(int zone, String name) { super(zone, name); }
        SensorKind kind() { return SensorKind.WINDOW; }
    }
    static class MotionSensor extends Sensor {
        MotionSensor(int zone, String name) { super(zone, name); }
        SensorKind kind() { return SensorKind.MOTION; }
    }
    static class SmokeSensor extends Sensor {
        SmokeSensor(int zone, String name) { super(zone, name); }
        SensorKind kind() { return SensorKind.SMOKE; }
    }

    interface TransitionListener { void onTransition(long t, State from, State to, String reason); }

    static class Panel {
        static final int EXIT_DELAY = 30, ENTRY_DELAY = 20;
        private State state = State.DISARMED;
        private State pendingArm = null;
        private long now = 0, timerEnds = -1;
        private final String code;
        private int badCodes = 0;
        private final Map<Integer, Sensor> sensors = new TreeMap<>();
        private final List<TransitionListener> listeners = new ArrayList<>();

        Panel(String code) { this.code = code; }
        void add(Sensor s) { sensors.put(s.zone, s); }
        void listen(TransitionListener l) { listeners.add(l); }
        State state() { return state; }

        private void go(State to, String reason) {
            State from = state; state = to;
            listeners.forEach(l -> l.onTransition(now, from, to, reason));
        }

        void arm(boolean away) {
            if (state != State.DISARMED) throw new InvalidTransitionException(state, "arm");
            List<Integer> open = sensors.values().stream().filter(s -> s.tripped && s.kind().isPerimeter()).map(s -> s.zone).toList();
            if (!open.isEmpty()) throw new IllegalStateException("zones not ready: " + open);
            pendingArm = away ? State.ARMED_AWAY : State.ARMED_STAY;
            timerEnds = now + EXIT_DELAY;
            go(State.EXIT_DELAY, "arm " + (away ? "away" : "stay"));
        }

        boolean disarm(String entered) {
            if (!entered.equals(code)) {
                badCodes++;
                if (badCodes >= 3 && state.armed && state != State.ALARM) go(State.ALARM, "too many bad codes");
                return false;
            }
            badCodes = 0; timerEnds = -1; pendingArm = null;
            if (state != State.DISARMED) go(State.DISARMED, "user code");
            return true;
        }

        void trip(int zone) {
            Sensor s = Optional.ofNullable(sensors.get(zone)).orElseThrow(() -> new NoSuchElementException("zone " + zone));
            s.tripped = true;
            if (s.kind().alwaysArmed()) { go(State.ALARM, "fire " + s.name); return; }
            switch (state) {
                case ARMED_AWAY, ARMED_STAY -> {
                    boolean ignored = state == State.ARMED_STAY && s.kind() == SensorKind.MOTION;
                    if (ignored) return;
                    if (s.isEntryPoint()) { timerEnds = now + ENTRY_DELAY; go(State.ENTRY_DELAY, "entry " + s.name); }
                    else go(State.ALARM, "intrusion " + s.name);
                }
                case ENTRY_DELAY -> { if (!s.isEntryPoint()) go(State.ALARM, "intrusion " + s.name); }
                default -> { }
            }
        }

        void restore(int zone) { sensors.get(zone).tripped = false; }

        void tick(int seconds) {
            now += seconds;
            if (timerEnds >= 0 && now >= timerEnds) {
                timerEnds = -1;
                if (state == State.EXIT_DELAY) go(pendingArm, "exit delay over");
                else if (state == State.ENTRY_DELAY) go(State.ALARM, "entry delay expired");
            }
        }
        Collection<Sensor> sensors() { return sensors.values(); }
    }

    public static void main(String[] args) {
        Panel p = new Panel("4321");
        p.add(new DoorSensor(1, "Front", true)); p.add(new DoorSensor(2, "Garage", true));
        p.add(new WindowSensor(3, "Kitchen")); p.add(new MotionSensor(4, "Hallway"));
        p.add(new SmokeSensor(5, "Attic")); p.add(new DoorSensor(6, "Patio", false));

        List<String> log = new ArrayList<>();
        Map<State, Integer> entries = new EnumMap<>(State.class);
        p.listen((t, from, to, why) -> log.add(String.format("t=%3d %-11s -> %-11s (%s)", t, from, to, why)));
        p.listen(new TransitionListener() {
            @Override public void onTransition(long t, State from, State to, String reason) {
                entries.merge(to, 1, Integer::sum);
            }
        });

        String[] script = {
            "trip 3", "arm away", "restore 3", "arm away", "tick 10", "arm stay", "tick 25", "trip 4",
            "tick 5", "disarm 1111", "disarm 4321", "restore 4", "arm stay", "tick 30", "trip 4", "trip 6",
            "disarm 4321", "restore 4", "restore 6", "arm away", "tick 31", "trip 1", "tick 10", "disarm 4321",
            "restore 1", "arm away", "tick 30", "disarm 0000", "disarm 0000", "disarm 9999", "disarm 4321",
            "trip 9", "trip 5", "disarm 4321", "restore 5", "arm away", "tick 40", "trip 2", "tick 19", "tick 1",
        };
        for (String cmd : script) {
            String[] parts = cmd.split(" ");
            String result;
            try {
                result = switch (parts[0]) {
                    case "arm" -> { p.arm(parts[1].equals("away")); yield "ok"; }
                    case "disarm" -> p.disarm(parts[1]) ? "accepted" : "rejected";
                    case "trip" -> { p.trip(Integer.parseInt(parts[1])); yield "ok"; }
                    case "restore" -> { p.restore(Integer.parseInt(parts[1])); yield "ok"; }
                    case "tick" -> { p.tick(Integer.parseInt(parts[1])); yield "ok"; }
                    default -> throw new IllegalArgumentException(parts[0]);
                };
            } catch (InvalidTransitionException | IllegalStateException | NoSuchElementException e) {
                result = "error: " + e.getMessage();
            }
            System.out.printf("%-12s => %-10s [%s]%n", cmd, p.state(), result);
        }
        System.out.println("--- Transition log ---");
        log.forEach(System.out::println);
        System.out.println("Entries per state: " + entries);
        System.out.println("--- Sensors ---");
        p.sensors().forEach(System.out::println);
        Map<SensorKind, Long> trippedByKind = p.sensors().stream().filter(s -> s.tripped)
            .collect(Collectors.groupingBy(Sensor::kind, () -> new EnumMap<>(SensorKind.class), Collectors.counting()));
        System.out.println("Tripped by kind: " + trippedByKind);
    }
}
