import java.util.ArrayList;
import java.util.List;

public class SignupFormValidator {

    // checked hierarchy
    static class ValidationException extends Exception {
        final String field;

        ValidationException(String field, String message) {
            super(field + ": " + message);
            this.field = field;
        }

        ValidationException(String field, String message, Throwable cause) {
            super(field + ": " + message, cause);
            this.field = field;
        }
    }

    static class MissingFieldException extends ValidationException {
        MissingFieldException(String field) { super(field, "is required"); }
    }

    static class FormatException extends ValidationException {
        FormatException(String field, String message, Throwable cause) {
            super(field, message, cause);
        }
    }

    // unchecked, for programming errors
    static class FormStateException extends IllegalStateException {
        FormStateException(String message) { super(message); }
    }

    static final class SignupForm {
        final String username, email, password, age, phone;

        SignupForm(String username, String email, String password, String age, String phone) {
            this.username = username;
            this.email = email;
            this.password = password;
            this.age = age;
            this.phone = phone;
        }
    }

    static String require(String field, String value) throws MissingFieldException {
        if (value == null || value.isBlank()) throw new MissingFieldException(field);
        return value.strip();
    }

    static void validateUsername(String raw) throws ValidationException {
        String u = require("username", raw);
        if (u.length() < 3 || u.length() > 12) {
            throw new ValidationException("username", "length " + u.length() + " not in 3..12");
        }
        if (!Character.isLetter(u.charAt(0))) {
            throw new ValidationException("username", "must start with a letter, got '" + u.charAt(0) + "'");
        }
        for (char c : u.toCharArray()) {
            if (!Character.isLetterOrDigit(c) && c != '_') {
                throw new ValidationException("username", "illegal character '" + c + "' (code " + (int) c + ")");
            }
        }
    }

    static void validateEmail(String raw) throws ValidationException {
        String e = require("email", raw);
        int at = e.indexOf('@');
        if (at <= 0 || at != e.lastIndexOf('@')) {
            throw new ValidationException("email", "must contain exactly one @ not at start");
        }
        String domain = e.substring(at + 1);
        if (!domain.contains(".") || domain.startsWith(".") || domain.endsWith(".")) {
            throw new ValidationException("email", "bad domain '" + domain + "'");
        }
    }

    static String passwordStrength(String p) {
        int upper = 0, lower = 0, digit = 0, other = 0;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (Character.isUpperCase(c)) upper++;
            else if (Character.isLowerCase(c)) lower++;
            else if (Character.isDigit(c)) digit++;
            else other++;
        }
        int classes = (upper > 0 ? 1 : 0) + (lower > 0 ? 1 : 0) + (digit > 0 ? 1 : 0) + (other > 0 ? 1 : 0);
        return "U" + upper + "L" + lower + "D" + digit + "O" + other + "/classes=" + classes;
    }

    static void validatePassword(String raw) throws ValidationException {
        String p = require("password", raw);
        String strength = passwordStrength(p);
        System.out.println("    password strength " + strength);
        if (p.length() < 8) throw new ValidationException("password", "too short (" + p.length() + ")");
        if (p.toLowerCase().contains("password")) {
            throw new ValidationException("password", "must not contain the word password");
        }
        if (!strength.endsWith("=3") && !strength.endsWith("=4")) {
            throw new ValidationException("password", "needs 3 character classes");
        }
    }

    static int validateAge(String raw) throws ValidationException {
        String a = require("age", raw);
        try {
            int age = Integer.parseInt(a);
            if (age < 13) throw new ValidationException("age", "must be at least 13, was " + age);
            return age;
        } catch (NumberFormatException nfe) {
            throw new FormatException("age", "not a number", nfe);
        }
    }

    static String normalizePhone(String raw) throws ValidationException {
        if (raw == null || raw.isEmpty()) return "";
        StringBuilder digits = new StringBuilder();
        for (char c : raw.toCharArray()) {
            if (Character.isDigit(c)) {
                digits.append(c);
            } else if (" -().+".indexOf(c) < 0) {
                throw new FormatException("phone", "unexpected '" + c + "'", null);
            }
        }
        if (digits.length() != 10) {
            throw new FormatException("phone", "expected 10 digits, got " + digits.length(),
                    new IllegalArgumentException("digits=" + digits));
        }
        digits.insert(6, '-').insert(3, ") ").insert(0, '(');
        return digits.toString();
    }

    static List<String> validate(SignupForm f) {
        List<String> errors = new ArrayList<>();
        try { validateUsername(f.username); } catch (ValidationException e) { errors.add(e.getMessage()); }
        try { validateEmail(f.email); } catch (ValidationException e) { errors.add(e.getMessage()); }
        try { validatePassword(f.password); } catch (ValidationException e) { errors.add(e.getMessage()); }
        try {
            int age = validateAge(f.age);
            System.out.println("    age ok: " + age);
        } catch (FormatException e) {
            errors.add(e.getMessage() + " <- " + e.getCause().getMessage());
        } catch (MissingFieldException e) {
            errors.add("[missing] " + e.getMessage());
        } catch (ValidationException e) {
            errors.add(e.getMessage());
        }
        try {
            String phone = normalizePhone(f.phone);
            System.out.println("    phone: '" + phone + "'");
        } catch (ValidationException e) {
            String extra = e.getCause() == null ? "" : " [cause " + e.getCause().getMessage() + "]";
            errors.add(e.getMessage() + extra + " field=" + e.field);
        }
        return errors;
    }

    public static void main(String[] args) {
        SignupForm[] forms = {
                new SignupForm("alice_01", "alice@example.com", "S3cure!pass", "30", "(555) 123-4567"),
                new SignupForm("  bo ", "bob@@example.com", "short", "12", "555-12"),
                new SignupForm("9lives", "@nodomain", "MyPassword123", "abc", "555.123.4567"),
                new SignupForm("carol-x", "carol@example.", "alllowercase1", "  ", "555 123 4567 x9"),
                new SignupForm(null, "", "Valid1Pass", "45", null),
        };
        int valid = 0;
        for (int i = 0; i < forms.length; i++) {
            System.out.println("form " + (i + 1) + ":");
            List<String> errors = validate(forms[i]);
            if (errors.isEmpty()) {
                valid++;
                System.out.println("  VALID");
            } else {
                System.out.println("  " + errors.size() + " error(s):");
                for (String err : errors) {
                    System.out.println("   - " + err);
                }
            }
        }
        System.out.println("valid forms: " + valid + "/" + forms.length);

        try {
            submit(forms[1], false);
        } catch (FormStateException e) {
            System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
            System.out.println("is IllegalStateException: " + (e instanceof IllegalStateException));
        }
        System.out.println("case checks: " + Character.toUpperCase('q') + Character.toLowerCase('Q')
                + " " + Character.isDigit('7') + Character.isLetter('7') + " " + Character.isWhitespace('\t'));
    }

    static void submit(SignupForm f, boolean validated) {
        if (!validated) {
            throw new FormStateException("submit called before validation for user '" + f.username + "'");
        }
    }
}
