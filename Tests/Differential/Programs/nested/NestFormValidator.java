import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class NestFormValidator {
    public static void main(String[] args) {
        LengthRule usernameRule = new LengthRule(3, 10) {
            private final List<String> seen = new ArrayList<>();
            {
                System.out.println("  anon init: min=" + min + " max=" + max);
            }
            String fieldName() { return "username"; }
            @Override
            public String check(String value) {
                seen.add(value);
                String base = super.check(value);
                if (base != null) return base;
                if (!Character.isLetter(value.charAt(0))) return "username must start with a letter";
                return null;
            }
            @Override
            public String label() { return "username-rule(seen " + seen.size() + ")"; }
        };

        Validator<Integer> ageRule = new Validator<Integer>() {
            int lowest = Integer.MAX_VALUE;
            public String check(Integer value) {
                lowest = Math.min(lowest, value);
                return (value < 13 || value > 120) ? "age out of range: " + value : null;
            }
            public String label() { return "age-rule(lowest " + lowest + ")"; }
        };

        final String domain = "example.com";
        Validator<String> emailRule = new Validator<String>() {
            public String check(String value) {
                int at = value.indexOf('@');
                if (at <= 0) return "email missing user part";
                if (!value.substring(at + 1).equals(domain)) return "email must be @" + domain;
                return null;
            }
        };

        String[][] forms = {
            {"alice", "30", "alice@example.com"},
            {"bo", "25", "bo@example.com"},
            {"9lives", "8", "cat@other.org"},
            {"verylongusername", "130", "@example.com"},
            {"dave", "45", "dave@example.com"},
        };

        int valid = 0;
        for (String[] form : forms) {
            Map<String, String> errors = new LinkedHashMap<>();
            String u = usernameRule.check(form[0]);
            if (u != null) errors.put("username", u);
            String a = ageRule.check(Integer.parseInt(form[1]));
            if (a != null) errors.put("age", a);
            String e = emailRule.check(form[2]);
            if (e != null) errors.put("email", e);
            System.out.println(String.format("Form %-8s -> %d error(s)", form[0], errors.size()));
            for (Map.Entry<String, String> en : errors.entrySet()) {
                System.out.println(String.format("    %-8s %s", en.getKey(), en.getValue()));
            }
            if (errors.isEmpty()) valid++;
        }
        System.out.println("Valid forms: " + valid + "/" + forms.length);
        System.out.println(usernameRule.label() + ", invocations=" + usernameRule.invocations);
        System.out.println(ageRule.label());
        System.out.println(emailRule.label());
    }
}

interface Validator<T> {
    String check(T value);
    default String label() { return "validator"; }
}

abstract class LengthRule implements Validator<String> {
    protected final int min;
    protected final int max;
    protected int invocations;

    LengthRule(int min, int max) {
        this.min = min;
        this.max = max;
        System.out.println("LengthRule(" + min + ", " + max + ") constructed");
    }

    abstract String fieldName();

    public String check(String value) {
        invocations++;
        int n = value.length();
        if (n < min) return fieldName() + " too short (" + n + " < " + min + ")";
        if (n > max) return fieldName() + " too long (" + n + " > " + max + ")";
        return null;
    }
}
