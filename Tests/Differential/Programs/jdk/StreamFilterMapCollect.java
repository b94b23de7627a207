import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamFilterMapCollect {
    public static void main(String[] args) {
        List<String> words = List.of("stream", "map", "filter", "collect", "reduce", "a", "lambda", "map");
        List<String> longUpper = words.stream().filter(w -> w.length() > 4).map(String::toUpperCase).collect(Collectors.toList());
        System.out.println("long upper=" + longUpper);
        List<Integer> lengths = words.stream().map(String::length).collect(Collectors.toList());
        System.out.println("lengths=" + lengths);
        Set<String> unique = words.stream().collect(Collectors.toCollection(TreeSet::new));
        System.out.println("unique sorted=" + unique);
        System.out.println("count starting with m=" + words.stream().filter(w -> w.startsWith("m")).count());
        List<Integer> squares = Stream.iterate(1, n -> n + 1).limit(8).map(n -> n * n).collect(Collectors.toList());
        System.out.println("squares=" + squares);
        List<Integer> evens = Stream.iterate(0, n -> n < 20, n -> n + 3).filter(n -> n % 2 == 0).collect(Collectors.toList());
        System.out.println("iterate with predicate evens=" + evens);
        StringBuilder order = new StringBuilder();
        List<String> traced = Stream.of("a", "bb", "ccc", "dddd")
            .peek(s -> order.append("peek:").append(s).append(' '))
            .filter(s -> {
                order.append("filter:").append(s).append(' ');
                return s.length() % 2 == 0;
            })
            .map(s -> {
                order.append("map:").append(s).append(' ');
                return s + "!";
            })
            .collect(Collectors.toList());
        System.out.println("traced result=" + traced);
        System.out.println("lazy element-by-element order=" + order.toString().trim());
        StringBuilder shortCircuit = new StringBuilder();
        String firstLong = Stream.of("x", "yy", "zzz", "wwww").peek(shortCircuit::append).filter(s -> s.length() > 1).findFirst().orElse("none");
        System.out.println("findFirst=" + firstLong + " visited=" + shortCircuit);
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(), List.of(3, 4, 5));
        System.out.println("flatMap=" + nested.stream().flatMap(List::stream).map(x -> x * 10).collect(Collectors.toList()));
        System.out.println("mapToInt sum=" + words.stream().mapToInt(String::length).sum());
        System.out.println("skip/limit=" + words.stream().skip(2).limit(3).collect(Collectors.toList()));
        System.out.println("toArray length=" + words.stream().filter(w -> w.contains("a")).toArray(String[]::new).length);
        System.out.println("Stream.of single=" + Stream.of("one").collect(Collectors.toList()) + " empty=" + Stream.empty().collect(Collectors.toList()));
        System.out.println("concat=" + Stream.concat(Stream.of(1, 2), Stream.of(3)).collect(Collectors.toList()));
        System.out.println("takeWhile=" + Stream.of(1, 3, 5, 6, 7).takeWhile(x -> x % 2 == 1).collect(Collectors.toList())
            + " dropWhile=" + Stream.of(1, 3, 5, 6, 7).dropWhile(x -> x % 2 == 1).collect(Collectors.toList()));
        try {
            Stream<String> s = words.stream();
            s.count();
            s.count();
        } catch (IllegalStateException e) {
            System.out.println("reusing stream threw IllegalStateException: " + e.getMessage());
        }
    }
}
