public class BoxedHelpers {
    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 42, Integer.MIN_VALUE, Integer.MAX_VALUE, 0x0F0F};
        for (int i : ints) {
            System.out.println(i + " bits=" + Integer.bitCount(i) + " bin=" + Integer.toBinaryString(i) + " oct=" + Integer.toOctalString(i)
                + " rl=" + Integer.rotateLeft(i, 3) + " rr=" + Integer.rotateRight(i, 33) + " ul=" + Integer.toUnsignedLong(i)
                + " hash=" + Integer.hashCode(i) + " nlz=" + Integer.numberOfLeadingZeros(i) + " ntz=" + Integer.numberOfTrailingZeros(i)
                + " hob=" + Integer.highestOneBit(i) + " lob=" + Integer.lowestOneBit(i) + " rev=" + Integer.reverse(i) + " r36=" + Integer.toString(i, 36));
        }
        String[] decodes = {"0x1F", "-#FF", "017", "0", "-0", "+42", "-2147483648", "2147483648", "0x", "", "--5", "-0x80000000", "08"};
        for (String s : decodes) {
            try { System.out.println("decode(" + s + ")=" + Integer.decode(s)); } catch (NumberFormatException e) { System.out.println("decode(" + s + "): " + e.getMessage()); }
        }
        long[] longs = {0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 1234567890123L};
        for (long l : longs) {
            System.out.println(l + " hash=" + Long.hashCode(l) + " str=" + Long.toString(l) + " bin=" + Long.toBinaryString(l) + " bits=" + Long.bitCount(l));
        }
        double[] ds = {0.0, -0.0, 1.5, Double.NaN, Double.POSITIVE_INFINITY, 1e-7, 123456789.0, Double.MIN_VALUE};
        for (double d : ds) {
            System.out.println(Double.toString(d) + " hash=" + Double.hashCode(d) + " nan=" + Double.isNaN(d) + " inf=" + Double.isInfinite(d)
                + " raw=" + Double.doubleToRawLongBits(d) + " bits=" + Double.doubleToLongBits(d) + " back=" + Double.longBitsToDouble(Double.doubleToLongBits(d)));
        }
        Double boxed = 2.5;
        System.out.println(boxed.isNaN() + " " + Float.toString(1.1f) + " " + Float.toString(-0.0f) + " " + Float.toString(1e10f));
        byte[] bytes = {0, 127, -128, -1};
        for (byte b : bytes) System.out.println(b + " -> " + Byte.toUnsignedInt(b));
        String[] bools = {"true", "TRUE", "tRuE", "yes", "", null, "false"};
        for (String s : bools) System.out.println(s + " -> " + Boolean.parseBoolean(s));
        Boolean t = Boolean.TRUE;
        System.out.println(t + " " + Boolean.FALSE + " " + Boolean.hashCode(true) + " " + Boolean.hashCode(false) + " " + Boolean.compare(true, false));
        Integer a = 5, b = 7;
        System.out.println(a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(5));
        Number n = 3.99;
        long big = 1234567890123L;
        Number m = big;
        System.out.println(n.intValue() + " " + n.longValue() + " " + n.doubleValue() + " " + m.intValue() + " " + m.doubleValue());
        char[] chars = {'a', 'Z', '7', 'z', '$', '_', ' ', '\u0660', 'é'};
        for (char c : chars) {
            System.out.println(c + " digit16=" + Character.digit(c, 16) + " digit36=" + Character.digit(c, 36) + " hash=" + Character.hashCode(c)
                + " start=" + Character.isJavaIdentifierStart(c) + " part=" + Character.isJavaIdentifierPart(c));
        }
        System.out.println(Character.toUpperCase((int) 'q') + " " + Character.toLowerCase(0x1F600) + " " + Character.toLowerCase((int) 'Q') + " " + Character.forDigit(11, 16) + " " + Character.digit('9', 8));
    }
}
