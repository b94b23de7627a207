import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

public class StreamToMapDuplicates {
    public static void main(String[] args) {
        List<String> names = List.of("Ann", "Bob", "Cy", "Dee", "Ed", "Flo");
        Function<String, String> self = Function.identity();
        Function<String, Integer> length = String::length;
        Map<String, Integer> nameToLength = names.stream().collect(Collectors.toMap(self, length));
        System.out.println("toMap (HashMap)=" + nameToLength);
        try {
            names.stream().collect(Collectors.toMap(length, self));
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        BinaryOperator<String> join = (a, b) -> a + "&" + b;
        Map<Integer, String> merged = names.stream().collect(Collectors.toMap(length, self, join));
        System.out.println("merged=" + merged);
        Supplier<TreeMap<Integer, String>> tree = TreeMap::new;
        BinaryOperator<String> keepLast = (a, b) -> b;
        Map<Integer, String> sorted = names.stream().collect(Collectors.toMap(length, self, keepLast, tree));
        System.out.println("toMap into TreeMap keeping last=" + sorted);
        Function<String, String> nullValue = n -> n.length() == 2 ? null : n;
        try {
            names.stream().collect(Collectors.toMap(self, nullValue));
        } catch (NullPointerException e) {
            System.out.println("null value throws NullPointerException");
        }
        Map<String, Integer> scores = new HashMap<>();
        scores.put("zed", 3);
        scores.put("amy", null);
        scores.put("bo", 7);
        scores.put("cat", null);
        System.out.println("entries=" + scores.entrySet().stream().toList());
        System.out.println("null values=" + scores.entrySet().stream().filter(e -> e.getValue() == null).map(e -> e.getKey()).sorted().toList());
        System.out.println("sorted by key=" + scores.entrySet().stream().sorted((a, b) -> a.getKey().compareTo(b.getKey())).toList());
        int total = scores.entrySet().stream().filter(e -> e.getValue() != null).mapToInt(e -> e.getValue()).sum();
        System.out.println("sum of non-null values=" + total);
        System.out.println("keys=" + scores.keySet().stream().sorted().collect(Collectors.joining(",")) + " values=" + scores.values().stream().toList());
        Function<Map.Entry<String, Integer>, String> key = e -> e.getKey();
        Function<Map.Entry<String, Integer>, Integer> tenfold = e -> e.getValue() * 10;
        Map<String, Integer> copy = scores.entrySet().stream().filter(e -> e.getValue() != null).collect(Collectors.toMap(key, tenfold));
        System.out.println("copy of non-null entries=" + copy);
    }
}
