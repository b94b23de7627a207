public class FormatFloats {
    public static void main(String[] args) {
        double[] values = {0.0, 1.0, -1.0, 3.14159, -2.71828, 0.005, 0.015, 0.025, 1.005, 2.5, 3.5, 1234567.891, 1e-7, 1e20, 0.125};
        for (double v : values) {
            System.out.println(String.format("[%f] [%.2f] [%10.3f] [%-10.1f] [%.0f] [%e] [%.3e] [%E]", v, v, v, v, v, v, v, v));
        }
        System.out.println(String.format("[%,.2f] [%+.2f] [%010.2f] [%(.2f]", 1234567.891, 3.0, -3.5, -42.125));
        System.out.println(String.format("[%.2f] [%.2f] [%.2f]", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        System.out.println(String.format("[%8.2f] [%e]", Double.NaN, Double.POSITIVE_INFINITY));
        System.out.println(String.format("[%.2f] [%.1f]", -0.0, -0.04));
        System.out.println(String.format("float arg [%.3f] [%f]", 0.1f, 1.1f));
        System.out.println(String.format("[%g] [%g] [%.3g] [%g]", 123.456, 0.0001234, 98765.4321, 1e-5));
        System.out.println(String.format("[%a]", 1.0));
        System.out.println(String.format("[%.10f]", 0.1));
        System.out.println(String.format("[%.20f]", 0.1));
        System.out.println(String.format("[%.15f]", 1.0 / 3));
        System.out.println(String.format("[%.1f] [%.1f] [%.1f] [%.1f]", 0.05, 0.15, 0.25, 0.35));
        System.out.println(String.format("[%.0f] [%.0f] [%.0f] [%.0f]", 0.5, 1.5, 2.5, -0.5));
        System.out.println(String.format("price: $%.2f, tax: %.1f%%", 19.999, 8.25));
        System.out.println(String.format("[%12.4e] [%-12.2e|]", 123456.789, -0.000123));
        System.out.println(String.format("%.3f", Double.MAX_VALUE).length() + " chars for MAX_VALUE");
        System.out.println(String.format("[%.2e]", 9.995));
        System.out.println(String.format("[%.2e]", 0.0));
    }
}
