import java.util.Arrays;
import java.util.IntSummaryStatistics;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class ArraysStreamSum {
    public static void main(String[] args) {
        int[] nums = {4, 8, 15, 16, 23, 42};
        System.out.println("sum=" + Arrays.stream(nums).sum());
        System.out.println("max=" + Arrays.stream(nums).max().getAsInt() + " min=" + Arrays.stream(nums).min().getAsInt());
        System.out.println("average=" + Arrays.stream(nums).average().getAsDouble());
        System.out.println("count even=" + Arrays.stream(nums).filter(n -> n % 2 == 0).count());
        System.out.println("range sum [1,4)=" + Arrays.stream(nums, 1, 4).sum());
        System.out.println("mapped=" + Arrays.toString(Arrays.stream(nums).map(n -> n * n).toArray()));
        System.out.println("empty average present=" + Arrays.stream(new int[0]).average().isPresent() + " empty sum=" + Arrays.stream(new int[0]).sum());
        System.out.println("empty max orElse=" + IntStream.empty().max().orElse(-1));
        int[] big = {Integer.MAX_VALUE, 1};
        System.out.println("int sum overflows=" + Arrays.stream(big).sum() + " asLongStream sum=" + Arrays.stream(big).asLongStream().sum());
        double[] ds = {0.1, 0.2, 0.3};
        System.out.println("double sum=" + Arrays.stream(ds).sum() + " plain loop=" + (0.1 + 0.2 + 0.3));
        long[] ls = {10000000000L, 20000000000L};
        System.out.println("long sum=" + Arrays.stream(ls).sum());
        IntSummaryStatistics stats = Arrays.stream(nums).summaryStatistics();
        System.out.println("stats=" + stats);
        System.out.println("stats getters count=" + stats.getCount() + " sum=" + stats.getSum() + " avg=" + stats.getAverage());
        String[] words = {"delta", "alpha", "charlie", "bravo"};
        System.out.println("sorted stream=" + Arrays.stream(words).sorted().collect(Collectors.toList()));
        System.out.println("total length=" + Arrays.stream(words).mapToInt(String::length).sum());
        System.out.println("joined=" + Arrays.stream(words).map(w -> w.substring(0, 1).toUpperCase()).collect(Collectors.joining()));
        System.out.println("boxed list=" + Arrays.stream(nums).boxed().collect(Collectors.toList()));
        System.out.println("anyMatch >40=" + Arrays.stream(nums).anyMatch(n -> n > 40) + " allMatch >0=" + Arrays.stream(nums).allMatch(n -> n > 0) + " noneMatch <0=" + Arrays.stream(nums).noneMatch(n -> n < 0));
        System.out.println("product via reduce=" + Arrays.stream(new int[] {1, 2, 3, 4, 5}).reduce(1, (a, b) -> a * b));
        System.out.println("IntStream.of distinct sorted=" + Arrays.toString(IntStream.of(3, 1, 3, 2, 1).distinct().sorted().toArray()));
        System.out.println("char sum of 'abc'=" + "abc".chars().sum());
    }
}
