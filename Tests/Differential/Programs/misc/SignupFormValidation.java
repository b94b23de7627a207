import java.util.*;

public class SignupFormValidation {

    static class ValidationException extends Exception {
        private final String field;
        ValidationException(String field, String message) { super(field + ": " + message); this.field = field; }
        String getField() { return field; }
    }

    static class MissingFieldException extends ValidationException {
        MissingFieldException(String field) { super(field, "is required"); }
    }

    static class RateLimitException extends RuntimeException {
        RateLimitException(String msg) { super(msg); }
    }

    static final class SignupForm {
        private final Map<String, String> fields = new LinkedHashMap<>();
        SignupForm with(String k, String v) { fields.put(k, v); return this; }
        String get(String k) { return fields.get(k); }
        @Override public String toString() { return fields.toString(); }
    }

    static final class AuditScope implements AutoCloseable {
        private static final List<String> JOURNAL = new ArrayList<>();
        private final String name;
        private final boolean failOnClose;
        AuditScope(String name, boolean failOnClose) {
            this.name = name; this.failOnClose = failOnClose;
            JOURNAL.add("open " + name);
        }
        void note(String s) { JOURNAL.add("  " + name + ": " + s); }
        @Override public void close() throws ValidationException {
            JOURNAL.add("close " + name);
            if (failOnClose) throw new ValidationException(name, "close failed");
        }
        static List<String> drain() { List<String> copy = new ArrayList<>(JOURNAL); JOURNAL.clear(); return copy; }
    }

    interface Rule {
        void check(SignupForm f) throws ValidationException;
    }

    static Rule required(String field) {
        return f -> {
            String v = f.get(field);
            if (v == null || v.isBlank()) throw new MissingFieldException(field);
        };
    }

    static Rule lengthBetween(String field, int min, int max) {
        return f -> {
            String v = f.get(field);
            if (v == null) return;
            int len = v.length();
            if (len < min || len > max) throw new ValidationException(field, "length " + len + " not in [" + min + "," + max + "]");
        };
    }

    static Rule email(String field) {
        return f -> {
            String v = f.get(field);
            if (v != null && !v.matches("[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+")) throw new ValidationException(field, "invalid email '" + v + "'");
        };
    }

    static Rule age(String field) {
        return f -> {
            String v = f.get(field);
            if (v == null) return;
            int a = Integer.parseInt(v);
            if (a < 13) throw new ValidationException(field, "must be at least 13, was " + a);
        };
    }

    static class Validator {
        private final List<Rule> rules = new ArrayList<>();
        private int calls;
        Validator add(Rule r) { rules.add(r); return this; }

        List<String> validateAll(SignupForm f) {
            List<String> errors = new ArrayList<>();
            for (Rule r : rules) {
                try {
                    r.check(f);
                } catch (MissingFieldException e) {
                    errors.add("MISSING " + e.getField());
                } catch (ValidationException e) {
                    errors.add("INVALID " + e.getMessage());
                } catch (NumberFormatException | NullPointerException e) {
                    errors.add("CRASH " + e.getMessage());
                }
            }
            return errors;
        }

        String submit(SignupForm f, boolean failClose) {
            calls++;
            StringBuilder status = new StringBuilder("call" + calls + ":");
            try (AuditScope outer = new AuditScope("outer" + calls, false);
                 AuditScope inner = new AuditScope("inner" + calls, failClose)) {
                if (calls % 4 == 0) throw new RateLimitException("too many submissions (" + calls + ")");
                outer.note("validating");
                for (Rule r : rules) r.check(f);
                inner.note("all rules passed");
                status.append("OK");
                return status.toString();
            } catch (ValidationException e) {
                status.append("FAIL[").append(e.getMessage()).append("]");
                for (Throwable s : e.getSuppressed()) status.append(" suppressed=").append(s.getMessage());
                return status.toString();
            } catch (RuntimeException e) {
                status.append("ERROR[").append(e.getMessage()).append("]");
                return status.toString();
            } finally {
                status.append(" (finally)");
                AuditScope.JOURNAL.add("finally call" + calls + " status=" + status);
            }
        }
    }

    static int parseOrDefault(String s, int def) {
        int result = def;
        try {
            result = Integer.parseInt(s);
            return result * 2;
        } catch (NumberFormatException e) {
            result = -1;
            return result;
        } finally {
            result += 100;
            System.out.println("  finally parse('" + s + "') local=" + result);
        }
    }

    public static void main(String[] args) {
        Validator v = new Validator()
                .add(required("username")).add(lengthBetween("username", 3, 12))
                .add(required("email")).add(email("email"))
                .add(age("age")).add(lengthBetween("password", 8, 64));

        List<SignupForm> forms = List.of(
            new SignupForm().with("username", "kim").with("email", "kim@example.org").with("age", "30").with("password", "hunter2!!"),
            new SignupForm().with("username", "  ").with("email", "not-an-email").with("age", "twelve").with("password", "short"),
            new SignupForm().with("username", "averyveryverylongname").with("age", "9"),
            new SignupForm().with("email", "a.b+tag@mail.co.uk").with("age", "13").with("password", "x".repeat(65)),
            new SignupForm().with("username", "zoe").with("email", "zoe@host").with("password", "correcthorse")
        );
        int idx = 0;
        for (SignupForm f : forms) {
            List<String> errs = v.validateAll(f);
            System.out.println("form " + idx++ + " errors=" + errs.size());
            for (String e : errs) System.out.println("   " + e);
        }

        boolean[] failClose = {false, false, true, false, true, false};
        for (int i = 0; i < failClose.length; i++) {
            SignupForm f = forms.get(i % 2 == 0 ? 0 : 4);
            if (i == 2) f = forms.get(1);
            String result = v.submit(f, failClose[i]);
            System.out.println("submit " + i + " -> " + result);
            for (String line : AuditScope.drain()) System.out.println("   | " + line);
        }

        System.out.println("parse 21 -> " + parseOrDefault("21", 5));
        System.out.println("parse x -> " + parseOrDefault("x", 5));

        try {
            try {
                required("token").check(new SignupForm());
            } finally {
                System.out.println("inner finally runs before outer catch");
            }
        } catch (ValidationException e) {
            boolean isMissing = e instanceof MissingFieldException;
            System.out.println("caught " + e.getMessage() + " missing=" + isMissing + " field=" + e.getField());
        }
        Exception chained = new IllegalStateException("wrapper", new ValidationException("email", "bad"));
        System.out.println("cause=" + chained.getCause().getMessage() + " msg=" + chained.getMessage());
    }
}
