import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

public class IntStreamRanges {
    public static void main(String[] args) {
        System.out.println("range(0,5) sum=" + IntStream.range(0, 5).sum() + " rangeClosed(1,5) sum=" + IntStream.rangeClosed(1, 5).sum());
        System.out.println("range(5,5) count=" + IntStream.range(5, 5).count() + " range(5,0) count=" + IntStream.range(5, 0).count());
        System.out.println("range toArray=" + Arrays.toString(IntStream.range(-2, 3).toArray()));
        System.out.println("sum of 1..100=" + IntStream.rangeClosed(1, 100).sum() + " sum of squares 1..10=" + IntStream.rangeClosed(1, 10).map(i -> i * i).sum());
        System.out.println("factorial 20 via LongStream=" + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));
        System.out.println("factorial 13 via IntStream overflows=" + IntStream.rangeClosed(1, 13).reduce(1, (a, b) -> a * b));
        List<Integer> primes = IntStream.rangeClosed(2, 50).filter(IntStreamRanges::isPrime).boxed().collect(Collectors.toList());
        System.out.println("primes<=50=" + primes);
        System.out.println("mapToObj=" + IntStream.range(0, 4).mapToObj(i -> "item" + i).collect(Collectors.joining(",")));
        String word = "streams";
        System.out.println("indexes of s=" + IntStream.range(0, word.length()).filter(i -> word.charAt(i) == 's').boxed().collect(Collectors.toList()));
        System.out.println("average of empty present=" + IntStream.range(0, 0).average().isPresent() + " average 1..4=" + IntStream.rangeClosed(1, 4).average().getAsDouble());
        System.out.println("max of range=" + IntStream.range(0, 10).map(i -> (i * 7) % 10).max().getAsInt());
        System.out.println("iterate limit=" + Arrays.toString(IntStream.iterate(1, i -> i * 2).limit(11).toArray()));
        System.out.println("iterate with hasNext=" + Arrays.toString(IntStream.iterate(100, i -> i > 0, i -> i / 3).toArray()));
        int[][] table = new int[4][];
        IntStream.range(0, 4).forEach(r -> table[r] = IntStream.rangeClosed(1, 4).map(c -> c * (r + 1)).toArray());
        System.out.println("multiplication table=" + Arrays.deepToString(table));
        System.out.println("asDoubleStream thirds sum=" + IntStream.of(1, 2).asDoubleStream().map(d -> d / 3).sum());
        System.out.println("boxed distinct count=" + IntStream.of(1, 1, 2, 3, 3, 3).boxed().distinct().count());
        System.out.println("sum of odd numbers < 20=" + IntStream.range(0, 20).filter(i -> i % 2 != 0).sum());
        System.out.println("anyMatch/allMatch/noneMatch=" + IntStream.range(0, 5).anyMatch(i -> i == 4) + "/" + IntStream.range(0, 5).allMatch(i -> i < 5) + "/" + IntStream.empty().noneMatch(i -> true));
        System.out.println("findFirst of filtered=" + IntStream.range(10, 100).filter(i -> i % 17 == 0).findFirst().getAsInt());
        System.out.println("chars as IntStream sum=" + "ABC".chars().map(c -> c - 'A' + 1).sum());
    }

    static boolean isPrime(int n) {
        return n > 1 && IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0);
    }
}
