import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// Generic calls nested in generic calls whose lambdas and method references only the outer target types,
// method references to overloaded methods, and conditionals whose arms meet at a common supertype.
public class NestedPolyCalls {
    interface Shape { double area(); }
    static final class Square implements Shape {
        final double side;
        Square(double side) { this.side = side; }
        public double area() { return side * side; }
    }
    static final class Circle implements Shape {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return 3 * r * r; }
    }

    static String shout(String s) { return s.toUpperCase() + "!"; }
    static String whisper(String s) { return s.toLowerCase() + "..."; }

    static <S extends Shape> Shape orDefault(S shape, boolean useDefault) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(useDefault ? new Square(1) : shape);
        return shapes.get(0);
    }

    public static void main(String[] args) {
        Map<String, Function<String, String>> voices = Map.ofEntries(
            Map.entry("loud", NestedPolyCalls::shout),
            Map.entry("quiet", NestedPolyCalls::whisper),
            Map.entry("plain", s -> s));
        for (String key : new TreeSet<>(voices.keySet())) {
            System.out.println(key + ": " + voices.get(key).apply("Hello"));
        }

        Map<String, Function<String, String>> sorted = new TreeMap<>(Map.ofEntries(
            Map.entry("b", NestedPolyCalls::shout), Map.entry("a", s -> s + "?")));
        for (Map.Entry<String, Function<String, String>> e : sorted.entrySet()) {
            System.out.println(e.getKey() + ": " + e.getValue().apply("Hi"));
        }

        List<List<Supplier<Integer>>> nested = Arrays.asList(Arrays.asList(() -> 1, () -> 2), Arrays.asList(() -> 3));
        int sum = 0;
        for (List<Supplier<Integer>> row : nested) for (Supplier<Integer> s : row) sum += s.get();
        System.out.println("sum " + sum);

        List<Map.Entry<String, Runnable>> tasks = List.of(Map.entry("first", () -> System.out.println("ran first")));
        tasks.get(0).getValue().run();
        System.out.println(tasks.get(0).getKey());

        // Overloaded targets: the functional interface's parameter types choose.
        System.out.println(Stream.of(1, 22, 333).map(String::valueOf).map(String::length).collect(Collectors.toList()));
        System.out.println(Stream.of('x', 'y').map(String::valueOf).collect(Collectors.joining("+")));
        System.out.println(Stream.of(-2.5, 4.0).map(Math::abs).map(d -> d * 2).collect(Collectors.toList()));
        System.out.println(Stream.of(-7, 8).map(Math::abs).map(i -> i + 1).collect(Collectors.toList()));
        System.out.println(Optional.of(-3L).map(Math::abs).get() + 1);

        // Parenthesized lambdas are lambdas.
        Map<Integer, String> byLength = Stream.of("a", "bb", "cc").collect(
            Collectors.toMap(String::length, Function.identity(), ((first, second) -> first + second), TreeMap::new));
        System.out.println(byLength);
        List<String> words = new ArrayList<>(List.of("x", "yy", "z"));
        words.removeIf((w -> w.length() > 1));
        words.sort(((p, q) -> q.compareTo(p)));
        System.out.println(words);

        Shape a = orDefault(new Circle(2), false), b = orDefault(new Circle(2), true);
        System.out.println(a.area() + " " + b.area());
        Set<String> seen = new TreeSet<>(List.of("b", "a"));
        List<String> listed = List.of("c");
        boolean useSet = args.length == 0;
        System.out.println((useSet ? seen : listed).size() + " " + (useSet ? listed : seen).iterator().next());
    }
}
