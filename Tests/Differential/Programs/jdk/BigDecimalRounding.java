import java.math.BigDecimal;
import java.math.RoundingMode;

public class BigDecimalRounding {
    static final RoundingMode[] MODES = {
        RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR,
        RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN
    };

    static String roundAll(BigDecimal value, int scale) {
        StringBuilder sb = new StringBuilder();
        for (RoundingMode mode : MODES) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(mode.name()).append('=').append(value.setScale(scale, mode));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] inputs = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.5", "-0.5", "0.05", "12.345", "-12.345", "99.995", "0"};
        for (String s : inputs) {
            System.out.println(s + ": " + roundAll(new BigDecimal(s), 0));
        }
        System.out.println("--- two decimals");
        for (String s : new String[] {"1.005", "1.015", "1.025", "-1.005", "2.675", "0.125", "0.135", "123.4549", "123.4550"}) {
            System.out.println(s + ": " + roundAll(new BigDecimal(s), 2));
        }
        System.out.println("--- negative scale");
        System.out.println(roundAll(new BigDecimal("12345.678"), -2));
        System.out.println(roundAll(new BigDecimal("-150"), -2));
        System.out.println("--- widening keeps the value");
        System.out.println(new BigDecimal("1.5").setScale(4) + " " + new BigDecimal("7").setScale(3, RoundingMode.UNNECESSARY));
        System.out.println("--- UNNECESSARY");
        for (String s : new String[] {"1.50", "1.55"}) {
            try {
                System.out.println(s + " -> " + new BigDecimal(s).setScale(1, RoundingMode.UNNECESSARY));
            } catch (ArithmeticException e) {
                System.out.println(s + " threw " + e.getMessage());
            }
        }
        System.out.println("--- divide with every mode");
        BigDecimal ten = BigDecimal.TEN;
        BigDecimal three = new BigDecimal("3");
        for (RoundingMode mode : MODES) {
            System.out.println(mode + ": 10/3=" + ten.divide(three, 4, mode) + " -10/3=" + ten.negate().divide(three, 4, mode)
                + " 2/3=" + new BigDecimal("2").divide(three, mode) + " 1/8 at 2=" + BigDecimal.ONE.divide(new BigDecimal("8"), 2, mode));
        }
        System.out.println("values: " + RoundingMode.values().length + " valueOf=" + RoundingMode.valueOf("HALF_EVEN") + " ordinal=" + RoundingMode.HALF_EVEN.ordinal());
        System.out.println("legacy ROUND_HALF_UP: " + new BigDecimal("2.345").setScale(2, BigDecimal.ROUND_HALF_UP) + " " + new BigDecimal("7").divide(new BigDecimal("2"), 0, BigDecimal.ROUND_HALF_EVEN));
        try {
            new BigDecimal("1").divide(BigDecimal.ZERO, 2, RoundingMode.HALF_UP);
        } catch (ArithmeticException e) {
            System.out.println("divide by zero with scale: " + e.getMessage());
        }
    }
}
