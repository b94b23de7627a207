import java.util.Arrays;

public class EnumValueOfOrdinal {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), VENUS(4.869e+24, 6.0518e6), EARTH(5.976e+24, 6.37814e6), MARS(6.421e+23, 3.3972e6);

        private final double mass;
        private final double radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return 6.67300E-11 * mass / (radius * radius);
        }
    }

    enum Level { LOW, MEDIUM, HIGH }

    public static void main(String[] args) {
        System.out.println("values=" + Arrays.toString(Planet.values()));
        for (Planet p : Planet.values()) {
            System.out.printf("%s ordinal=%d name=%s gravity=%.2f%n", p, p.ordinal(), p.name(), p.surfaceGravity());
        }
        Planet earth = Planet.valueOf("EARTH");
        System.out.println("valueOf(EARTH)=" + earth + " == EARTH " + (earth == Planet.EARTH));
        try {
            Planet.valueOf("PLUTO");
        } catch (IllegalArgumentException e) {
            System.out.println("valueOf(PLUTO) threw: " + e.getMessage());
        }
        try {
            Planet.valueOf("earth");
        } catch (IllegalArgumentException e) {
            System.out.println("valueOf is case-sensitive: " + e.getMessage());
        }
        try {
            Level.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf(null) threw NullPointerException: " + e.getMessage());
        }
        System.out.println("compareTo LOW vs HIGH=" + Level.LOW.compareTo(Level.HIGH) + " HIGH vs LOW=" + Level.HIGH.compareTo(Level.LOW) + " MEDIUM vs MEDIUM=" + Level.MEDIUM.compareTo(Level.MEDIUM));
        System.out.println("equals=" + Level.LOW.equals(Level.LOW) + " getDeclaringClass=" + Level.LOW.getDeclaringClass().getSimpleName());
        Level[] levels = {Level.HIGH, Level.LOW, Level.MEDIUM, Level.LOW};
        Arrays.sort(levels);
        System.out.println("sorted by ordinal=" + Arrays.toString(levels));
        Level next = Level.values()[(Level.HIGH.ordinal() + 1) % Level.values().length];
        System.out.println("cyclic next after HIGH=" + next);
        for (Level l : Level.values()) {
            String desc = switch (l) {
                case LOW -> "relax";
                case MEDIUM -> "watch";
                case HIGH -> "act now";
            };
            System.out.println(l + " -> " + desc + " lowercase=" + l.name().toLowerCase());
        }
        System.out.println("Enum.valueOf generic=" + Enum.valueOf(Level.class, "MEDIUM"));
        System.out.println("values() returns copy: " + (Level.values() != Level.values()));
    }
}
