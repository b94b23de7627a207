import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecimalArithmetic {
    public static void main(String[] args) {
        BigDecimal a = new BigDecimal("0.1");
        BigDecimal b = new BigDecimal("0.2");
        System.out.println("0.1+0.2=" + a.add(b) + " (double gives " + (0.1 + 0.2) + ")");
        System.out.println("new BigDecimal(0.1)=" + new BigDecimal(0.1));
        System.out.println("BigDecimal.valueOf(0.1)=" + BigDecimal.valueOf(0.1) + " valueOf(2.50)=" + BigDecimal.valueOf(2.50) + " valueOf(100L)=" + BigDecimal.valueOf(100L));
        BigDecimal price = new BigDecimal("19.99");
        BigDecimal qty = new BigDecimal("3");
        BigDecimal subtotal = price.multiply(qty);
        BigDecimal tax = subtotal.multiply(new BigDecimal("0.0825")).setScale(2, RoundingMode.HALF_UP);
        System.out.println("subtotal=" + subtotal + " tax=" + tax + " total=" + subtotal.add(tax));
        System.out.println("scale of 19.99*3=" + subtotal.scale() + " precision=" + subtotal.precision());
        System.out.println("1.10 equals 1.1=" + new BigDecimal("1.10").equals(new BigDecimal("1.1")) + " compareTo=" + new BigDecimal("1.10").compareTo(new BigDecimal("1.1")));
        System.out.println("stripTrailingZeros(1.100)=" + new BigDecimal("1.100").stripTrailingZeros() + " (100)=" + new BigDecimal("100").stripTrailingZeros() + " plain=" + new BigDecimal("100").stripTrailingZeros().toPlainString());
        try {
            BigDecimal.ONE.divide(new BigDecimal("3"));
        } catch (ArithmeticException e) {
            System.out.println("1/3 exact threw: " + e.getMessage());
        }
        System.out.println("1/3 scale 5 HALF_UP=" + BigDecimal.ONE.divide(new BigDecimal("3"), 5, RoundingMode.HALF_UP));
        System.out.println("2/3 MathContext(4)=" + new BigDecimal("2").divide(new BigDecimal("3"), new MathContext(4)));
        System.out.println("1/8 exact=" + BigDecimal.ONE.divide(new BigDecimal("8")));
        String[] vals = {"2.5", "3.5", "-2.5", "2.45", "2.55", "-0.5"};
        for (String v : vals) {
            BigDecimal d = new BigDecimal(v);
            System.out.println(v + " -> HALF_UP=" + d.setScale(0, RoundingMode.HALF_UP) + " HALF_EVEN=" + d.setScale(0, RoundingMode.HALF_EVEN)
                + " HALF_DOWN=" + d.setScale(0, RoundingMode.HALF_DOWN) + " FLOOR=" + d.setScale(0, RoundingMode.FLOOR)
                + " CEILING=" + d.setScale(0, RoundingMode.CEILING) + " 1dp HALF_UP=" + d.setScale(1, RoundingMode.HALF_UP));
        }
        try {
            new BigDecimal("1.25").setScale(1);
        } catch (ArithmeticException e) {
            System.out.println("setScale without rounding threw: " + e.getMessage());
        }
        System.out.println("scientific toString=" + new BigDecimal("1E+3") + " plain=" + new BigDecimal("1E+3").toPlainString() + " small=" + new BigDecimal("0.00000012"));
        System.out.println("negate/abs/signum=" + price.negate() + "/" + price.negate().abs() + "/" + price.negate().signum());
        System.out.println("movePointLeft(2)=" + new BigDecimal("12345").movePointLeft(2) + " movePointRight(3)=" + new BigDecimal("1.5").movePointRight(3));
        System.out.println("doubleValue=" + new BigDecimal("123.456").doubleValue() + " intValue=" + new BigDecimal("123.999").intValue());
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) {
            sum = sum.add(new BigDecimal("0.1"));
        }
        System.out.println("ten 0.1s=" + sum + " equals 1=" + sum.equals(BigDecimal.ONE) + " compareTo 1=" + sum.compareTo(BigDecimal.ONE));
        System.out.println("max/min=" + a.max(b) + "/" + a.min(b) + " pow(3)=" + new BigDecimal("1.1").pow(3) + " remainder=" + new BigDecimal("10.5").remainder(new BigDecimal("3")));
    }
}
