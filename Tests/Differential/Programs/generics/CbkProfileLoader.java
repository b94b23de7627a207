import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class CbkProfileLoader {
    public static void main(String[] args) {
        ProfileLoader loader = new ProfileLoader();
        loader.add(new UserProfile("u1", "Alice", 31));
        loader.add(new UserProfile("u2", "Bob", 17));
        loader.add(new UserProfile("u3", "Carol", 45));

        System.out.println("== named view callback ==");
        ProfileView view = new ProfileView("main");
        for (String id : new String[]{"u1", "u9", "u3", "", "u2"}) {
            loader.load(id, view);
        }
        System.out.println("rendered: " + view.rendered + " errors: " + view.errorCount);

        System.out.println("== anonymous collector ==");
        final List<String> names = new ArrayList<>();
        final int[] failures = {0};
        Callback<UserProfile> collector = new Callback<UserProfile>() {
            @Override
            public void onSuccess(UserProfile p) {
                names.add(p.name);
                System.out.println("  [anon] got " + p.describe());
            }
            @Override
            public void onError(String message) {
                failures[0]++;
                System.out.println("  [anon] error #" + failures[0] + ": " + message);
            }
        };
        for (String id : new String[]{"u2", "u3", "x", "u1"}) {
            loader.load(id, collector);
        }
        System.out.println("names=" + names + " failures=" + failures[0]);

        System.out.println("== Callback<Integer> age lookup ==");
        for (String id : new String[]{"u3", "u2", "zz"}) {
            loader.loadAge(id, new Callback<Integer>() {
                @Override
                public void onSuccess(Integer age) {
                    String group = age >= 18 ? "adult" : "minor";
                    System.out.println(String.format("  age of %s = %5d (%s)", id, age, group));
                }
                @Override
                public void onError(String message) { System.out.println("  age lookup failed: " + message); }
            });
        }

        System.out.println("== gated callback wrapping the view ==");
        AdultGate gate = new AdultGate(view);
        for (String id : new String[]{"u2", "u1", "u7"}) {
            loader.load(id, gate);
        }
        System.out.println("rendered: " + view.rendered + " errors: " + view.errorCount);
        System.out.println("gate blocked: " + gate.blocked + ", total loads: " + loader.loadCount);
    }
}

interface Callback<T> {
    void onSuccess(T result);
    void onError(String message);
}

class UserProfile {
    final String id, name;
    final int age;

    UserProfile(String id, String name, int age) { this.id = id; this.name = name; this.age = age; }

    String describe() {
        return String.format("%-8s|age=%d|id=%s", name, age, id);
    }
}

class ProfileLoader {
    private final Map<String, UserProfile> store = new LinkedHashMap<>();
    int loadCount = 0;

    void add(UserProfile p) { store.put(p.id, p); }

    void load(String id, Callback<UserProfile> callback) {
        loadCount++;
        if (id.isEmpty()) {
            callback.onError("empty id");
        } else if (store.containsKey(id)) {
            callback.onSuccess(store.get(id));
        } else {
            callback.onError("not found: " + id);
        }
    }

    void loadAge(String id, Callback<Integer> callback) {
        load(id, new Callback<UserProfile>() {
            @Override
            public void onSuccess(UserProfile p) { callback.onSuccess(p.age); }
            @Override
            public void onError(String message) { callback.onError("age: " + message); }
        });
    }
}

class ProfileView implements Callback<UserProfile> {
    final String tag;
    final List<String> rendered = new ArrayList<>();
    int errorCount = 0;

    ProfileView(String tag) { this.tag = tag; }

    public void onSuccess(UserProfile p) {
        rendered.add(p.name);
        System.out.println("  [" + tag + "] render " + p.describe());
    }

    public void onError(String message) {
        errorCount++;
        System.out.println("  [" + tag + "] show error: " + message);
    }
}

class AdultGate implements Callback<UserProfile> {
    private final Callback<UserProfile> delegate;
    int blocked = 0;

    AdultGate(Callback<UserProfile> delegate) { this.delegate = delegate; }

    public void onSuccess(UserProfile p) {
        if (p.age < 18) {
            blocked++;
            delegate.onError(p.name + " is under 18");
        } else {
            delegate.onSuccess(p);
        }
    }

    public void onError(String message) { delegate.onError("gate: " + message); }
}
