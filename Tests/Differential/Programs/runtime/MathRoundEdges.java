public class MathRoundEdges {
    public static void main(String[] args) {
        double[] ds = {2.5, -2.5, 1.5, -1.5, 0.5, -0.5, 0.49999999999999994, -0.49999999999999994, 2.4999, -2.5001,
            1e15 + 0.5, 4503599627370497.0, 1e20, -1e20, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            9.223372036854776E18, -0.0, 0.0, 123.456};
        for (double d : ds) {
            System.out.println("Math.round(" + d + ")=" + Math.round(d) + " rint=" + Math.rint(d)
                + " floor=" + Math.floor(d) + " ceil=" + Math.ceil(d));
        }
        float[] fs = {2.5f, -2.5f, 0.49999997f, 1e10f, -1e10f, Float.NaN, 3.5f, -3.5f};
        for (float f : fs) {
            System.out.println("Math.round(" + f + "f)=" + Math.round(f));
        }
        System.out.println("(int) 2.9=" + (int) 2.9 + " (int) -2.9=" + (int) -2.9);
        System.out.println("(int) 1e20=" + (int) 1e20 + " (int) -1e20=" + (int) -1e20 + " (int) NaN=" + (int) Double.NaN);
        System.out.println("(long) 1e20=" + (long) 1e20 + " (long) NaN=" + (long) Double.NaN);
        System.out.println("(int) 3e9f=" + (int) 3e9f + " (char) -1=" + (int) (char) -1 + " (byte) 200=" + (byte) 200);
        System.out.println("round half-even via rint: 0.5->" + Math.rint(0.5) + " 1.5->" + Math.rint(1.5) + " 2.5->" + Math.rint(2.5));
        System.out.println("round to 2 places 1.005*100=" + Math.round(1.005 * 100) / 100.0 + " 2.675=" + Math.round(2.675 * 100) / 100.0);
        System.out.println("Math.round returns long for double, int for float: " + (Math.round(2.5) + Math.round(2.5f)));
        System.out.println("ceil(-0.5)=" + Math.ceil(-0.5) + " floor(-0.0)=" + Math.floor(-0.0));
        System.out.println("signum(-3.2)=" + Math.signum(-3.2) + " signum(0.0)=" + Math.signum(0.0));
    }
}
