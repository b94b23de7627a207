import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class NumStatsReport {

    static final class Summary {
        final int count;
        final long sum;
        final int min;
        final int max;
        final double mean;
        final double median;
        final double variance;
        final double stdDev;

        Summary(int count, long sum, int min, int max, double mean, double median, double variance) {
            this.count = count;
            this.sum = sum;
            this.min = min;
            this.max = max;
            this.mean = mean;
            this.median = median;
            this.variance = variance;
            this.stdDev = Math.sqrt(variance);
        }

        String describe() {
            return String.format("n=%d sum=%d min=%d max=%d mean=%.2f median=%.2f var=%.2f sd=%.2f", count, sum, min,
                    max, mean, median, variance, stdDev);
        }
    }

    static Summary summarize(int[] raw) {
        if (raw.length == 0) {
            return new Summary(0, 0, 0, 0, 0.0, 0.0, 0.0);
        }
        int[] data = raw.clone();
        Arrays.sort(data);
        long sum = 0;
        for (int v : data) {
            sum += v;
        }
        double mean = (double) sum / data.length;
        double median;
        int mid = data.length / 2;
        if (data.length % 2 == 1) {
            median = data[mid];
        } else {
            median = ((long) data[mid - 1] + (long) data[mid]) / 2.0;
        }
        double sq = 0.0;
        for (int v : data) {
            double d = v - mean;
            sq += d * d;
        }
        double variance = data.length > 1 ? sq / (data.length - 1) : 0.0;
        return new Summary(data.length, sum, data[0], data[data.length - 1], mean, median, variance);
    }

    // Nearest-rank percentile on a sorted array.
    static int percentile(int[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        rank = Math.max(1, Math.min(rank, sorted.length));
        return sorted[rank - 1];
    }

    static int mode(int[] data) {
        Map<Integer, Integer> counts = new TreeMap<>();
        for (int v : data) {
            counts.merge(v, 1, Integer::sum);
        }
        int best = Integer.MIN_VALUE;
        int bestCount = 0;
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            if (e.getValue() > bestCount) {
                bestCount = e.getValue();
                best = e.getKey();
            }
        }
        return best;
    }

    static String histogram(int[] data, int bucketSize) {
        Map<Integer, Integer> buckets = new TreeMap<>();
        for (int v : data) {
            int b = Math.floorDiv(v, bucketSize) * bucketSize;
            buckets.merge(b, 1, Integer::sum);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, Integer> e : buckets.entrySet()) {
            sb.append(String.format("%5d..%-8s|", e.getKey(), String.valueOf(e.getKey() + bucketSize - 1)));
            for (int i = 0; i < e.getValue(); i++) {
                sb.append('#');
            }
            sb.append(String.format(" %d%n", e.getValue()));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] responseMs = {120, 95, 310, 87, 140, 99, 101, 2200, 130, 115, 98, 105, 87, 450, 123};
        int[] temps = {-5, -12, 3, 0, 7, -1, -8, 4, 11, -3};
        int[] single = {42};
        int[] empty = {};
        int[] extremes = {Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MIN_VALUE, 0};

        Map<String, int[]> sets = new TreeMap<>();
        sets.put("response", responseMs);
        sets.put("temps", temps);
        sets.put("single", single);
        sets.put("empty", empty);

        for (Map.Entry<String, int[]> e : sets.entrySet()) {
            Summary s = summarize(e.getValue());
            System.out.println(String.format("%-8s", e.getKey()) + " " + s.describe());
        }

        Summary ex = summarize(extremes);
        System.out.println(String.format("extremes n=%d sum=%d min=%d max=%d mean=%.2f median=%.2f sd/1e6=%.2f",
                ex.count, ex.sum, ex.min, ex.max, ex.mean, ex.median, ex.stdDev / 1e6));
        System.out.println("overflowing int sum would be " + (extremes[0] + extremes[1]));

        int[] sorted = responseMs.clone();
        Arrays.sort(sorted);
        System.out.println("sorted=" + Arrays.toString(sorted));
        int[] ps = {0, 10, 25, 50, 75, 90, 95, 99, 100};
        for (int p : ps) {
            System.out.println(String.format("p%-8s= %5d", String.valueOf(p), percentile(sorted, p)));
        }
        System.out.println("mode(response)=" + mode(responseMs) + " mode(temps)=" + mode(temps));

        // Outlier detection using z-score.
        Summary rs = summarize(responseMs);
        List<Integer> outliers = new ArrayList<>();
        for (int v : responseMs) {
            double z = (v - rs.mean) / rs.stdDev;
            if (Math.abs(z) > 2.0) {
                outliers.add(v);
            }
        }
        System.out.println("outliers=" + outliers);

        // Interquartile range filter.
        int q1 = percentile(sorted, 25);
        int q3 = percentile(sorted, 75);
        int iqr = q3 - q1;
        double lo = q1 - 1.5 * iqr;
        double hi = q3 + 1.5 * iqr;
        int kept = 0;
        for (int v : sorted) {
            if (v >= lo && v <= hi) {
                kept++;
            }
        }
        System.out.println(String.format("q1=%d q3=%d iqr=%d fence=[%.2f, %.2f] kept=%d", q1, q3, iqr, lo, hi, kept));

        System.out.print(histogram(temps, 5));

        // Sorting scores descending with tie-breakers via compare helpers.
        List<double[]> scores = new ArrayList<>();
        scores.add(new double[] {3, 88.5});
        scores.add(new double[] {1, 92.25});
        scores.add(new double[] {4, 88.5});
        scores.add(new double[] {2, -0.0});
        scores.add(new double[] {5, 0.0});
        scores.add(new double[] {6, 100.0});
        scores.sort((a, b) -> {
            int c = Double.compare(b[1], a[1]);
            return c != 0 ? c : Double.compare(a[0], b[0]);
        });
        for (double[] s : scores) {
            System.out.println(String.format("id=%d score=%.2f", (int) s[0], s[1]));
        }

        // Moving average with integer window.
        int window = 3;
        StringBuilder ma = new StringBuilder("moving avg:");
        for (int i = 0; i + window <= responseMs.length; i++) {
            long wsum = 0;
            for (int j = i; j < i + window; j++) {
                wsum += responseMs[j];
            }
            ma.append(String.format(" %.2f", wsum / (double) window));
        }
        System.out.println(ma);

        List<Integer> boxed = new ArrayList<>();
        for (int v : temps) {
            boxed.add(v);
        }
        boxed.sort(Comparator.comparingInt(Math::abs));
        System.out.println("by abs=" + boxed);
        Collections.sort(boxed, (a, b) -> Integer.compare(b, a));
        System.out.println("desc=" + boxed);
    }
}
