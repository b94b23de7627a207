import java.util.Arrays;

public class ArrBarcodeChecksum {
    static int[] digits(String s) {
        int[] d = new int[s.length()];
        for (int i = 0; i < s.length(); i++) d[i] = s.charAt(i) - '0';
        return d;
    }

    static int ean13Check(int[] d) {
        int sum = 0;
        for (int i = 0; i < 12; i++) sum += d[i] * (i % 2 == 0 ? 1 : 3);
        return (10 - sum % 10) % 10;
    }

    static boolean luhn(String number) {
        int[] d = digits(number);
        int sum = 0;
        for (int i = d.length - 1, k = 0; i >= 0; i--, k++) {
            int v = d[i];
            if (k % 2 == 1) { v *= 2; if (v > 9) v -= 9; }
            sum += v;
        }
        return sum % 10 == 0;
    }

    static int stringHash(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i);
        return h;
    }

    static long adler32(byte[] data) {
        long a = 1, b = 0;
        for (byte x : data) {
            a = (a + (x & 0xFF)) % 65521;
            b = (b + a) % 65521;
        }
        return (b << 16) | a;
    }

    static int fnv1a(byte[] data) {
        int h = 0x811C9DC5;
        for (byte x : data) {
            h ^= x & 0xFF;
            h *= 16777619;
        }
        return h;
    }

    public static void main(String[] args) {
        String[] codes = {"400638133393", "590123412345", "978020137962", "000000000000"};
        for (String c : codes) {
            int[] d = digits(c);
            int check = ean13Check(d);
            System.out.println(String.format("%-14s check=%d full=%s%d", c, check, c, check));
        }
        String[] cards = {"4539578763621486", "1234567812345678", "79927398713"};
        for (String c : cards) System.out.println(String.format("luhn %-18s %s", c, luhn(c)));

        String[] words = {"barcode", "Aa", "BB", "polygenelubricants", "scanner-model-x"};
        for (String w : words) {
            int h = stringHash(w);
            System.out.println(String.format("%-20s hash=%d matches=%s hex=%s", w, h, h == w.hashCode(),
                    Integer.toHexString(h)));
            System.out.println("   bucket16=" + (h & 15) + " mod7=" + (h % 7) + " floorMod7=" + Math.floorMod(h, 7)
                    + " spread=" + (h ^ (h >>> 16)));
        }

        byte[] payload = new byte[20];
        for (int i = 0; i < payload.length; i++) payload[i] = (byte) (i * 29 + 100);
        System.out.println("payload: " + Arrays.toString(payload));
        long ad = adler32(payload);
        System.out.println(String.format("adler32=%x (%d)", ad, ad));
        int f = fnv1a(payload);
        System.out.println(String.format("fnv1a=%x signed=%d unsigned=%d", f, f, f & 0xFFFFFFFFL));

        int max = Integer.MAX_VALUE;
        System.out.println("MAX+1=" + (max + 1) + " MIN-1=" + (Integer.MIN_VALUE - 1) + " -MIN=" + (-Integer.MIN_VALUE));
        System.out.println("MAX*2=" + (max * 2) + " as long=" + ((long) max * 2));
        System.out.println("abs(MIN)=" + Math.abs(Integer.MIN_VALUE) + " MIN/-1=" + (Integer.MIN_VALUE / -1));
        int[] nums = {17, -17, -3};
        int[] divs = {5, -5, 4};
        for (int a : nums) {
            for (int b : divs) {
                System.out.println(String.format("%4d / %3d = %3d  rem = %3d  floorDiv=%3d floorMod=%3d",
                        a, b, a / b, a % b, Math.floorDiv(a, b), Math.floorMod(a, b)));
            }
        }
        long big = 1L << 40;
        System.out.println("2^40=" + big + " /-7=" + (big / -7) + " %-7=" + (big % -7) + " floorMod=" + Math.floorMod(-big, 7L));
        try {
            int zero = codes.length - 4;
            System.out.println(10 / zero);
        } catch (ArithmeticException e) {
            System.out.println("caught: " + e.getMessage());
        }
        long acc = 0;
        for (int i = 0; i < 10; i++) acc = acc * 1_000_003L + stringHash(words[i % words.length]);
        System.out.println("long accumulator wraps: " + acc);
    }
}
