import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Map;
import java.util.TreeMap;

public class NmrCurrencyConverter {
    public static void main(String[] args) {
        Map<String, BigDecimal> ratesFromUsd = new TreeMap<>();
        ratesFromUsd.put("EUR", new BigDecimal("0.9215"));
        ratesFromUsd.put("GBP", new BigDecimal("0.7893"));
        ratesFromUsd.put("JPY", new BigDecimal("149.835"));
        ratesFromUsd.put("CHF", new BigDecimal("0.8810"));
        ratesFromUsd.put("USD", BigDecimal.ONE);

        BigDecimal amount = new BigDecimal("1250.75");
        System.out.println("Converting " + amount + " USD");
        for (Map.Entry<String, BigDecimal> e : ratesFromUsd.entrySet()) {
            BigDecimal raw = amount.multiply(e.getValue());
            int scale = e.getKey().equals("JPY") ? 0 : 2;
            BigDecimal up = raw.setScale(scale, RoundingMode.HALF_UP);
            BigDecimal even = raw.setScale(scale, RoundingMode.HALF_EVEN);
            System.out.println(String.format("  %-8s raw=%s halfUp=%s halfEven=%s", e.getKey(), raw, up, even));
        }

        System.out.println("HALF_UP vs HALF_EVEN:");
        String[] ties = {"2.345", "2.355", "0.125", "-1.675", "10.005", "7.5", "8.5"};
        for (String t : ties) {
            BigDecimal v = new BigDecimal(t);
            int sc = t.indexOf('.') == t.length() - 2 ? 0 : 2;
            System.out.println("  " + t + " -> " + v.setScale(sc, RoundingMode.HALF_UP) + " / " + v.setScale(sc, RoundingMode.HALF_EVEN)
                    + " / down " + v.setScale(sc, RoundingMode.DOWN) + " / ceiling " + v.setScale(sc, RoundingMode.CEILING));
        }

        System.out.println("double vs BigDecimal:");
        double d = 0.1 + 0.2;
        BigDecimal b = new BigDecimal("0.1").add(new BigDecimal("0.2"));
        System.out.println("  double 0.1+0.2 = " + d + " bigdecimal = " + b);
        System.out.println("  BigDecimal.valueOf(0.1) = " + BigDecimal.valueOf(0.1));
        System.out.println("  new BigDecimal(0.5) = " + new BigDecimal(0.5));
        System.out.println("  new BigDecimal(0.1) scaled = " + new BigDecimal(0.1).setScale(20, RoundingMode.HALF_UP));
        double sum = 0.0;
        BigDecimal bsum = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) {
            sum += 0.1;
            bsum = bsum.add(new BigDecimal("0.10"));
        }
        System.out.println("  ten dimes double = " + sum + " equals 1.0? " + (sum == 1.0));
        System.out.println("  ten dimes bigdecimal = " + bsum);

        System.out.println("compareTo vs equals:");
        BigDecimal x = new BigDecimal("2.50");
        BigDecimal y = new BigDecimal("2.5");
        System.out.println("  2.50 equals 2.5: " + x.equals(y));
        System.out.println("  2.50 compareTo 2.5: " + x.compareTo(y));
        System.out.println("  scales: " + x.scale() + " " + y.scale());
        System.out.println("  stripTrailingZeros(2.50) = " + x.stripTrailingZeros() + " equals now: " + x.stripTrailingZeros().equals(y));
        BigDecimal hundred = new BigDecimal("100.00");
        System.out.println("  stripTrailingZeros(100.00) = " + hundred.stripTrailingZeros());
        System.out.println("  toPlainString = " + hundred.stripTrailingZeros().toPlainString());
        BigDecimal tiny = new BigDecimal("0.00000012");
        System.out.println("  tiny toString = " + tiny + " plain = " + tiny.toPlainString());
        System.out.println("  max(2.50, 2.5) = " + x.max(y) + " min = " + x.min(y));
        System.out.println("  signum(-3.1) = " + new BigDecimal("-3.1").signum() + " negate = " + x.negate() + " abs = " + new BigDecimal("-3.1").abs());

        System.out.println("Division:");
        BigDecimal total = new BigDecimal("100");
        BigDecimal three = new BigDecimal("3");
        System.out.println("  100/3 scale 2 HALF_UP = " + total.divide(three, 2, RoundingMode.HALF_UP));
        System.out.println("  100/3 MathContext(10) = " + total.divide(three, new MathContext(10)));
        System.out.println("  100/3 DECIMAL64 = " + total.divide(three, MathContext.DECIMAL64));
        try {
            BigDecimal bad = total.divide(three);
            System.out.println("  exact division gave " + bad);
        } catch (ArithmeticException e) {
            System.out.println("  exact division failed: non-terminating decimal");
        }
        System.out.println("  100/8 exact = " + total.divide(new BigDecimal("8")));

        System.out.println("Fee schedule:");
        BigDecimal feeRate = new BigDecimal("0.0275");
        BigDecimal minFee = new BigDecimal("0.99");
        String[] transfers = {"10.00", "35.99", "250", "1999.99"};
        BigDecimal totalFees = BigDecimal.ZERO;
        for (String t : transfers) {
            BigDecimal amt = new BigDecimal(t);
            BigDecimal fee = amt.multiply(feeRate).setScale(2, RoundingMode.HALF_EVEN);
            if (fee.compareTo(minFee) < 0) {
                fee = minFee;
            }
            totalFees = totalFees.add(fee);
            System.out.println(String.format("  %-8s fee %s net %s", t, fee, amt.subtract(fee)));
        }
        System.out.println("  total fees = " + totalFees + " as double " + totalFees.doubleValue() + " cents " + totalFees.movePointRight(2).intValueExact());
        System.out.println("  round trip EUR: " + amount.multiply(new BigDecimal("0.9215")).divide(new BigDecimal("0.9215"), 2, RoundingMode.HALF_UP));
    }
}
