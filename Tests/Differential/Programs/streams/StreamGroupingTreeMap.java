import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

public class StreamGroupingTreeMap {
    public static void main(String[] args) {
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "alpha");
        Function<String, Integer> length = String::length;
        Function<String, Character> initial = w -> w.charAt(0);
        Map<Integer, List<String>> byLength = words.stream().collect(Collectors.groupingBy(length));
        System.out.println("groupingBy (HashMap)=" + byLength);
        Supplier<TreeMap<Integer, Long>> countTree = TreeMap::new;
        Map<Integer, Long> counts = words.stream().collect(Collectors.groupingBy(length, countTree, Collectors.counting()));
        System.out.println("counts by length (TreeMap)=" + counts);
        Supplier<TreeMap<Character, List<String>>> initialTree = TreeMap::new;
        Map<Character, List<String>> byInitial = words.stream().sorted().collect(Collectors.groupingBy(initial, initialTree, Collectors.toList()));
        System.out.println("sorted words by initial=" + byInitial);
        Map<Integer, Set<String>> setsByLength = words.stream().collect(Collectors.groupingBy(length, Collectors.toSet()));
        System.out.println("sets by length=" + setsByLength);
        Map<Integer, String> joined = words.stream().collect(Collectors.groupingBy(length, Collectors.joining("+")));
        System.out.println("joined by length=" + joined);
        Function<String, String> upper = String::toUpperCase;
        Map<Character, List<String>> upperByInitial = words.stream().collect(Collectors.groupingBy(initial, Collectors.mapping(upper, Collectors.toList())));
        System.out.println("mapping downstream=" + upperByInitial);
        Predicate<String> longWord = w -> w.length() > 4;
        Map<Boolean, List<String>> parts = words.stream().collect(Collectors.partitioningBy(longWord));
        System.out.println("partitioningBy=" + parts);
        System.out.println("partition true=" + parts.get(true).size() + " false=" + parts.get(false).size());
        Predicate<String> never = w -> w.isEmpty();
        Map<Boolean, Long> emptyPart = words.stream().collect(Collectors.partitioningBy(never, Collectors.counting()));
        System.out.println("partition with an empty side=" + emptyPart);
        Map<Boolean, List<String>> nothing = words.stream().limit(0).collect(Collectors.partitioningBy(longWord));
        System.out.println("partition of nothing=" + nothing);
        Map<Integer, List<String>> noGroups = words.stream().filter(never).collect(Collectors.groupingBy(length));
        System.out.println("groupingBy of nothing=" + noGroups);
        Function<String, String> nullKey = w -> w.startsWith("k") ? null : w;
        try {
            words.stream().collect(Collectors.groupingBy(nullKey));
        } catch (NullPointerException e) {
            System.out.println("null key: " + e.getMessage());
        }
    }
}
