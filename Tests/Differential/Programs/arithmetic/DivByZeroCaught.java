public class DivByZeroCaught {
    static int divide(int a, int b) {
        return a / b;
    }

    static long lmod(long a, long b) {
        return a % b;
    }

    public static void main(String[] args) {
        int[] divisors = {2, 0, -1, 0};
        for (int d : divisors) {
            try {
                System.out.println("10 / " + d + " = " + divide(10, d));
            } catch (ArithmeticException e) {
                System.out.println("caught: " + e.getMessage());
                System.out.println("as string: " + e);
            }
        }
        try {
            System.out.println(lmod(5L, 0L));
        } catch (ArithmeticException e) {
            System.out.println("long mod: " + e.getMessage());
        }
        try {
            int z = 0;
            int r = 1;
            r %= z;
            System.out.println("unreachable " + r);
        } catch (ArithmeticException e) {
            System.out.println("compound mod: " + e.getClass().getName());
        }
        try {
            int zero = 0;
            int y = 0 / zero;
            System.out.println("0/0 = " + y);
        } catch (RuntimeException e) {
            System.out.println("0/0 threw " + e.getClass().getSimpleName());
        }
        double dz = 0.0;
        System.out.println("1.0 / 0.0 = " + (1.0 / dz));
        System.out.println("-1.0 / 0.0 = " + (-1.0 / dz));
        System.out.println("0.0 / 0.0 = " + (0.0 / dz));
        System.out.println("1 / -0.0 = " + (1 / -0.0));
        int count = 0;
        for (int i = -2; i <= 2; i++) {
            try {
                count += 100 / i;
            } catch (ArithmeticException e) {
                count += 1000;
            } finally {
                System.out.println("i=" + i + " count=" + count);
            }
        }
    }
}
