public class BigNumberArithmetic {
    static int[] fromLong(long v) {
        int[] digits = new int[20];
        int n = 0;
        do {
            digits[n++] = (int) (v % 10);
            v /= 10;
        } while (v > 0);
        return java.util.Arrays.copyOf(digits, n);
    }

    static int[] multiply(int[] a, int m) {
        int[] out = new int[a.length + 12];
        long carry = 0;
        int n = 0;
        for (int i = 0; i < a.length || carry > 0; i++) {
            long cur = carry + (i < a.length ? (long) a[i] * m : 0);
            out[n++] = (int) (cur % 10);
            carry = cur / 10;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    static int[] add(int[] a, int[] b) {
        int[] out = new int[Math.max(a.length, b.length) + 1];
        int carry = 0;
        int n = 0;
        for (int i = 0; i < Math.max(a.length, b.length) || carry > 0; i++) {
            int s = carry + (i < a.length ? a[i] : 0) + (i < b.length ? b[i] : 0);
            out[n++] = s % 10;
            carry = s / 10;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    static String str(int[] d) {
        StringBuilder sb = new StringBuilder();
        for (int i = d.length - 1; i >= 0; i--) {
            sb.append(d[i]);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] f = fromLong(1);
        long lf = 1;
        for (int i = 1; i <= 30; i++) {
            f = multiply(f, i);
            lf *= i;
            if (i % 5 == 0) {
                System.out.println(i + "! = " + str(f) + " (long says " + lf + ")");
            }
        }
        int[] a = fromLong(0), b = fromLong(1);
        for (int i = 0; i < 150; i++) {
            int[] t = add(a, b);
            a = b;
            b = t;
        }
        System.out.println("fib(150) = " + str(a) + " digits " + a.length);
        int[] p = fromLong(1);
        for (int i = 0; i < 100; i++) {
            p = multiply(p, 2);
        }
        System.out.println("2^100 = " + str(p));
        int digitSum = 0;
        for (int d : p) {
            digitSum += d;
        }
        System.out.println("digit sum of 2^100 = " + digitSum);
        System.out.println("Long.MAX_VALUE digits " + str(fromLong(Long.MAX_VALUE)) + " times 9 = " + str(multiply(fromLong(Long.MAX_VALUE), 9)));
    }
}
