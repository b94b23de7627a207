import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecimalMathContext {
    public static void main(String[] args) {
        MathContext[] contexts = {new MathContext(1), new MathContext(3), new MathContext(5, RoundingMode.DOWN), MathContext.DECIMAL32, MathContext.DECIMAL64, MathContext.DECIMAL128};
        String[][] pairs = {{"1", "3"}, {"2", "3"}, {"10", "4"}, {"100", "4"}, {"1", "8"}, {"-7", "3"}, {"1.000", "3"}, {"123456789", "0.001"}, {"0", "7"}, {"0.00", "1.0"}, {"999", "1.0001"}, {"1", "1024"}};
        for (MathContext mc : contexts) {
            StringBuilder sb = new StringBuilder(mc.toString()).append(':');
            for (String[] p : pairs) {
                sb.append(' ').append(new BigDecimal(p[0]).divide(new BigDecimal(p[1]), mc));
            }
            System.out.println(sb);
        }
        String[] values = {"123.456", "-0.0012345", "99999", "9.995", "1E+10", "0.000"};
        for (String v : values) {
            BigDecimal d = new BigDecimal(v);
            System.out.println(v + " round: " + d.round(new MathContext(2)) + " " + d.round(new MathContext(3, RoundingMode.HALF_EVEN)) + " " + d.round(new MathContext(1, RoundingMode.CEILING))
                + " " + d.round(MathContext.UNLIMITED) + " plus(mc)=" + d.plus(new MathContext(4)));
        }
        BigDecimal a = new BigDecimal("1234.5678");
        BigDecimal b = new BigDecimal("0.0001");
        MathContext four = new MathContext(4);
        System.out.println("multiply mc: " + a.multiply(a, four) + " " + a.multiply(b, MathContext.DECIMAL32));
        System.out.println("add mc: " + a.add(b, four) + " " + a.add(BigDecimal.ZERO, four) + " " + BigDecimal.ZERO.add(new BigDecimal("1.5"), new MathContext(5)) + " " + new BigDecimal("0.00").add(new BigDecimal("12345.6789"), four));
        System.out.println("subtract mc: " + a.subtract(b, new MathContext(9)) + " " + a.subtract(a, four));
        System.out.println("mc: " + four.getPrecision() + " " + four.getRoundingMode() + " " + four.equals(new MathContext(4, RoundingMode.HALF_UP)) + " " + MathContext.DECIMAL64);
        System.out.println("divideToIntegralValue: " + new BigDecimal("10.5").divideToIntegralValue(new BigDecimal("3")) + " " + new BigDecimal("-7.75").divideToIntegralValue(new BigDecimal("0.5"))
            + " " + new BigDecimal("1E+3").divideToIntegralValue(new BigDecimal("7")) + " " + new BigDecimal("1000").divideToIntegralValue(new BigDecimal("0.07")) + " " + new BigDecimal("1.5").divideToIntegralValue(new BigDecimal("4")));
        BigDecimal[] qr = new BigDecimal("-10.75").divideAndRemainder(new BigDecimal("3.2"));
        System.out.println("divideAndRemainder: " + qr[0] + " " + qr[1] + " remainder: " + new BigDecimal("7").remainder(new BigDecimal("0.3")) + " " + new BigDecimal("1E+2").remainder(new BigDecimal("3")));
        System.out.println("exact divide: " + new BigDecimal("1").divide(new BigDecimal("32")) + " " + new BigDecimal("1.00").divide(new BigDecimal("4")) + " " + new BigDecimal("600").divide(new BigDecimal("1.5"))
            + " " + new BigDecimal("6E+3").divide(new BigDecimal("2")) + " " + new BigDecimal("0.000").divide(new BigDecimal("5.0")) + " " + new BigDecimal("-1").divide(new BigDecimal("0.0625")));
        System.out.println("pow: " + new BigDecimal("1.05").pow(10) + " " + new BigDecimal("-2.5").pow(3) + " " + new BigDecimal("10").pow(0));
        String[] failures = {"1/0", "0/0", "pow", "mc"};
        for (String f : failures) {
            try {
                switch (f) {
                    case "1/0": BigDecimal.ONE.divide(BigDecimal.ZERO); break;
                    case "0/0": BigDecimal.ZERO.divide(new BigDecimal("0.0"), four); break;
                    case "pow": BigDecimal.TEN.pow(-1); break;
                    default: new MathContext(-1); break;
                }
                System.out.println(f + ": no exception");
            } catch (ArithmeticException | IllegalArgumentException e) {
                System.out.println(f + ": " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            new BigDecimal("10").divide(new BigDecimal("3"), new MathContext(2, RoundingMode.UNNECESSARY));
        } catch (ArithmeticException e) {
            System.out.println("UNNECESSARY: " + e.getMessage());
        }
    }
}
