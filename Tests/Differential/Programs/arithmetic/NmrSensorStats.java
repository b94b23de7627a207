import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class NmrSensorStats {
    public static void main(String[] args) {
        double[] readings = {21.5, 22.0, 0.0 / 0.0, 23.25, 19.75, 1.0 / 0.0, 20.5, -0.0, 24.125};
        System.out.println("Raw readings: " + Arrays.toString(readings));

        List<Double> clean = new ArrayList<>();
        int nanCount = 0;
        int infCount = 0;
        for (double r : readings) {
            if (Double.isNaN(r)) {
                nanCount++;
            } else if (Double.isInfinite(r)) {
                infCount++;
            } else {
                clean.add(r);
            }
        }
        System.out.println("NaN count=" + nanCount + " infinite count=" + infCount + " clean=" + clean);

        double sum = 0;
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (double v : clean) {
            sum += v;
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double mean = sum / clean.size();
        double sq = 0;
        for (double v : clean) {
            sq += (v - mean) * (v - mean);
        }
        double variance = sq / clean.size();
        double stddev = Math.sqrt(variance);
        System.out.println("sum=" + sum + " mean=" + mean);
        System.out.println("min=" + min + " max=" + max + " range=" + (max - min));
        System.out.println("variance=" + variance + " stddev=" + stddev);
        System.out.println(String.format("summary: mean %.3f sd %.3f", mean, stddev));

        double[] sorted = new double[clean.size()];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = clean.get(i);
        }
        Arrays.sort(sorted);
        System.out.println("sorted=" + Arrays.toString(sorted));
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        System.out.println("median=" + median);

        System.out.println("Naive stats including bad values:");
        double naiveSum = 0;
        for (double r : readings) {
            naiveSum += r;
        }
        System.out.println("naive sum=" + naiveSum + " isNaN=" + Double.isNaN(naiveSum));
        System.out.println("Math.max(5.0, NaN)=" + Math.max(5.0, Double.NaN) + " Math.min(NaN, 5.0)=" + Math.min(Double.NaN, 5.0));
        double inf = 1 / 0.0;
        System.out.println("1/0.0=" + inf + " -1/0.0=" + (-1 / 0.0) + " inf-inf=" + (inf - inf) + " inf*0=" + (inf * 0));
        System.out.println("1/inf=" + (1 / inf) + " -1/inf=" + (-1 / inf));
        try {
            int bad = 1 / (int) 0.0;
            System.out.println("int division gave " + bad);
        } catch (ArithmeticException e) {
            System.out.println("integer division by zero throws");
        }
        System.out.println("5 % 0.0=" + (5 % 0.0) + " 5.5 % 2=" + (5.5 % 2) + " -5.5 % 2=" + (-5.5 % 2));

        System.out.println("NaN comparisons:");
        double nan = Double.NaN;
        System.out.println("nan == nan: " + (nan == nan));
        System.out.println("nan != nan: " + (nan != nan));
        System.out.println("nan < 1: " + (nan < 1) + " nan > 1: " + (nan > 1) + " nan >= nan: " + (nan >= nan));
        System.out.println("Double.compare(nan, nan)=" + Double.compare(nan, nan));
        System.out.println("Double.compare(nan, inf)=" + Double.compare(nan, inf));
        Double boxedNan = Double.NaN;
        System.out.println("boxed NaN equals NaN: " + boxedNan.equals(Double.NaN));
        double[] withNan = {3.0, Double.NaN, -1.0, Double.NEGATIVE_INFINITY, 0.0, -0.0};
        Arrays.sort(withNan);
        System.out.println("sorted with NaN: " + Arrays.toString(withNan));

        System.out.println("Signed zero:");
        double negZero = -0.0;
        System.out.println("-0.0 == 0.0: " + (negZero == 0.0));
        System.out.println("Double.compare(-0.0, 0.0)=" + Double.compare(-0.0, 0.0));
        Double boxedNegZero = -0.0;
        System.out.println("boxed -0.0 equals 0.0: " + boxedNegZero.equals(0.0));
        System.out.println("Math.min(-0.0, 0.0)=" + Math.min(-0.0, 0.0) + " Math.max(-0.0, 0.0)=" + Math.max(-0.0, 0.0));
        System.out.println("0.0 * -1=" + (0.0 * -1) + " 1/-0.0=" + (1 / negZero) + " abs(-0.0)=" + Math.abs(negZero));
        System.out.println("signum(-0.0)=" + Math.signum(negZero) + " signum(-7.2)=" + Math.signum(-7.2) + " signum(NaN)=" + Math.signum(nan));
        System.out.println("round(-0.4)=" + Math.round(-0.4) + " rint(-0.4)=" + Math.rint(-0.4) + " ceil(-0.4)=" + Math.ceil(-0.4));

        System.out.println("Limits:");
        System.out.println("Double.MAX_VALUE=" + Double.MAX_VALUE);
        System.out.println("Double.MIN_VALUE=" + Double.MIN_VALUE);
        System.out.println("Float.MAX_VALUE=" + Float.MAX_VALUE + " Float.MIN_VALUE=" + Float.MIN_VALUE);
        System.out.println("MAX*2=" + Double.MAX_VALUE * 2 + " MIN/2=" + Double.MIN_VALUE / 2);
        System.out.println("Math.abs(Integer.MIN_VALUE)=" + Math.abs(Integer.MIN_VALUE) + " Math.abs(-3.5)=" + Math.abs(-3.5));
        System.out.println("Math.abs(-7L)=" + Math.abs(-7L) + " Math.abs(-2.5f)=" + Math.abs(-2.5f));

        System.out.println("Moving average (window 3):");
        for (int i = 0; i + 3 <= sorted.length; i++) {
            double avg = (sorted[i] + sorted[i + 1] + sorted[i + 2]) / 3;
            System.out.println(String.format("%5d %8.2f", i, avg) + " raw " + avg);
        }
    }
}
