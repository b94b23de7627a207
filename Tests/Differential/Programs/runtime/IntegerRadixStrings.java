public class IntegerRadixStrings {
    public static void main(String[] args) {
        int[] values = {0, 1, -1, 10, 255, -255, 4096, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : values) {
            System.out.println(v + ": bin=" + Integer.toBinaryString(v) + " oct=" + Integer.toOctalString(v)
                + " hex=" + Integer.toHexString(v) + " r36=" + Integer.toString(v, 36) + " r2=" + Integer.toString(v, 2)
                + " r16=" + Integer.toString(v, 16));
        }
        long[] longs = {-1L, 255L, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40};
        for (long v : longs) {
            System.out.println("long " + v + ": bin=" + Long.toBinaryString(v) + " hex=" + Long.toHexString(v)
                + " oct=" + Long.toOctalString(v) + " r7=" + Long.toString(v, 7));
        }
        System.out.println("radix out of range uses 10: " + Integer.toString(255, 99) + " " + Integer.toString(255, 1));
        System.out.println("toUnsignedString(-1)=" + Integer.toUnsignedString(-1) + " toUnsignedLong(-1)=" + Integer.toUnsignedLong(-1));
        System.out.println("Long.toUnsignedString(-1)=" + Long.toUnsignedString(-1L));
        System.out.println("MIN_VALUE=" + Integer.MIN_VALUE + " MAX_VALUE=" + Integer.MAX_VALUE + " MAX+1=" + (Integer.MAX_VALUE + 1));
        System.out.println("Long MIN=" + Long.MIN_VALUE + " MAX=" + Long.MAX_VALUE);
        System.out.println("Short MIN=" + Short.MIN_VALUE + " Byte MAX=" + Byte.MAX_VALUE + " Character MAX=" + (int) Character.MAX_VALUE);
        System.out.println("bitCount(255)=" + Integer.bitCount(255) + " bitCount(-1)=" + Integer.bitCount(-1));
        System.out.println("highestOneBit(100)=" + Integer.highestOneBit(100) + " lowestOneBit(100)=" + Integer.lowestOneBit(100));
        System.out.println("numberOfLeadingZeros(1)=" + Integer.numberOfLeadingZeros(1) + " numberOfTrailingZeros(8)=" + Integer.numberOfTrailingZeros(8)
            + " nlz(0)=" + Integer.numberOfLeadingZeros(0));
        System.out.println("reverse(1)=" + Integer.reverse(1) + " reverseBytes(0x01020304)=" + Integer.toHexString(Integer.reverseBytes(0x01020304)));
        System.out.println("rotateLeft(1,33)=" + Integer.rotateLeft(1, 33) + " rotateRight(1,1)=" + Integer.rotateRight(1, 1));
        System.out.println("signum(-9)=" + Integer.signum(-9) + " compare(3,7)=" + Integer.compare(3, 7) + " compareUnsigned(-1,1)=" + Integer.compareUnsigned(-1, 1));
        System.out.println("divideUnsigned(-1,2)=" + Integer.divideUnsigned(-1, 2) + " remainderUnsigned(-1,3)=" + Integer.remainderUnsigned(-1, 3));
        System.out.println("Integer.valueOf(77).toString()=" + Integer.valueOf(77).toString() + " Integer.toString(-0)=" + Integer.toString(-0));
        System.out.println("sum/max/min=" + Integer.sum(3, 4) + "/" + Integer.max(3, 4) + "/" + Integer.min(3, 4));
        System.out.println("Integer.parseInt(Integer.toBinaryString(-8), 2) would overflow; parseUnsignedInt=" + Integer.parseUnsignedInt(Integer.toBinaryString(-8), 2));
        System.out.println("Character.forDigit(11,16)=" + Character.forDigit(11, 16) + " Character.digit('b',16)=" + Character.digit('b', 16) + " digit('z',10)=" + Character.digit('z', 10));
        StringBuilder padded = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            padded.append(String.format("%8s", Integer.toBinaryString(i * 5)).replace(' ', '0')).append(' ');
        }
        System.out.println("padded binary=" + padded.toString().trim());
    }
}
