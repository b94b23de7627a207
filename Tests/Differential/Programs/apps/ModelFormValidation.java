import java.util.*;
import java.util.function.*;
import java.util.regex.*;
import java.util.stream.*;

public class ModelFormValidation {
    interface Rule {
        Optional<String> check(String value);
        default Rule and(Rule next) {
            return v -> { Optional<String> r = check(v); return r.isPresent() ? r : next.check(v); };
        }
        static Rule required() { return v -> v == null || v.isBlank() ? Optional.of("is required") : Optional.empty(); }
        static Rule matches(String regex, String message) {
            final Pattern p = Pattern.compile(regex);
            return v -> v == null || v.isEmpty() || p.matcher(v).matches() ? Optional.empty() : Optional.of(message);
        }
        static Rule maxLength(int max) {
            return v -> v != null && v.length() > max ? Optional.of("must be at most " + max + " chars (got " + v.length() + ")") : Optional.empty();
        }
        static Rule intRange(int min, int max) {
            return v -> {
                if (v == null || v.isEmpty()) return Optional.empty();
                try {
                    int n = Integer.parseInt(v);
                    return n < min || n > max ? Optional.of("must be between " + min + " and " + max) : Optional.empty();
                } catch (NumberFormatException e) {
                    return Optional.of("must be a whole number (" + e.getClass().getSimpleName() + ")");
                }
            };
        }
    }

    enum Field {
        NAME("name") { String normalize(String raw) { return raw.trim().replaceAll("\\s+", " "); } },
        EMAIL("email") { String normalize(String raw) { return raw.trim().toLowerCase(); } },
        PHONE("phone") {
            String normalize(String raw) {
                final String digits = "0123456789";
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < raw.length(); i++) {
                    char c = raw.charAt(i);
                    if (digits.indexOf(c) >= 0 || (c == '+' && sb.length() == 0)) sb.append(c);
                }
                return sb.toString();
            }
        },
        AGE("age") { String normalize(String raw) { return raw.trim(); } },
        PASSWORD("password") { String normalize(String raw) { return raw; } };

