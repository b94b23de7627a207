import java.util.ArrayList;
import java.util.List;

public class NumOverflowGuard {

    static final class Wallet {
        private final String owner;
        private long balanceCents;
        private final List<String> log = new ArrayList<>();

        Wallet(String owner, long initial) {
            this.owner = owner;
            this.balanceCents = initial;
        }

        boolean deposit(long amount) {
            if (amount <= 0) {
                log.add("reject deposit " + amount);
                return false;
            }
            try {
                balanceCents = Math.addExact(balanceCents, amount);
                log.add("deposit " + amount);
                return true;
            } catch (ArithmeticException e) {
                log.add("overflow on deposit " + amount);
                return false;
            }
        }

        boolean withdraw(long amount) {
            try {
                long next = Math.subtractExact(balanceCents, amount);
                if (next < 0) {
                    log.add("insufficient for " + amount);
                    return false;
                }
                balanceCents = next;
                log.add("withdraw " + amount);
                return true;
            } catch (ArithmeticException e) {
                log.add("overflow on withdraw " + amount);
                return false;
            }
        }

        void applyMultiplier(int factor) {
            try {
                balanceCents = Math.multiplyExact(balanceCents, (long) factor);
                log.add("multiplied by " + factor);
            } catch (ArithmeticException e) {
                log.add("overflow multiplying by " + factor);
            }
        }
    }

    static int saturatedAdd(int a, int b) {
        long r = (long) a + (long) b;
        if (r > Integer.MAX_VALUE) {
            return Integer.MAX_VALUE;
        }
        if (r < Integer.MIN_VALUE) {
            return Integer.MIN_VALUE;
        }
        return (int) r;
    }

    static String safeToInt(long v) {
        try {
            return String.valueOf(Math.toIntExact(v));
        } catch (ArithmeticException e) {
            return "too big";
        }
    }

    public static void main(String[] args) {
        Wallet w = new Wallet("alice", Long.MAX_VALUE - 500);
        w.deposit(100);
        w.deposit(1000);
        w.deposit(-5);
        w.withdraw(Long.MAX_VALUE);
        w.withdraw(Long.MIN_VALUE);
        w.withdraw(250);
        w.applyMultiplier(2);
        w.applyMultiplier(1);
        w.applyMultiplier(0);
        w.deposit(Long.MAX_VALUE);
        w.applyMultiplier(-1);
        for (String line : w.log) {
            System.out.println(w.owner + ": " + line);
        }
        System.out.println("final=" + w.balanceCents);

        System.out.println("-- int wraparound --");
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println("max+1=" + (max + 1));
        System.out.println("min-1=" + (min - 1));
        System.out.println("-min=" + (-min));
        System.out.println("abs(min)=" + Math.abs(min));
        System.out.println("max*2=" + (max * 2));
        System.out.println("min/-1=" + (min / -1));
        System.out.println("min%-1=" + (min % -1));
        System.out.println("(long)max+1=" + ((long) max + 1));
        System.out.println("max*max long=" + ((long) max * max));
        System.out.println("max*max int=" + (max * max));
        System.out.println(String.format("hex max=%x min=%x -1=%x", max, min, -1));
        System.out.println(String.format("hex long -1=%x", -1L));
        System.out.println("Long.MIN abs=" + Math.abs(Long.MIN_VALUE));

        System.out.println("-- exact ops --");
        int[][] pairs = {{max, 1}, {min, -1}, {1000000, 3000}, {46341, 46341}, {46340, 46340}, {-7, 3}};
        for (int[] p : pairs) {
            String add;
            String mul;
            String neg;
            try {
                add = String.valueOf(Math.addExact(p[0], p[1]));
            } catch (ArithmeticException e) {
                add = "ovf";
            }
            try {
                mul = String.valueOf(Math.multiplyExact(p[0], p[1]));
            } catch (ArithmeticException e) {
                mul = "ovf";
            }
            try {
                neg = String.valueOf(Math.negateExact(p[0]));
            } catch (ArithmeticException e) {
                neg = "ovf";
            }
            System.out.println(String.format("%-8s %-8s add=%-8s mul=%-8s neg=%s sat=%d", String.valueOf(p[0]),
                    String.valueOf(p[1]), add, mul, neg, saturatedAdd(p[0], p[1])));
        }

        System.out.println("-- toIntExact --");
        long[] candidates = {0L, 2147483647L, 2147483648L, -2147483648L, -2147483649L, 1L << 40};
        for (long c : candidates) {
            System.out.println(c + " -> " + safeToInt(c) + " cast=" + (int) c);
        }

        System.out.println("-- double to int/long casts --");
        double[] ds = {0.0, -0.0, 1.9999, -1.9999, 2147483647.5, 2147483648.0, -2147483649.0, 1e10, -1e10, 1e20,
                -1e20, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MAX_VALUE,
                Double.MIN_VALUE};
        for (double d : ds) {
            int i = (int) d;
            long l = (long) d;
            short s = (short) (int) d;
            byte b = (byte) (int) d;
            long rounded = Math.round(d);
            int roundedInt = Math.round((float) d);
            String label;
            if (Double.isNaN(d)) {
                label = "NaN";
            } else if (Double.isInfinite(d)) {
                label = d > 0 ? "+Inf" : "-Inf";
            } else if (Math.abs(d) > 1e15) {
                label = "huge" + (d < 0 ? "-" : "+");
            } else if (d != 0.0 && Math.abs(d) < 1e-300) {
                label = "tiny";
            } else {
                label = String.format("%.2f", d);
            }
            System.out.println(String.format("%-8s int=%d long=%d short=%d byte=%d round=%d roundF=%d", label, i, l,
                    s, b, rounded, roundedInt));
        }

        System.out.println("-- counters --");
        short counter = 32760;
        for (int k = 0; k < 10; k++) {
            counter++;
        }
        System.out.println("short counter=" + counter);
        byte bt = 120;
        bt += 10;
        System.out.println("byte=" + bt + " unsigned=" + (bt & 0xFF));
        char ch = 'A';
        ch += 2;
        System.out.println("char=" + ch + " code=" + (int) ch);
        long big = 1L << 62;
        int steps = 0;
        while (big > 0) {
            big <<= 1;
            steps++;
        }
        System.out.println("shift steps until negative=" + steps + " value=" + big);
        System.out.println("unsigned shift=" + (-16 >>> 28) + " signed=" + (-16 >> 2));
        System.out.println("Integer.compare(min,max)=" + Integer.compare(min, max) + " naive=" + (min - max < 0));
    }
}
