import java.util.ArrayList;
import java.util.List;

public class BitOverflowMath {

    static final class Money {
        final long cents;

        Money(long cents) { this.cents = cents; }

        Money times(int factor) { return new Money(cents * factor); }

        Money safeTimes(int factor) {
            try {
                return new Money(Math.multiplyExact(cents, (long) factor));
            } catch (ArithmeticException e) {
                return new Money(cents < 0 == factor < 0 ? Long.MAX_VALUE : Long.MIN_VALUE);
            }
        }

        Money[] split(int parts) {
            Money[] result = new Money[parts];
            long base = Math.floorDiv(cents, parts);
            long remainder = Math.floorMod(cents, parts);
            for (int i = 0; i < parts; i++) {
                result[i] = new Money(base + (i < remainder ? 1 : 0));
            }
            return result;
        }

        @Override
        public String toString() {
            long abs = Math.abs(cents);
            String sign = cents < 0 ? "-" : "";
            return sign + (abs / 100) + "." + (abs % 100 < 10 ? "0" : "") + (abs % 100);
        }
    }

    static int lcg(int seed) {
        return seed * 1103515245 + 12345;
    }

    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        System.out.println("MAX + 1 = " + (max + 1));
        System.out.println("MIN - 1 = " + (Integer.MIN_VALUE - 1));
        System.out.println("-MIN = " + (-Integer.MIN_VALUE));
        System.out.println("abs(MIN) = " + Math.abs(Integer.MIN_VALUE));
        System.out.println("MIN / -1 = " + (Integer.MIN_VALUE / -1));
        System.out.println("MIN % -1 = " + (Integer.MIN_VALUE % -1));
        System.out.println("100000 * 100000 = " + (100000 * 100000));
        System.out.println("100000L * 100000 = " + (100000L * 100000));
        System.out.println("46341 * 46341 = " + (46341 * 46341));
        long wrongMillis = 24 * 60 * 60 * 1000 * 30;
        long rightMillis = 24L * 60 * 60 * 1000 * 30;
        System.out.println("30 days millis int-math: " + wrongMillis + " long-math: " + rightMillis);
        System.out.println("Long.MAX * 3 = " + (Long.MAX_VALUE * 3));
        System.out.println("Long.MIN - 1 = " + (Long.MIN_VALUE - 1));
        System.out.println("(int) 3000000000L = " + (int) 3000000000L);
        System.out.println("(int) Long.MAX = " + (int) Long.MAX_VALUE);
        System.out.println("(short) 70000 = " + (short) 70000);
        System.out.println("(byte) 300 = " + (byte) 300);
        System.out.println("(char) -1 as int = " + (int) (char) -1);

        int seed = 42;
        for (int i = 0; i < 6; i++) {
            seed = lcg(seed);
            System.out.println("lcg[" + i + "] = " + seed + " bucket=" + Math.floorMod(seed, 10) + " rem=" + (seed % 10)
                    + " top=" + (seed >>> 16));
        }
        long z = 7;
        for (int i = 0; i < 4; i++) {
            z = mix64(z + i);
            System.out.println("mix64[" + i + "] = " + z);
        }

        byte b = 10;
        b += 200;
        System.out.println("byte 10 += 200 -> " + b);
        b *= 3;
        System.out.println("byte *= 3 -> " + b);
        b -= -128;
        System.out.println("byte -= -128 -> " + b);
        b <<= 3;
        System.out.println("byte <<= 3 -> " + b);
        b++;
        b++;
        System.out.println("byte ++ twice -> " + b);
        short s = 20000;
        s *= 3;
        System.out.println("short 20000 *= 3 -> " + s);
        s += 1.9;
        System.out.println("short += 1.9 -> " + s);
        s /= -7;
        System.out.println("short /= -7 -> " + s);
        int i32 = 10;
        i32 *= 2.75;
        System.out.println("int 10 *= 2.75 -> " + i32);
        i32 += 3_000_000_000L;
        System.out.println("int += 3e9L -> " + i32);
        long l = 123456789L;
        l *= 1.5;
        System.out.println("long 123456789 *= 1.5 -> " + l);
        char c = 'A';
        c += 1;
        c *= 2;
        System.out.println("char ('A'+1)*2 -> " + (int) c);
        c -= 70;
        System.out.println("char -= 70 -> " + c);

        int[][] divCases = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {-1, 5}, {0, -3}, {13, 13}, {-13, 4}};
        for (int[] dc : divCases) {
            int x = dc[0], y = dc[1];
            System.out.println(String.format("%5d / %5d : /=%d", x, y, x / y)
                    + " rem=" + (x % y) + String.format(" floorDiv=%d floorMod=%d", Math.floorDiv(x, y), Math.floorMod(x, y)));
        }
        long bigNeg = -9_000_000_000L;
        System.out.println("long floorDiv(-9e9, 7)=" + Math.floorDiv(bigNeg, 7L) + " /=" + (bigNeg / 7)
                + " floorMod=" + Math.floorMod(bigNeg, 7L) + " %=" + (bigNeg % 7));
        System.out.println("floorMod(long,int) = " + Math.floorMod(-10L, 3));

        int hour = 2;
        int[] offsets = {-3, -27, 5, 48, -48};
        for (int off : offsets) {
            System.out.println("hour 2 offset " + off + " -> naive " + ((hour + off) % 24) + " floorMod " + Math.floorMod(hour + off, 24));
        }

        List<Money> amounts = new ArrayList<>();
        amounts.add(new Money(1000));
        amounts.add(new Money(-1001));
        amounts.add(new Money(Long.MAX_VALUE / 2));
        amounts.add(new Money(5));
        for (Money m : amounts) {
            StringBuilder sb = new StringBuilder();
            for (Money p : m.split(3)) sb.append(p).append(' ');
            System.out.println("money " + m + " x3=" + m.times(3) + " safe x3=" + m.safeTimes(3) + " split3=" + sb.toString().trim());
        }
        try {
            int r = Math.addExact(Integer.MAX_VALUE, 1);
            System.out.println("addExact gave " + r);
        } catch (ArithmeticException e) {
            System.out.println("addExact overflow detected");
        }
        try {
            int r = Math.toIntExact(1L << 33);
            System.out.println("toIntExact gave " + r);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact overflow detected");
        }
        System.out.println("Integer.compareUnsigned(-1, 1) = " + Integer.compareUnsigned(-1, 1));
        System.out.println("Integer.divideUnsigned(-1, 3) = " + Integer.divideUnsigned(-1, 3));
        System.out.println("Integer.remainderUnsigned(-1, 7) = " + Integer.remainderUnsigned(-1, 7));
        System.out.println("Long.divideUnsigned(-1L, 10) = " + Long.divideUnsigned(-1L, 10));
        System.out.println("Math.multiplyHigh(MAX, MAX) = " + Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE));
    }
}
