import java.math.BigDecimal;

public class BigDecimalParsing {
    static void parse(String s) {
        try {
            BigDecimal d = new BigDecimal(s);
            System.out.println("\"" + s + "\" -> " + d + " scale=" + d.scale() + " precision=" + d.precision() + " unscaled=" + d.unscaledValue());
        } catch (NumberFormatException e) {
            System.out.println("\"" + s + "\" -> NumberFormatException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"0", "-0", "+0.00", "00012.3400", ".5", "5.", "-.5", "1e3", "1E-3", "1.5e+10", "-2.50E-2", "1e0", "0e5", "123456789012345678", "1234567890123456789.0123456789",
            "-0.000000000000000000000000001", "1E+2147483647", "1E-2147483647", "1e2147483648", "1e-2147483649", "12345678901234567890e-5",
            "", "-", "+", ".", "e5", "1e", "1e+", "1e-", "1.2.3", "1..2", "12a", "abc", "1,000", " 1", "1 ", "1e5.5", "1e5x", "1e12345678901", "1e00000000000005",
            "123456789012345678901x", "NaN", "Infinity", "٣.١٤", "1_000"};
        for (String s : inputs) parse(s);
        double[] doubles = {0.1, 1.0, -0.0, 100.0, 1e-7, 1.5e300, 123.456, Double.MIN_VALUE, 1e7, 12345678.9};
        for (double d : doubles) {
            System.out.println("valueOf(" + d + ") = " + BigDecimal.valueOf(d) + " scale " + BigDecimal.valueOf(d).scale());
        }
        System.out.println("new BigDecimal(0.1) = " + new BigDecimal(0.1));
        System.out.println("new BigDecimal(1e-10).precision() = " + new BigDecimal(1e-10).precision() + " scale " + new BigDecimal(1e-10).scale());
        for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY}) {
            try {
                new BigDecimal(bad);
            } catch (NumberFormatException e) {
                System.out.println("new BigDecimal(" + bad + "): " + e.getMessage());
            }
            try {
                BigDecimal.valueOf(bad);
            } catch (NumberFormatException e) {
                System.out.println("valueOf(" + bad + "): " + e.getMessage());
            }
        }
    }
}
