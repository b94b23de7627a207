import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class DroidLoginForm {
    public static void main(String[] args) {
        LoginForm form = new LoginForm(new FakeAuth());
        form.print("initial");
        form.submit();
        form.print("submit empty");
        form.onEmailChanged("bob@example");
        form.onPasswordChanged("short");
        form.print("bad fields");
        form.onEmailChanged("bob@example.com");
        form.onPasswordChanged("longenough1");
        form.print("fixed fields");
        form.submit();
        form.print("submitting");
        form.submit();
        form.print("double submit ignored");
        form.onResult(true);
        form.print("auth failed");
        form.onPasswordChanged("correct-horse1");
        form.print("password retyped");
        form.submit();
        form.onResult(false);
        form.print("server down");
        form.submit();
        form.onResult(true);
        form.print("auth ok");
        form.onEmailChanged("other@example.com");
        form.print("edit after success");
        System.out.println("transitions:");
        for (String t : form.transitions) {
            System.out.println("  " + t);
        }
    }
}

enum Phase {
    EDITING("edit"), INVALID("invalid"), SUBMITTING("busy"), FAILED("failed"), SUCCESS("done");

    final String label;
    Phase(String label) { this.label = label; }
    boolean canEdit() { return this != SUBMITTING && this != SUCCESS; }
}

interface Validator {
    Optional<String> validate(String value);
    default boolean isValid(String value) { return !validate(value).isPresent(); }
}

class FakeAuth {
    static final String GOOD_PASSWORD = "correct-horse1";
    int attempts = 0;
    boolean wouldAccept(String email, String password) {
        attempts++;
        return GOOD_PASSWORD.equals(password);
    }
}

class LoginForm {
    private static final int MIN_PASSWORD = 8;
    private static final Validator EMAIL = v -> {
        if (v.isEmpty()) return Optional.of("email required");
        int at = v.indexOf('@');
        if (at <= 0 || v.indexOf('.', at) < 0) return Optional.of("email malformed");
        return Optional.empty();
    };
    private static final Validator PASSWORD = v -> v.length() < MIN_PASSWORD
            ? Optional.of(String.format("password needs %d chars (has %d)", MIN_PASSWORD, v.length()))
            : Optional.empty();

    private final FakeAuth auth;
    private String email = "";
    private String password = "";
    private Phase phase = Phase.EDITING;
    private final Map<String, String> errors = new LinkedHashMap<>();
    final List<String> transitions = new ArrayList<>();

    LoginForm(FakeAuth auth) { this.auth = auth; }

    private void moveTo(Phase next) {
        if (next != phase) transitions.add(phase.label + " -> " + next.label);
        phase = next;
    }

    void onEmailChanged(String v) {
        if (!phase.canEdit()) { transitions.add("edit blocked in " + phase.label); return; }
        email = v.trim();
        errors.remove("form");
        revalidate("email", EMAIL, email);
    }

    void onPasswordChanged(String v) {
        if (!phase.canEdit()) { transitions.add("edit blocked in " + phase.label); return; }
        password = v;
        errors.remove("form");
        revalidate("password", PASSWORD, password);
    }

    private void revalidate(String field, Validator validator, String value) {
        Optional<String> err = validator.validate(value);
        if (err.isPresent()) errors.put(field, err.get()); else errors.remove(field);
        moveTo(errors.isEmpty() ? Phase.EDITING : Phase.INVALID);
    }

    void submit() {
        if (phase == Phase.SUBMITTING) { transitions.add("submit ignored"); return; }
        errors.remove("form");
        revalidate("email", EMAIL, email);
        revalidate("password", PASSWORD, password);
        if (errors.isEmpty()) moveTo(Phase.SUBMITTING);
    }

    void onResult(boolean serverReachable) {
        if (phase != Phase.SUBMITTING) return;
        if (!serverReachable) {
            errors.put("form", "network unavailable");
            moveTo(Phase.FAILED);
        } else if (auth.wouldAccept(email, password)) {
            moveTo(Phase.SUCCESS);
        } else {
            errors.put("form", "invalid credentials");
            moveTo(Phase.FAILED);
        }
    }

    void print(String step) {
        System.out.println(String.format("[%s] phase=%-8s busy=%s canSubmit=%s attempts=%d",
                step, phase.label, phase == Phase.SUBMITTING ? "Y" : "N",
                errors.isEmpty() && phase.canEdit() ? "Y" : "N", auth.attempts));
        for (Map.Entry<String, String> e : errors.entrySet()) {
            System.out.println(String.format("    %-8s: %s", e.getKey(), e.getValue()));
        }
    }
}
