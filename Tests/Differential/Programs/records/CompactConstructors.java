public class CompactConstructors {
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) {
                System.out.println("  swapping " + lo + " and " + hi);
                int t = lo;
                lo = hi;
                hi = t;
            }
        }

        int length() {
            return hi - lo;
        }

        boolean contains(int v) {
            return v >= lo && v < hi;
        }
    }

    record Email(String address) {
        Email {
            if (address == null || !address.contains("@")) {
                throw new IllegalArgumentException("bad email: " + address);
            }
            address = address.trim().toLowerCase();
        }
    }

    record Rational(int num, int den) {
        Rational {
            if (den == 0) {
                throw new ArithmeticException("den is zero");
            }
            int g = gcd(Math.abs(num), Math.abs(den));
            if (den < 0) {
                g = -g;
            }
            num /= g;
            den /= g;
        }

        Rational(int whole) {
            this(whole, 1);
        }

        static int gcd(int a, int b) {
            return b == 0 ? Math.max(a, 1) : gcd(b, a % b);
        }
    }

    public static void main(String[] args) {
        Range r1 = new Range(2, 9);
        Range r2 = new Range(9, 2);
        System.out.println(r1 + " " + r2 + " equal: " + r1.equals(r2) + " length " + r2.length());
        System.out.println("contains 5: " + r1.contains(5) + ", contains 9: " + r1.contains(9));
        String[] emails = {"  Ann@Example.COM ", "nope", null, "b@c"};
        for (String e : emails) {
            try {
                System.out.println("email " + new Email(e));
            } catch (IllegalArgumentException ex) {
                System.out.println("rejected: " + ex.getMessage());
            }
        }
        System.out.println(new Rational(6, -8) + " " + new Rational(0, 5) + " " + new Rational(7) + " " + new Rational(-10, -4));
        System.out.println("equal after normalize: " + new Rational(2, 4).equals(new Rational(1, 2)));
        try {
            new Rational(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("rational error: " + e.getMessage());
        }
    }
}
