import java.util.ArrayList;
import java.util.List;

public class ApiResultHandling {
    static Result<Integer> parseAge(String raw) {
        if (raw == null) return new Failure<>(400, "missing");
        try {
            int age = Integer.parseInt(raw.trim());
            if (age < 0 || age > 150) return new Failure<>(422, "out of range: " + age);
            return new Success<>(age);
        } catch (NumberFormatException e) {
            return new Failure<>(400, e.getMessage());
        }
    }

    static String render(Result<?> r) {
        if (r instanceof Success<?> s) {
            return "OK(" + s.value() + ")";
        } else if (r instanceof Failure<?> f && f.code() >= 500) {
            return "SERVER ERROR " + f.code();
        } else if (r instanceof Failure<?> f) {
            return "CLIENT ERROR " + f.code() + ": " + f.message();
        }
        return "unreachable";
    }

    public static void main(String[] args) {
        String[] inputs = {"42", " 7 ", "-3", "abc", null, "151", "0"};
        List<Integer> ages = new ArrayList<>();
        for (String in : inputs) {
            Result<Integer> r = parseAge(in);
            System.out.println("input " + (in == null ? "null" : "'" + in + "'") + " -> " + r + " rendered=" + render(r));
            System.out.println("  isSuccess=" + r.isSuccess() + " getOrElse(-1)=" + r.getOrElse(-1));
            Result<String> mapped = r.map(a -> a >= 18 ? "adult" : "minor");
            System.out.println("  mapped=" + mapped);
            if (r instanceof Success<Integer> s) {
                ages.add(s.value());
            }
        }
        System.out.println("collected ages=" + ages);
        System.out.println("server error render=" + render(new Failure<String>(503, "down")));
        Success<Integer> x = new Success<>(5);
        System.out.println("record equals=" + x.equals(new Success<>(5)) + " hashCode equal=" + (x.hashCode() == new Success<>(5).hashCode()));
        Object o = new Failure<Integer>(404, "nf");
        String desc = o instanceof Failure<?> f ? "failure code " + f.code() : "other";
        System.out.println("pattern in ternary=" + desc);
    }
}

sealed interface Result<T> permits Success, Failure {
    boolean isSuccess();

    T getOrElse(T fallback);

    <R> Result<R> map(java.util.function.Function<T, R> f);
}

record Success<T>(T value) implements Result<T> {
    public boolean isSuccess() { return true; }
    public T getOrElse(T fallback) { return value; }
    public <R> Result<R> map(java.util.function.Function<T, R> f) { return new Success<>(f.apply(value)); }
}

record Failure<T>(int code, String message) implements Result<T> {
    public boolean isSuccess() { return false; }
    public T getOrElse(T fallback) { return fallback; }
    public <R> Result<R> map(java.util.function.Function<T, R> f) { return new Failure<>(code, message); }
}
