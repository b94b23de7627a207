import java.util.*;
import java.util.stream.*;

public class StxNumberSeries {
    static boolean isPrime(int n) {
        if (n < 2) return false;
        return IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0);
    }

    static String bar(int width) {
        return IntStream.range(0, width).mapToObj(i -> "#").collect(Collectors.joining());
    }

    public static void main(String[] args) {
        int sumTo100 = IntStream.rangeClosed(1, 100).sum();
        System.out.println("Sum 1..100 = " + sumTo100);

        int sumExclusive = IntStream.range(1, 100).sum();
        System.out.println("Sum 1..99 = " + sumExclusive);

        OptionalDouble avg = IntStream.of(3, 9, 14, 22, 7).average();
        System.out.println(String.format("Average of samples = %.2f", avg.getAsDouble()));

        OptionalInt max = IntStream.of(3, 9, 14, 22, 7).max();
        System.out.println("Max of samples = " + (max.isPresent() ? max.getAsInt() : -1));

        OptionalInt emptyMax = IntStream.range(5, 5).max();
        System.out.println("Empty range has max? " + emptyMax.isPresent());

        OptionalDouble emptyAvg = IntStream.empty().average();
        System.out.println("Empty average present? " + emptyAvg.isPresent());

        List<Integer> squares = IntStream.rangeClosed(1, 10).map(i -> i * i).boxed().collect(Collectors.toList());
        System.out.println("Squares: " + squares);

        List<Integer> primes = IntStream.rangeClosed(1, 60).filter(StxNumberSeries::isPrime).boxed().collect(Collectors.toList());
        System.out.println("Primes <= 60: " + primes);
        System.out.println("Prime count: " + primes.size());

        List<String> labels = IntStream.range(0, 5)
            .mapToObj(i -> String.format("slot-%05d", i * 250))
            .collect(Collectors.toList());
        System.out.println("Labels: " + labels);

        System.out.println("Histogram:");
        int[] buckets = {4, 9, 2, 7, 11, 5};
        IntStream.range(0, buckets.length)
            .forEach(i -> System.out.println(String.format("  b%d %5d %s", i, buckets[i], bar(buckets[i]))));

        List<Integer> doubling = Stream.iterate(1, x -> x * 2).limit(12).collect(Collectors.toList());
        System.out.println("Powers of two: " + doubling);

        List<Long> fib = Stream.iterate(new long[]{0, 1}, p -> new long[]{p[1], p[0] + p[1]})
            .limit(15)
            .map(p -> p[0])
            .collect(Collectors.toList());
        System.out.println("Fibonacci: " + fib);

        List<Integer> collatz = Stream.iterate(27, n -> n % 2 == 0 ? n / 2 : 3 * n + 1).limit(20).collect(Collectors.toList());
        System.out.println("Collatz(27) first 20: " + collatz);
        System.out.println("Collatz peak so far: " + collatz.stream().mapToInt(Integer::intValue).max().getAsInt());

        int product = IntStream.rangeClosed(1, 10).boxed().reduce(1, (a, b) -> a * b, (a, b) -> a * b);
        System.out.println("10! = " + product);

        int totalLength = Stream.of("alpha", "beta", "gamma", "delta")
            .reduce(0, (acc, s) -> acc + s.length(), Integer::sum);
        System.out.println("Total length of words = " + totalLength);

        String concat = Stream.of("x", "y", "z").reduce("", (a, b) -> a + b);
        System.out.println("Concatenated = " + concat);

        Optional<Integer> noIdentity = Stream.of(5, 12, 8).reduce(Integer::max);
        System.out.println("Reduce max = " + noIdentity.orElse(0));

        IntSummaryStatistics st = IntStream.rangeClosed(1, 60).filter(StxNumberSeries::isPrime).summaryStatistics();
        System.out.println("Prime stats: min=" + st.getMin() + " max=" + st.getMax()
            + " sum=" + st.getSum() + " count=" + st.getCount()
            + String.format(" avg=%.2f", st.getAverage()));

        TreeMap<Integer, Long> byLastDigit = IntStream.rangeClosed(1, 60).filter(StxNumberSeries::isPrime)
            .boxed()
            .collect(Collectors.groupingBy(p -> p % 10, TreeMap::new, Collectors.counting()));
        System.out.println("Primes by last digit: " + byLastDigit);

        String hexTable = IntStream.of(10, 255, 4096, 48879)
            .mapToObj(v -> String.format("%x", v))
            .collect(Collectors.joining(",", "hex(", ")"));
        System.out.println(hexTable);

        int evenSum = IntStream.range(0, 50).filter(i -> i % 2 == 0).skip(3).limit(10).sum();
        System.out.println("Even sum (skip 3, take 10) = " + evenSum);
    }
}
