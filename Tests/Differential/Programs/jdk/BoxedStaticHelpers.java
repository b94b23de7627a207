// The boxed types' static helpers an Android model class reaches for (sum/max/min of each type, bit
// twiddling of long, unsigned views, Boolean's logical operators), called and used as method references.
import java.util.*;
import java.util.function.*;
public class BoxedStaticHelpers {
    public static void main(String[] args) {
        double d = 2.5, e = -0.0; float f = 1.5f; long l = 1L << 40; int i = -17; short s = (short) 300; byte b = (byte) -3; char c = 'x'; boolean t = true;
        System.out.println(Double.sum(d, e) + " " + Double.max(d, Double.NaN) + " " + Double.min(e, 0.0) + " " + Double.valueOf(d) + " " + Double.parseDouble("1e3"));
        System.out.println(Float.sum(f, f) + " " + Float.max(f, 2f) + " " + Float.min(f, 2f) + " " + Float.compare(f, 2f) + " " + Float.hashCode(f) + " " + Float.isFinite(f));
        System.out.println(Long.max(l, 3) + " " + Long.min(l, 3) + " " + Long.signum(-l) + " " + Long.hashCode(l) + " " + Long.bitCount(l) + " " + Long.reverse(l) + " " + Long.highestOneBit(l) + " " + Long.numberOfLeadingZeros(l));
        System.out.println(Long.parseLong("-42") + " " + Long.valueOf("7") + " " + Long.toString(l, 16) + " " + Long.toBinaryString(5) + " " + Long.toOctalString(64) + " " + Long.parseLong("ff", 16) + " " + Long.compareUnsigned(-1, 1) + " " + Long.toUnsignedString(-1L) + " " + Long.divideUnsigned(-1L, 2));
        System.out.println(Integer.hashCode(i) + " " + Integer.toString(i, 2) + " " + Integer.toOctalString(i) + " " + Integer.parseInt("-101", 2) + " " + Integer.valueOf("12") + " " + Integer.valueOf(i) + " " + Integer.compareUnsigned(i, 1) + " " + Integer.toUnsignedString(i) + " " + Integer.toUnsignedLong(i) + " " + Integer.divideUnsigned(i, 3) + " " + Integer.remainderUnsigned(i, 3) + " " + Integer.parseUnsignedInt("4294967295"));
        System.out.println(Integer.rotateLeft(i, 3) + " " + Integer.rotateRight(i, 3) + " " + Integer.lowestOneBit(i) + " " + Integer.numberOfLeadingZeros(i) + " " + Integer.reverseBytes(i) + " " + Integer.signum(i) + " " + Integer.decode("0x1F") + " " + Integer.MIN_VALUE + " " + Integer.SIZE + " " + Integer.BYTES);
        System.out.println(Short.parseShort("123") + " " + Short.valueOf(s) + " " + Short.toString(s) + " " + Short.compare(s, (short) 5) + " " + Short.hashCode(s) + " " + Short.MAX_VALUE + " " + Short.toUnsignedInt((short) -1) + " " + Short.reverseBytes(s));
        System.out.println(Byte.parseByte("-12") + " " + Byte.valueOf(b) + " " + Byte.toString(b) + " " + Byte.compare(b, (byte) 1) + " " + Byte.hashCode(b) + " " + Byte.toUnsignedInt(b) + " " + Byte.MIN_VALUE);
        System.out.println(Boolean.parseBoolean("TRUE") + " " + Boolean.valueOf("yes") + " " + Boolean.toString(t) + " " + Boolean.compare(t, false) + " " + Boolean.hashCode(t) + " " + Boolean.logicalAnd(t, false) + " " + Boolean.logicalOr(t, false) + " " + Boolean.logicalXor(t, true) + " " + Boolean.TRUE);
        System.out.println(Character.toString(c) + " " + Character.valueOf(c) + " " + Character.hashCode(c) + " " + Character.isLetterOrDigit('_') + " " + Character.isAlphabetic('é') + " " + Character.toUpperCase('ß') + " " + Character.isSurrogate('a') + " " + Character.MAX_VALUE + 0 + " " + Character.digit('f', 16) + " " + Character.isSpaceChar(' ') + " " + Character.reverseBytes(c));
        BinaryOperator<Double> dsum = Double::sum; BinaryOperator<Long> lmax = Long::max; BinaryOperator<Integer> imin = Integer::min; BiFunction<Float, Float, Float> fsum = Float::sum; BinaryOperator<Boolean> or = Boolean::logicalOr;
        System.out.println(dsum.apply(1.0, 2.0) + " " + lmax.apply(3L, 4L) + " " + imin.apply(3, 4) + " " + fsum.apply(1f, 2f) + " " + or.apply(false, true));
        System.out.println(Double.MAX_VALUE + " " + Double.MIN_VALUE + " " + Double.MIN_NORMAL + " " + Float.MAX_VALUE + " " + Long.MAX_VALUE + " " + Double.POSITIVE_INFINITY + " " + Double.SIZE);
    }
}
