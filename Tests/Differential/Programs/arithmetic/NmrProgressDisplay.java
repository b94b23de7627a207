import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;

public class NmrProgressDisplay {
    public static void main(String[] args) {
        Map<String, long[]> downloads = new LinkedHashMap<>();
        downloads.put("maps.db", new long[]{0L, 1048576L});
        downloads.put("video.mp4", new long[]{734003200L, 2147483648L});
        downloads.put("photo.jpg", new long[]{2048L, 3000L});
        downloads.put("update.bin", new long[]{5000000000L, 5000000000L});
        downloads.put("empty.txt", new long[]{0L, 0L});

        for (Map.Entry<String, long[]> e : downloads.entrySet()) {
            long done = e.getValue()[0];
            long total = e.getValue()[1];
            long intPct = total == 0 ? 100 : done * 100 / total;
            double pct = total == 0 ? 100.0 : done * 100.0 / total;
            float fpct = total == 0 ? 100f : (float) done / total * 100;
            System.out.println(String.format("%-8s %5d", e.getKey(), intPct) + "% " + String.format("%8.2f", pct) + "% raw " + pct + " float " + fpct);
            System.out.println("  bar: " + bar(pct, 20));
        }

        System.out.println("Int overflow when computing percent:");
        int doneBytes = 734003200;
        int totalBytes = 1000000000;
        int wrongPct = doneBytes * 100 / totalBytes;
        long rightPct = (long) doneBytes * 100 / totalBytes;
        System.out.println("int math: " + wrongPct + " long math: " + rightPct);
        System.out.println("Integer.MAX_VALUE + 1 = " + (Integer.MAX_VALUE + 1));
        System.out.println("Long.MAX_VALUE + 1 = " + (Long.MAX_VALUE + 1));
        System.out.println("Long.MAX_VALUE * 2 = " + (Long.MAX_VALUE * 2));
        try {
            long r = Math.addExact(Long.MAX_VALUE, 1L);
            System.out.println("addExact gave " + r);
        } catch (ArithmeticException ex) {
            System.out.println("addExact overflow caught");
        }
        try {
            int r = Math.multiplyExact(65536, 65536);
            System.out.println("multiplyExact gave " + r);
        } catch (ArithmeticException ex) {
            System.out.println("multiplyExact int overflow caught");
        }
        System.out.println("multiplyExact long ok: " + Math.multiplyExact(65536L, 65536L));
        System.out.println("addExact ok: " + Math.addExact(2000000000, 100000000));
        try {
            System.out.println("toIntExact: " + Math.toIntExact(3000000000L));
        } catch (ArithmeticException ex) {
            System.out.println("toIntExact overflow caught");
        }

        System.out.println("Mixed promotion in max/min:");
        int a = 7;
        long b = 10000000000L;
        double c = 2.5;
        float f = 1.5f;
        System.out.println("max(int, long) = " + Math.max(a, b));
        System.out.println("max(int, double) = " + Math.max(a, c));
        System.out.println("min(long, double) = " + Math.min(b, c));
        System.out.println("max(int, float) = " + Math.max(a, f));
        System.out.println("min(float, double) = " + Math.min(f, c));
        System.out.println("int + long = " + (a + b) + " int * double = " + (a * c) + " int / float = " + (a / f));
        System.out.println("char + int = " + ('A' + 2) + " (char) = " + (char) ('A' + 2));
        long bigL = 123456789012345678L;
        System.out.println("long to double = " + (double) bigL + " back = " + (long) (double) bigL);
        System.out.println("long to float = " + (float) 1000000000000L + " float to long = " + (long) 2.5e9f);

        System.out.println("Remaining time estimate:");
        long remaining = 2147483648L - 734003200L;
        double speed = 1536000.0;
        double secs = remaining / speed;
        System.out.println("seconds raw = " + secs);
        long whole = (long) secs;
        System.out.println(String.format("eta %d min %d s (%.3f)", whole / 60, whole % 60, secs));

        System.out.println("BigInteger checksums:");
        BigInteger fact = BigInteger.ONE;
        for (int i = 2; i <= 25; i++) {
            fact = fact.multiply(BigInteger.valueOf(i));
            if (i % 5 == 0) {
                System.out.println("  " + i + "! = " + fact);
            }
        }
        BigInteger two64 = BigInteger.valueOf(2).pow(64);
        System.out.println("  2^64 = " + two64 + " bits " + two64.bitLength());
        System.out.println("  2^64 - 1 hex = " + two64.subtract(BigInteger.ONE).toString(16));
        System.out.println("  25! mod 1000000007 = " + fact.mod(BigInteger.valueOf(1000000007L)));
        System.out.println("  -17 mod 5 = " + BigInteger.valueOf(-17).mod(BigInteger.valueOf(5)) + " rem = " + BigInteger.valueOf(-17).remainder(BigInteger.valueOf(5)));
        System.out.println("  gcd(1071, 462) = " + BigInteger.valueOf(1071).gcd(BigInteger.valueOf(462)));
        System.out.println("  255 radix 2 = " + BigInteger.valueOf(255).toString(2) + " radix 36 = " + BigInteger.valueOf(123456789).toString(36));
        System.out.println("  parse radix 16: " + new BigInteger("ffffffffffffffff", 16));
        BigInteger overflowed = BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE);
        System.out.println("  Long.MAX + 1 exact = " + overflowed + " longValue = " + overflowed.longValue());
        System.out.println("  compareTo: " + two64.compareTo(overflowed) + " equals: " + two64.equals(overflowed.shiftLeft(1)));
    }

    static String bar(double pct, int width) {
        int filled = (int) Math.round(pct / 100 * width);
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < width; i++) {
            sb.append(i < filled ? '#' : '.');
        }
        return sb.append("] ").append(String.format("%.2f", pct)).toString();
    }
}
