import java.math.BigDecimal;
import java.math.RoundingMode;

public class BigDecimalDivideUncaught {
    static BigDecimal average(BigDecimal[] values) {
        BigDecimal sum = BigDecimal.ZERO;
        for (BigDecimal v : values) sum = sum.add(v);
        // No rounding mode: an average with a non-terminating expansion escapes main.
        return sum.divide(BigDecimal.valueOf(values.length));
    }

    public static void main(String[] args) {
        BigDecimal[] even = {new BigDecimal("10.00"), new BigDecimal("20.00")};
        System.out.println("average of 2: " + average(even));
        BigDecimal[] thirds = {new BigDecimal("1"), new BigDecimal("1"), new BigDecimal("2")};
        System.out.println("rounded average of 3: " + new BigDecimal("4").divide(new BigDecimal("3"), 4, RoundingMode.HALF_UP));
        System.out.println("exact average of 3: " + average(thirds));
        System.out.println("not reached");
    }
}
