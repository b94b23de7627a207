import java.math.BigDecimal;
import java.math.BigInteger;

public class BigNumberFormatting {
    public static void main(String[] args) {
        BigInteger big = new BigInteger("-123456789012345678901234567890");
        BigInteger small = BigInteger.valueOf(255);
        System.out.println(String.format("[%d] [%,d] [%+d] [%(d] [%40d] [%-40d|] [%040d]", big, big, small, big, big, big, big));
        System.out.println(String.format("[%x] [%X] [%#x] [%o] [%#o] [%020x] [%(x] [%+x]", big, small, small, big, small, big, big, small));
        BigDecimal[] values = {new BigDecimal("1234.5678"), new BigDecimal("-0.005"), new BigDecimal("1.005"), new BigDecimal("2.675"), new BigDecimal("9.9999"),
            new BigDecimal("1E+5"), new BigDecimal("0"), new BigDecimal("0.00012345"), new BigDecimal("-98765.4321")};
        for (BigDecimal v : values) {
            System.out.println(v + ": " + String.format("%.2f|%f|%.0f|%,.3f|%12.1f|%-12.1f|%012.2f|%(.2f|%+.1f|%#.0f", v, v, v, v, v, v, v, v, v, v));
            System.out.println("   " + String.format("%e|%.2e|%.0e|%E|%15.3e|%g|%.3g|%G", v, v, v, v, v, v, v, v));
        }
        System.out.println(String.format("%.9e %.3e %e %.0e", new BigDecimal("1234567890"), new BigDecimal("1234567890"), new BigDecimal("12"), new BigDecimal("7")));
        System.out.printf("Total: %s, due %.2f, parts %d%n", new BigDecimal("19.990"), new BigDecimal("19.995"), BigInteger.TEN.pow(20));
        Object n = new BigDecimal("3.25");
        System.out.println((n instanceof Number) + " " + (n instanceof BigDecimal));
        try {
            System.out.println(String.format("%d", new BigDecimal("1.5")));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            System.out.println(String.format("%a", new BigDecimal("1.5")));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            System.out.println(String.format("%f", BigInteger.ONE));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
