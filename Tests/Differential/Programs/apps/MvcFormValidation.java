import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

public class MvcFormValidation {
    public static void main(String[] args) {
        SignupForm form = new SignupForm();
        FormView view = new FormView();
        form.setListener(view);
        FormController ctl = new FormController(form);
        String[] actions = {
            "submit", "set name=Al", "set email=al.example.com", "set age=abc", "submit",
            "set name=Alice", "set email=alice@example.com", "set age=15", "submit",
            "set age=30", "set password=short", "submit", "set password=longpass9", "submit",
            "set nickname=zz", "clear email", "submit"
        };
        for (String a : actions) {
            System.out.println("> " + a);
            ctl.onAction(a);
        }
        System.out.println("submissions=" + view.submitted + " failedSubmits=" + view.failed);
    }
}

interface Validator {
    Optional<String> validate(String value);
}

class Validators {
    static Validator required() {
        return v -> v.isEmpty() ? Optional.of("is required") : Optional.empty();
    }
    static Validator minLength(int n) {
        return v -> v.length() < n ? Optional.of("needs at least " + n + " chars") : Optional.empty();
    }
    static Validator matches(Predicate<String> p, String msg) {
        return v -> p.test(v) ? Optional.empty() : Optional.of(msg);
    }
    static boolean isDigits(String v) {
        if (v.isEmpty() || v.length() > 6) return false;
        for (int i = 0; i < v.length(); i++) if (!Character.isDigit(v.charAt(i))) return false;
        return true;
    }
    static boolean hasDigit(String v) {
        for (int i = 0; i < v.length(); i++) if (Character.isDigit(v.charAt(i))) return true;
        return false;
    }
    static Validator intRange(int lo, int hi) {
        return new Validator() {
            public Optional<String> validate(String v) {
                if (!Validators.isDigits(v)) return Optional.of("not a number");
                int n = Integer.parseInt(v);
                if (n < lo || n > hi) return Optional.of(String.format("must be in %d..%d", lo, hi));
                return Optional.empty();
            }
        };
    }
}

class Field {
    final String name; String value = "";
    final List<Validator> validators = new ArrayList<>();
    Field(String name, Validator... vs) { this.name = name; for (Validator v : vs) validators.add(v); }
    List<String> errors() {
        List<String> out = new ArrayList<>();
        for (Validator v : validators) {
            Optional<String> e = v.validate(value);
            if (e.isPresent()) { out.add(e.get()); if (value.isEmpty()) break; }
        }
        return out;
    }
}

interface FormListener {
    void onFieldChanged(String field, String value, List<String> errors);
    void onSubmitResult(boolean ok, Map<String, List<String>> errors, Map<String, String> values);
}

class SignupForm {
    private final Map<String, Field> fields = new LinkedHashMap<>();
    private FormListener listener;
    SignupForm() {
        add(new Field("name", Validators.required(), Validators.minLength(3)));
        add(new Field("email", Validators.required(), Validators.matches(s -> s.contains("@") && s.indexOf('@') > 0, "must contain @")));
        add(new Field("age", Validators.required(), Validators.intRange(18, 120)));
        add(new Field("password", Validators.required(), Validators.minLength(8),
                Validators.matches(Validators::hasDigit, "needs a digit")));
    }
    private void add(Field f) { fields.put(f.name, f); }
    void setListener(FormListener l) { listener = l; }
    boolean set(String name, String value) {
        Field f = fields.get(name);
        if (f == null) return false;
        if (Objects.equals(f.value, value)) return true;
        f.value = value;
        listener.onFieldChanged(name, value, f.errors());
        return true;
    }
    void submit() {
        Map<String, List<String>> errs = new LinkedHashMap<>();
        Map<String, String> values = new LinkedHashMap<>();
        for (Field f : fields.values()) {
            List<String> e = f.errors();
            if (!e.isEmpty()) errs.put(f.name, e);
            values.put(f.name, f.value);
        }
        listener.onSubmitResult(errs.isEmpty(), errs, values);
    }
}

class FormView implements FormListener {
    int submitted = 0, failed = 0;
    public void onFieldChanged(String field, String value, List<String> errors) {
        String state = errors.isEmpty() ? "ok" : "error: " + String.join("; ", errors);
        System.out.println(String.format("  %-8s = %s -> %s", field, "'" + value + "'", state));
    }
    public void onSubmitResult(boolean ok, Map<String, List<String>> errors, Map<String, String> values) {
        if (ok) {
            submitted++;
            System.out.println("  SUBMITTED " + values);
            return;
        }
        failed++;
        System.out.println("  form has " + errors.size() + " invalid field(s):");
        for (Map.Entry<String, List<String>> e : errors.entrySet())
            System.out.println(String.format("    * %-8s %s", e.getKey(), e.getValue()));
    }
}

class FormController {
    private final SignupForm form;
    FormController(SignupForm form) { this.form = form; }
    void onAction(String action) {
        if (action.equals("submit")) { form.submit(); return; }
        String[] parts = action.split(" ", 2);
        String cmd = parts[0];
        String rest = parts.length > 1 ? parts[1] : "";
        String field = cmd.equals("set") ? rest.substring(0, rest.indexOf('=')) : rest;
        String value = cmd.equals("set") ? rest.substring(rest.indexOf('=') + 1) : "";
        if (!form.set(field, value)) System.out.println("  unknown field '" + field + "'");
    }
}
