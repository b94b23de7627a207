import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

public class SmTrafficLight {

    enum Light {
        RED(30, "Stop") {
            @Override
            Light next(boolean pedestrianWaiting) {
                return GREEN;
            }
        },
        RED_AMBER(3, "Get ready") {
            @Override
            Light next(boolean pedestrianWaiting) {
                return GREEN;
            }
        },
        GREEN(25, "Go") {
            @Override
            Light next(boolean pedestrianWaiting) {
                return AMBER;
            }
        },
        AMBER(4, "Prepare to stop") {
            @Override
            Light next(boolean pedestrianWaiting) {
                return pedestrianWaiting ? FLASHING_RED : RED;
            }
        },
        FLASHING_RED(10, "Pedestrians crossing") {
            @Override
            Light next(boolean pedestrianWaiting) {
                return RED;
            }
        };

        private final int seconds;
        private final String meaning;

        Light(int seconds, String meaning) {
            this.seconds = seconds;
            this.meaning = meaning;
        }

        int getSeconds() {
            return seconds;
        }

        String getMeaning() {
            return meaning;
        }

        abstract Light next(boolean pedestrianWaiting);

        boolean carsMayMove() {
            return this == GREEN || this == AMBER;
        }
    }

    static final class Intersection {
        private final String name;
        private Light current = Light.RED;
        private int elapsed = 0;
        private final EnumMap<Light, Integer> timeIn = new EnumMap<>(Light.class);
        private final List<String> log = new ArrayList<>();

        Intersection(String name) {
            this.name = name;
        }

        void tick(boolean pedestrian) {
            int secs = current.getSeconds();
            timeIn.merge(current, secs, Integer::sum);
            elapsed += secs;
            Light nxt = current.next(pedestrian);
            log.add(String.format("%-12s -> %-12s at t=%5d", current.name(), nxt.name(), elapsed));
            current = nxt;
        }

        Light getCurrent() {
            return current;
        }

        int getElapsed() {
            return elapsed;
        }

        Map<Light, Integer> getTimeIn() {
            return timeIn;
        }

        List<String> getLog() {
            return log;
        }

        String getName() {
            return name;
        }
    }

    static String describe(Light light) {
        return switch (light) {
            case RED, FLASHING_RED -> "halt";
            case RED_AMBER -> "wait";
            case GREEN -> {
                String s = "drive";
                yield s.toUpperCase();
            }
            case AMBER -> {
                if (light.getSeconds() > 3) {
                    yield "slow down (" + light.getSeconds() + "s)";
                }
                yield "brake";
            }
        };
    }

    public static void main(String[] args) {
        System.out.println("=== Light catalogue ===");
        for (Light l : Light.values()) {
            System.out.println(String.format("%d %-12s %5d s  %-22s move=%s  desc=%s",
                    l.ordinal(), l.name(), l.getSeconds(), l.getMeaning(), l.carsMayMove(), describe(l)));
        }

        Intersection main = new Intersection("Main & 5th");
        boolean[] pedestrianPattern = {false, false, true, false, false, false, true, false, false};
        for (boolean p : pedestrianPattern) {
            main.tick(p);
        }
        System.out.println("=== Log for " + main.getName() + " ===");
        for (String line : main.getLog()) {
            System.out.println(line);
        }
        System.out.println("Final light: " + main.getCurrent() + ", elapsed=" + main.getElapsed());
        System.out.println("Time per light: " + main.getTimeIn());

        int total = 0;
        for (Map.Entry<Light, Integer> e : main.getTimeIn().entrySet()) {
            total += e.getValue();
        }
        for (Map.Entry<Light, Integer> e : main.getTimeIn().entrySet()) {
            double pct = 100.0 * e.getValue() / total;
            System.out.println(String.format("  %-12s %.2f", e.getKey(), pct) + "%");
        }

        EnumSet<Light> stopping = EnumSet.of(Light.RED, Light.FLASHING_RED, Light.RED_AMBER);
        EnumSet<Light> moving = EnumSet.complementOf(stopping);
        System.out.println("Stopping: " + stopping + " size=" + stopping.size());
        System.out.println("Moving: " + moving);
        System.out.println("Range RED_AMBER..AMBER: " + EnumSet.range(Light.RED_AMBER, Light.AMBER));
        System.out.println("All: " + EnumSet.allOf(Light.class));
        System.out.println("None: " + EnumSet.noneOf(Light.class));

        String[] inputs = {"GREEN", "AMBER", "BLUE", "red"};
        for (String in : inputs) {
            try {
                Light l = Light.valueOf(in);
                System.out.println("Parsed " + in + " -> " + l + " ordinal " + l.ordinal());
            } catch (IllegalArgumentException ex) {
                System.out.println("Unknown light name: " + in);
            }
        }

        Light a = Light.GREEN;
        Light b = Light.RED;
        System.out.println("GREEN compareTo RED = " + a.compareTo(b));
        System.out.println("RED compareTo FLASHING_RED = " + b.compareTo(Light.FLASHING_RED));
        System.out.println("AMBER equals AMBER = " + Light.AMBER.equals(Light.valueOf("AMBER")));

        // Cycle length computation without pedestrians
        Light cur = Light.RED;
        int cycle = 0;
        int steps = 0;
        do {
            cycle += cur.getSeconds();
            cur = cur.next(false);
            steps++;
        } while (cur != Light.RED && steps < 10);
        System.out.println("Cycle without pedestrians: " + steps + " steps, " + cycle + " seconds");
    }
}
