import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class StreamReuseThrows {
    public static void main(String[] args) {
        List<Integer> nums = List.of(4, 2, 7);
        Stream<Integer> s = nums.stream();
        System.out.println("first count=" + s.count());
        try {
            s.count();
        } catch (IllegalStateException e) {
            System.out.println("second terminal op: " + e.getMessage());
        }
        Stream<Integer> base = nums.stream();
        Stream<Integer> filtered = base.filter(n -> n > 2);
        try {
            base.map(n -> n + 1);
        } catch (IllegalStateException e) {
            System.out.println("linking twice: " + e.getMessage());
        }
        System.out.println("the derived stream still works: " + filtered.toList());
        IntStream range = IntStream.range(0, 3);
        range.sum();
        try {
            range.forEach(i -> System.out.println("never " + i));
        } catch (IllegalStateException e) {
            System.out.println("IntStream reuse: " + e.getMessage());
        }
        try {
            nums.stream().limit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("limit(-1): IllegalArgumentException " + e.getMessage());
        }
        try {
            nums.stream().skip(-2);
        } catch (IllegalArgumentException e) {
            System.out.println("skip(-2): IllegalArgumentException " + e.getMessage());
        }
        try {
            nums.stream().map(n -> 10 / (n - 2)).forEach(n -> System.out.println("got " + n));
        } catch (ArithmeticException e) {
            System.out.println("exception from a lambda stops the pipeline: " + e.getMessage());
        }
        try {
            Stream.of("b", null, "a").sorted().toList();
        } catch (NullPointerException e) {
            System.out.println("sorting a null throws NullPointerException");
        }
        Stream<String> lazy = Stream.of("never", "evaluated").map(w -> {
            throw new IllegalStateException("map ran");
        });
        System.out.println("no terminal operation, no evaluation: " + (lazy != null));
        int total = IntStream.rangeClosed(1, 4).map(i -> i * i).sum();
        System.out.println("fresh streams work: " + total);
    }
}
