import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamToListFlatMap {
    public static void main(String[] args) {
        List<String> lines = List.of("the cat sat", "on the mat", "", "the end");
        List<String> tokens = lines.stream().flatMap(l -> Arrays.stream(l.split(" "))).filter(w -> !w.isEmpty()).toList();
        System.out.println("tokens=" + tokens + " size=" + tokens.size());
        System.out.println("split of empty line yields one empty token: " + Arrays.toString("".split(" ")) + " length=" + "".split(" ").length);
        List<Character> chars = tokens.stream().flatMap(w -> w.chars().mapToObj(c -> (char) c)).distinct().sorted().toList();
        System.out.println("distinct chars=" + chars);
        Map<String, List<String>> owners = new TreeMap<>();
        owners.put("alice", List.of("cat", "dog"));
        owners.put("bob", List.of());
        owners.put("carol", List.of("fish", "cat", "parrot"));
        List<String> pets = owners.values().stream().flatMap(List::stream).toList();
        System.out.println("all pets=" + pets);
        List<String> pairs = owners.entrySet().stream().flatMap(e -> e.getValue().stream().map(p -> e.getKey() + "->" + p)).toList();
        System.out.println("owner->pet=" + pairs);
        List<List<Integer>> grid = List.of(List.of(1, 2, 3), List.of(4, 5), List.of(6));
        System.out.println("flattened=" + grid.stream().flatMap(List::stream).toList());
        System.out.println("flatMapToInt sum=" + grid.stream().flatMapToInt(r -> r.stream().mapToInt(Integer::intValue)).sum());
        List<String> cross = Stream.of("a", "b").flatMap(x -> Stream.of(1, 2, 3).map(y -> x + y)).toList();
        System.out.println("cross product=" + cross);
        List<Integer> mm = Stream.of(1, 2, 3).<Integer>mapMulti((n, sink) -> {
            for (int i = 0; i < n; i++) {
                sink.accept(n);
            }
        }).toList();
        System.out.println("mapMulti=" + mm);
        List<String> immutable = Stream.of("x", "y").toList();
        try {
            immutable.add("z");
        } catch (UnsupportedOperationException e) {
            System.out.println("toList() is unmodifiable");
        }
        List<String> withNull = Stream.of("a", null, "b").toList();
        System.out.println("toList allows null=" + withNull);
        List<Integer> mutable = Stream.of(3, 1, 2).collect(Collectors.toList());
        mutable.add(0);
        mutable.sort(null);
        System.out.println("Collectors.toList mutable=" + mutable);
        System.out.println("Stream.ofNullable(null) count=" + Stream.ofNullable(null).count());
        System.out.println("generate limit=" + Stream.generate(() -> "ab").limit(3).collect(Collectors.joining()));
        System.out.println("word lengths per line=" + lines.stream().map(l -> l.isEmpty() ? List.<Integer>of() : Arrays.stream(l.split(" ")).map(String::length).toList()).toList());
    }
}
