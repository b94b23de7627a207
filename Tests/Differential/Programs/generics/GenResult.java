import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

public class GenResult {

    static final class Result<T> {
        private final T value;
        private final String error;
        private final boolean success;

        private Result(T value, String error, boolean success) {
            this.value = value;
            this.error = error;
            this.success = success;
        }

        static <T> Result<T> ok(T value) {
            return new Result<>(value, null, true);
        }

        static <T> Result<T> fail(String error) {
            return new Result<>(null, error, false);
        }

        boolean isSuccess() {
            return success;
        }

        String error() {
            return success ? "" : error;
        }

        <R> Result<R> map(Function<T, R> f) {
            if (success) {
                return Result.ok(f.apply(value));
            }
            return Result.fail(error);
        }

        <R> Result<R> flatMap(Function<T, Result<R>> f) {
            if (success) {
                return f.apply(value);
            }
            return Result.fail(error);
        }

        T orElse(T fallback) {
            return success ? value : fallback;
        }

        Result<T> ifSuccess(Consumer<T> action) {
            if (success) {
                action.accept(value);
            }
            return this;
        }

        Result<T> ifFailure(Consumer<String> action) {
            if (!success) {
                action.accept(error);
            }
            return this;
        }

        Result<T> mapError(Function<String, String> f) {
            if (success) {
                return this;
            }
            return Result.fail(f.apply(error));
        }

        @Override
        public String toString() {
            return success ? "Ok(" + value + ")" : "Fail(" + error + ")";
        }
    }

    record Config(String key, int value) {
        @Override
        public String toString() {
            return key + "=" + value;
        }
    }

    static Result<String> nonEmpty(String raw) {
        if (raw == null) {
            return Result.fail("input is null");
        }
        String trimmed = raw.trim();
        if (trimmed.isEmpty()) {
            return Result.fail("input is blank");
        }
        return Result.ok(trimmed);
    }

    static Result<String[]> splitPair(String line) {
        int idx = line.indexOf('=');
        if (idx < 0) {
            return Result.fail("missing '=' in '" + line + "'");
        }
        String k = line.substring(0, idx).trim();
        String v = line.substring(idx + 1).trim();
        if (k.isEmpty()) {
            return Result.fail("empty key");
        }
        return Result.ok(new String[]{k, v});
    }

    static Result<Integer> parseInt(String text) {
        if (text.isEmpty()) {
            return Result.fail("empty number");
        }
        int sign = 1;
        int start = 0;
        if (text.charAt(0) == '-') {
            sign = -1;
            start = 1;
            if (text.length() == 1) {
                return Result.fail("lonely minus");
            }
        }
        int acc = 0;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return Result.fail("bad digit '" + c + "' in '" + text + "'");
            }
            acc = acc * 10 + (c - '0');
            if (acc > 1000000) {
                return Result.fail("number too large: " + text);
            }
        }
        return Result.ok(sign * acc);
    }

    static Result<Config> parseConfig(String raw) {
        return nonEmpty(raw)
                .flatMap(GenResult::splitPair)
                .flatMap(parts -> parseInt(parts[1]).map(n -> new Config(parts[0].toLowerCase(), n)));
    }

    static Result<Config> validate(Config c) {
        if (c.value() < 0) {
            return Result.fail("negative value for " + c.key());
        }
        if (c.key().length() > 8) {
            return Result.fail("key too long: " + c.key());
        }
        return Result.ok(c);
    }

    public static void main(String[] args) {
        Result<Integer> a = Result.ok(20);
        Result<Integer> b = Result.fail("no value");
        System.out.println("a = " + a + ", b = " + b);
        System.out.println("a.map(x*2) = " + a.map(x -> x * 2));
        System.out.println("b.map(x*2) = " + b.map(x -> x * 2));
        System.out.println("a.map(toString+len) = " + a.map(x -> "n" + x).map(String::length));
        System.out.println("a.orElse(-1) = " + a.orElse(-1) + ", b.orElse(-1) = " + b.orElse(-1));
        System.out.println("a.flatMap(half) = " + a.flatMap(x -> x % 2 == 0 ? Result.ok(x / 2) : Result.<Integer>fail("odd")));
        System.out.println("a.flatMap(odd check) = " + a.flatMap(x -> x % 2 == 1 ? Result.ok(x) : Result.<Integer>fail("even " + x)));
        System.out.println("b.mapError = " + b.mapError(e -> "wrapped: " + e));
        a.ifSuccess(x -> System.out.println("ifSuccess saw " + x));
        b.ifSuccess(x -> System.out.println("should not print " + x));
        b.ifFailure(e -> System.out.println("ifFailure saw " + e));

        String[] lines = {
                "width = 640",
                "  Height=480  ",
                "",
                "depth",
                "=12",
                "offset=-15",
                "scale=3x",
                "count=-",
                "verylongkeyname=5",
                "huge=99999999",
                "retries = 3",
                "timeout=250",
                null,
                "LEVEL=7"
        };

        List<Config> accepted = new ArrayList<>();
        List<String> rejected = new ArrayList<>();
        int lineNo = 0;
        for (String line : lines) {
            lineNo++;
            final int n = lineNo;
            Result<Config> r = parseConfig(line)
                    .flatMap(GenResult::validate)
                    .mapError(e -> "line " + n + ": " + e);
            r.ifSuccess(accepted::add).ifFailure(rejected::add);
            System.out.println(String.format("%d -> %s", lineNo, r));
        }

        System.out.println("Accepted " + accepted.size() + ":");
        int sum = 0;
        for (Config c : accepted) {
            System.out.println("  " + c);
            sum += c.value();
        }
        System.out.println("Sum of accepted values: " + sum);
        System.out.println("Rejected " + rejected.size() + ":");
        for (String e : rejected) {
            System.out.println("  " + e);
        }

        Result<Integer> area = parseConfig("w=12").flatMap(w ->
                parseConfig("h=7").map(h -> w.value() * h.value()));
        System.out.println("area = " + area);
        Result<Integer> badArea = parseConfig("w=12").flatMap(w ->
                parseConfig("h=seven").map(h -> w.value() * h.value()));
        System.out.println("badArea = " + badArea + " orElse " + badArea.orElse(0));

        Result<String> label = parseInt("42")
                .map(x -> x + 8)
                .map(x -> x * 2)
                .flatMap(x -> x > 50 ? Result.ok("big:" + x) : Result.<String>fail("small:" + x));
        System.out.println("label = " + label);
        Result<String> label2 = parseInt("4")
                .map(x -> x + 8)
                .map(x -> x * 2)
                .flatMap(x -> x > 50 ? Result.ok("big:" + x) : Result.<String>fail("small:" + x));
        System.out.println("label2 = " + label2 + ", success=" + label2.isSuccess() + ", error=" + label2.error());

        List<Result<Integer>> numbers = new ArrayList<>();
        String[] raw = {"10", "x1", "-3", "7", "", "1000001", "55"};
        for (String s : raw) {
            numbers.add(parseInt(s));
        }
        int total = 0;
        int failures = 0;
        for (Result<Integer> r : numbers) {
            total += r.orElse(0);
            if (!r.isSuccess()) {
                failures++;
            }
        }
        System.out.println("numbers total=" + total + " failures=" + failures);
        Result<List<Integer>> collected = Result.ok(new ArrayList<>());
        for (Result<Integer> r : numbers) {
            collected = collected.flatMap(list -> r.map(v -> {
                List<Integer> copy = new ArrayList<>(list);
                copy.add(v);
                return copy;
            }));
        }
        System.out.println("collected all = " + collected);
    }
}
