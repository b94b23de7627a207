import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class LambdasFunctional {
    public static void main(String[] args) {
        Function<Integer, Integer> square = x -> x * x;
        Function<Integer, Integer> plusOne = x -> x + 1;
        System.out.println("square(5) = " + square.apply(5));
        System.out.println("andThen: " + square.andThen(plusOne).apply(5));
        System.out.println("compose: " + square.compose(plusOne).apply(5));
        System.out.println("identity: " + Function.<String>identity().apply("same"));
        Supplier<List<String>> listMaker = ArrayList::new;
        List<String> made = listMaker.get();
        made.add("supplied");
        System.out.println(made);
        int[] counter = {0};
        Supplier<Integer> ticker = () -> ++counter[0];
        System.out.println(ticker.get() + " " + ticker.get() + " " + ticker.get());
        StringBuilder sink = new StringBuilder();
        Consumer<String> append = s -> sink.append(s).append(';');
        Consumer<String> both = append.andThen(s -> sink.append(s.length()).append('|'));
        both.accept("ab");
        both.accept("cde");
        System.out.println("consumer sink: " + sink);
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        String[] tests = {"", "abc", "abcdef"};
        for (String t : tests) {
            System.out.println("[" + t + "] empty=" + empty.test(t) + " notEmpty=" + empty.negate().test(t)
                + " longOrEmpty=" + longish.or(empty).test(t) + " notEmptyAndShort=" + empty.negate().and(longish.negate()).test(t));
        }
        BiFunction<String, Integer, String> repeat = (s, n) -> s.repeat(n);
        System.out.println(repeat.apply("xo", 3));
        System.out.println(repeat.andThen(String::length).apply("abc", 4));
        BinaryOperator<Integer> max = BinaryOperator.maxBy((a, b) -> Integer.compare(a, b));
        System.out.println("maxBy: " + max.apply(3, 9));
        UnaryOperator<String> shout = s -> s.toUpperCase() + "!";
        System.out.println(shout.apply("hey"));
        List<Function<Integer, Integer>> pipeline = List.of(x -> x * 2, x -> x - 3, square);
        int v = 4;
        for (Function<Integer, Integer> f : pipeline) {
            v = f.apply(v);
            System.out.println("pipeline step -> " + v);
        }
    }
}
