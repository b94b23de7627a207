import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

public class GxResultEither {
    public static void main(String[] args) {
        List<String> inputs = new ArrayList<>();
        inputs.add("42");
        inputs.add("-7");
        inputs.add("abc");
        inputs.add("1000");
        inputs.add("");

        List<Result<Integer>> parsed = new ArrayList<>();
        for (String s : inputs) {
            Result<Integer> r = Parsers.parseInt(s);
            parsed.add(r);
            System.out.println("parse '" + s + "' -> " + r);
        }

        System.out.println("-- map / flatMap chain --");
        for (Result<Integer> r : parsed) {
            Result<String> label = r
                .map(n -> n * 2)
                .flatMap(n -> n >= 0 ? Result.ok(n) : Result.<Integer>fail("negative: " + n))
                .flatMap(n -> n <= 500 ? Result.ok(n) : Result.<Integer>fail("too big: " + n))
                .map(n -> "value=" + n);
            System.out.println(label);
        }

        System.out.println("-- fold --");
        int total = 0;
        for (Result<Integer> r : parsed) {
            int contribution = r.fold(v -> v, err -> 0);
            total += contribution;
            String msg = r.fold(v -> "OK(" + v + ")", err -> "ERR[" + err.length() + "]");
            System.out.println(msg + " contributes " + contribution);
        }
        System.out.println("total = " + total);

        System.out.println("-- getOrElse / recover --");
        Result<Integer> bad = Parsers.parseInt("zz");
        System.out.println("getOrElse: " + bad.getOrElse(-1));
        System.out.println("recover: " + bad.recover(err -> err.length()));
        System.out.println("isOk=" + bad.isOk() + " okIsOk=" + Result.ok(5).isOk());

        System.out.println("-- Either --");
        List<Either<String, Double>> prices = new ArrayList<>();
        prices.add(Either.right(19.99));
        prices.add(Either.left("out of stock"));
        prices.add(Either.right(5.5));
        prices.add(Either.<String, Double>left("discontinued"));
        double sum = 0.0;
        int errors = 0;
        for (Either<String, Double> e : prices) {
            Either<String, Double> taxed = e.mapRight(p -> p * 1.2);
            String described = taxed.fold(
                l -> "unavailable: " + l,
                r -> String.format("price %.2f", r));
            System.out.println(described);
            sum += taxed.fold(l -> 0.0, r -> r);
            errors += taxed.fold(l -> 1, r -> 0);
        }
        System.out.println(String.format("sum=%.2f errors=%d", sum, errors));

        Either<Integer, String> swapped = Either.<String, Integer>left("x").swap();
        System.out.println("swapped isRight=" + swapped.isRight() + " -> " + swapped);
        Either<String, Integer> chained = Either.<String, Integer>right(3)
            .flatMapRight(n -> n > 2 ? Either.<String, Integer>right(n * 10) : Either.<String, Integer>left("small"))
            .mapLeft(String::toUpperCase);
        System.out.println("chained: " + chained);

        System.out.println("-- sequence --");
        Result<List<Integer>> all = Result.sequence(parsed.subList(0, 2));
        System.out.println("first two: " + all);
        Result<List<Integer>> withErr = Result.sequence(parsed);
        System.out.println("all: " + withErr);
    }
}

final class Result<T> {
    private final T value;
    private final String error;

    private Result(T value, String error) {
        this.value = value;
        this.error = error;
    }

    static <T> Result<T> ok(T value) {
        return new Result<>(value, null);
    }

    static <T> Result<T> fail(String error) {
        return new Result<>(null, error);
    }

    boolean isOk() {
        return error == null;
    }

    <U> Result<U> map(Function<? super T, ? extends U> f) {
        if (isOk()) {
            return Result.ok(f.apply(value));
        }
        return Result.fail(error);
    }

    <U> Result<U> flatMap(Function<? super T, Result<U>> f) {
        if (isOk()) {
            return f.apply(value);
        }
        return Result.fail(error);
    }

    <R> R fold(Function<? super T, ? extends R> onOk, Function<String, ? extends R> onErr) {
        return isOk() ? onOk.apply(value) : onErr.apply(error);
    }

    T getOrElse(T fallback) {
        return isOk() ? value : fallback;
    }

    T recover(Function<String, T> f) {
        return isOk() ? value : f.apply(error);
    }

    static <T> Result<List<T>> sequence(List<Result<T>> results) {
        List<T> out = new ArrayList<>();
        for (Result<T> r : results) {
            if (!r.isOk()) {
                return Result.fail(r.error);
            }
            out.add(r.value);
        }
        return Result.ok(out);
    }

    @Override
    public String toString() {
        return isOk() ? "Ok(" + value + ")" : "Fail(" + error + ")";
    }
}

final class Either<L, R> {
    private final L left;
    private final R right;
    private final boolean isRight;

    private Either(L left, R right, boolean isRight) {
        this.left = left;
        this.right = right;
        this.isRight = isRight;
    }

    static <L, R> Either<L, R> left(L value) {
        return new Either<>(value, null, false);
    }

    static <L, R> Either<L, R> right(R value) {
        return new Either<>(null, value, true);
    }

    boolean isRight() {
        return isRight;
    }

    <R2> Either<L, R2> mapRight(Function<? super R, ? extends R2> f) {
        return isRight ? Either.right(f.apply(right)) : Either.left(left);
    }

    <L2> Either<L2, R> mapLeft(Function<? super L, ? extends L2> f) {
        return isRight ? Either.right(right) : Either.left(f.apply(left));
    }

    <R2> Either<L, R2> flatMapRight(Function<? super R, Either<L, R2>> f) {
        return isRight ? f.apply(right) : Either.left(left);
    }

    <X> X fold(Function<? super L, ? extends X> onLeft, Function<? super R, ? extends X> onRight) {
        return isRight ? onRight.apply(right) : onLeft.apply(left);
    }

    Either<R, L> swap() {
        return isRight ? Either.left(right) : Either.right(left);
    }

    @Override
    public String toString() {
        return isRight ? "Right(" + right + ")" : "Left(" + left + ")";
    }
}

final class Parsers {
    private Parsers() {
    }

    static Result<Integer> parseInt(String s) {
        if (s.isEmpty()) {
            return Result.fail("empty input");
        }
        int sign = 1;
        int start = 0;
        if (s.charAt(0) == '-') {
            sign = -1;
            start = 1;
        }
        int acc = 0;
        for (int i = start; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return Result.fail("bad char '" + c + "' at " + i);
            }
            acc = acc * 10 + (c - '0');
        }
        return Result.ok(sign * acc);
    }
}
