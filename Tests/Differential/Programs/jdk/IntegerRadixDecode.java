public class IntegerRadixDecode {
    public static void main(String[] args) {
        int[] values = {0, 7, -7, 255, -256, 1 << 30, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int v : values) {
            System.out.println(v + ": bin=" + Integer.toBinaryString(v) + " oct=" + Integer.toOctalString(v) + " hex=" + Integer.toHexString(v)
                + " r2=" + Integer.toString(v, 2) + " r16=" + Integer.toString(v, 16) + " r1=" + Integer.toString(v, 1) + " u=" + Integer.toUnsignedString(v));
        }
        long[] longs = {-1L, Long.MIN_VALUE, 1L << 40};
        for (long l : longs) {
            System.out.println(l + ": bin=" + Long.toBinaryString(l) + " oct=" + Long.toOctalString(l) + " r36=" + Long.toString(l, 36) + " u=" + Long.toUnsignedString(l)
                + " lz=" + Long.numberOfLeadingZeros(l) + " tz=" + Long.numberOfTrailingZeros(l) + " rl=" + Long.rotateLeft(l, 4) + " rr=" + Long.rotateRight(l, 4));
        }
        String[] inputs = {"#7fffffff", "-#80000000", "0X10", "010", "+0", "0x-1", "abc", "-"};
        for (String s : inputs) {
            try { System.out.println(s + " = " + Integer.decode(s)); } catch (NumberFormatException e) { System.out.println(s + " -> " + e.getMessage()); }
        }
        try { System.out.println(Long.decode("0x7fffffffffffffff") + " " + Long.decode("-0x8000000000000000")); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        System.out.println(Integer.reverseBytes(0x01020304) + " " + Short.toUnsignedInt((short) -1) + " " + Integer.signum(-9) + " " + Long.signum(0L));
    }
}
