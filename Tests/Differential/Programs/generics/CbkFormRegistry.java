import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class CbkFormRegistry {
    static final Map<String, String> errors = new TreeMap<>();

    static int countDigits(String value) {
        int n = 0;
        for (char c : value.toCharArray()) {
            n += Character.isDigit(c) ? 1 : 0;
        }
        return n;
    }

    static void checkPassword(String value) {
        String problem = null;
        if (value.length() < 8) {
            problem = "too short (" + value.length() + ")";
        } else if (countDigits(value) == 0) {
            problem = "needs a digit";
        }
        report("password", problem);
    }

    static void report(String field, String problem) {
        if (problem == null) {
            errors.remove(field);
            System.out.println("  [" + field + "] ok");
        } else {
            errors.put(field, problem);
            System.out.println("  [" + field + "] error: " + problem);
        }
    }

    public static void main(String[] args) {
        Registry registry = new Registry();
        registry.register("email", new EmailValidator());
        registry.register("password", CbkFormRegistry::checkPassword);
        FieldMirror usernameMirror = new FieldMirror("username");
        Listener<String> previous = registry.register("username", usernameMirror);
        System.out.println("username had previous: " + (previous != null));
        System.out.println("keys: " + registry.keys());

        String[][] edits = {
                {"email", "bob"}, {"password", "abc"}, {"username", "bob_42"},
                {"email", "bob@example.org"}, {"password", "abcdefgh"}, {"phone", "555"},
                {"password", "abcdefg1"}};
        for (String[] edit : edits) {
            boolean handled = registry.dispatch(edit[0], edit[1]);
            System.out.println(String.format("%-8s <- %-8s handled=%s", edit[0], edit[1], handled));
        }
        System.out.println("errors now: " + errors);

        System.out.println("== replace username listener with a length counter ==");
        List<Integer> lengths = new ArrayList<>();
        Listener<String> old = registry.register("username", v -> lengths.add(v.length()));
        System.out.println("replaced mirror: " + (old != null) + ", mirror values: " + usernameMirror.values);
        registry.dispatch("username", "alice");
        registry.dispatch("username", "al");
        System.out.println("lengths: " + lengths + ", mirror still: " + usernameMirror.values);

        System.out.println("== anonymous phone listener, then unregister ==");
        Listener<String> phone = new Listener<String>() {
            @Override
            public void onChanged(String value) {
                int digits = countDigits(value);
                report("phone", digits == 10 ? null : "expected 10 digits, got " + digits);
            }
        };
        registry.register("phone", phone);
        registry.dispatch("phone", "(555) 010-1234");
        registry.dispatch("phone", "555-01");
        System.out.println("unregister phone (same object): " + registry.unregister("phone", phone));
        System.out.println("unregister email with wrong object: " + registry.unregister("email", phone));
        System.out.println("dispatch phone after removal: " + registry.dispatch("phone", "1"));
        System.out.println("keys: " + registry.keys() + " dispatches=" + registry.dispatchCount);
        System.out.println("form valid: " + errors.isEmpty() + ", errors: " + errors);
    }
}

@FunctionalInterface
interface Listener<T> {
    void onChanged(T value);
}

class Registry {
    private final Map<String, Listener<String>> listeners = new LinkedHashMap<>();
    int dispatchCount = 0;

    Listener<String> register(String key, Listener<String> listener) { return listeners.put(key, listener); }

    boolean unregister(String key, Listener<String> listener) { return listeners.remove(key, listener); }

    List<String> keys() { return new ArrayList<>(listeners.keySet()); }

    boolean dispatch(String key, String value) {
        Listener<String> l = listeners.get(key);
        if (l == null) {
            return false;
        }
        dispatchCount++;
        l.onChanged(value);
        return true;
    }
}

class EmailValidator implements Listener<String> {
    @Override
    public void onChanged(String value) {
        int at = value.indexOf('@');
        boolean ok = at > 0 && value.indexOf('.', at) > at + 1;
        CbkFormRegistry.report("email", ok ? null : "invalid address '" + value + "'");
    }
}

class FieldMirror implements Listener<String> {
    final String name;
    final List<String> values = new ArrayList<>();

    FieldMirror(String name) { this.name = name; }

    @Override
    public void onChanged(String value) {
        values.add(value);
        System.out.println("  [mirror:" + name + "] " + value);
    }
}