        final String key;
        Field(String key) { this.key = key; }
        abstract String normalize(String raw);
    }

    record SignupForm(String name, String email, String phone, String age, String password, String confirm) {
        SignupForm {
            name = name == null ? "" : name;
            email = email == null ? "" : email;
        }
        String raw(Field f) {
            return switch (f) {
                case NAME -> name;
                case EMAIL -> email;
                case PHONE -> phone == null ? "" : phone;
                case AGE -> age == null ? "" : age;
                case PASSWORD -> password == null ? "" : password;
            };
        }
    }

    static final class ValidationResult {
        private final Map<String, List<String>> errors = new LinkedHashMap<>();
        void add(String field, String message) { errors.computeIfAbsent(field, k -> new ArrayList<>()).add(message); }
        boolean isValid() { return errors.isEmpty(); }
        int errorCount() { return errors.values().stream().mapToInt(List::size).sum(); }
        Map<String, List<String>> errors() { return errors; }
    }

    static final class Validator {
        private final Map<Field, Rule> rules = new LinkedHashMap<>();
        private final List<BiFunction<SignupForm, ValidationResult, Boolean>> crossChecks = new ArrayList<>();
        Validator rule(Field f, Rule r) { rules.merge(f, r, Rule::and); return this; }
        Validator cross(BiFunction<SignupForm, ValidationResult, Boolean> check) { crossChecks.add(check); return this; }

        ValidationResult validate(SignupForm form) {
            ValidationResult result = new ValidationResult();
            for (Field f : Field.values()) {
                String value = f.normalize(form.raw(f));
                Rule r = rules.get(f);
                if (r != null) r.check(value).ifPresent(msg -> result.add(f.key, msg));
            }
            int failed = 0;
            for (BiFunction<SignupForm, ValidationResult, Boolean> c : crossChecks) if (!c.apply(form, result)) failed++;
            if (failed > 0) result.add("form", failed + " cross-field check(s) failed");
            return result;
        }
    }

    static int passwordStrength(String pw) {
        int upper = 0, lower = 0, digit = 0, other = 0;
        for (char c : pw.toCharArray()) {
            if (c >= 'A' && c <= 'Z') upper++;
            else if (c >= 'a' && c <= 'z') lower++;
            else if (Character.isDigit(c)) digit++;
            else other++;
        }
        int classes = (upper > 0 ? 1 : 0) + (lower > 0 ? 1 : 0) + (digit > 0 ? 1 : 0) + (other > 0 ? 1 : 0);
        return Math.min(4, classes + (pw.length() >= 12 ? 1 : 0) - (pw.length() < 8 ? 1 : 0));
    }

    static String strengthLabel(int s) {
        return switch (s) {
            case 4 -> "strong";
            case 3 -> "good";
            case 2 -> { String base = "fair"; yield base + "(" + s + ")"; }
            case 0, 1 -> "weak";
            default -> s < 0 ? "terrible" : "unknown";
        };
    }

    public static void main(String[] args) {
        Validator v = new Validator()
            .rule(Field.NAME, Rule.required()).rule(Field.NAME, Rule.maxLength(20))
            .rule(Field.EMAIL, Rule.required().and(Rule.matches("[a-z0-9._%+-]+@[a-z0-9-]+(\\.[a-z0-9-]+)*\\.[a-z]{2,}", "is not a valid email")))
            .rule(Field.PHONE, Rule.matches("\\+?[0-9]{7,15}", "must have 7-15 digits"))
            .rule(Field.AGE, Rule.required()).rule(Field.AGE, Rule.intRange(13, 120))
            .rule(Field.PASSWORD, Rule.required())
            .cross((f, r) -> {
                if (f.password() != null && !f.password().equals(f.confirm())) { r.add("confirm", "does not match password"); return false; }
                return true;
            })
            .cross((f, r) -> {
                int s = passwordStrength(f.password() == null ? "" : f.password());
                if (s < 2) r.add("password", "is too weak: " + strengthLabel(s));
                return s >= 2;
            });

        List<SignupForm> forms = List.of(
            new SignupForm("  Ada   Lovelace ", "Ada@Example.COM", "+44 (20) 7946-0958", "36", "Analytical#Engine1", "Analytical#Engine1"),
            new SignupForm("", "not-an-email", "12-34", "abc", "", ""),
            new SignupForm("Bartholomew Fitzgerald-Smythe", "b@x.io", null, "7", "password", "passw0rd"),
            new SignupForm("Chen", "chen@mail.co.uk", "555 123 4567", "2147483648", "Ab1!", "Ab1!"),
            new SignupForm(null, "  dee@site.org ", "(0)30 1234567", " 150 ", "longpassword12", "longpassword12"),
            new SignupForm("Eve", "eve@evil", "+1 800 FLOWERS", "-5", "S3cure!Pass", "S3cure!Pass"));

        Map<String, Integer> fieldFailures = new TreeMap<>();
        int index = 0;
        for (SignupForm form : forms) {
            ValidationResult r = v.validate(form);
            index++;
            if (r.isValid()) {
                System.out.println("form " + index + ": OK (" + Field.NAME.normalize(form.name()) + ", " + Field.PHONE.normalize(form.raw(Field.PHONE)) + ")");
                continue;
            }
            System.out.println("form " + index + ": " + r.errorCount() + " error(s)");
            r.errors().forEach((field, msgs) -> {
                System.out.println(String.format("  %-8s %s", field, String.join("; ", msgs)));
                fieldFailures.merge(field, msgs.size(), Integer::sum);
            });
        }
        System.out.println("failures per field: " + fieldFailures);
        String worst = fieldFailures.entrySet().stream()
            .max(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
            .map(Map.Entry::getKey).orElse("none");
        System.out.println("most failing field: " + worst);
        for (String pw : new String[] { "", "abc", "abcdefgh", "Abcdefgh1", "Abcdefgh1!", "Abcdefgh1!xyz" }) {
            int s = passwordStrength(pw);
            System.out.println("strength '" + pw + "' = " + s + " " + strengthLabel(s));
        }
        String digitsOnly = Stream.of("a1b2", "c3", "").map(Field.PHONE::normalize).collect(Collectors.joining("|", "<", ">"));
        System.out.println("normalized: " + digitsOnly);
    }
}
