import java.util.HashMap;
import java.util.Map;

public class EnumStaticInitOrder {
    enum Planet {
        MERCURY(3.303e+23), VENUS(4.869e+24), EARTH(5.976e+24);

        private static final Map<String, Planet> BY_LOWER = new HashMap<>();
        private static int lookups = count("static field");

        static {
            System.out.println("static block: " + values().length + " planets, lookups=" + lookups);
            for (Planet p : values()) {
                BY_LOWER.put(p.name().toLowerCase(), p);
            }
        }

        private final double mass;

        Planet(double mass) {
            System.out.println("constructing " + name());
            this.mass = mass;
        }

        static int count(String why) {
            System.out.println("count(" + why + ")");
            return 1;
        }

        static Planet find(String s) {
            lookups++;
            return BY_LOWER.get(s);
        }

        double mass() { return mass; }
    }

    public static void main(String[] args) {
        System.out.println("main starts");
        Planet e = Planet.EARTH;
        System.out.println("got " + e + " ordinal " + e.ordinal());
        System.out.println("find venus: " + Planet.find("venus") + " lookups " + Planet.lookups);
        System.out.println("valueOf: " + Planet.valueOf("MERCURY").mass());
        System.out.println("find pluto: " + Planet.find("pluto"));
        switch (e) {
            case EARTH: System.out.println("home"); break;
            default: System.out.println("away");
        }
    }
}
