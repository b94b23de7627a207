public class FloatingMinMax {
    public static void main(String[] args) {
        double[] data = {3.5, -0.0, 0.0, -7.25, 1e-300, Double.NaN, 42.0};
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < data.length; i++) {
            lo = Math.min(lo, data[i]);
            hi = Math.max(hi, data[i]);
            System.out.println(i + ": lo=" + lo + " hi=" + hi);
        }
        double a = -0.0, b = 0.0;
        System.out.println(Math.min(a, b) + " " + Math.min(b, a) + " " + Math.max(a, b) + " " + Math.max(b, a) + " " + (a == b));
        float f = Math.max(1.5f, Float.NaN);
        System.out.println(f + " " + Math.min(-0.0f, 0.0f) + " " + Math.max(2.5f, 2.4f));
        for (double d : new double[]{-2.5, -0.5, -0.0, 0.5, 1.5, 2.5, 3.5}) {
            System.out.println(d + " rint=" + Math.rint(d) + " floor=" + Math.floor(d) + " ceil=" + Math.ceil(d) + " signum=" + Math.signum(d) + " abs=" + Math.abs(d));
        }
        System.out.println(Math.abs(-0.0f) + " " + Math.signum(0.0f) + " " + Math.signum(-12.5f));
    }
}
