import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;

public class ArchFormValidation {

    enum Severity {
        WARNING(1), ERROR(2);

        final int weight;

        Severity(int weight) { this.weight = weight; }
    }

    record Issue(String field, String message, Severity severity) implements Comparable<Issue> {
        @Override
        public int compareTo(Issue o) {
            int c = field.compareTo(o.field);
            return c != 0 ? c : message.compareTo(o.message);
        }
    }

    @FunctionalInterface
    interface Validator<T> {
        Optional<String> validate(T value);

        static <T> Validator<T> of(Predicate<T> ok, String message) {
            return v -> ok.test(v) ? Optional.empty() : Optional.of(message);
        }
    }

    static class FormInvalidException extends Exception {
        final int count;

        FormInvalidException(int count) {
            super(count + " issue(s)");
            this.count = count;
        }
    }

    static class Field<T> {
        final String name;
        private T value;
        private final List<Validator<T>> validators = new ArrayList<>();
        private final List<Validator<T>> warnings = new ArrayList<>();

        Field(String name, T initial) {
            this.name = name;
            this.value = initial;
        }

        Field<T> rule(Validator<T> v) {
            validators.add(v);
            return this;
        }

        Field<T> warn(Validator<T> v) {
            warnings.add(v);
            return this;
        }

        void set(T v) { value = v; }

        T get() { return value; }

        List<Issue> validate() {
            List<Issue> out = new ArrayList<>();
            for (Validator<T> v : validators) {
                v.validate(value).ifPresent(m -> out.add(new Issue(name, m, Severity.ERROR)));
            }
            for (Validator<T> v : warnings) {
                v.validate(value).ifPresent(m -> out.add(new Issue(name, m, Severity.WARNING)));
            }
            return out;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Field && toString().equals(o.toString());
        }

        @Override
        public int hashCode() {
            return toString().hashCode();
        }

        @Override
        public String toString() {
            return name + "=" + value;
        }
    }

    static <T extends Comparable<T>> Validator<T> between(T min, T max) {
        return v -> v == null || v.compareTo(min) < 0 || v.compareTo(max) > 0
                ? Optional.of("must be in [" + min + ".." + max + "]") : Optional.empty();
    }

    static class Form {
        final List<Field<String>> textFields = new ArrayList<>();
        final List<Field<Integer>> numberFields = new ArrayList<>();

        Field<String> text(String name, String initial) {
            Field<String> f = new Field<>(name, initial);
            textFields.add(f);
            return f;
        }

        Field<Integer> number(String name, Integer initial) {
            Field<Integer> f = new Field<>(name, initial);
            numberFields.add(f);
            return f;
        }

        List<Issue> validateAll() {
            List<Issue> all = new ArrayList<>();
            textFields.forEach(f -> all.addAll(f.validate()));
            numberFields.forEach(f -> all.addAll(f.validate()));
            all.sort(null);
            return all;
        }

        Map<String, String> submit() throws FormInvalidException {
            long errors = validateAll().stream().filter(i -> i.severity() == Severity.ERROR).count();
            if (errors > 0) {
                throw new FormInvalidException((int) errors);
            }
            Map<String, String> data = new TreeMap<>();
            textFields.forEach(f -> data.put(f.name, f.get()));
            numberFields.forEach(f -> data.put(f.name, String.valueOf(f.get())));
            return data;
        }
    }

    static void report(String title, Form form) {
        List<Issue> issues = form.validateAll();
        int score = issues.stream().mapToInt(i -> i.severity().weight).sum();
        System.out.println("== " + title + ": " + issues.size() + " issues, score=" + score);
        for (Issue i : issues) {
            System.out.println(String.format("  %-8s %-8s %s", i.severity(), i.field(), i.message()));
        }
        try {
            System.out.println("  submitted: " + form.submit());
        } catch (FormInvalidException e) {
            System.out.println("  rejected: " + e.getMessage() + " (count=" + e.count + ")");
        }
    }

    public static void main(String[] args) {
        Form form = new Form();
        Field<String> email = form.text("email", "")
                .rule(Validator.of(s -> !s.isBlank(), "required"))
                .rule(Validator.of(s -> s.contains("@"), "missing @"))
                .warn(Validator.of(s -> !s.endsWith(".test"), "test domain"));
        Field<String> name = form.text("name", "x")
                .rule(Validator.of(s -> s.length() >= 2, "too short"))
                .rule(new Validator<String>() {
                    @Override
                    public Optional<String> validate(String value) {
                        return value.chars().allMatch(Character::isLetter) ? Optional.empty() : Optional.of("letters only");
                    }
                });
        Field<Integer> age = form.number("age", 5).rule(between(13, 120));
        Field<Integer> qty = form.number("qty", null)
                .rule(Validator.of(Objects::nonNull, "required"))
                .warn(v -> v != null && v > 50 ? Optional.of("large order") : Optional.empty());

        report("empty", form);
        email.set("bob@site.test");
        name.set("Bob1");
        age.set(200);
        qty.set(75);
        report("partial", form);
        email.set("bob@site.org");
        name.set("Bob");
        age.set(30);
        qty.set(3);
        report("valid", form);

        Field<String> a = new Field<>("k", "v");
        Field<String> b = new Field<>("k", "v");
        System.out.println("fields equal=" + a.equals(b) + " hash equal=" + (a.hashCode() == b.hashCode()) + " str=" + a);
        Map<Severity, Long> bySeverity = new TreeMap<>();
        email.set("");
        form.validateAll().forEach(i -> bySeverity.merge(i.severity(), 1L, Long::sum));
        System.out.println("bySeverity=" + bySeverity);
        String fields = form.numberFields.stream().map(Field::toString).collect(Collectors.joining(";"));
        System.out.println("numbers: " + fields + " texts=" + form.textFields);
        Validator<String> strRange = between("b", "d");
        System.out.println("range a=" + strRange.validate("a").orElse("ok") + " c=" + strRange.validate("c").orElse("ok"));
        for (Severity sev : Severity.values()) {
            System.out.println("severity " + sev + " weight=" + sev.weight + " first=" + form.validateAll().stream()
                    .filter(i -> i.severity() == sev).map(Issue::toString).findFirst().orElse("none"));
        }
    }
}
