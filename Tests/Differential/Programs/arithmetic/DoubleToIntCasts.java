public class DoubleToIntCasts {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.9, -1.9, 2.5, -2.5, 1e10, -1e10, 1e19, -1e19, 1e30,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2147483647.5, -2147483648.9,
            Double.MIN_VALUE, Double.MAX_VALUE};
        for (double d : ds) {
            int i = (int) d;
            long l = (long) d;
            short s = (short) d;
            byte b = (byte) d;
            char c = (char) d;
            System.out.println(d + " -> int " + i + ", long " + l + ", short " + s + ", byte " + b + ", char " + (int) c);
        }
        float[] fs = {Float.NaN, Float.POSITIVE_INFINITY, -3.99f, 3e9f, -3e9f, 1e20f};
        for (float f : fs) {
            System.out.println(f + " -> int " + (int) f + ", long " + (long) f);
        }
        System.out.println("Math.round(2.5) = " + Math.round(2.5));
        System.out.println("Math.round(-2.5) = " + Math.round(-2.5));
        System.out.println("Math.round(NaN) = " + Math.round(Double.NaN));
        System.out.println("Math.round(1e20) = " + Math.round(1e20));
        System.out.println("Math.round(2.5f) = " + Math.round(2.5f));
        System.out.println("Math.floor(-1.5) = " + Math.floor(-1.5));
        System.out.println("Math.ceil(-1.5) = " + Math.ceil(-1.5));
        System.out.println("Math.rint(2.5) = " + Math.rint(2.5));
        System.out.println("(int) Math.ceil(-0.5) = " + (int) Math.ceil(-0.5));
        System.out.println("Math.ceil(-0.5) = " + Math.ceil(-0.5));
        long big = Long.MAX_VALUE;
        double bd = big;
        System.out.println("Long.MAX_VALUE as double = " + bd + ", back = " + (long) bd);
        int im = Integer.MAX_VALUE;
        float imf = im;
        System.out.println("Integer.MAX_VALUE as float = " + imf + ", back = " + (int) imf);
        System.out.println("16777217 as float = " + (float) 16777217);
    }
}
