public class RecordAccessorOverride {
    record Name(String first, String last) {
        @Override
        public String first() {
            return first == null ? "?" : first;
        }

        public String full() {
            return first() + " " + last;
        }
    }

    record Celsius(double value) {
        Celsius {
            if (value < -273.15) {
                throw new IllegalArgumentException("below absolute zero: " + value);
            }
        }

        Celsius(int tenths, boolean scaled) {
            this(scaled ? tenths / 10.0 : tenths);
        }

        @Override
        public String toString() {
            return value + " C";
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Celsius c && Math.abs(c.value - value) < 0.01;
        }

        @Override
        public int hashCode() {
            return (int) Math.round(value * 100);
        }
    }

    public static void main(String[] args) {
        Name n1 = new Name("Ada", "Lovelace");
        Name n2 = new Name(null, "Unknown");
        System.out.println(n1 + " / " + n1.full());
        System.out.println(n2 + " / " + n2.full() + " / accessor " + n2.first());
        System.out.println("equals uses fields: " + n2.equals(new Name(null, "Unknown")) + " " + n2.equals(new Name("?", "Unknown")));
        Celsius a = new Celsius(21.5);
        Celsius b = new Celsius(215, true);
        Celsius c = new Celsius(21, false);
        System.out.println(a + " " + b + " " + c);
        System.out.println("custom equals: " + a.equals(b) + " " + a.equals(c) + " hash " + a.hashCode() + " " + b.hashCode());
        try {
            new Celsius(-300);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
