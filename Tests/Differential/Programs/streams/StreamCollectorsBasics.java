import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamCollectorsBasics {
    public static void main(String[] args) {
        List<String> fruit = List.of("banana", "apple", "cherry", "date", "elderberry", "fig", "grape", "apple", "fig");
        List<String> list = fruit.stream().collect(Collectors.toList());
        list.add("kiwi");
        System.out.println("toList is mutable=" + list);
        Set<String> set = fruit.stream().collect(Collectors.toSet());
        System.out.println("toSet (HashSet order)=" + set + " size=" + set.size());
        Supplier<TreeSet<String>> sortedSet = TreeSet::new;
        System.out.println("toCollection(TreeSet)=" + fruit.stream().collect(Collectors.toCollection(sortedSet)));
        System.out.println("joining()=" + fruit.stream().limit(3).collect(Collectors.joining()));
        System.out.println("joining(sep)=" + fruit.stream().collect(Collectors.joining(" | ")));
        System.out.println("joining(sep, prefix, suffix)=" + fruit.stream().distinct().collect(Collectors.joining(", ", "<", ">")));
        System.out.println("counting=" + fruit.stream().filter(f -> f.length() > 4).collect(Collectors.counting()));
        ToIntFunction<String> length = String::length;
        System.out.println("summingInt=" + fruit.stream().collect(Collectors.summingInt(length)));
        System.out.println("averagingInt=" + fruit.stream().collect(Collectors.averagingInt(length)));
        ToDoubleFunction<String> tenth = s -> s.length() / 10.0;
        System.out.println("summingDouble=" + fruit.stream().collect(Collectors.summingDouble(tenth)));
        System.out.println("averagingDouble=" + fruit.stream().collect(Collectors.averagingDouble(tenth)));
        Function<String, Integer> len = String::length;
        System.out.println("mapping to lengths=" + fruit.stream().collect(Collectors.mapping(len, Collectors.toList())));
        System.out.println("stream toList=" + fruit.stream().skip(6).toList());
        List<String> unmodifiable = fruit.stream().toList();
        try {
            unmodifiable.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("Stream.toList() is unmodifiable");
        }
        Set<Integer> hashed = Stream.of(100, 3, 17, 64, 33, 16, 1).collect(Collectors.toSet());
        System.out.println("toSet of integers=" + hashed);
        System.out.println("summing empty=" + Stream.<String>empty().collect(Collectors.summingInt(length)) + " averaging empty=" + Stream.<String>empty().collect(Collectors.averagingInt(length)));
        System.out.println("sum of 0.1 ten times=" + Stream.generate(() -> "x").limit(10).collect(Collectors.summingDouble(s -> 0.1)));
    }
}
