import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

public class BigDecimalEqualsCompare {
    public static void main(String[] args) {
        BigDecimal a = new BigDecimal("2.0");
        BigDecimal b = new BigDecimal("2.00");
        System.out.println("2.0 equals 2.00: " + a.equals(b) + " compareTo: " + a.compareTo(b));
        System.out.println("hashCodes: " + a.hashCode() + " " + b.hashCode() + " " + new BigDecimal("-123.45").hashCode() + " " + new BigDecimal("123456789012345678901234.5").hashCode());
        System.out.println("stripped equal: " + a.stripTrailingZeros().equals(b.stripTrailingZeros()));

        Set<BigDecimal> hashSet = new HashSet<>();
        for (String s : new String[] {"1.0", "1.00", "1", "0.1", "10", "1E+1", "2.50", "2.5", "-0", "0.00", "100"}) {
            hashSet.add(new BigDecimal(s));
        }
        System.out.println("HashSet size=" + hashSet.size() + " " + hashSet);
        Set<BigDecimal> treeSet = new TreeSet<>(hashSet);
        System.out.println("TreeSet size=" + treeSet.size() + " " + treeSet);

        Map<BigDecimal, String> prices = new HashMap<>();
        prices.put(new BigDecimal("9.99"), "basic");
        prices.put(new BigDecimal("19.99"), "plus");
        prices.put(new BigDecimal("9.990"), "basic-3dp");
        System.out.println("map=" + prices + " get(9.99)=" + prices.get(new BigDecimal("9.99")) + " get(9.9900)=" + prices.get(new BigDecimal("9.9900")));

        List<BigDecimal> list = new ArrayList<>();
        for (String s : new String[] {"3.14", "-2", "0.001", "1e3", "3.140", "-2.0001"}) list.add(new BigDecimal(s));
        Collections.sort(list);
        System.out.println("sorted=" + list + " max=" + Collections.max(list) + " min=" + Collections.min(list));

        String[] forms = {"0.000001", "0.0000001", "123E-10", "1E+3", "12.3E+7", "-4.5E-7", "0E-10", "0E+3", "1234.5E-4", "100", "1E2", "0.00"};
        for (String s : forms) {
            BigDecimal d = new BigDecimal(s);
            System.out.println(s + " -> toString=" + d + " plain=" + d.toPlainString() + " eng=" + d.toEngineeringString()
                + " scale=" + d.scale() + " precision=" + d.precision() + " unscaled=" + d.unscaledValue() + " strip=" + d.stripTrailingZeros());
        }
        System.out.println("max/min tie keeps receiver: " + a.max(b) + " " + b.min(a));
        System.out.println("signum: " + new BigDecimal("-0.00").signum() + " " + new BigDecimal("0.01").signum() + " " + new BigDecimal("-7E-3").signum());
        System.out.println("compare across scales: " + new BigDecimal("1E+2").compareTo(new BigDecimal("99.999")) + " " + new BigDecimal("-1E-20").compareTo(BigDecimal.ZERO)
            + " " + new BigDecimal("0.1").compareTo(new BigDecimal("0.10000000000000000001")));
        System.out.println("scaleByPowerOfTen: " + new BigDecimal("1.23").scaleByPowerOfTen(5) + " " + new BigDecimal("1.23").scaleByPowerOfTen(-5)
            + " movePointRight(-3)=" + new BigDecimal("12").movePointRight(-3) + " movePointLeft(-3)=" + new BigDecimal("1.2").movePointLeft(-3));
        System.out.println("ulp=" + new BigDecimal("1.250").ulp() + " plus=" + new BigDecimal("-3.0").plus() + " abs=" + new BigDecimal("-3.0").abs());
        System.out.println("toBigInteger=" + new BigDecimal("-123.99").toBigInteger() + " intValue=" + new BigDecimal("-123.99").intValue() + " long of 1E20=" + new BigDecimal("1E20").longValue()
            + " int of 3000000000=" + new BigDecimal("3000000000.7").intValue());
        try {
            new BigDecimal("3000000000").intValueExact();
        } catch (ArithmeticException e) {
            System.out.println("intValueExact: " + e.getMessage());
        }
        try {
            new BigDecimal("3.5").longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("longValueExact: " + e.getMessage());
        }
        System.out.println("exact ok: " + new BigDecimal("42.000").intValueExact() + " " + new BigDecimal("4.2E+1").toBigIntegerExact());
        System.out.println("doubles: " + new BigDecimal("0.1").doubleValue() + " " + new BigDecimal("1E-400").doubleValue() + " " + new BigDecimal("-1E400").doubleValue()
            + " " + new BigDecimal("123456789.123456789").floatValue() + " " + new BigDecimal("2.5").floatValue());
        System.out.println("valueOf(double): " + BigDecimal.valueOf(1.0) + " " + BigDecimal.valueOf(1e-7) + " " + BigDecimal.valueOf(123456789012.5) + " " + BigDecimal.valueOf(1e21)
            + " " + BigDecimal.valueOf(-0.0) + " " + BigDecimal.valueOf(100, 3) + " " + BigDecimal.valueOf(5, -2));
        System.out.println("new BigDecimal(double): " + new BigDecimal(0.5) + " " + new BigDecimal(100.0) + " " + new BigDecimal(1e20) + " " + new BigDecimal(-2.25) + " " + new BigDecimal(0.0));
        System.out.println("new BigDecimal(int/long): " + new BigDecimal(42) + " " + new BigDecimal(-7L) + " " + new BigDecimal(Long.MIN_VALUE));
    }
}
