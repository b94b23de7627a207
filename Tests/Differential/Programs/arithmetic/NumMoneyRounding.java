import java.util.ArrayList;
import java.util.List;

public class NumMoneyRounding {

    static final long CENTS_PER_UNIT = 100L;

    // Formats cents as a currency string, handling negatives by hand.
    static String formatCents(long cents) {
        boolean negative = cents < 0;
        long abs = Math.abs(cents);
        long units = abs / CENTS_PER_UNIT;
        long rem = abs % CENTS_PER_UNIT;
        String body = units + "." + (rem < 10 ? "0" + rem : String.valueOf(rem));
        return negative ? "-$" + body : "$" + body;
    }

    // Divides value by divisor rounding half away from zero.
    static long divideHalfUp(long value, long divisor) {
        long q = value / divisor;
        long r = value % divisor;
        if (Math.abs(r) * 2 >= Math.abs(divisor)) {
            q += (value < 0) == (divisor < 0) ? 1 : -1;
        }
        return q;
    }

    // Divides value by divisor using banker's rounding (half to even).
    static long divideHalfEven(long value, long divisor) {
        long q = value / divisor;
        long r = value % divisor;
        long twice = Math.abs(r) * 2;
        long absDiv = Math.abs(divisor);
        int sign = (value < 0) == (divisor < 0) ? 1 : -1;
        if (twice > absDiv) {
            q += sign;
        } else if (twice == absDiv) {
            if (q % 2 != 0) {
                q += sign;
            }
        }
        return q;
    }

    // Floor division that always rounds toward negative infinity.
    static long divideFloor(long value, long divisor) {
        return Math.floorDiv(value, divisor);
    }

    // Splits a total into n shares, distributing leftover cents to the first shares.
    static List<Long> split(long totalCents, int parts) {
        List<Long> shares = new ArrayList<>();
        long base = totalCents / parts;
        long leftover = totalCents - base * parts;
        for (int i = 0; i < parts; i++) {
            long share = base;
            if (leftover > 0) {
                share++;
                leftover--;
            } else if (leftover < 0) {
                share--;
                leftover++;
            }
            shares.add(share);
        }
        return shares;
    }

    // Allocates a total according to integer weights using the largest remainder method.
    static long[] allocate(long totalCents, int[] weights) {
        long weightSum = 0;
        for (int w : weights) {
            weightSum += w;
        }
        long[] result = new long[weights.length];
        long[] remainders = new long[weights.length];
        long allocated = 0;
        for (int i = 0; i < weights.length; i++) {
            long numerator = totalCents * weights[i];
            result[i] = numerator / weightSum;
            remainders[i] = numerator % weightSum;
            allocated += result[i];
        }
        long left = totalCents - allocated;
        while (left > 0) {
            int best = 0;
            for (int i = 1; i < remainders.length; i++) {
                if (remainders[i] > remainders[best]) {
                    best = i;
                }
            }
            result[best]++;
            remainders[best] = -1;
            left--;
        }
        return result;
    }

    public static void main(String[] args) {
        long[] samples = {0, 5, 99, 100, 101, 12345, -1, -250, -100005, 1000000000L};
        System.out.println("== formatting ==");
        for (long s : samples) {
            System.out.println(String.format("%-8s", String.valueOf(s)) + " -> " + formatCents(s));
        }

        System.out.println("== rounding mills (1/1000) to cents ==");
        long[] mills = {1234, 1235, 1236, 1245, 1255, -1235, -1245, -1255, 5, -5, 15, 25};
        for (long m : mills) {
            long up = divideHalfUp(m, 10);
            long even = divideHalfEven(m, 10);
            long floor = divideFloor(m, 10);
            long trunc = m / 10;
            System.out.println(String.format("%5d: halfUp=%5d halfEven=%5d floor=%5d trunc=%5d", m, up, even, floor, trunc));
        }

        System.out.println("== Math.round vs manual ==");
        double[] amounts = {2.5, 3.5, -2.5, -3.5, 0.49, -0.49, 7.75, -7.25};
        for (double a : amounts) {
            long r = Math.round(a);
            long f = (long) Math.floor(a);
            long c = (long) Math.ceil(a);
            long t = (long) a;
            double rint = Math.rint(a);
            System.out.println(String.format("%.2f round=%d floor=%d ceil=%d trunc=%d rint=%.2f", a, r, f, c, t, rint));
        }

        System.out.println("== bill split ==");
        long[] bills = {10000, 10001, 9999, 1, -1003};
        int[] people = {3, 4, 7};
        for (long bill : bills) {
            for (int p : people) {
                List<Long> shares = split(bill, p);
                long check = 0;
                StringBuilder sb = new StringBuilder();
                for (Long s : shares) {
                    check += s;
                    if (sb.length() > 0) {
                        sb.append(", ");
                    }
                    sb.append(formatCents(s));
                }
                System.out.println(formatCents(bill) + " / " + p + " = [" + sb + "] sum ok=" + (check == bill));
            }
        }

        System.out.println("== weighted allocation ==");
        int[][] weightSets = {{1, 1, 1}, {50, 30, 20}, {3, 7}, {1, 2, 3, 4}};
        long[] totals = {100, 1000, 9999, 7};
        for (int[] weights : weightSets) {
            for (long total : totals) {
                long[] alloc = allocate(total, weights);
                StringBuilder sb = new StringBuilder();
                long sum = 0;
                for (long v : alloc) {
                    sb.append(String.format("%5d", v));
                    sum += v;
                }
                System.out.println(String.format("total=%05d", total) + " ->" + sb + " sum=" + sum);
            }
        }

        System.out.println("== percent of amount in basis points ==");
        long price = 19999;
        int[] bps = {0, 1, 50, 825, 1000, 2500, 10000};
        for (int bp : bps) {
            long raw = price * bp;
            long upCents = divideHalfUp(raw, 10000);
            long evenCents = divideHalfEven(raw, 10000);
            System.out.println(String.format("%5d bps of %s: halfUp=%s halfEven=%s", bp, formatCents(price),
                    formatCents(upCents), formatCents(evenCents)));
        }
    }
}
