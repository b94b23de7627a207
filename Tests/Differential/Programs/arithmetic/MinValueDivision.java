public class MinValueDivision {
    static int div(int a, int b) {
        return a / b;
    }

    static int rem(int a, int b) {
        return a % b;
    }

    static long ldiv(long a, long b) {
        return a / b;
    }

    static long lrem(long a, long b) {
        return a % b;
    }

    public static void main(String[] args) {
        int m = Integer.MIN_VALUE;
        System.out.println("MIN / -1 = " + div(m, -1));
        System.out.println("MIN % -1 = " + rem(m, -1));
        System.out.println("MIN / 1 = " + div(m, 1));
        System.out.println("MIN / 2 = " + div(m, 2));
        System.out.println("MIN % 3 = " + rem(m, 3));
        long lm = Long.MIN_VALUE;
        System.out.println("LMIN / -1 = " + ldiv(lm, -1));
        System.out.println("LMIN % -1 = " + lrem(lm, -1));
        System.out.println("LMIN / 7 = " + ldiv(lm, 7));
        System.out.println("LMIN % 7 = " + lrem(lm, 7));
        int x = m;
        x /= -1;
        System.out.println("compound x /= -1: " + x);
        x %= -1;
        System.out.println("compound x %= -1: " + x);
        short s = Short.MIN_VALUE;
        s /= -1;
        System.out.println("short MIN /= -1: " + s);
        byte b = Byte.MIN_VALUE;
        b /= -1;
        System.out.println("byte MIN /= -1: " + b);
        System.out.println("Math.floorDiv(MIN, -1) = " + Math.floorDiv(m, -1));
        System.out.println("Math.floorMod(MIN, -1) = " + Math.floorMod(m, -1));
        System.out.println("-(MIN) == MIN: " + (-m == m));
    }
}
