import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class LmbCurrying {
    static Function<Integer, Function<Integer, Integer>> curriedAdd = a -> b -> a + b;
    static Function<Integer, Function<Integer, Function<Integer, Integer>>> volume = w -> h -> d -> w * h * d;

    static <A, B, R> Function<A, Function<B, R>> curry(BiFunction<A, B, R> fn) {
        return a -> b -> fn.apply(a, b);
    }

    static <A, B, R> BiFunction<A, B, R> uncurry(Function<A, Function<B, R>> fn) {
        return (a, b) -> fn.apply(a).apply(b);
    }

    static <A, B, R> Function<B, Function<A, R>> flip(Function<A, Function<B, R>> fn) {
        return b -> a -> fn.apply(a).apply(b);
    }

    static Function<Integer, Integer> discountFor(String tier) {
        int percent;
        switch (tier) {
            case "gold": percent = 20; break;
            case "silver": percent = 10; break;
            default: percent = 0;
        }
        final int p = percent;
        return price -> price - price * p / 100;
    }

    static Supplier<Integer> counter(int start, int step) {
        int[] state = {start};
        return () -> {
            int v = state[0];
            state[0] += step;
            return v;
        };
    }

    static IntPredicate between(int lo, int hi) {
        return x -> x >= lo && x <= hi;
    }

    static UnaryOperator<String> wrapWith(String left, String right) {
        return s -> left + s + right;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> add5 = curriedAdd.apply(5);
        System.out.println("add5(10) = " + add5.apply(10));
        System.out.println("curriedAdd(3)(4) = " + curriedAdd.apply(3).apply(4));
        System.out.println("volume(2)(3)(4) = " + volume.apply(2).apply(3).apply(4));
        Function<Integer, Function<Integer, Integer>> base2 = volume.apply(2);
        Function<Integer, Integer> slab = base2.apply(10);
        for (int d = 1; d <= 3; d++) {
            System.out.println("  slab depth " + d + " -> " + slab.apply(d));
        }

        Function<String, Function<Integer, String>> repeat = curry((s, n) -> s.repeat(n));
        System.out.println("repeat(ab)(3) = " + repeat.apply("ab").apply(3));
        Function<Integer, Function<String, String>> flipped = flip(repeat);
        Function<String, String> triple = flipped.apply(3);
        System.out.println("triple(xy) = " + triple.apply("xy") + ", triple(-) = " + triple.apply("-"));
        BiFunction<Integer, Integer, Integer> plain = uncurry(curriedAdd);
        System.out.println("uncurried(20, 22) = " + plain.apply(20, 22));

        Map<String, Function<Integer, Integer>> pricing = new LinkedHashMap<>();
        for (String tier : new String[] {"gold", "silver", "bronze"}) {
            pricing.put(tier, discountFor(tier).andThen(add5));
        }
        for (Map.Entry<String, Function<Integer, Integer>> e : pricing.entrySet()) {
            System.out.println(String.format("%-8s 1000 -> %5d, 250 -> %5d", e.getKey(),
                    e.getValue().apply(1000), e.getValue().apply(250)));
        }

        Supplier<Integer> ids = counter(100, 7);
        Supplier<Integer> other = counter(0, 1);
        List<Integer> drawn = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            drawn.add(ids.get());
            drawn.add(other.get());
        }
        System.out.println("interleaved counters = " + drawn);

        IntPredicate teen = between(13, 19);
        IntPredicate adult = between(18, 120);
        IntPredicate both = teen.and(adult);
        IntPredicate either = teen.or(adult);
        IntPredicate child = either.negate();
        int[] ages = {5, 13, 18, 19, 25, 130};
        for (int age : ages) {
            System.out.println(String.format("age %5d teen=%s adult=%s both=%s either=%s child=%s",
                    age, teen.test(age), adult.test(age), both.test(age), either.test(age), child.test(age)));
        }

        Function<String, Function<String, UnaryOperator<String>>> wrapper = l -> r -> wrapWith(l, r);
        UnaryOperator<String> brackets = wrapper.apply("[").apply("]");
        UnaryOperator<String> quotes = wrapper.apply("\"").apply("\"");
        Function<String, String> both2 = brackets.andThen(quotes);
        Function<String, String> reverseOrder = brackets.compose(quotes);
        System.out.println("andThen: " + both2.apply("id"));
        System.out.println("compose: " + reverseOrder.apply("id"));

        Function<IntBinaryOperator, Function<Integer, Integer>> foldTo10 = op -> seed -> {
            int acc = seed;
            for (int i = 1; i <= 10; i++) {
                acc = op.applyAsInt(acc, i);
            }
            return acc;
        };
        System.out.println("sum fold = " + foldTo10.apply((a, b) -> a + b).apply(0));
        System.out.println("product fold = " + foldTo10.apply((a, b) -> a * b).apply(1));
        System.out.println("max fold = " + foldTo10.apply(Math::max).apply(-1));
        System.out.println("alt fold = " + foldTo10.apply((a, b) -> b % 2 == 0 ? a + b : a - b).apply(0));
    }
}
