import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

public class FunctionCombinatorChains {
    public static void main(String[] args) {
        Function<Integer, Integer> plusOne = x -> x + 1;
        Function<Integer, Integer> times3 = x -> x * 3;
        Function<Integer, String> show = x -> "<" + x + ">";
        System.out.println("andThen=" + plusOne.andThen(times3).apply(4) + " compose=" + plusOne.compose(times3).apply(4) + " toString=" + plusOne.andThen(show).apply(9));
        Function<String, String> id = Function.identity();
        UnaryOperator<String> same = UnaryOperator.identity();
        System.out.println("identity=" + id.apply("x") + same.apply("y"));
        StringBuilder order = new StringBuilder();
        Predicate<String> longWord = s -> {
            order.append("long(").append(s).append(") ");
            return s.length() > 3;
        };
        Predicate<String> startsA = s -> {
            order.append("a(").append(s).append(") ");
            return s.startsWith("a");
        };
        List<String> words = List.of("apple", "ax", "berry", "b");
        for (String w : words) {
            System.out.println(w + ": and=" + longWord.and(startsA).test(w) + " or=" + longWord.or(startsA).test(w) + " negate=" + longWord.negate().test(w) + " not=" + Predicate.not(startsA).test(w));
        }
        System.out.println("evaluation order: " + order.toString().trim());
        Predicate<String> isNull = Predicate.isEqual(null);
        Predicate<String> isApple = Predicate.isEqual("apple");
        System.out.println("isEqual null=" + isNull.test(null) + " " + isNull.test("x") + " apple=" + isApple.test("apple") + " " + isApple.test(null));
        List<String> log = new ArrayList<>();
        Consumer<String> first = s -> log.add("first:" + s);
        Consumer<String> second = s -> log.add("second:" + s);
        first.andThen(second).andThen(first).accept("v");
        System.out.println("consumer chain=" + log);
        BiFunction<Integer, Integer, Integer> add = (a, b) -> a + b;
        System.out.println("biFunction andThen=" + add.andThen(show).apply(2, 3));
        List<String> pairs = new ArrayList<>();
        BiConsumer<String, Integer> put = (k, v) -> pairs.add(k + "=" + v);
        BiConsumer<String, Integer> twice = (k, v) -> pairs.add(k + "x2=" + (v * 2));
        put.andThen(twice).accept("k", 21);
        System.out.println("biConsumer chain=" + pairs);
        Comparator<String> byLength = Comparator.comparingInt(String::length);
        BinaryOperator<String> shorter = BinaryOperator.minBy(byLength);
        BinaryOperator<String> longer = BinaryOperator.maxBy(byLength);
        System.out.println("minBy=" + shorter.apply("abc", "xy") + " tie=" + shorter.apply("ab", "cd") + " maxBy=" + longer.apply("abc", "xy") + " tie=" + longer.apply("ab", "cd"));
        IntUnaryOperator inc = x -> x + 1;
        IntUnaryOperator square = x -> x * x;
        System.out.println("int andThen=" + inc.andThen(square).applyAsInt(3) + " compose=" + inc.compose(square).applyAsInt(3) + " identity=" + IntUnaryOperator.identity().applyAsInt(5));
        IntPredicate even = n -> n % 2 == 0;
        IntPredicate big = n -> n > 10;
        StringBuilder hits = new StringBuilder();
        for (int n = 8; n <= 13; n++) {
            hits.append(n).append(even.and(big).test(n) ? "E" : "").append(even.or(big).test(n) ? "O" : "").append(even.negate().test(n) ? "N" : "").append(' ');
        }
        System.out.println("int predicates=" + hits.toString().trim());
        try {
            plusOne.andThen(null);
        } catch (NullPointerException e) {
            System.out.println("andThen(null): NullPointerException");
        }
        try {
            longWord.and(null);
        } catch (NullPointerException e) {
            System.out.println("and(null): NullPointerException");
        }
    }
}
