import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.Map;

public class NmrTipSplitter {
    public static void main(String[] args) {
        double bill = 87.45;
        int[] tipPercents = {10, 15, 18, 20, 25};
        int people = 3;

        System.out.println("Bill: " + bill);
        for (int pct : tipPercents) {
            double tip = bill * pct / 100;
            double total = bill + tip;
            double perPerson = total / people;
            System.out.println("tip " + pct + "% raw=" + tip + " total=" + total);
            System.out.println("  per person raw=" + perPerson + " rounded=" + Math.round(perPerson * 100) / 100.0);
            System.out.println(String.format("  %-8s %8.2f %8.2f", pct + "%", tip, perPerson));
        }

        System.out.println("Integer percent traps:");
        int pct = 15;
        System.out.println("15 / 100 = " + (pct / 100));
        System.out.println("15 / 100.0 = " + (pct / 100.0));
        System.out.println("15 * 87 / 100 = " + (pct * 87 / 100));

        System.out.println("Float arithmetic:");
        float tipRate = 0.1f;
        System.out.println("0.1f * 3 = " + (tipRate * 3));
        System.out.println("(float) 1 / 3 = " + ((float) 1 / 3));
        System.out.println("0.1f + 0.2f = " + (0.1f + 0.2f));
        System.out.println("0.1 + 0.2 = " + (0.1 + 0.2));
        float fbill = 87.45f;
        System.out.println("fbill = " + fbill + " as double " + (double) fbill);
        float share = fbill / people;
        System.out.println("float share = " + share);
        System.out.println("Math.round(float share) = " + Math.round(share));
        System.out.println("Math.round(2.5f) = " + Math.round(2.5f) + " Math.round(-2.5f) = " + Math.round(-2.5f));
        System.out.println("float 100 = " + 100.0f + " float 1e10 = " + 1e10f);

        System.out.println("Exact split with BigDecimal:");
        BigDecimal total = new BigDecimal("87.45").multiply(new BigDecimal("1.18"));
        System.out.println("total = " + total);
        BigDecimal rounded = total.setScale(2, RoundingMode.HALF_UP);
        System.out.println("rounded total = " + rounded);
        BigDecimal n = BigDecimal.valueOf(people);
        BigDecimal each = rounded.divide(n, 2, RoundingMode.DOWN);
        BigDecimal remainder = rounded.subtract(each.multiply(n));
        System.out.println("each = " + each + " leftover = " + remainder);

        Map<String, BigDecimal> shares = new LinkedHashMap<>();
        String[] names = {"Ana", "Ben", "Chloe"};
        int leftoverCents = remainder.movePointRight(2).intValue();
        for (int i = 0; i < names.length; i++) {
            BigDecimal s = each;
            if (i < leftoverCents) {
                s = s.add(new BigDecimal("0.01"));
            }
            shares.put(names[i], s);
        }
        BigDecimal check = BigDecimal.ZERO;
        for (Map.Entry<String, BigDecimal> e : shares.entrySet()) {
            System.out.println(String.format("%-8s %s", e.getKey(), e.getValue().toPlainString()));
            check = check.add(e.getValue());
        }
        System.out.println("sum of shares = " + check + " matches: " + (check.compareTo(rounded) == 0));

        System.out.println("Cents as ints:");
        long cents = Math.round(bill * 100);
        System.out.println("cents = " + cents);
        long tipCents = cents * 18 / 100;
        long perCents = (cents + tipCents) / people;
        long leftCents = (cents + tipCents) % people;
        System.out.println("tipCents=" + tipCents + " per=" + perCents + " left=" + leftCents);
        System.out.println("per as dollars = " + perCents / 100.0);
        System.out.println(String.format("per formatted = %d.%d%d", perCents / 100, (perCents % 100) / 10, perCents % 10));

        System.out.println("Rounding edge cases:");
        double[] edge = {1.005, 2.675, 0.125, 0.135, 10.0 / 3};
        for (double v : edge) {
            System.out.println(v + " -> round " + Math.round(v * 100) / 100.0 + " fmt " + String.format("%.2f", v)
                    + " bd " + BigDecimal.valueOf(v).setScale(2, RoundingMode.HALF_EVEN));
        }
    }
}
