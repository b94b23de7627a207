import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

public class GnrResultWrapper {
    static Result<String> fetchUser(int id) {
        if (id <= 0) {
            return Result.error("invalid id " + id);
        } else if (id % 5 == 0) {
            return Result.error("timeout for " + id);
        }
        return Result.ok("user" + id);
    }

    static int strictParse(String raw) {
        String digits = raw.startsWith("-") ? raw.substring(1) : raw;
        for (char c : digits.toCharArray()) {
            if (c < '0' || c > '9') {
                throw new IllegalStateException("not a number: " + raw);
            }
        }
        return Integer.parseInt(raw);
    }

    static Result<Integer> parseAge(String raw) {
        try {
            int v = strictParse(raw);
            return v < 0 ? Result.error("negative age " + v) : Result.ok(v);
        } catch (IllegalStateException e) {
            return Result.error(e.getMessage());
        }
    }

    static <T> List<T> collectOk(List<Result<T>> results) {
        List<T> out = new ArrayList<>();
        for (Result<T> r : results) {
            if (r.isOk()) {
                out.add(r.getOrElse(null));
            }
        }
        return out;
    }

    public static void main(String[] args) {
        int[] ids = {1, 2, 5, -3, 7, 10, 12};
        List<Result<String>> results = new ArrayList<>();
        for (int id : ids) {
            Result<String> r = fetchUser(id);
            results.add(r);
            System.out.println(String.format("fetch %5d -> %s", id, r.describe()));
        }
        List<String> names = collectOk(results);
        System.out.println("ok names: " + names + " (" + names.size() + " of " + results.size() + ")");
        Result<Integer> len = fetchUser(3).map(String::length);
        System.out.println("length of user3: " + len.describe());
        System.out.println("length of user15 or -1: " + fetchUser(15).map(String::length).getOrElse(-1));
        String[] raws = {"42", "-7", "abc", "19"};
        for (String raw : raws) {
            Result<Integer> age = parseAge(raw);
            Result<String> bucket = age.map(a -> a >= 21 ? "adult" : "minor");
            String shown = bucket.fold(s -> "bucket=" + s, e -> "failed(" + e + ")");
            System.out.println(String.format("%-6s %s", raw, shown));
        }
        Result<Integer> chained = fetchUser(4).flatMap(name -> parseAge(String.valueOf(name.length() * 6)));
        System.out.println("chained ok: " + chained.describe());
        Result<Integer> chainedErr = fetchUser(0).flatMap(name -> parseAge("1"));
        System.out.println("chained err: " + chainedErr.describe());
        Result<Integer> explicit = Result.<Integer>error("explicit type argument");
        Result<List<String>> listResult = Result.ok(names);
        System.out.println("explicit: " + explicit.describe() + " isOk=" + explicit.isOk());
        int total = listResult.map(List::size).getOrElse(0) + explicit.getOrElse(100);
        System.out.println("total = " + total);
        int okCount = 0;
        for (Result<String> r : results) {
            okCount += r.fold(v -> 1, e -> 0);
        }
        System.out.println(String.format("summary: %d ok, %d errors", okCount, results.size() - okCount));
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

    static <T> Result<T> error(String message) {
        return new Result<>(null, message);
    }

    boolean isOk() {
        return error == null;
    }

    T getOrElse(T fallback) {
        return isOk() ? value : fallback;
    }

    <R> Result<R> map(Function<? super T, ? extends R> f) {
        if (isOk()) {
            return Result.ok(f.apply(value));
        }
        return Result.error(error);
    }

    <R> Result<R> flatMap(Function<? super T, Result<R>> f) {
        if (isOk()) {
            return f.apply(value);
        }
        return Result.error(error);
    }

    <R> R fold(Function<? super T, ? extends R> onOk, Function<String, ? extends R> onError) {
        if (isOk()) {
            return onOk.apply(value);
        }
        return onError.apply(error);
    }

    String describe() {
        return isOk() ? "Ok(" + value + ")" : "Error(" + error + ")";
    }
}
