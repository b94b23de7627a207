import java.util.Random;

public class StrictMathLogBits {
    public static void main(String[] args) {
        double[] edges = {1.0, 0.0, -0.0, -1.0, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
            Double.POSITIVE_INFINITY, Double.NaN, 2.0, 0.5, Math.E, 1.0000001, 0.9999999, 1e-300, 3e-320, 1.4142135623730951};
        for (double d : edges) {
            System.out.println("log(" + d + ")=" + StrictMath.log(d));
        }
        Random r = new Random(99);
        long hash = 0;
        int n = 200000;
        for (int i = 0; i < n; i++) {
            double x;
            switch (i % 4) {
                case 0 -> x = r.nextDouble();
                case 1 -> x = 1.0 + (r.nextDouble() - 0.5) * 1e-5;
                case 2 -> x = Double.longBitsToDouble(r.nextLong() & 0x7FFFFFFFFFFFFFFFL);
                default -> x = r.nextDouble() * 1000;
            }
            hash = hash * 31 + Double.doubleToRawLongBits(StrictMath.log(x));
        }
        System.out.println(n + " logs, hash " + hash);
        double s = 0;
        for (int i = 1; i <= 1000; i++) s += StrictMath.log(i) / StrictMath.sqrt(i);
        System.out.println("sum " + s);
    }
}
