public class DoubleBitPatterns {
    public static void main(String[] args) {
        double[] values = {1.0, -1.0, 0.1, Double.MAX_VALUE, Double.MIN_NORMAL, Double.MIN_VALUE, -0.0, Double.NEGATIVE_INFINITY, 0.0 / 0.0};
        for (double v : values) {
            long bits = Double.doubleToLongBits(v);
            System.out.println(v + " -> " + Long.toHexString(bits) + " raw=" + Long.toHexString(Double.doubleToRawLongBits(v))
                + " back=" + Double.longBitsToDouble(bits) + " hash=" + Double.hashCode(v));
        }
        float[] fs = {1.0f, 0.1f, -0.0f, Float.NaN, Float.MAX_VALUE};
        for (float f : fs) {
            System.out.println(Float.toString(f) + " " + Integer.toHexString(Float.floatToIntBits(f)) + " " + Float.intBitsToFloat(Float.floatToRawIntBits(f)) + " " + Float.hashCode(f) + " " + Float.isNaN(f));
        }
        System.out.println(Double.longBitsToDouble(0x7ff0000000000001L) + " " + Double.isNaN(Double.longBitsToDouble(0xfff8000000000000L)) + " " + Double.isInfinite(-1.0 / 0.0) + " " + Double.isFinite(1e308 * 10));
        System.out.println(Float.compare(0.0f, -0.0f) + " " + Float.compare(Float.NaN, 1.0f));
    }
}
