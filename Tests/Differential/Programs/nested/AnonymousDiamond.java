import java.util.*;
import java.util.function.*;

// An anonymous class with a diamond (Java 9+) implements its interface with the inferred type arguments
// (JLS §15.9.3): `new Comparator<>() {…}` for a Comparator<String> compares Strings.
public class AnonymousDiamond {
    public static void main(String[] args) {
        Comparator<String> byLength = new Comparator<>() {
            @Override
            public int compare(String a, String b) {
                return Integer.compare(a.length(), b.length());
            }
        };
        List<String> words = new ArrayList<>(List.of("pear", "fig", "banana", "kiwi"));
        words.sort(byLength.thenComparing(Comparator.naturalOrder()));
        System.out.println(words);
        Function<Integer, String> stars = new Function<>() {
            @Override
            public String apply(Integer n) {
                return "*".repeat(n);
            }
        };
        System.out.println(stars.apply(3) + " " + stars.andThen(String::length).apply(4));
        BiFunction<String, Integer, Character> charAt = new BiFunction<>() {
            public Character apply(String s, Integer i) { return s.charAt(i); }
        };
        System.out.println(charAt.apply("diamond", 3));
    }
}
