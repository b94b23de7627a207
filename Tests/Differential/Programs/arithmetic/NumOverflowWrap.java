public class NumOverflowWrap {

    static int javaHash(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    static int fnv1a(String s) {
        int h = 0x811C9DC5;
        for (int i = 0; i < s.length(); i++) {
            h ^= s.charAt(i);
            h *= 16777619;
        }
        return h;
    }

    static long mix64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    static int bucketFor(String key, int buckets) {
        int h = javaHash(key);
        return Math.floorMod(h, buckets);
    }

    public static void main(String[] args) {
        System.out.println("== Hash mixing of SKU codes ==");
        String[] skus = {"", "A", "AB", "SKU-0001", "SKU-0002", "polygenelubricants", "ORDER#99999999", "zzzzzzzzzzzz"};
        for (String sku : skus) {
            int h = javaHash(sku);
            boolean matches = h == sku.hashCode();
            System.out.println("\"" + sku + "\" h=" + h + " builtin=" + (matches ? "same" : "DIFF")
                    + " fnv=" + fnv1a(sku) + " bucket16=" + bucketFor(sku, 16) + " rawmod16=" + (h % 16));
        }

        System.out.println("== mix64 of order ids ==");
        for (long id = 1; id <= 5; id++) {
            long m = mix64(id);
            System.out.println("id " + id + " -> " + m + " low int " + (int) m + " shard " + Math.floorMod(m, 7L));
        }

        System.out.println("== Integer limits ==");
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println("MAX + 1 = " + (max + 1));
        System.out.println("MIN - 1 = " + (min - 1));
        System.out.println("MAX * 2 = " + (max * 2));
        System.out.println("MIN * -1 = " + (min * -1));
        System.out.println("-MIN = " + (-min));
        System.out.println("MIN / -1 = " + (min / -1));
        System.out.println("MIN % -1 = " + (min % -1));
        System.out.println("Math.abs(MIN) = " + Math.abs(min));
        long maxPlusOneLong = max + 1L;
        System.out.println("MAX + 1L = " + maxPlusOneLong);
        System.out.println("Long.MAX + 1 = " + (Long.MAX_VALUE + 1));
        int counter = max - 2;
        for (int i = 0; i < 5; i++) {
            counter++;
            System.out.println("  ticket counter -> " + counter);
        }

        System.out.println("== (int) casts of large longs ==");
        long[] bigs = {4_294_967_296L, 4_294_967_297L, 3_000_000_000L, -3_000_000_000L, 0x1_2345_6789L, Long.MAX_VALUE, Long.MIN_VALUE, -1L};
        for (long b : bigs) {
            System.out.println(b + " -> int " + (int) b + " -> short " + (short) b + " -> byte " + (byte) b);
        }
        System.out.println("(int) 3.9e9 double = " + (int) 3.9e9);
        System.out.println("(int) -3.9e9 double = " + (int) -3.9e9);
        System.out.println("(int) 7.99 = " + (int) 7.99 + ", (int) -7.99 = " + (int) -7.99);
        System.out.println("(long) 1e19 = " + (long) 1e19);
        System.out.println("(int) NaN = " + (int) Double.NaN);

        System.out.println("== Narrowing casts ==");
        int[] values = {127, 128, 255, 256, -129, 300, 65535, 65536, 70000, -1, 40000};
        for (int v : values) {
            byte b = (byte) v;
            short s = (short) v;
            char c = (char) v;
            System.out.println(v + ": byte=" + b + " short=" + s + " char=" + (int) c + " unsignedByte=" + (b & 0xFF));
        }
        char letter = (char) 65601; // wraps to 'A'
        System.out.println("(char) 65601 = " + letter);

        System.out.println("== Compound assignment narrowing ==");
        byte stock = 100;
        stock += 100;
        System.out.println("byte stock 100 += 100 -> " + stock);
        stock -= 100;
        System.out.println("then -= 100 -> " + stock);
        byte level = 0;
        for (int i = 0; i < 6; i++) {
            level += 50;
            System.out.println("  byte level += 50 -> " + level);
        }
        short qty = 30000;
        qty += 5000;
        System.out.println("short 30000 += 5000 -> " + qty);
        qty *= 3;
        System.out.println("then *= 3 -> " + qty);
        char grade = 'A';
        grade += 2;
        System.out.println("char 'A' += 2 -> " + grade);
        grade++;
        System.out.println("then ++ -> " + grade);
        int total = 2_000_000_000;
        total += 1.5e9; // double compound narrows (saturates to int range)
        System.out.println("int 2e9 += 1.5e9 -> " + total);
        int shrink = 10;
        shrink *= 2.75;
        System.out.println("int 10 *= 2.75 -> " + shrink);
        byte b2 = -128;
        b2--;
        System.out.println("byte -128 -- -> " + b2);
        short s2 = Short.MIN_VALUE;
        s2 -= 1;
        System.out.println("short MIN -= 1 -> " + s2);

        System.out.println("== Checksum with wrap ==");
        int checksum = 0;
        for (int i = 1; i <= 12; i++) {
            checksum = checksum * 1_000_003 + i * 7919;
        }
        System.out.println("checksum = " + checksum);
        long wide = 0;
        for (int i = 1; i <= 12; i++) {
            wide = wide * 1_000_003L + i * 7919L;
        }
        System.out.println("wide checksum = " + wide + " low32 = " + (int) wide + " equal=" + ((int) wide == checksum));
        System.out.println("Integer.MAX_VALUE as long * 3 = " + ((long) Integer.MAX_VALUE * 3));
        System.out.println("Integer.MAX_VALUE * 3 as int = " + (Integer.MAX_VALUE * 3));
    }
}
