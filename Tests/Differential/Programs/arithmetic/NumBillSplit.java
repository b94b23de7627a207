import java.util.ArrayList;
import java.util.List;

public class NumBillSplit {

    static String formatCents(long cents) {
        boolean negative = cents < 0;
        long abs = Math.abs(cents);
        long dollars = abs / 100;
        long rest = abs % 100;
        String restStr = rest < 10 ? "0" + rest : String.valueOf(rest);
        return (negative ? "-$" : "$") + dollars + "." + restStr;
    }

    static long[] split(long totalCents, int people) {
        long[] shares = new long[people];
        long base = Math.floorDiv(totalCents, (long) people);
        long remainder = Math.floorMod(totalCents, (long) people);
        for (int i = 0; i < people; i++) {
            shares[i] = base + (i < remainder ? 1 : 0);
        }
        return shares;
    }

    // rounds value / divisor half-up (away from zero for halves), by hand
    static long divRoundHalfUp(long value, long divisor) {
        long q = value / divisor;
        long r = value % divisor;
        if (Math.abs(r) * 2 >= Math.abs(divisor)) {
            q += (value < 0) == (divisor < 0) ? 1 : -1;
        }
        return q;
    }

    // percentage in basis points (1/100 of a percent)
    static long applyBasisPoints(long cents, long bps) {
        return divRoundHalfUp(cents * bps, 10000);
    }

    static String safeMultiply(long a, long b) {
        try {
            long r = Math.multiplyExact(a, b);
            return "ok " + r;
        } catch (ArithmeticException e) {
            return "overflow (" + e.getMessage() + ")";
        }
    }

    static String safeAdd(long a, long b) {
        try {
            return "ok " + Math.addExact(a, b);
        } catch (ArithmeticException e) {
            return "overflow (" + e.getMessage() + ")";
        }
    }

    static String safeAddInt(int a, int b) {
        try {
            return "ok " + Math.addExact(a, b);
        } catch (ArithmeticException e) {
            return "overflow (" + e.getMessage() + ")";
        }
    }

    public static void main(String[] args) {
        System.out.println("== Splitting bills ==");
        long[] totals = {10000, 10001, 9999, 1, 0, 12345, 100};
        int[] peopleCounts = {3, 4, 7};
        for (long total : totals) {
            for (int p : peopleCounts) {
                long[] shares = split(total, p);
                long sum = 0;
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < shares.length; i++) {
                    if (i > 0) sb.append(", ");
                    sb.append(formatCents(shares[i]));
                    sum += shares[i];
                }
                if (p == 3 || total == 12345) {
                    System.out.println(formatCents(total) + " / " + p + " -> [" + sb + "] sum=" + formatCents(sum)
                            + (sum == total ? " OK" : " MISMATCH"));
                }
            }
        }

        System.out.println("== Refund split (negative totals) ==");
        long[] refunds = {-10000, -10001, -1, -7};
        for (long r : refunds) {
            long[] shares = split(r, 3);
            System.out.println(formatCents(r) + " / 3 -> " + formatCents(shares[0]) + ", " + formatCents(shares[1])
                    + ", " + formatCents(shares[2]));
        }

        System.out.println("== floorDiv / floorMod vs / and % ==");
        long[][] pairs = {{7, 3}, {-7, 3}, {7, -3}, {-7, -3}, {0, 5}, {-1, 100}, {-100, 100}, {-101, 100}};
        for (long[] pr : pairs) {
            long a = pr[0], b = pr[1];
            System.out.println(a + " , " + b + " : / = " + (a / b) + " % = " + (a % b)
                    + " floorDiv = " + Math.floorDiv(a, b) + " floorMod = " + Math.floorMod(a, b));
        }
        System.out.println("int floorMod(-13, 5) = " + Math.floorMod(-13, 5) + ", -13 % 5 = " + (-13 % 5));

        System.out.println("== Rounding half-up by hand ==");
        long[][] divs = {{250, 100}, {249, 100}, {150, 100}, {-250, 100}, {-249, 100}, {5, 10}, {-5, 10}, {14, 10}, {-15, 10}, {1, 3}, {2, 3}};
        for (long[] d : divs) {
            System.out.println(d[0] + "/" + d[1] + " -> " + divRoundHalfUp(d[0], d[1]) + " (truncated " + (d[0] / d[1]) + ")");
        }

        System.out.println("== Tax and tip with basis points ==");
        long[] bills = {1999, 4550, 12345, 99, 100000};
        long[] rates = {825, 1800, 2000};
        for (long bill : bills) {
            StringBuilder sb = new StringBuilder(formatCents(bill) + ":");
            for (long rate : rates) {
                long extra = applyBasisPoints(bill, rate);
                sb.append(" ").append(rate / 100).append(".").append(rate % 100 < 10 ? "0" : "").append(rate % 100)
                        .append("%=").append(formatCents(extra));
            }
            System.out.println(sb);
        }
        long discounted = applyBasisPoints(-4550, 1500);
        System.out.println("15% of refund -$45.50 = " + formatCents(discounted));

        System.out.println("== Overflow detection ==");
        System.out.println("multiply 1e9 * 1e9: " + safeMultiply(1_000_000_000L, 1_000_000_000L));
        System.out.println("multiply 1e10 * 1e10: " + safeMultiply(10_000_000_000L, 10_000_000_000L));
        System.out.println("multiply MAX * -1: " + safeMultiply(Long.MAX_VALUE, -1));
        System.out.println("multiply MIN * -1: " + safeMultiply(Long.MIN_VALUE, -1));
        System.out.println("add MAX + 1: " + safeAdd(Long.MAX_VALUE, 1));
        System.out.println("add MAX + MIN: " + safeAdd(Long.MAX_VALUE, Long.MIN_VALUE));
        System.out.println("add MIN + -1: " + safeAdd(Long.MIN_VALUE, -1));
        System.out.println("int add 2e9 + 2e9: " + safeAddInt(2_000_000_000, 2_000_000_000));
        System.out.println("int add 1e9 + 1e9: " + safeAddInt(1_000_000_000, 1_000_000_000));
        try {
            long neg = Math.negateExact(Long.MIN_VALUE);
            System.out.println("negate ok " + neg);
        } catch (ArithmeticException e) {
            System.out.println("negate MIN: " + e.getMessage());
        }
        try {
            int n = Math.toIntExact(3_000_000_000L);
            System.out.println("toIntExact ok " + n);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact 3e9: " + e.getMessage());
        }

        System.out.println("== Ledger accumulation ==");
        List<Long> ledger = new ArrayList<>();
        ledger.add(Long.MAX_VALUE / 2);
        ledger.add(Long.MAX_VALUE / 3);
        ledger.add(-5000L);
        ledger.add(Long.MAX_VALUE / 4);
        ledger.add(123L);
        long balance = 0;
        int step = 0;
        for (Long entry : ledger) {
            step++;
            try {
                balance = Math.addExact(balance, entry);
                System.out.println("step " + step + " balance=" + balance);
            } catch (ArithmeticException e) {
                System.out.println("step " + step + " rejected entry " + entry + ", balance stays " + balance);
            }
        }
        System.out.println("abs(MIN_VALUE) = " + Math.abs(Long.MIN_VALUE) + " (still negative)");
        System.out.println("formatted big: " + formatCents(Long.MAX_VALUE));
    }
}
