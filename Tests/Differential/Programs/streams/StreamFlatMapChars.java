import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class StreamFlatMapChars {
    public static void main(String[] args) {
        List<List<Integer>> nested = List.of(List.of(1, 2), List.<Integer>of(), List.of(3), List.of(4, 5, 6));
        Function<List<Integer>, Stream<Integer>> each = l -> l.stream();
        System.out.println("flatMap=" + nested.stream().flatMap(each).toList());
        System.out.println("flatMap count=" + nested.stream().flatMap(each).count());
        StringBuilder log = new StringBuilder();
        boolean found = nested.stream().peek(l -> log.append("outer").append(l).append(' ')).flatMap(each)
            .peek(i -> log.append("inner").append(i).append(' ')).anyMatch(i -> i == 3);
        System.out.println("found=" + found + " visited=" + log.toString().trim());
        String[] lines = {"the quick fox", "", "jumps over", "the lazy dog"};
        Function<String, Stream<String>> splitWords = l -> Arrays.stream(l.split(" "));
        Stream<String> tokens = Arrays.stream(lines).flatMap(splitWords);
        System.out.println("tokens=" + tokens.filter(w -> !w.isEmpty()).toList());
        System.out.println("distinct tokens=" + Arrays.stream(lines).flatMap(splitWords).filter(w -> !w.isEmpty()).distinct().count());
        Function<String, Stream<String>> pairs = x -> Stream.of(1, 2).map(n -> x + n);
        System.out.println("cross=" + Stream.of("a", "b").flatMap(pairs).collect(Collectors.joining(",")));
        String text = "Hello, World";
        System.out.println("chars count=" + text.chars().count() + " letters=" + text.chars().filter(Character::isLetter).count());
        System.out.println("chars as ints=" + text.chars().limit(5).boxed().toList());
        System.out.println("chars back to string=" + text.chars().filter(c -> c != 'l').mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        System.out.println("sorted distinct chars=" + text.toLowerCase().chars().filter(Character::isLetter).distinct().sorted().mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        System.out.println("digit sum=" + "9081726354".chars().map(c -> c - '0').sum());
        System.out.println("uppercase count=" + "Java Streams Are Lazy".chars().filter(Character::isUpperCase).count());
        Map<String, List<String>> owners = new TreeMap<>();
        owners.put("carol", List.of("fish", "cat"));
        owners.put("alice", List.of("dog"));
        owners.put("bob", List.<String>of());
        Function<List<String>, Stream<String>> pets = l -> l.stream();
        System.out.println("pets=" + owners.values().stream().flatMap(pets).toList());
        Function<Map.Entry<String, List<String>>, Stream<String>> ownerPets = e -> e.getValue().stream().map(p -> e.getKey() + ":" + p);
        System.out.println("owner:pet=" + owners.entrySet().stream().flatMap(ownerPets).toList());
        System.out.println("flatMapToInt=" + nested.stream().flatMapToInt(l -> l.stream().mapToInt(i -> i)).sum());
        System.out.println("IntStream.flatMap=" + Arrays.toString(IntStream.rangeClosed(1, 3).flatMap(i -> IntStream.range(0, i)).toArray()));
        System.out.println("concat=" + Stream.concat(Stream.of("x", "y"), Stream.of("z")).toList() + " concat count=" + Stream.concat(Stream.of(1), Stream.of(2, 3)).count());
        String[] words = {"kiwi", "fig", "plum"};
        System.out.println("Arrays.stream=" + Arrays.stream(words).map(w -> w.toUpperCase()).toList() + " range=" + Arrays.stream(words, 1, 3).toList());
    }
}
