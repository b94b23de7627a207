import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

public class LmbValidators {
    static LmbRule<String> notBlank(String field) {
        return v -> v == null || v.trim().isEmpty()
                ? LmbResult.fail(field + " is required") : LmbResult.ok();
    }

    static LmbRule<String> maxLen(String field, int max) {
        return v -> v != null && v.length() > max
                ? LmbResult.fail(field + " longer than " + max) : LmbResult.ok();
    }

    static LmbRule<String> matches(String field, Predicate<String> pred, String message) {
        return v -> v != null && !pred.test(v) ? LmbResult.fail(field + " " + message) : LmbResult.ok();
    }

    static LmbRule<Integer> range(String field, int lo, int hi) {
        return v -> v < lo || v > hi
                ? LmbResult.fail(String.format("%s must be in %d..%d (got %d)", field, lo, hi, v)) : LmbResult.ok();
    }

    public static void main(String[] args) {
        Predicate<String> hasAt = s -> s.contains("@");
        Predicate<String> hasSpace = s -> s.contains(" ");
        Predicate<String> validEmailShape = hasAt.and(hasSpace.negate()).and(s -> s.indexOf('@') > 0);
        Predicate<String> isDigits = s -> !s.isEmpty() && s.chars().allMatch(Character::isDigit);
        Predicate<String> phoneOk = isDigits.or(s -> s.startsWith("+") && s.length() > 1 && isDigits.test(s.substring(1)));

        LmbRule<String> nameRule = notBlank("name").and(maxLen("name", 10));
        LmbRule<String> emailRule = notBlank("email").and(matches("email", validEmailShape, "is malformed"));
        LmbRule<String> phoneRule = matches("phone", phoneOk, "must be digits").orElseIf(v -> v == null);
        LmbRule<Integer> ageRule = range("age", 13, 120);

        LmbRule<LmbSignup> signupRule = LmbRule.<LmbSignup>always()
                .and(nameRule.on(s -> s.name))
                .and(emailRule.on(s -> s.email))
                .and(phoneRule.on(s -> s.phone))
                .and(ageRule.on(s -> s.age));

        List<LmbSignup> signups = new ArrayList<>();
        signups.add(new LmbSignup("Ana", "ana@mail.org", "+4915112345", 29));
        signups.add(new LmbSignup("", "bad mail@x", null, 8));
        signups.add(new LmbSignup("Bartholomew Jr", "bart@mail.org", "12ab", 44));
        signups.add(new LmbSignup("Zoe", "@nobody", "0301234", 130));
        signups.add(new LmbSignup("Kai", "kai@mail.org", null, 13));

        Map<String, Integer> errorTally = new LinkedHashMap<>();
        int okCount = 0;
        for (LmbSignup s : signups) {
            LmbResult r = signupRule.validate(s);
            System.out.println(String.format("%-8s valid=%s", "[" + s.name + "]", r.isOk()));
            for (String err : r.errors) {
                System.out.println("    - " + err);
                String field = err.substring(0, err.indexOf(' '));
                errorTally.merge(field, 1, Integer::sum);
            }
            if (r.isOk()) {
                okCount++;
            }
        }
        System.out.println("ok = " + okCount + " of " + signups.size());
        System.out.println("errors per field = " + errorTally);

        LmbMapper<String, String> trim = String::trim;
        LmbMapper<String, Integer> length = String::length;
        LmbMapper<String, Integer> trimmedLength = trim.then(length);
        LmbMapper<String, String> label = trim.then(s -> s.toUpperCase()).then(s -> "<" + s + ">");
        for (String raw : new String[] {"  hi ", "android", "   "}) {
            System.out.println("raw=[" + raw + "] trimmedLength=" + trimmedLength.map(raw)
                    + " label=" + label.map(raw) + " safe=" + label.orDefault("EMPTY").map(raw.trim().isEmpty() ? null : raw));
        }
        Function<String, Integer> asJdk = trimmedLength.toFunction();
        System.out.println("as java.util.function: " + asJdk.andThen(n -> n * 10).apply(" abc "));
        LmbMapper<Integer, Integer> ident = LmbMapper.identity();
        System.out.println("identity(77) = " + ident.map(77));
    }
}

@FunctionalInterface
interface LmbRule<T> {
    LmbResult validate(T value);

    default LmbRule<T> and(LmbRule<T> other) {
        return v -> validate(v).merge(other.validate(v));
    }

    default LmbRule<T> orElseIf(Predicate<T> bypass) {
        return v -> bypass.test(v) ? LmbResult.ok() : validate(v);
    }

    default <S> LmbRule<S> on(Function<S, T> getter) {
        return s -> validate(getter.apply(s));
    }

    static <T> LmbRule<T> always() {
        return v -> LmbResult.ok();
    }
}

@FunctionalInterface
interface LmbMapper<A, B> {
    B map(A a);

    default <C> LmbMapper<A, C> then(LmbMapper<B, C> next) {
        return a -> next.map(map(a));
    }

    default LmbMapper<A, B> orDefault(B fallback) {
        return a -> a == null ? fallback : map(a);
    }

    default Function<A, B> toFunction() {
        return this::map;
    }

    static <X> LmbMapper<X, X> identity() {
        return x -> x;
    }
}

class LmbResult {
    final List<String> errors;

    private LmbResult(List<String> errors) {
        this.errors = errors;
    }

    static LmbResult ok() {
        return new LmbResult(new ArrayList<>());
    }

    static LmbResult fail(String message) {
        List<String> l = new ArrayList<>();
        l.add(message);
        return new LmbResult(l);
    }

    LmbResult merge(LmbResult other) {
        List<String> all = new ArrayList<>(errors);
        all.addAll(other.errors);
        return new LmbResult(all);
    }

    boolean isOk() {
        return errors.isEmpty();
    }
}

class LmbSignup {
    final String name;
    final String email;
    final String phone;
    final int age;

    LmbSignup(String name, String email, String phone, int age) {
        this.name = name;
        this.email = email;
        this.phone = phone;
        this.age = age;
    }
}
