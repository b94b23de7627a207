import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

public class FunFormValidators {
    static int checksRun = 0;

    static boolean isAllDigits(String s) {
        if (s.isEmpty()) return false;
        for (char c : s.toCharArray()) {
            if (c < '0' || c > '9') return false;
        }
        return true;
    }

    static List<String> check(Map<String, String> form, List<Rule> rules) {
        List<String> errors = new ArrayList<>();
        for (Rule r : rules) {
            String value = form.getOrDefault(r.field, "");
            checksRun++;
            boolean ok = r.validator.validate(value);
            System.out.println(String.format("  %-8s '%s' -> %s", r.field, value, ok ? "ok" : "FAIL"));
            if (!ok) errors.add(r.field + ": " + r.message);
        }
        return errors;
    }

    static Map<String, String> form(String user, String email, String zip, String phone) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("username", user);
        m.put("email", email);
        m.put("zip", zip);
        m.put("phone", phone);
        return m;
    }

    public static void main(String[] args) {
        Validator<String> noSpaces = Validator.contains(" ").negate();
        Validator<String> username = Validator.minLength(3).and(Validator.maxLength(12)).and(noSpaces);
        Validator<String> email = Validator.contains("@").and(Validator.contains("."))
                .and(Validator.of((String s) -> !s.startsWith("@")));
        Validator<String> digits = FunFormValidators::isAllDigits;
        Validator<String> zip = digits.and(Validator.minLength(5)).and(Validator.maxLength(5));
        Validator<String> phone = digits.or(Validator.of((String s) -> s.startsWith("+") && isAllDigits(s.substring(1))));
        Validator<String> optionalPhone = Validator.maxLength(0).or(phone);

        List<Rule> rules = new ArrayList<>();
        rules.add(new Rule("username", "3-12 chars, no spaces", username));
        rules.add(new Rule("email", "must look like an email", email));
        rules.add(new Rule("zip", "must be 5 digits", zip));
        rules.add(new Rule("phone", "digits or +digits", optionalPhone));

        List<Map<String, String>> forms = new ArrayList<>();
        forms.add(form("alice", "alice@example.com", "12345", "+15551234"));
        forms.add(form("bo", "bo-at-example", "1234", "555 1234"));
        forms.add(form("charlie brown", "@charlie.org", "ABCDE", ""));
        forms.add(form("dana_k", "dana@mail.net", "90210", "5550000"));

        int index = 1;
        Map<String, Integer> failuresPerField = new LinkedHashMap<>();
        for (Map<String, String> f : forms) {
            System.out.println("Form #" + index++);
            List<String> errors = check(f, rules);
            if (errors.isEmpty()) {
                System.out.println("  => valid");
            } else {
                System.out.println("  => " + errors.size() + " error(s)");
                for (String e : errors) {
                    System.out.println("     - " + e);
                    String field = e.substring(0, e.indexOf(':'));
                    failuresPerField.merge(field, 1, Integer::sum);
                }
            }
        }
        System.out.println("Failures per field:");
        failuresPerField.forEach((k, v) -> System.out.println(String.format("  %-8s %5d", k, v)));
        Validator<Integer> positive = n -> n > 0;
        Validator<Integer> even = n -> n % 2 == 0;
        Validator<Integer> positiveOdd = positive.and(even.negate());
        for (int n : new int[] {-3, 0, 4, 7}) {
            System.out.println(String.format("%d positiveOdd=%s notNull=%s", n, positiveOdd.validate(n),
                    Validator.<Integer>notNull().validate(n)));
        }
        System.out.println("Total checks run: " + checksRun);
    }
}

@FunctionalInterface
interface Validator<T> {
    boolean validate(T value);

    default Validator<T> and(Validator<T> other) { return v -> validate(v) && other.validate(v); }
    default Validator<T> or(Validator<T> other) { return v -> validate(v) || other.validate(v); }
    default Validator<T> negate() { return v -> !validate(v); }
    static <T> Validator<T> of(Predicate<T> p) { return p::test; }
    static <T> Validator<T> notNull() { return v -> v != null; }
    static Validator<String> minLength(int n) { return s -> s.length() >= n; }
    static Validator<String> maxLength(int n) { return s -> s.length() <= n; }
    static Validator<String> contains(String part) { return s -> s.contains(part); }
}

class Rule {
    final String field;
    final String message;
    final Validator<String> validator;

    Rule(String field, String message, Validator<String> validator) {
        this.field = field;
        this.message = message;
        this.validator = validator;
    }
}
