import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

public class GifValidators {
    public static void main(String[] args) {
        Validator<String> notBlank = Validator.of(s -> !s.trim().isEmpty(), "must not be blank");
        Validator<String> shortEnough = Validator.of(s -> s.length() <= 10, "at most 10 chars");
        Validator<String> lettersOnly = Validator.of(GifValidators::allLetters, "letters only");
        Validator<String> username = notBlank.and(shortEnough).and(lettersOnly);
        System.out.println("username rule: " + username.message());

        String[] names = {"alice", "", "bob42", "averyveryverylongname", "Zed"};
        for (String n : names) {
            System.out.println(String.format("  %-8s -> %s", "'" + n + "'", username.validate(n).orElse("ok")));
        }
        Validator<String> hasAt = Validator.of(s -> s.indexOf('@') > 0, "contains @");
        Validator<String> localOnly = Validator.of(s -> s.startsWith("local:"), "local account");
        Validator<String> email = hasAt.or(localOnly);
        System.out.println("email rule: " + email.message());
        String[] emails = {"a@b.org", "local:root", "nobody", "@x"};
        for (String e : emails) {
            System.out.println("  " + e + " valid=" + email.test(e));
        }

        Validator<String> notAdmin = Validator.not(Validator.of(s -> s.equals("admin"), "is admin"));
        System.out.println("rule: " + notAdmin.message());
        System.out.println("  admin -> " + notAdmin.validate("admin").orElse("ok"));
        System.out.println("  guest -> " + notAdmin.validate("guest").orElse("ok"));

        Validator<Integer> adult = Validator.of(a -> a >= 18, "age >= 18");
        Validator<Integer> realistic = Validator.of(a -> a < 130, "age < 130");
        Validator<Integer> age = adult.and(realistic);
        int[] ages = {17, 18, 64, 130};
        for (int a : ages) {
            System.out.println(String.format("  age %5d -> %s", a, age.validate(a).orElse("ok")));
        }

        List<Validator<SignupForm>> formRules = new ArrayList<>();
        formRules.add(Validator.field("username", SignupForm::username, username));
        formRules.add(Validator.field("email", SignupForm::email, email));
        formRules.add(Validator.field("age", SignupForm::age, age));
        formRules.add(Validator.field("password", SignupForm::password,
                Validator.of((String p) -> p.length() >= 6, "min 6 chars")
                        .and(Validator.not(Validator.of(p -> p.equals("password"), "is 'password'")))));

        List<SignupForm> forms = new ArrayList<>();
        forms.add(new SignupForm("alice", "alice@example.com", 30, "s3cret!"));
        forms.add(new SignupForm("", "nobody", 12, "abc"));
        forms.add(new SignupForm("root", "local:root", 40, "password"));
        forms.add(new SignupForm("Bob", "bob@x.io", 200, "hunter22"));
        int validCount = 0;
        for (SignupForm f : forms) {
            List<String> errors = collect(f, formRules);
            System.out.println("form " + f.username() + "/" + f.email() + ": " + errors.size() + " error(s)");
            for (String err : errors) {
                System.out.println("    - " + err);
            }
            if (errors.isEmpty()) validCount++;
        }
        System.out.println("valid forms: " + validCount + " of " + forms.size());
    }
    static boolean allLetters(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isLetter(s.charAt(i))) return false;
        }
        return true;
    }
    static <T> List<String> collect(T value, List<Validator<T>> rules) {
        List<String> errors = new ArrayList<>();
        for (Validator<T> rule : rules) {
            rule.validate(value).ifPresent(errors::add);
        }
        return errors;
    }
}

record SignupForm(String username, String email, int age, String password) {}

interface Validator<T> {
    boolean test(T value);
    String message();

    default Optional<String> validate(T value) {
        return test(value) ? Optional.empty() : Optional.of("failed: " + message());
    }

    default Validator<T> and(Validator<T> other) {
        Validator<T> self = this;
        return new Validator<T>() {
            public boolean test(T value) { return self.test(value) && other.test(value); }
            public String message() { return "(" + self.message() + " and " + other.message() + ")"; }
            public Optional<String> validate(T value) {
                Optional<String> first = self.validate(value);
                return first.isPresent() ? first : other.validate(value);
            }
        };
    }

    default Validator<T> or(Validator<T> other) {
        return of(v -> test(v) || other.test(v), "(" + message() + " or " + other.message() + ")");
    }

    static <T> Validator<T> not(Validator<T> inner) {
        return of(v -> !inner.test(v), "not " + inner.message());
    }

    static <T> Validator<T> of(Predicate<T> predicate, String message) {
        return new SimpleValidator<>(predicate, message);
    }

    static <F, T> Validator<F> field(String name, Function<F, T> getter, Validator<T> inner) {
        return new Validator<F>() {
            public boolean test(F form) { return inner.test(getter.apply(form)); }
            public String message() { return name + " " + inner.message(); }
            public Optional<String> validate(F form) {
                return inner.validate(getter.apply(form)).map(m -> name + " " + m);
            }
        };
    }
}

class SimpleValidator<T> implements Validator<T> {
    private final Predicate<T> predicate;
    private final String message;

    SimpleValidator(Predicate<T> predicate, String message) {
        this.predicate = predicate;
        this.message = message;
    }

    public boolean test(T value) { return predicate.test(value); }
    public String message() { return message; }
}
