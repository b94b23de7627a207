import java.util.Arrays;
import java.util.IntSummaryStatistics;
import java.util.OptionalDouble;
import java.util.OptionalInt;

public class NumSalesStats {

    static double mean(int[] data) {
        long sum = 0;
        for (int v : data) sum += v;
        return (double) sum / data.length;
    }

    static double median(int[] data) {
        int[] s = data.clone();
        Arrays.sort(s);
        int n = s.length;
        if (n % 2 == 1) return s[n / 2];
        // int addition below overflows for very large values (shown by bigOrders)
        return (s[n / 2 - 1] + s[n / 2]) / 2.0;
    }

    // smallest most frequent value
    static int mode(int[] data) {
        int[] s = data.clone();
        Arrays.sort(s);
        int best = s[0];
        int bestCount = 0;
        int run = 0;
        for (int i = 0; i < s.length; i++) {
            run = (i > 0 && s[i] == s[i - 1]) ? run + 1 : 1;
            if (run > bestCount) {
                bestCount = run;
                best = s[i];
            }
        }
        return best;
    }

    static double variance(int[] data, boolean sample) {
        double m = mean(data);
        double acc = 0;
        for (int v : data) {
            double d = v - m;
            acc += d * d;
        }
        return acc / (sample ? data.length - 1 : data.length);
    }

    // linear interpolation between closest ranks (R-7 / Excel PERCENTILE.INC)
    static double percentile(int[] data, double p) {
        int[] s = data.clone();
        Arrays.sort(s);
        double rank = p / 100.0 * (s.length - 1);
        int lo = (int) Math.floor(rank);
        int hi = (int) Math.ceil(rank);
        double frac = rank - lo;
        return s[lo] + (s[hi] - s[lo]) * frac;
    }

    static void report(String name, int[] data) {
        System.out.println("-- " + name + " (n=" + data.length + ") --");
        int[] sorted = data.clone();
        Arrays.sort(sorted);
        System.out.println("sorted: " + Arrays.toString(sorted));
        System.out.println(String.format("mean=%.2f median=%.2f mode=%d", mean(data), median(data), mode(data)));
        if (data.length > 1) {
            double pv = variance(data, false);
            double sv = variance(data, true);
            System.out.println(String.format("popVar=%.2f popStd=%.2f sampleVar=%.2f sampleStd=%.2f",
                    pv, Math.sqrt(pv), sv, Math.sqrt(sv)));
        }
        double[] ps = {10, 25, 50, 90};
        StringBuilder sb = new StringBuilder("percentiles:");
        for (double p : ps) {
            sb.append(String.format(" p%d=%.2f", (int) p, percentile(data, p)));
        }
        System.out.println(sb);
        int range = sorted[sorted.length - 1] - sorted[0];
        System.out.println("range=" + range + " raw mean=" + mean(data));
    }

    public static void main(String[] args) {
        int[] dailySales = {120, 95, 143, 110, 95, 188, 76, 131, 95, 160, 142, 101};
        int[] weekendSales = {210, 305, 198, 402};
        int[] refunds = {-14, -3, 0, -27, -3, -9, -41};
        int[] single = {42};
        int[] bigOrders = {2_000_000_000, 2_000_000_010, 1_999_999_990, 2_000_000_007};

        report("daily", dailySales);
        report("weekend", weekendSales);
        report("refunds", refunds);
        report("single", single);
        report("bigOrders", bigOrders);

        System.out.println("== Streams ==");
        int streamSum = Arrays.stream(dailySales).sum();
        OptionalDouble avg = Arrays.stream(dailySales).average();
        OptionalInt max = Arrays.stream(dailySales).max();
        OptionalInt min = Arrays.stream(dailySales).min();
        System.out.println("sum=" + streamSum + " avg=" + avg.getAsDouble() + " max=" + max.getAsInt() + " min=" + min.getAsInt());
        System.out.println("count>100=" + Arrays.stream(dailySales).filter(v -> v > 100).count());
        System.out.println("distinct=" + Arrays.stream(dailySales).distinct().count()
                + " sumOfSquares=" + Arrays.stream(dailySales).map(v -> v * v).sum());
        int[] empty = new int[0];
        OptionalDouble emptyAvg = Arrays.stream(empty).average();
        System.out.println("empty avg present? " + emptyAvg.isPresent() + ", orElse=" + emptyAvg.orElse(-1.0)
                + ", empty sum=" + Arrays.stream(empty).sum() + ", empty max present? " + Arrays.stream(empty).max().isPresent());
        System.out.println("int stream sum overflow: " + Arrays.stream(bigOrders).sum()
                + " vs asLongStream: " + Arrays.stream(bigOrders).asLongStream().sum());

        System.out.println("== IntSummaryStatistics ==");
        IntSummaryStatistics stats = Arrays.stream(dailySales).summaryStatistics();
        System.out.println("count=" + stats.getCount() + " sum=" + stats.getSum() + " min=" + stats.getMin()
                + " max=" + stats.getMax() + " avg=" + stats.getAverage());
        IntSummaryStatistics manual = new IntSummaryStatistics();
        for (int v : weekendSales) manual.accept(v);
        for (int v : refunds) manual.accept(v);
        System.out.println(String.format("combined: count=%d sum=%d min=%d max=%d avg=%.2f",
                manual.getCount(), manual.getSum(), manual.getMin(), manual.getMax(), manual.getAverage()));
        IntSummaryStatistics none = new IntSummaryStatistics();
        System.out.println("empty stats: min=" + none.getMin() + " max=" + none.getMax() + " avg=" + none.getAverage());
        IntSummaryStatistics big = Arrays.stream(bigOrders).summaryStatistics();
        System.out.println("big stats sum=" + big.getSum() + " avg=" + big.getAverage());

        System.out.println("== Histogram (bucket width 25) ==");
        int[] buckets = new int[10];
        for (int v : dailySales) buckets[v / 25]++;
        for (int b = 0; b < buckets.length; b++) {
            if (buckets[b] == 0) continue;
            StringBuilder bar = new StringBuilder();
            for (int j = 0; j < buckets[b]; j++) bar.append('#');
            System.out.println(String.format("%d-%d: %s (%d)", b * 25, b * 25 + 24, bar, buckets[b]));
        }

        System.out.println("== Z-scores ==");
        double m = mean(dailySales);
        double sd = Math.sqrt(variance(dailySales, false));
        for (int i = 0; i < 4; i++) {
            double z = (dailySales[i] - m) / sd;
            System.out.println(String.format("day %d: %d z=%.2f", i + 1, dailySales[i], z));
        }
        double[] weights = {0.5, 0.25, 0.25};
        double wavg = 0;
        for (int i = 0; i < weights.length; i++) wavg += dailySales[i] * weights[i];
        System.out.println("weighted avg of first three = " + wavg + " int/len=" + (streamSum / dailySales.length)
                + " rem=" + (streamSum % dailySales.length));
    }
}
