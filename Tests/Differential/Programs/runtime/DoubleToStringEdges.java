public class DoubleToStringEdges {
    public static void main(String[] args) {
        double[] values = {0.0, -0.0, 1.0, -1.0, 100.0, 1000000.0, 9999999.0, 1.0E7, 1.0E10, 12345678.9,
            0.001, 0.0001, 1.0E-5, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 0.1, 0.5, 100.5, 1e21, 1e22,
            123456789012345680.0, Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Math.PI, Math.E, -1.5e-7, 4.35, 2.675};
        for (double d : values) {
            System.out.println("toString=" + Double.toString(d) + " valueOf=" + String.valueOf(d));
        }
        System.out.println("1e7 - 1 = " + (1e7 - 1));
        System.out.println("sum 0.1 ten times = " + sumTenths());
        System.out.println("(double) Long.MAX_VALUE = " + (double) Long.MAX_VALUE);
        System.out.println("(double) Integer.MAX_VALUE = " + (double) Integer.MAX_VALUE);
        System.out.println("1.0 / 0 = " + (1.0 / 0) + " -1.0 / 0 = " + (-1.0 / 0) + " 0.0 / 0 = " + (0.0 / 0));
        System.out.println("-0.0 + 0.0 = " + (-0.0 + 0.0) + " -0.0 * 1 = " + (-0.0 * 1));
        System.out.println("Double.compare(0.0,-0.0)=" + Double.compare(0.0, -0.0) + " Double.compare(NaN,1)=" + Double.compare(Double.NaN, 1.0));
        System.out.println("Math.min(0.0,-0.0)=" + Math.min(0.0, -0.0) + " Math.max(-0.0,0.0)=" + Math.max(-0.0, 0.0));
    }

    static double sumTenths() {
        double s = 0;
        for (int i = 0; i < 10; i++) {
            s += 0.1;
        }
        return s;
    }
}
