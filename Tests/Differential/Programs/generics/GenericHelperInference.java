import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// Generic helper methods whose bodies call generic library methods: inside the helper its own type variables
// (K, V, T) are types, so what a call infers may mention them (`Map.Entry::getKey` gives a K).
public class GenericHelperInference {
    static <K, V extends Comparable<V>> K argMax(Map<K, V> m) {
        return m.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }

    static <T, K> Map<K, List<T>> groupBy(Collection<T> items, Function<? super T, ? extends K> key) {
        return items.stream().collect(Collectors.groupingBy(key, TreeMap::new, Collectors.toList()));
    }

    static <T extends Comparable<T>> List<T> topTwo(List<T> xs) {
        return xs.stream().sorted(Comparator.reverseOrder()).limit(2).collect(Collectors.toList());
    }

    public static void main(String[] args) {
        Map<String, Integer> scores = new HashMap<>(Map.of("ann", 3, "bob", 9, "cy", 5));
        String best = argMax(scores);
        System.out.println(best + " " + best.length());
        Map<Integer, List<String>> byLength = groupBy(List.of("fig", "kiwi", "pear", "plum", "banana"), String::length);
        System.out.println(byLength);
        System.out.println(topTwo(List.of(4, 1, 9, 7)) + " " + topTwo(List.of("b", "c", "a")));
    }
}
