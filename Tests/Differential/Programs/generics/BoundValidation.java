import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class BoundValidation {

    interface Validatable {
        String label();

        List<String> selfCheck();
    }

    static class Email implements Validatable {
        final String address;

        Email(String address) {
            this.address = address;
        }

        public String label() {
            return "email<" + address + ">";
        }

        public List<String> selfCheck() {
            List<String> errs = new ArrayList<>();
            int at = address.indexOf('@');
            if (at <= 0) {
                errs.add("missing local part or @");
            } else if (address.indexOf('.', at) < 0) {
                errs.add("domain has no dot");
            }
            if (address.contains(" ")) {
                errs.add("contains space");
            }
            return errs;
        }
    }

    static class Registration implements Validatable {
        final String username;
        final String password;
        final int age;

        Registration(String username, String password, int age) {
            this.username = username;
            this.password = password;
            this.age = age;
        }

        public String label() {
            return "registration<" + username + ">";
        }

        public List<String> selfCheck() {
            List<String> errs = new ArrayList<>();
            if (username.length() < 3) {
                errs.add("username too short");
            }
            if (age < 0) {
                errs.add("negative age");
            }
            return errs;
        }
    }

    interface Rule<T extends Validatable> {
        String check(T value);
    }

    static class NamedRule<T extends Validatable> {
        final String name;
        final Rule<T> rule;

        NamedRule(String name, Rule<T> rule) {
            this.name = name;
            this.rule = rule;
        }
    }

    static class ValidationResult<T extends Validatable> {
        final T subject;
        final List<String> errors;

        ValidationResult(T subject, List<String> errors) {
            this.subject = subject;
            this.errors = errors;
        }

        boolean ok() {
            return errors.isEmpty();
        }

        String render() {
            if (ok()) {
                return subject.label() + ": OK";
            }
            return subject.label() + ": " + errors.size() + " error(s) -> " + String.join("; ", errors);
        }
    }

    static class Validator<T extends Validatable> {
        private final String name;
        private final List<NamedRule<T>> rules = new ArrayList<>();
        private final TreeMap<String, Integer> failureCounts = new TreeMap<>();

        Validator(String name) {
            this.name = name;
        }

        Validator<T> rule(String ruleName, Rule<T> r) {
            rules.add(new NamedRule<>(ruleName, r));
            return this;
        }

        ValidationResult<T> validate(T value) {
            List<String> errors = new ArrayList<>();
            for (String e : value.selfCheck()) {
                errors.add("self: " + e);
                failureCounts.put("self", failureCounts.getOrDefault("self", 0) + 1);
            }
            for (NamedRule<T> nr : rules) {
                String msg = nr.rule.check(value);
                if (msg != null) {
                    errors.add(nr.name + ": " + msg);
                    failureCounts.put(nr.name, failureCounts.getOrDefault(nr.name, 0) + 1);
                }
            }
            return new ValidationResult<>(value, errors);
        }

        List<ValidationResult<T>> validateAll(List<T> values) {
            List<ValidationResult<T>> out = new ArrayList<>();
            for (T v : values) {
                out.add(validate(v));
            }
            return out;
        }

        void printStats() {
            System.out.println("stats for " + name + " (" + rules.size() + " rules):");
            for (String k : failureCounts.keySet()) {
                System.out.println("  " + k + " failed " + failureCounts.get(k) + "x");
            }
        }
    }

    static <T extends Validatable> List<T> onlyValid(Validator<T> v, List<T> items) {
        List<T> out = new ArrayList<>();
        for (T item : items) {
            if (v.validate(item).ok()) {
                out.add(item);
            }
        }
        return out;
    }

    static <T extends Validatable> int countSelfErrors(List<T> items) {
        int n = 0;
        for (T item : items) {
            n += item.selfCheck().size();
        }
        return n;
    }

    static <T extends Validatable> void printResults(String title, List<ValidationResult<T>> results) {
        System.out.println("## " + title);
        int ok = 0;
        for (ValidationResult<T> r : results) {
            System.out.println("  " + r.render());
            if (r.ok()) {
                ok++;
            }
        }
        System.out.println("  passed " + ok + "/" + results.size());
    }

    public static void main(String[] args) {
        Validator<Email> emailValidator = new Validator<Email>("emails")
                .rule("length", e -> e.address.length() > 30 ? "longer than 30 chars" : null)
                .rule("tld", e -> e.address.endsWith(".com") || e.address.endsWith(".org") ? null
                        : "unsupported tld")
                .rule("lowercase", e -> e.address.equals(e.address.toLowerCase()) ? null : "must be lowercase");

        List<Email> emails = new ArrayList<>();
        emails.add(new Email("alice@example.com"));
        emails.add(new Email("bob@site"));
        emails.add(new Email("@nowhere.org"));
        emails.add(new Email("Carol@Example.com"));
        emails.add(new Email("dave smith@mail.net"));
        emails.add(new Email("a.very.long.address.for.testing@example.org"));
        emails.add(new Email("erin@charity.org"));
        printResults("emails", emailValidator.validateAll(emails));
        emailValidator.printStats();

        Validator<Registration> regValidator = new Validator<Registration>("registrations")
                .rule("password-length", r -> r.password.length() < 8 ? "needs 8+ chars, got " + r.password.length() : null)
                .rule("password-digit", r -> {
                    for (int i = 0; i < r.password.length(); i++) {
                        if (Character.isDigit(r.password.charAt(i))) {
                            return null;
                        }
                    }
                    return "needs a digit";
                })
                .rule("adult", r -> r.age >= 18 ? null : "must be 18+, is " + r.age)
                .rule("not-username", r -> r.password.contains(r.username) ? "password contains username" : null);

        List<Registration> regs = new ArrayList<>();
        regs.add(new Registration("neo", "matrix1999", 35));
        regs.add(new Registration("jo", "pw", 12));
        regs.add(new Registration("trinity", "trinity42", 30));
        regs.add(new Registration("morpheus", "redpillbluepill", 45));
        regs.add(new Registration("kid", "abc12345", -1));
        regs.add(new Registration("oracle", "cookies4u", 70));
        printResults("registrations", regValidator.validateAll(regs));
        regValidator.printStats();

        List<Email> validEmails = onlyValid(emailValidator, emails);
        System.out.println("valid emails: " + validEmails.size());
        for (Email e : validEmails) {
            System.out.println("  " + e.address);
        }
        List<Registration> validRegs = onlyValid(regValidator, regs);
        System.out.println("valid registrations: " + validRegs.size());
        for (Registration r : validRegs) {
            System.out.println("  " + r.username + " age " + r.age);
        }
        System.out.println("self errors in emails: " + countSelfErrors(emails));
        System.out.println("self errors in regs: " + countSelfErrors(regs));
        emailValidator.printStats();
    }
}
