import java.util.*;

public class EnmMediaPlayer {
    static class Player {
        enum State { IDLE, LOADING, PLAYING, PAUSED, STOPPED, ERROR }

        enum Event { LOAD, READY, PLAY, PAUSE, STOP, FAIL, RESET }

        private State state = State.IDLE;
        private final List<String> log = new ArrayList<>();
        private final EnumMap<State, Integer> visits = new EnumMap<>(State.class);

        Player() { visits.put(State.IDLE, 1); }

        State transition(State from, Event ev) {
            return switch (from) {
                case IDLE -> ev == Event.LOAD ? State.LOADING : null;
                case LOADING -> switch (ev) {
                    case READY -> State.PAUSED;
                    case FAIL -> State.ERROR;
                    default -> null;
                };
                case PLAYING, PAUSED -> {
                    if (ev == Event.PLAY) yield State.PLAYING;
                    if (ev == Event.PAUSE) yield from == State.PLAYING ? State.PAUSED : null;
                    if (ev == Event.STOP) yield State.STOPPED;
                    if (ev == Event.FAIL) yield State.ERROR;
                    yield null;
                }
                case STOPPED, ERROR -> ev == Event.RESET ? State.IDLE : null;
            };
        }

        void fire(Event ev) {
            State next = transition(state, ev);
            if (next == null) {
                throw new IllegalStateException("cannot " + ev.name() + " while " + state.name());
            }
            log.add(state.name() + " -" + ev.name().toLowerCase() + "-> " + next.name());
            state = next;
            visits.merge(next, 1, Integer::sum);
        }
    }

    enum TrafficLight {
        RED(30) { TrafficLight next() { return GREEN; } },
        GREEN(25) { TrafficLight next() { return YELLOW; } },
        YELLOW(5) { TrafficLight next() { return RED; } };

        final int seconds;

        TrafficLight(int seconds) { this.seconds = seconds; }

        abstract TrafficLight next();
    }

    public static void main(String[] args) {
        System.out.println("== Media player ==");
        Player p = new Player();
        Player.Event[] script = {
            Player.Event.LOAD, Player.Event.PLAY, Player.Event.READY, Player.Event.PLAY,
            Player.Event.PAUSE, Player.Event.PAUSE, Player.Event.PLAY, Player.Event.FAIL,
            Player.Event.PLAY, Player.Event.RESET, Player.Event.LOAD, Player.Event.READY, Player.Event.STOP
        };
        int rejected = 0;
        for (Player.Event ev : script) {
            try {
                p.fire(ev);
                System.out.println(String.format("%-8s ok   -> %s", ev, p.state));
            } catch (IllegalStateException e) {
                rejected++;
                System.out.println(String.format("%-8s FAIL (%s)", ev, e.getMessage()));
            }
        }
        System.out.println("final state=" + p.state + " rejected=" + rejected);
        for (int i = 0; i < p.log.size(); i++) {
            System.out.println(String.format("%5d %s", i + 1, p.log.get(i)));
        }
        System.out.println("visits=" + p.visits);
        EnumSet<Player.State> unvisited = EnumSet.allOf(Player.State.class);
        unvisited.removeAll(p.visits.keySet());
        System.out.println("unvisited=" + unvisited);

        System.out.println("== Transition table ==");
        for (Player.State s : Player.State.values()) {
            StringBuilder sb = new StringBuilder();
            for (Player.Event ev : Player.Event.values()) {
                Player.State t = p.transition(s, ev);
                if (t != null) sb.append(ev.name()).append("->").append(t.name()).append(' ');
            }
            System.out.println(String.format("%-8s %s", s, sb.toString().trim()));
        }

        System.out.println("== Traffic light ==");
        TrafficLight light = TrafficLight.RED;
        int elapsed = 0;
        EnumMap<TrafficLight, Integer> timeIn = new EnumMap<>(TrafficLight.class);
        for (int i = 0; i < 7; i++) {
            timeIn.merge(light, light.seconds, Integer::sum);
            System.out.println(String.format("t=%5d %-8s for %d s", elapsed, light, light.seconds));
            elapsed += light.seconds;
            light = light.next();
        }
        System.out.println("time per color=" + timeIn);
        int cycle = 0;
        for (TrafficLight t : TrafficLight.values()) cycle += t.seconds;
        System.out.println("cycle=" + cycle + "s, at t=100 color is " + colorAt(100) + ", at t=57 color is " + colorAt(57));
        System.out.println("YELLOW.compareTo(RED)=" + TrafficLight.YELLOW.compareTo(TrafficLight.RED) + " GREEN.ordinal=" + TrafficLight.GREEN.ordinal());
    }

    static TrafficLight colorAt(int t) {
        TrafficLight cur = TrafficLight.RED;
        int remaining = t;
        while (remaining >= cur.seconds) {
            remaining -= cur.seconds;
            cur = cur.next();
        }
        return cur;
    }
}
