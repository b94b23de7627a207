public class ImmutableValue {
    static final class Fraction {
        private final long num;
        private final long den;

        Fraction(long num, long den) {
            if (den == 0) {
                throw new ArithmeticException("zero denominator");
            }
            if (den < 0) {
                num = -num;
                den = -den;
            }
            long g = gcd(Math.abs(num), den);
            this.num = num / g;
            this.den = den / g;
        }

        static long gcd(long a, long b) {
            return b == 0 ? (a == 0 ? 1 : a) : gcd(b, a % b);
        }

        Fraction plus(Fraction o) {
            return new Fraction(num * o.den + o.num * den, den * o.den);
        }

        Fraction times(Fraction o) {
            return new Fraction(num * o.num, den * o.den);
        }

        Fraction inverse() {
            return new Fraction(den, num);
        }

        double value() {
            return (double) num / den;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Fraction && ((Fraction) o).num == num && ((Fraction) o).den == den;
        }

        @Override
        public int hashCode() {
            return (int) (num * 31 + den);
        }

        @Override
        public String toString() {
            return den == 1 ? Long.toString(num) : num + "/" + den;
        }
    }

    public static void main(String[] args) {
        Fraction half = new Fraction(1, 2);
        Fraction third = new Fraction(1, 3);
        Fraction sum = half.plus(third);
        System.out.println(half + " + " + third + " = " + sum + " ~ " + sum.value());
        System.out.println(half + " * " + third + " = " + half.times(third));
        System.out.println("normalized: " + new Fraction(6, -8) + " " + new Fraction(0, 5) + " " + new Fraction(10, 5));
        System.out.println("inverse of 3/4: " + new Fraction(3, 4).inverse());
        System.out.println("equal 2/4 and 1/2: " + new Fraction(2, 4).equals(half) + " hash " + half.hashCode());
        Fraction harmonic = new Fraction(0, 1);
        for (int i = 1; i <= 10; i++) {
            harmonic = harmonic.plus(new Fraction(1, i));
            System.out.println("H(" + i + ") = " + harmonic);
        }
        try {
            new Fraction(0, 3).inverse();
        } catch (ArithmeticException e) {
            System.out.println("inverse of zero: " + e.getMessage());
        }
        System.out.println("half unchanged: " + half);
    }
}
