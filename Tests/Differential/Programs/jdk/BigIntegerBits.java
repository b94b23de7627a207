import java.math.BigInteger;

public class BigIntegerBits {
    public static void main(String[] args) {
        long[] values = {0, 1, -1, 5, -5, 255, -256, 1L << 40, -(1L << 40), Long.MAX_VALUE, Long.MIN_VALUE};
        for (long v : values) {
            BigInteger b = BigInteger.valueOf(v);
            System.out.println(v + ": bitLength=" + b.bitLength() + " bitCount=" + b.bitCount() + " lowest=" + b.getLowestSetBit()
                + " not=" + b.not() + " shl3=" + b.shiftLeft(3) + " shr3=" + b.shiftRight(3) + " shr70=" + b.shiftRight(70) + " shl-2=" + b.shiftLeft(-2)
                + " testBit(2)=" + b.testBit(2) + " testBit(100)=" + b.testBit(100) + " (long shr3=" + (v >> 3) + ")");
        }
        BigInteger x = new BigInteger("123456789abcdef0123456789", 16);
        BigInteger y = new BigInteger("-fedcba9876543210", 16);
        System.out.println("and=" + x.and(y).toString(16) + " or=" + x.or(y).toString(16) + " xor=" + x.xor(y).toString(16) + " andNot=" + x.andNot(y).toString(16));
        System.out.println("neg and: " + BigInteger.valueOf(-12).and(BigInteger.valueOf(-7)) + " " + BigInteger.valueOf(-12).or(BigInteger.valueOf(7)) + " " + BigInteger.valueOf(-12).xor(BigInteger.valueOf(-7))
            + " (long: " + (-12L & -7L) + " " + (-12L | 7L) + " " + (-12L ^ -7L) + ")");
        System.out.println("setBit: " + BigInteger.ZERO.setBit(70) + " " + BigInteger.valueOf(-1).setBit(3) + " clearBit: " + BigInteger.valueOf(-1).clearBit(3) + " " + BigInteger.valueOf(15).clearBit(0)
            + " flipBit: " + BigInteger.valueOf(-8).flipBit(1) + " " + BigInteger.valueOf(8).flipBit(64));
        for (long v : new long[] {0, 127, 128, -128, -129, 65535, -1, 1L << 56}) {
            byte[] bytes = BigInteger.valueOf(v).toByteArray();
            StringBuilder sb = new StringBuilder();
            for (byte bt : bytes) sb.append(bt).append(',');
            System.out.println(v + " toByteArray=" + sb + " back=" + new BigInteger(bytes));
        }
        byte[] digest = {(byte) 0xde, (byte) 0xad, (byte) 0xbe, (byte) 0xef, 0, 1};
        System.out.println("signum-magnitude: " + new BigInteger(1, digest).toString(16) + " " + new BigInteger(-1, digest) + " " + new BigInteger(digest) + " " + new BigInteger(0, new byte[0]));
        String hex = String.format("%032x", new BigInteger(1, new byte[] {0, 0, 1, 2, 3}));
        System.out.println("padded hex=" + hex);
        try {
            new BigInteger(2, digest);
        } catch (NumberFormatException e) {
            System.out.println("signum 2: " + e.getMessage());
        }
        try {
            new BigInteger(0, digest);
        } catch (NumberFormatException e) {
            System.out.println("signum 0: " + e.getMessage());
        }
        try {
            BigInteger.ONE.testBit(-1);
        } catch (ArithmeticException e) {
            System.out.println("testBit(-1): " + e.getMessage());
        }
        System.out.println("2^k - 1 masks: " + BigInteger.ONE.shiftLeft(100).subtract(BigInteger.ONE).bitCount() + " " + BigInteger.ONE.shiftLeft(100).negate().bitLength());
    }
}
