import java.util.Arrays;
import java.util.IntSummaryStatistics;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

public class IntStreamArithmetic {
    public static void main(String[] args) {
        int[] big = {Integer.MAX_VALUE, Integer.MAX_VALUE, 3};
        System.out.println("int sum wraps=" + Arrays.stream(big).sum() + " as long=" + Arrays.stream(big).asLongStream().sum());
        System.out.println("average uses a long sum=" + Arrays.stream(big).average().getAsDouble());
        System.out.println("rangeClosed(1,100) sum=" + IntStream.rangeClosed(1, 100).sum() + " range(0,10) average=" + IntStream.range(0, 10).average());
        System.out.println("max=" + IntStream.of(3, -7, 12, 5).max() + " min=" + IntStream.of(3, -7, 12, 5).min().getAsInt());
        System.out.println("reduce product=" + IntStream.rangeClosed(1, 12).reduce(1, (a, b) -> a * b) + " overflowing=" + IntStream.rangeClosed(1, 13).reduce(1, (a, b) -> a * b));
        System.out.println("reduce no identity=" + IntStream.of(9, 4, 6).reduce((a, b) -> a - b) + " on empty=" + IntStream.empty().reduce((a, b) -> a - b));
        System.out.println("LongStream 20!=" + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b) + " sum=" + LongStream.range(0, 100000).sum());
        IntSummaryStatistics stats = IntStream.of(4, 8, 15, 16, 23, 42).summaryStatistics();
        System.out.println("stats=" + stats);
        System.out.println("count=" + stats.getCount() + " sum=" + stats.getSum() + " min=" + stats.getMin() + " max=" + stats.getMax() + " avg=" + stats.getAverage());
        System.out.println("toArray=" + Arrays.toString(IntStream.range(-3, 3).map(i -> i * i).toArray()));
        System.out.println("sorted distinct=" + Arrays.toString(IntStream.of(5, 3, 5, 1, 3, 9).distinct().sorted().toArray()));
        System.out.println("boxed=" + IntStream.rangeClosed(1, 5).boxed().toList());
        System.out.println("mapToObj=" + IntStream.range(0, 3).mapToObj(i -> "#" + i).toList());
        System.out.println("chars sum=" + "Java".chars().sum() + " chars max=" + "Java".chars().max().getAsInt());
        double[] tenths = {0.1, 0.2, 0.3};
        System.out.println("double sum (compensated)=" + Arrays.stream(tenths).sum() + " plain loop=" + (0.1 + 0.2 + 0.3));
        System.out.println("double average=" + Arrays.stream(tenths).average().getAsDouble());
        System.out.println("many tenths=" + DoubleStream.generate(() -> 0.1).limit(100).sum());
        System.out.println("infinities=" + DoubleStream.of(Double.MAX_VALUE, Double.MAX_VALUE).sum() + " " + DoubleStream.of(1.0, Double.NEGATIVE_INFINITY).sum() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum());
        System.out.println("double max/min=" + DoubleStream.of(-0.0, 0.0).max() + " " + DoubleStream.of(0.0, -0.0).min() + " " + DoubleStream.of(1.0, Double.NaN).max());
        System.out.println("double stats=" + DoubleStream.of(2.5, 0.5, 4.0).summaryStatistics());
        System.out.println("asDoubleStream=" + IntStream.of(1, 2).asDoubleStream().map(d -> d / 3).sum());
        System.out.println("sorted doubles=" + Arrays.toString(DoubleStream.of(2.0, -0.0, Double.NaN, 0.0, -1.5).sorted().toArray()));
        System.out.println("array range sum=" + Arrays.stream(new int[] {10, 20, 30, 40, 50}, 1, 4).sum());
        try {
            Arrays.stream(new int[] {1, 2}, 1, 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bad range: " + e.getMessage());
        }
        System.out.println("long average=" + LongStream.of(Long.MAX_VALUE, 1).average().getAsDouble() + " long max=" + LongStream.of(4, 9, 2).max().getAsLong());
        System.out.println("int count=" + IntStream.range(0, 1000).filter(i -> i % 7 == 0).count());
    }
}
