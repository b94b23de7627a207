import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class StreamReduceMatch {
    public static void main(String[] args) {
        List<Integer> nums = List.of(3, 8, 1, 9, 4);
        System.out.println("reduce sum identity=" + nums.stream().reduce(0, Integer::sum));
        System.out.println("reduce product=" + nums.stream().reduce(1, (a, b) -> a * b));
        Optional<Integer> max = nums.stream().reduce(Integer::max);
        System.out.println("reduce max optional=" + max);
        System.out.println("reduce on empty=" + Stream.<Integer>empty().reduce(Integer::sum) + " with identity=" + Stream.<Integer>empty().reduce(0, Integer::sum));
        System.out.println("reduce concat=" + Stream.of("a", "b", "c").reduce("", (x, y) -> x + y));
        System.out.println("reduce with combiner=" + Stream.of("one", "three", "five").reduce(0, (acc, s) -> acc + s.length(), Integer::sum));
        System.out.println("left fold subtraction=" + nums.stream().reduce((a, b) -> a - b).get());
        BigInteger fact = IntStream.rangeClosed(1, 25).mapToObj(BigInteger::valueOf).reduce(BigInteger.ONE, BigInteger::multiply);
        System.out.println("25! via reduce=" + fact);
        System.out.println("anyMatch >8=" + nums.stream().anyMatch(n -> n > 8) + " anyMatch >9=" + nums.stream().anyMatch(n -> n > 9));
        System.out.println("allMatch >0=" + nums.stream().allMatch(n -> n > 0) + " allMatch odd=" + nums.stream().allMatch(n -> n % 2 == 1));
        System.out.println("noneMatch negative=" + nums.stream().noneMatch(n -> n < 0));
        System.out.println("empty: anyMatch=" + Stream.empty().anyMatch(x -> true) + " allMatch=" + Stream.empty().allMatch(x -> false) + " noneMatch=" + Stream.empty().noneMatch(x -> true));
        StringBuilder visited = new StringBuilder();
        boolean found = nums.stream().peek(visited::append).anyMatch(n -> n == 1);
        System.out.println("anyMatch short-circuits: found=" + found + " visited=" + visited);
        visited.setLength(0);
        boolean all = nums.stream().peek(visited::append).allMatch(n -> n < 9);
        System.out.println("allMatch short-circuits: all=" + all + " visited=" + visited);
        System.out.println("count=" + nums.stream().filter(n -> n % 2 == 0).count());
        System.out.println("string reduce longest=" + Stream.of("kiwi", "banana", "fig", "cherry").reduce((a, b) -> a.length() >= b.length() ? a : b).get());
        int[] arr = {5, 1, 4};
        System.out.println("IntStream reduce=" + IntStream.of(arr).reduce(0, (a, b) -> a * 10 + b));
        System.out.println("sum of digits of 2^100=" + BigInteger.TWO.pow(100).toString().chars().map(c -> c - '0').sum());
        double avg = nums.stream().mapToInt(Integer::intValue).average().orElseThrow();
        System.out.println("average=" + avg);
    }
}
