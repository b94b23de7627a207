public class LongToIntTruncation {
    public static void main(String[] args) {
        long[] vals = {0L, 1L, -1L, 4294967295L, 4294967296L, 4294967297L, 2147483648L, -2147483649L,
            0x123456789ABCDEFL, Long.MAX_VALUE, Long.MIN_VALUE, 0xFFFFFFFF80000000L};
        for (long v : vals) {
            int i = (int) v;
            short s = (short) v;
            byte b = (byte) v;
            char c = (char) v;
            System.out.println(v + " -> int " + i + ", short " + s + ", byte " + b + ", char " + (int) c);
        }
        int[] ivals = {255, 256, 128, -129, 65535, 65536, 40000, -40000};
        for (int v : ivals) {
            System.out.println(v + " -> byte " + (byte) v + ", short " + (short) v + ", char " + (int) (char) v);
        }
        byte neg = -1;
        System.out.println("byte -1 as int " + (int) neg + ", masked " + (neg & 0xFF) + ", as char " + (int) (char) neg);
        char hi = '\u8000';
        System.out.println("char 0x8000 as short " + (short) hi + ", as int " + (int) hi);
        long fromInt = -5;
        System.out.println("int -5 widened to long " + fromInt + ", unsigned " + (-5 & 0xFFFFFFFFL));
        System.out.println("Integer.toUnsignedLong(-5) = " + Integer.toUnsignedLong(-5));
        long sum = 0;
        for (int k = 0; k < 5; k++) {
            sum += 1000000000;
        }
        System.out.println("sum long = " + sum + ", as int = " + (int) sum);
        int hash = (int) (sum ^ (sum >>> 32));
        System.out.println("folded hash = " + hash);
    }
}
