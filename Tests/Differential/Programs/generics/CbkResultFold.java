import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class CbkResultFold {
    static final Map<String, String> settings = new LinkedHashMap<>();

    static Result<String> readSetting(String key) {
        String v = settings.get(key);
        return v == null ? Result.failure("missing setting '" + key + "'") : Result.success(v);
    }

    static Result<Integer> parsePositive(String text) {
        if (text.isEmpty()) {
            return Result.failure("empty number");
        }
        int n = 0;
        for (char c : text.toCharArray()) {
            if (!Character.isDigit(c)) {
                return Result.failure("not a number: " + text);
            }
            n = n * 10 + (c - '0');
        }
        return n > 0 ? Result.success(n) : Result.failure("must be positive: " + n);
    }

    public static void main(String[] args) {
        settings.put("page_size", "25");
        settings.put("timeout", "0");
        settings.put("retries", "three");
        settings.put("host", "api.example.org");

        Function<Integer, String> okText = n -> "value " + n;
        Function<String, String> errText = msg -> "ERROR " + msg;
        String[] keys = {"page_size", "timeout", "retries", "host", "port"};
        for (String key : keys) {
            Result<Integer> r = readSetting(key).flatMap(CbkResultFold::parsePositive);
            String text = r.fold(okText, errText);
            int effective = r.getOrElse(10);
            System.out.println(String.format("%-8s -> %s (effective %d)", key, text, effective));
        }

        System.out.println("== map and fold into numbers ==");
        Result<Integer> pageSize = readSetting("page_size").flatMap(CbkResultFold::parsePositive);
        Result<Integer> doubled = pageSize.map(n -> n * 2);
        Integer pages = doubled.fold(n -> (1000 + n - 1) / n, msg -> -1);
        System.out.println("doubled page size: " + doubled.fold(n -> String.valueOf(n), m -> m));
        System.out.println("pages for 1000 items: " + pages);
        Result<Integer> bad = readSetting("port").flatMap(CbkResultFold::parsePositive).map(n -> n + 1);
        System.out.println("bad mapped: " + bad.fold(n -> "ok " + n, m -> "still failed: " + m));
        System.out.println("bad.isSuccess=" + bad.isSuccess() + " pageSize.isSuccess=" + pageSize.isSuccess());

        System.out.println("== deliver results to a callback ==");
        UiCallback ui = new UiCallback();
        readSetting("host").deliver(ui);
        readSetting("missing").deliver(ui);
        pageSize.map(n -> "page size is " + n).deliver(ui);
        System.out.println("ui shown: " + ui.shown);

        System.out.println("== collect a batch ==");
        List<Result<Integer>> batch = new ArrayList<>();
        for (String s : new String[]{"4", "x", "16", "", "0", "9"}) {
            batch.add(parsePositive(s));
        }
        int total = 0;
        List<String> problems = new ArrayList<>();
        for (Result<Integer> r : batch) {
            total += r.fold(n -> n, m -> 0);
            Boolean failed = r.fold(n -> Boolean.FALSE, m -> Boolean.TRUE);
            if (failed) {
                problems.add(r.fold(n -> "", m -> m));
            }
        }
        System.out.println(String.format("total=%5d failures=%d", total, problems.size()));
        for (String p : problems) {
            System.out.println("  - " + p);
        }
    }
}

interface Callback<T> {
    void onSuccess(T result);
    void onError(String message);
}

abstract class Result<T> {
    static <T> Result<T> success(T value) { return new Success<>(value); }

    static <T> Result<T> failure(String message) { return new Failure<>(message); }

    abstract <R> R fold(Function<T, R> onSuccess, Function<String, R> onFailure);

    <R> Result<R> map(Function<T, R> fn) { return fold(v -> Result.success(fn.apply(v)), Result::failure); }

    <R> Result<R> flatMap(Function<T, Result<R>> fn) { return fold(fn, Result::failure); }

    T getOrElse(T fallback) { return fold(v -> v, m -> fallback); }

    boolean isSuccess() { return fold(v -> true, m -> false); }

    void deliver(Callback<T> cb) {
        fold(v -> { cb.onSuccess(v); return 1; }, m -> { cb.onError(m); return 0; });
    }
}

class Success<T> extends Result<T> {
    private final T value;
    Success(T value) { this.value = value; }
    <R> R fold(Function<T, R> onSuccess, Function<String, R> onFailure) { return onSuccess.apply(value); }
}

class Failure<T> extends Result<T> {
    private final String message;
    Failure(String message) { this.message = message; }
    <R> R fold(Function<T, R> onSuccess, Function<String, R> onFailure) { return onFailure.apply(message); }
}

class UiCallback implements Callback<String> {
    final List<String> shown = new ArrayList<>();

    public void onSuccess(String text) { shown.add(text); System.out.println("  show: " + text); }

    public void onError(String message) { shown.add("!" + message); System.out.println("  toast: " + message); }
}
