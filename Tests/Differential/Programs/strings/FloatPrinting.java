public class FloatPrinting {
    public static void main(String[] args) {
        double[] ds = {0.001, 0.0001, 9999999.0, 10000000.0, 123456789.0, 1.0 / 3, 2.0 / 3, 100.0 / 7, 1e-300 * 1e-10,
            Double.MIN_NORMAL, 3.0e-5, 5e-324, 1.7976931348623157E308, 0.5, 0.25, 0.125, 1e15, 1e16, 1.5e16, 4.35 * 100};
        for (double d : ds) {
            System.out.println("double " + d);
        }
        float[] fs = {0.001f, 1e-4f, 9999999f, 1e7f, 123456789f, 1.0f / 3, 16777216f, 16777217f, 3.4028235e38f, 1.4e-45f,
            (float) Math.PI, 0.7f, 2.2f * 3, 100f / 3};
        for (float f : fs) {
            System.out.println("float " + f);
        }
        System.out.println("float widened: " + (double) 0.7f + " " + (double) (float) Math.PI);
        System.out.println("long to float: " + (float) Long.MAX_VALUE + " " + (float) 123456789L + " " + (double) 123456789012345678L);
        System.out.println("int to float: " + (float) 2147483647 + " " + (float) 16777217);
        System.out.println("negative: " + -1.5 + " " + -0.001 + " " + -1e10 + " " + -1.25f);
        System.out.println("sums: " + (0.1 + 0.7) + " " + (1.1 + 2.2) + " " + (3 * 1.1) + " " + (0.1f + 0.7f));
        System.out.println("Double.toString " + Double.toString(1e-3) + " Float.toString " + Float.toString(1e-3f));
        System.out.println("String.valueOf " + String.valueOf(12.0) + " " + String.valueOf(12.0f));
        double acc = 1;
        for (int i = 0; i < 8; i++) {
            acc *= 10;
            System.out.println("10^" + (i + 1) + " = " + acc + ", inverse " + (1 / acc));
        }
    }
}
