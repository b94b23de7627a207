import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;

public class FunctionComposition {
    public static void main(String[] args) {
        Function<Integer, Integer> doubleIt = x -> x * 2;
        Function<Integer, Integer> addTen = x -> x + 10;
        System.out.println("doubleIt.andThen(addTen)(5)=" + doubleIt.andThen(addTen).apply(5));
        System.out.println("doubleIt.compose(addTen)(5)=" + doubleIt.compose(addTen).apply(5));
        System.out.println("identity(7)=" + Function.<Integer>identity().apply(7));
        Function<String, Integer> length = String::length;
        Function<String, String> shout = s -> s.toUpperCase() + "!";
        System.out.println("length.andThen(doubleIt)(hello)=" + length.andThen(doubleIt).apply("hello"));
        System.out.println("shout.andThen(length)(hey)=" + shout.andThen(length).apply("hey"));
        Function<Integer, Function<Integer, Integer>> adder = x -> y -> x + y;
        System.out.println("curried adder(3)(4)=" + adder.apply(3).apply(4));
        BiFunction<Integer, Integer, Integer> multiply = (x, y) -> x * y;
        System.out.println("multiply.andThen(addTen)(3,4)=" + multiply.andThen(addTen).apply(3, 4));
        BiFunction<String, Integer, String> repeat = String::repeat;
        System.out.println("repeat(ab,3)=" + repeat.apply("ab", 3));
        UnaryOperator<String> trim = String::trim;
        UnaryOperator<String> lower = String::toLowerCase;
        Function<String, String> normalize = trim.andThen(lower).andThen(s -> s.replace(' ', '_'));
        System.out.println("normalize=" + normalize.apply("  Hello Big World  "));
        List<Function<Integer, Integer>> pipeline = List.of(x -> x + 1, x -> x * 3, x -> x - 4, doubleIt);
        Function<Integer, Integer> combined = Function.identity();
        for (Function<Integer, Integer> f : pipeline) {
            combined = combined.andThen(f);
        }
        System.out.println("pipeline(5)=" + combined.apply(5));
        StringBuilder trace = new StringBuilder();
        Function<Integer, Integer> traced1 = x -> {
            trace.append("f(").append(x).append(") ");
            return x + 1;
        };
        Function<Integer, Integer> traced2 = x -> {
            trace.append("g(").append(x).append(") ");
            return x * 10;
        };
        int r1 = traced1.andThen(traced2).apply(1);
        int r2 = traced1.compose(traced2).apply(1);
        System.out.println("andThen=" + r1 + " compose=" + r2 + " trace=" + trace.toString().trim());
        Function<Double, String> fmt = d -> String.format("%.2f", d);
        System.out.println("fmt.compose(Integer->Double)=" + fmt.compose((Integer i) -> i / 3.0).apply(10));
        System.out.println("method ref Integer::parseInt andThen=" + ((Function<String, Integer>) Integer::parseInt).andThen(x -> x * x).apply("12"));
    }
}
