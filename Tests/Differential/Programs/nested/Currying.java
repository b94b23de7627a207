import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;
import java.util.function.ToIntFunction;

public class Currying {
    static <A, B, C> Function<A, Function<B, C>> curry(BiFunction<A, B, C> f) {
        return a -> b -> f.apply(a, b);
    }

    static <A, B, C> Function<A, C> compose(Function<A, B> f, Function<B, C> g) {
        return a -> g.apply(f.apply(a));
    }

    static int fold(int[] xs, int init, IntBinaryOperator op) {
        int acc = init;
        for (int x : xs) {
            acc = op.applyAsInt(acc, x);
        }
        return acc;
    }

    static int countIf(int[] xs, IntPredicate p) {
        int c = 0;
        for (int x : xs) {
            if (p.test(x)) {
                c++;
            }
        }
        return c;
    }

    public static void main(String[] args) {
        Function<Integer, Function<Integer, Integer>> add = a -> b -> a + b;
        Function<Integer, Integer> add3 = add.apply(3);
        System.out.println(add3.apply(4) + " " + add.apply(10).apply(-2));
        Function<String, Function<Integer, String>> rep = curry((s, n) -> s.repeat(n));
        System.out.println(rep.apply("ab").apply(3));
        Function<Integer, String> describe = compose(x -> x * x, x -> "squared=" + x);
        System.out.println(describe.apply(9));
        int[] xs = {5, -2, 8, 0, 13, -7, 4};
        System.out.println("sum " + fold(xs, 0, (a, b) -> a + b));
        System.out.println("max " + fold(xs, Integer.MIN_VALUE, Math::max));
        System.out.println("product of nonzero " + fold(xs, 1, (a, b) -> b == 0 ? a : a * b));
        IntPredicate positive = x -> x > 0;
        IntPredicate even = x -> x % 2 == 0;
        System.out.println("positive " + countIf(xs, positive) + ", even " + countIf(xs, even)
            + ", positive&even " + countIf(xs, positive.and(even)) + ", !positive " + countIf(xs, positive.negate()));
        ToIntFunction<String> len = String::length;
        System.out.println("len " + len.applyAsInt("seven"));
        Function<Integer, Function<Integer, Function<Integer, Integer>>> mulAdd = a -> b -> c -> a * b + c;
        System.out.println("mulAdd " + mulAdd.apply(3).apply(4).apply(5));
        Function<Integer, Integer> twice = x -> x * 2;
        Function<Integer, Integer> result = Function.identity();
        for (int i = 0; i < 5; i++) {
            result = result.andThen(twice);
        }
        System.out.println("2^5 via composition: " + result.apply(1));
    }
}
