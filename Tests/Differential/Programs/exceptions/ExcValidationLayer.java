import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;

public class ExcValidationLayer {
    public static void main(String[] args) {
        List<UserForm> forms = new ArrayList<>();
        forms.add(new UserForm("alice", "alice@example.com", "31", "Secret123"));
        forms.add(new UserForm("", "bob-at-example", "abc", "short"));
        forms.add(new UserForm("carol_the_great_administrator", "carol@example.com", "-4", "NoDigitsHere"));
        forms.add(new UserForm(null, null, null, null));
        forms.add(new UserForm("dave", "dave@example.org", "200", "Passw0rd"));

        RegistrationService service = new RegistrationService();
        for (UserForm form : forms) {
            System.out.println("Submitting " + form.describe());
            try {
                UserProfile profile = service.register(form);
                System.out.println("  registered " + profile.name + " age=" + profile.age + " id=" + profile.id);
            } catch (ValidationException e) {
                System.out.println("  " + e.getMessage());
                int n = 1;
                for (String err : e.getErrors()) {
                    System.out.println(String.format("   %d. %s", n++, err));
                }
                for (String field : e.getFieldErrorCounts().keySet()) {
                    System.out.println("   field " + field + " errors=" + e.getFieldErrorCounts().get(field));
                }
            } catch (DuplicateUserException e) {
                System.out.println("  duplicate: " + e.getMessage() + " existingId=" + e.getExistingId());
            }
        }
        // Re-register same user -> duplicate
        try {
            service.register(new UserForm("alice", "alice2@example.com", "40", "Another1"));
        } catch (ValidationException | DuplicateUserException e) {
            System.out.println("multi-catch " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println("Registered count=" + service.count());

        // Unchecked validation variant
        String[] rawAges = {"18", "x1", "", "65", "-1"};
        int accepted = 0;
        for (String raw : rawAges) {
            try {
                int age = Validators.requireAge(raw);
                accepted++;
                System.out.println("age ok " + age);
            } catch (FieldFormatException e) {
                System.out.println("age bad field=" + e.getField() + " msg=" + e.getMessage()
                        + " causeType=" + (e.getCause() == null ? "none" : e.getCause().getClass().getSimpleName()));
            }
        }
        System.out.println("accepted ages=" + accepted);
    }
}

class UserForm {
    final String name;
    final String email;
    final String age;
    final String password;

    UserForm(String name, String email, String age, String password) {
        this.name = name;
        this.email = email;
        this.age = age;
        this.password = password;
    }

    String describe() {
        return "[" + name + ", " + email + ", " + age + "]";
    }
}

class UserProfile {
    final int id;
    final String name;
    final int age;

    UserProfile(int id, String name, int age) {
        this.id = id;
        this.name = name;
        this.age = age;
    }
}

class ValidationException extends Exception {
    private final List<String> errors;
    private final TreeMap<String, Integer> fieldErrorCounts;

    ValidationException(List<String> errors, TreeMap<String, Integer> counts) {
        super("Validation failed with " + errors.size() + " error(s)");
        this.errors = Collections.unmodifiableList(new ArrayList<>(errors));
        this.fieldErrorCounts = counts;
    }

    List<String> getErrors() {
        return errors;
    }

    TreeMap<String, Integer> getFieldErrorCounts() {
        return fieldErrorCounts;
    }
}

class DuplicateUserException extends Exception {
    private final int existingId;

    DuplicateUserException(String name, int existingId) {
        super("user '" + name + "' already exists");
        this.existingId = existingId;
    }

    int getExistingId() {
        return existingId;
    }
}

class FieldFormatException extends IllegalArgumentException {
    private final String field;

    FieldFormatException(String field, String message) {
        super(message);
        this.field = field;
    }

    FieldFormatException(String field, String message, Throwable cause) {
        super(message, cause);
        this.field = field;
    }

    String getField() {
        return field;
    }
}

class Validators {
    static int requireAge(String raw) {
        if (raw == null || raw.isEmpty()) {
            throw new FieldFormatException("age", "age is required");
        }
        int value;
        try {
            value = Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            throw new FieldFormatException("age", "age '" + raw + "' is not a number", e);
        }
        if (value < 0 || value > 150) {
            throw new FieldFormatException("age", "age " + value + " out of range 0..150");
        }
        return value;
    }

    static void requireEmail(String email) {
        if (email == null) {
            throw new FieldFormatException("email", "email is required");
        }
        int at = email.indexOf('@');
        if (at <= 0 || email.indexOf('.', at) < 0) {
            throw new FieldFormatException("email", "email '" + email + "' is malformed");
        }
    }
}

class RegistrationService {
    private final TreeMap<String, UserProfile> users = new TreeMap<>();
    private int nextId = 100;

    private void check(List<String> errors, TreeMap<String, Integer> counts, String field, boolean failed, String message) {
        if (failed) {
            errors.add(field + ": " + message);
            counts.merge(field, 1, Integer::sum);
        }
    }

    UserProfile register(UserForm form) throws ValidationException, DuplicateUserException {
        List<String> errors = new ArrayList<>();
        TreeMap<String, Integer> counts = new TreeMap<>();
        check(errors, counts, "name", form.name == null || form.name.isEmpty(), "must not be empty");
        check(errors, counts, "name", form.name != null && form.name.length() > 20, "longer than 20 chars");
        int age = -1;
        try {
            age = Validators.requireAge(form.age);
        } catch (FieldFormatException e) {
            check(errors, counts, e.getField(), true, e.getMessage());
        }
        try {
            Validators.requireEmail(form.email);
        } catch (FieldFormatException e) {
            check(errors, counts, e.getField(), true, e.getMessage());
        }
        String pw = form.password == null ? "" : form.password;
        check(errors, counts, "password", pw.length() < 8, "must have at least 8 characters");
        boolean hasDigit = false;
        for (char c : pw.toCharArray()) {
            if (Character.isDigit(c)) {
                hasDigit = true;
            }
        }
        check(errors, counts, "password", !hasDigit, "must contain a digit");
        if (!errors.isEmpty()) {
            throw new ValidationException(errors, counts);
        }
        UserProfile existing = users.get(form.name);
        if (existing != null) {
            throw new DuplicateUserException(form.name, existing.id);
        }
        UserProfile p = new UserProfile(nextId++, form.name, age);
        users.put(form.name, p);
        return p;
    }

    int count() {
        return users.size();
    }
}
