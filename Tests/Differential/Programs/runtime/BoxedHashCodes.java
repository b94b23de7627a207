public class BoxedHashCodes {
    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 42, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int i : ints) {
            System.out.println("Integer.hashCode(" + i + ")=" + Integer.hashCode(i) + " boxed=" + Integer.valueOf(i).hashCode());
        }
        long[] longs = {0L, -1L, 1L << 32, Long.MAX_VALUE, Long.MIN_VALUE, 1234567890123456789L, -42L};
        for (long l : longs) {
            System.out.println("Long.hashCode(" + l + ")=" + Long.valueOf(l).hashCode());
        }
        double[] doubles = {0.0, -0.0, 1.0, 1.5, -2.75, 0.1, 1e300, Double.MIN_VALUE, Double.NaN, Double.NEGATIVE_INFINITY};
        for (double d : doubles) {
            System.out.println("Double.hashCode(" + d + ")=" + Double.valueOf(d).hashCode()
                + " bits=" + Long.toHexString(Double.doubleToLongBits(d)));
        }
        float[] floats = {0.0f, -0.0f, 1.0f, 0.1f, 3.5f, Float.NaN, Float.MAX_VALUE};
        for (float f : floats) {
            System.out.println("Float.hashCode(" + f + ")=" + Float.valueOf(f).hashCode()
                + " bits=" + Integer.toHexString(Float.floatToIntBits(f)));
        }
        System.out.println("Boolean true=" + Boolean.TRUE.hashCode() + " false=" + Boolean.FALSE.hashCode());
        char[] chars = {'a', 'Z', '0', ' ', '\u00ff', '\uffff'};
        for (char c : chars) {
            System.out.println("Character.hashCode(" + (int) c + ")=" + Character.valueOf(c).hashCode());
        }
        System.out.println("Short.hashCode(-5)=" + Short.valueOf((short) -5).hashCode());
        System.out.println("Byte.hashCode(-128)=" + Byte.valueOf((byte) -128).hashCode());
        System.out.println("String.valueOf(1).hashCode()=" + String.valueOf(1).hashCode());
    }
}
