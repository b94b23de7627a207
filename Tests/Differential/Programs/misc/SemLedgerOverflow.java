import java.util.*;

public class SemLedgerOverflow {
    static final class Account {
        final String id;
        int balanceCents;
        long lifetimeCents;
        Account(String id, int start) { this.id = id; this.balanceCents = start; this.lifetimeCents = start; }
        void post(int delta) {
            balanceCents += delta;          // may overflow silently
            lifetimeCents += delta;         // widened, no overflow
        }
    }

    static int checksum(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    static long longChecksum(String s) {
        long h = 1125899906842597L;
        for (char c : s.toCharArray()) {
            h = 31 * h + c;
        }
        return h;
    }

    static int bucketOf(int hash, int buckets) {
        return Math.floorMod(hash, buckets);
    }

    public static void main(String[] args) {
        Account a = new Account("ACC-001", Integer.MAX_VALUE - 10);
        a.post(5);
        System.out.println("after +5: " + a.balanceCents + " lifetime=" + a.lifetimeCents);
        a.post(20);
        System.out.println("after +20: " + a.balanceCents + " lifetime=" + a.lifetimeCents);
        System.out.println("MAX+1 = " + (Integer.MAX_VALUE + 1));
        System.out.println("MIN-1 = " + (Integer.MIN_VALUE - 1));
        System.out.println("-MIN = " + (-Integer.MIN_VALUE));
        System.out.println("abs(MIN) = " + Math.abs(Integer.MIN_VALUE));

        String[] names = {"ACC-001", "savings-account-of-the-family", "Zebra", "", "polygenelubricants"};
        for (String n : names) {
            int h = checksum(n);
            System.out.println("hash(" + n + ")=" + h + " match=" + (h == n.hashCode())
                + " bucket16=" + bucketOf(h, 16) + " rem16=" + (h % 16) + " ushr28=" + (h >>> 28));
        }
        System.out.println("longHash=" + longChecksum("ledger-entry-0001"));

        // int*int overflow before widening
        int units = 100_000;
        int priceCents = 50_000;
        long wrong = units * priceCents;
        long right = (long) units * priceCents;
        System.out.println("wrong total=" + wrong + " right total=" + right);

        // floorDiv / floorMod vs / and %
        int[] deltas = {-7, 7, -8, 8, -1, 0};
        for (int d : deltas) {
            System.out.println(d + ": /3=" + (d / 3) + " %3=" + (d % 3)
                + " floorDiv=" + Math.floorDiv(d, 3) + " floorMod=" + Math.floorMod(d, 3)
                + " floorMod(-3)=" + Math.floorMod(d, -3));
        }
        System.out.println("floorDiv long: " + Math.floorDiv(-9L, 4L) + " floorMod long: " + Math.floorMod(-9L, 4L));

        // unsigned shifts
        int neg = -16;
        long negL = -16L;
        System.out.println("-16>>2=" + (neg >> 2) + " -16>>>2=" + (neg >>> 2) + " -16L>>>2=" + (negL >>> 2));
        System.out.println("-1>>>31=" + (-1 >>> 31) + " -1>>>32=" + (-1 >>> 32) + " 1<<33=" + (1 << 33) + " 1L<<33=" + (1L << 33));
        System.out.println("-1L>>>63=" + (-1L >>> 63) + " -1L>>>64=" + (-1L >>> 64));

        // compound assignment narrowing
        byte fee = 100;
        fee += 200;
        short batch = 20000;
        batch *= 3;
        char code = 'y';
        code += 1;
        code++;
        code += 1;
        int widened = code;
        System.out.println("fee=" + fee + " batch=" + batch + " code=" + code + " codeInt=" + widened);
        byte b2 = (byte) 0xF0;
        System.out.println("b2=" + b2 + " b2>>>4=" + (b2 >>> 4) + " (b2&0xFF)>>>4=" + ((b2 & 0xFF) >>> 4));
        b2 >>>= 4;
        System.out.println("b2 after >>>=4: " + b2);

        // casts from double
        System.out.println("(int)3.99e10=" + (int) 3.99e10 + " (long)3.99e10=" + (long) 3.99e10);
        System.out.println("(int)NaN=" + (int) Double.NaN + " (int)-Inf=" + (int) Double.NEGATIVE_INFINITY);
        System.out.println("(int)-2.7=" + (int) -2.7 + " round(-2.5)=" + Math.round(-2.5) + " round(2.5)=" + Math.round(2.5));
        System.out.println("(byte)300=" + (byte) 300 + " (short)70000=" + (short) 70000 + " (char)65601=" + (int) (char) 65601);
        System.out.println("Long.MIN/-1=" + (Long.MIN_VALUE / -1) + " Long.MIN%-1=" + (Long.MIN_VALUE % -1));
        System.out.println("Int.MIN/-1=" + (Integer.MIN_VALUE / -1));

        // divide by zero handling
        int zero = 0;
        try {
            System.out.println(10 / zero);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getClass().getSimpleName());
        }
        System.out.println("10.0/0=" + (10.0 / zero) + " 0.0/0=" + (0.0 / zero));

        // ledger rolling digest
        int digest = 17;
        List<Integer> entries = List.of(1_000_000, -250_000, 2_000_000_000, 123, -7);
        for (int e : entries) {
            digest = digest * 486187739 + e;
            digest ^= digest >>> 13;
        }
        System.out.println("digest=" + digest + " hex=" + Integer.toHexString(digest) + " bin1s=" + Integer.bitCount(digest));
        System.out.println("hex of -1L=" + Long.toHexString(-1L) + " toBinary(-8)>>>28=" + Integer.toBinaryString(-8 >>> 28));
    }
}
