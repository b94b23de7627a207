import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

public class StreamJoiningGrouping {
    public static void main(String[] args) {
        List<String> names = List.of("Olivia", "Liam", "Emma", "Noah", "Ava", "Oliver", "Elijah", "Amelia", "Lucas", "Mia");
        System.out.println("joining=" + names.stream().collect(Collectors.joining()));
        System.out.println("joining(, )=" + names.stream().collect(Collectors.joining(", ")));
        System.out.println("joining with brackets=" + names.stream().limit(3).collect(Collectors.joining(" | ", "<", ">")));
        System.out.println("joining empty=" + names.stream().filter(n -> n.isEmpty()).collect(Collectors.joining(",", "[", "]")));
        Map<Character, List<String>> byInitial = names.stream().collect(Collectors.groupingBy(n -> n.charAt(0), TreeMap::new, Collectors.toList()));
        System.out.println("groupingBy initial (TreeMap)=" + byInitial);
        Map<Integer, Long> byLength = names.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println("count by length=" + byLength);
        Map<Integer, String> joinedByLength = names.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.joining("+")));
        System.out.println("joined by length=" + joinedByLength);
        Map<Boolean, List<String>> partition = names.stream().collect(Collectors.partitioningBy(n -> n.length() > 4));
        System.out.println("partitioningBy length>4=" + partition);
        Map<Boolean, Long> partCount = names.stream().collect(Collectors.partitioningBy(n -> n.contains("a"), Collectors.counting()));
        System.out.println("partition count contains a=" + partCount);
        Map<String, Integer> toMap = names.stream().filter(n -> n.length() <= 4).collect(Collectors.toMap(n -> n, String::length, (a, b) -> a, TreeMap::new));
        System.out.println("toMap TreeMap=" + toMap);
        try {
            names.stream().collect(Collectors.toMap(String::length, n -> n));
        } catch (IllegalStateException e) {
            System.out.println("toMap duplicate key threw IllegalStateException: " + e.getMessage());
        }
        Map<Character, Integer> totalLen = names.stream().collect(Collectors.groupingBy(n -> n.charAt(n.length() - 1), TreeMap::new, Collectors.summingInt(String::length)));
        System.out.println("summing length by last char=" + totalLen);
        Map<Character, Double> avgLen = names.stream().collect(Collectors.groupingBy(n -> n.charAt(0), TreeMap::new, Collectors.averagingInt(String::length)));
        System.out.println("average length by initial=" + avgLen);
        Map<Character, java.util.Optional<String>> longest = names.stream().collect(Collectors.groupingBy(n -> n.charAt(0), TreeMap::new,
            Collectors.maxBy(java.util.Comparator.comparingInt(String::length))));
        System.out.println("longest per initial=" + longest);
        Map<Character, java.util.Set<Integer>> lengthSets = names.stream().collect(Collectors.groupingBy(n -> n.charAt(0), TreeMap::new,
            Collectors.mapping(String::length, Collectors.toCollection(java.util.TreeSet::new))));
        System.out.println("mapping to length sets=" + lengthSets);
        String summary = names.stream().collect(Collectors.collectingAndThen(Collectors.toList(), l -> l.size() + " names, first " + l.get(0)));
        System.out.println("collectingAndThen=" + summary);
        System.out.println("summarizingInt=" + names.stream().collect(Collectors.summarizingInt(String::length)));
    }
}
