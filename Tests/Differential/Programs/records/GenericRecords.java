import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

public class GenericRecords {
    record Pair<A, B>(A first, B second) {
        <C> Pair<A, C> mapSecond(Function<B, C> f) {
            return new Pair<>(first, f.apply(second));
        }

        Pair<B, A> swap() {
            return new Pair<>(second, first);
        }
    }

    record Result<T>(T value, String error) {
        static <T> Result<T> ok(T v) {
            return new Result<>(v, null);
        }

        static <T> Result<T> fail(String e) {
            return new Result<>(null, e);
        }

        boolean isOk() {
            return error == null;
        }

        T orElse(T fallback) {
            return isOk() ? value : fallback;
        }
    }

    static Result<Integer> parse(String s) {
        try {
            return Result.ok(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Result.fail("not a number: " + s);
        }
    }

    public static void main(String[] args) {
        Pair<String, Integer> p = new Pair<>("len", 5);
        System.out.println(p + " swap " + p.swap() + " mapped " + p.mapSecond(x -> x * 1.5));
        System.out.println("equals across type args: " + new Pair<>("a", 1).equals(new Pair<>("a", 1)));
        List<Result<Integer>> results = new ArrayList<>();
        for (String s : new String[] {"10", "x", "-3", ""}) {
            results.add(parse(s));
        }
        int sum = 0;
        for (Result<Integer> r : results) {
            System.out.println(r + " ok=" + r.isOk() + " orElse=" + r.orElse(0));
            sum += r.orElse(0);
        }
        System.out.println("sum " + sum);
        Pair<Pair<Integer, Integer>, String> nested = new Pair<>(new Pair<>(1, 2), "coords");
        System.out.println(nested + " inner sum " + (nested.first().first() + nested.first().second()));
    }
}
