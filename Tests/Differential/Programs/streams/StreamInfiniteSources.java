import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class StreamInfiniteSources {
    static int calls = 0;

    public static void main(String[] args) {
        List<Integer> powers = Stream.iterate(1, n -> {
            calls++;
            return n * 2;
        }).limit(10).collect(Collectors.toList());
        System.out.println("powers=" + powers + " function calls=" + calls);

        List<Integer> bounded = Stream.iterate(1, n -> n < 200, n -> n * 3).collect(Collectors.toList());
        System.out.println("iterate with predicate=" + bounded);
        System.out.println("iterate predicate false at once=" + Stream.iterate(5, n -> n < 0, n -> n + 1).count());

        int[] counter = {0};
        String generated = Stream.generate(() -> {
            counter[0] += 1;
            return "g" + counter[0];
        }).limit(4).collect(Collectors.joining(","));
        System.out.println("generate=" + generated + " supplier calls=" + counter[0]);

        List<Integer> firstSquaresOver50 = Stream.iterate(1, n -> n + 1).filter(n -> n * n > 50).limit(3).collect(Collectors.toList());
        System.out.println("first three n with n*n > 50=" + firstSquaresOver50);

        List<Integer> takeWhile = Stream.iterate(1, n -> n + 4).takeWhile(n -> n < 30).toList();
        System.out.println("takeWhile on infinite=" + takeWhile);

        List<Integer> dropThenLimit = Stream.iterate(0, n -> n + 1).dropWhile(n -> n < 95).limit(5).toList();
        System.out.println("dropWhile then limit=" + dropThenLimit);

        Integer firstEven = Stream.iterate(7, n -> n + 3).filter(n -> n % 2 == 0).findFirst().get();
        System.out.println("findFirst on infinite=" + firstEven);
        System.out.println("anyMatch on infinite=" + Stream.iterate(1, n -> n * 5).anyMatch(n -> n > 1000));

        System.out.println("IntStream.iterate limit=" + IntStream.iterate(3, i -> i * i % 1000).limit(6).boxed().collect(Collectors.toList()));
        System.out.println("IntStream.iterate hasNext=" + IntStream.iterate(1000, i -> i > 1, i -> i / 7).boxed().toList());
        System.out.println("IntStream.generate=" + IntStream.generate(() -> 7).limit(3).sum());
        System.out.println("skip on infinite=" + Stream.iterate(1, n -> n + 1).skip(1000).findFirst().get());
    }
}
