public class EnumWithFields {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6),
        VENUS(4.869e+24, 6.0518e6),
        EARTH(5.976e+24, 6.37814e6),
        MARS(6.421e+23, 3.3972e6);

        private final double mass;
        private final double radius;
        static final double G = 6.67300E-11;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return G * mass / (radius * radius);
        }

        double surfaceWeight(double otherMass) {
            return otherMass * surfaceGravity();
        }
    }

    enum Coin {
        PENNY(1), NICKEL(5), DIME(10), QUARTER(25);

        private final int cents;

        Coin(int cents) {
            this.cents = cents;
        }

        int cents() {
            return cents;
        }

        static Coin largestAtMost(int amount) {
            Coin best = null;
            for (Coin c : values()) {
                if (c.cents <= amount) {
                    best = c;
                }
            }
            return best;
        }
    }

    public static void main(String[] args) {
        double earthWeight = 175;
        double mass = earthWeight / Planet.EARTH.surfaceGravity();
        for (Planet p : Planet.values()) {
            long rounded = Math.round(p.surfaceWeight(mass) * 100);
            System.out.println("Weight on " + p + " is " + rounded / 100.0);
        }
        int amount = 94;
        StringBuilder sb = new StringBuilder();
        while (amount > 0) {
            Coin c = Coin.largestAtMost(amount);
            amount -= c.cents();
            sb.append(c.name().charAt(0));
        }
        System.out.println("change for 94: " + sb);
        int total = 0;
        for (Coin c : Coin.values()) {
            total += c.cents();
        }
        System.out.println("one of each coin: " + total + " cents");
    }
}
