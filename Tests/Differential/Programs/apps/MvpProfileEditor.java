import java.util.ArrayList;
import java.util.List;

public class MvpProfileEditor {

    interface Listener<T> {
        void onChange(T value);
    }

    interface Callback<T> {
        void onSuccess(T result);
        void onError(String message);
    }

    interface TextWatcher {
        void beforeChange(String oldText);
        void afterChange(String newText);
    }

    enum EditorState { LOADING, PRISTINE, DIRTY, INVALID, SAVING, SAVED, ERROR }

    static class Profile {
        final String name;
        final String email;
        final int age;
        final String bio;
        Profile(String name, String email, int age, String bio) {
            this.name = name; this.email = email; this.age = age; this.bio = bio;
        }
        Profile withName(String n) { return new Profile(n, email, age, bio); }
        Profile withEmail(String e) { return new Profile(name, e, age, bio); }
        Profile withAge(int a) { return new Profile(name, email, a, bio); }
        Profile withBio(String b) { return new Profile(name, email, age, b); }

        @Override public boolean equals(Object o) {
            if (!(o instanceof Profile)) return false;
            Profile p = (Profile) o;
            return name.equals(p.name) && email.equals(p.email) && age == p.age && bio.equals(p.bio);
        }
        @Override public int hashCode() { return name.length() * 31 + age; }
        @Override public String toString() {
            return "Profile{name=" + name + ", email=" + email + ", age=" + age + ", bio=" + bio + "}";
        }
    }

    static class TextField {
        final String id;
        private String text = "";
        private final List<TextWatcher> watchers = new ArrayList<>();
        TextField(String id) { this.id = id; }
        void addWatcher(TextWatcher w) { watchers.add(w); }
        void removeWatcher(TextWatcher w) { watchers.remove(w); }
        void setText(String t) {
            if (t.equals(text)) return;
            for (TextWatcher w : watchers) w.beforeChange(text);
            text = t;
            for (TextWatcher w : watchers) w.afterChange(t);
        }
        String getText() { return text; }
    }

    static class ProfileStore {
        private Profile current;
        private final List<Listener<? super Profile>> listeners = new ArrayList<>();
        void addListener(Listener<? super Profile> l) { listeners.add(l); }
        void removeListener(Listener<? super Profile> l) { listeners.remove(l); }
        void update(Profile p) {
            current = p;
            for (Listener<? super Profile> l : new ArrayList<>(listeners)) l.onChange(p);
        }
        Profile get() { return current; }
    }

    static class FakeProfileApi {
        int version = 1;
        void load(Callback<Profile> cb) {
            System.out.println("  api: GET /me");
            cb.onSuccess(new Profile("Jo", "jo@example.org", 29, "hello"));
        }
        void save(Profile p, Callback<Integer> cb) {
            System.out.println("  api: PUT /me " + p);
            if (p.email.endsWith("@blocked.test")) {
                cb.onError("email domain blocked");
                return;
            }
            version++;
            cb.onSuccess(version);
        }
    }

    interface ProfileView {
        void showState(EditorState s);
        void showFieldError(String field, String error);
        void clearFieldError(String field);
        void showToast(String msg);
    }

    static class RecordingProfileView implements ProfileView {
        final List<String> calls = new ArrayList<>();
        private void r(String s) { calls.add(s); System.out.println("    > " + s); }
        public void showState(EditorState s) { r("state " + s); }
        public void showFieldError(String f, String e) { r("error " + f + ": " + e); }
        public void clearFieldError(String f) { r("clear " + f); }
        public void showToast(String m) { r("toast " + m); }
    }

    static class ProfilePresenter {
        private final ProfileView view;
        private final ProfileStore store;
        private final FakeProfileApi api;
        final TextField nameField = new TextField("name");
        final TextField emailField = new TextField("email");
        final TextField ageField = new TextField("age");
        final TextField bioField = new TextField("bio");
        private EditorState state = EditorState.LOADING;
        private Profile original;
        private Profile draft;
        private final List<Profile> undoStack = new ArrayList<>();
        private final List<String> invalidFields = new ArrayList<>();
        private boolean binding = false;

        ProfilePresenter(ProfileView view, ProfileStore store, FakeProfileApi api) {
            this.view = view; this.store = store; this.api = api;
            nameField.addWatcher(new FieldWatcher(nameField));
            emailField.addWatcher(new FieldWatcher(emailField));
            ageField.addWatcher(new FieldWatcher(ageField));
            bioField.addWatcher(new FieldWatcher(bioField));
        }

        /** Inner class: one watcher per field, uses presenter state directly. */
        class FieldWatcher implements TextWatcher {
            private final TextField field;
            private String before = "";
            FieldWatcher(TextField field) { this.field = field; }
            public void beforeChange(String oldText) { before = oldText; }
            public void afterChange(String newText) {
                if (binding) return;
                System.out.println("  field " + field.id + ": '" + before + "' -> '" + newText + "'");
                onFieldEdited(field.id, newText);
            }
        }

        private void go(EditorState s) {
            if (s == state) return;
            state = s;
            view.showState(s);
        }

        void onCreate() {
            System.out.println("onCreate");
            api.load(new Callback<Profile>() {
                public void onSuccess(Profile p) {
                    original = p;
                    draft = p;
                    store.update(p);
                    bind(p);
                    go(EditorState.PRISTINE);
                }
                public void onError(String message) {
                    view.showToast(message);
                    go(EditorState.ERROR);
                }
            });
        }

        private void bind(Profile p) {
            binding = true;
            nameField.setText(p.name);
            emailField.setText(p.email);
            ageField.setText(String.valueOf(p.age));
            bioField.setText(p.bio);
            binding = false;
        }

        private String validate(String id, String value) {
            if (id.equals("name") && value.trim().length() < 2) return "too short";
            if (id.equals("email") && (value.indexOf('@') <= 0 || value.indexOf('.') < 0)) return "not an email";
            if (id.equals("age")) {
                for (int i = 0; i < value.length(); i++) {
                    if (!Character.isDigit(value.charAt(i))) return "digits only";
                }
                if (value.isEmpty()) return "required";
                int a = Integer.parseInt(value);
                if (a < 13 || a > 120) return "out of range";
            }
            if (id.equals("bio") && value.length() > 20) return "max 20 chars";
            return null;
        }

        private void onFieldEdited(String id, String value) {
            String error = validate(id, value);
            if (error != null) {
                if (!invalidFields.contains(id)) invalidFields.add(id);
                view.showFieldError(id, error);
                go(EditorState.INVALID);
                return;
            }
            if (invalidFields.remove(id)) view.clearFieldError(id);
            undoStack.add(draft);
            if (id.equals("name")) draft = draft.withName(value);
            else if (id.equals("email")) draft = draft.withEmail(value);
            else if (id.equals("age")) draft = draft.withAge(Integer.parseInt(value));
            else draft = draft.withBio(value);
            refreshDirty();
        }

        private void refreshDirty() {
            if (!invalidFields.isEmpty()) go(EditorState.INVALID);
            else go(draft.equals(original) ? EditorState.PRISTINE : EditorState.DIRTY);
        }

        void onUndo() {
            System.out.println("onUndo (stack=" + undoStack.size() + ")");
            if (undoStack.isEmpty()) { view.showToast("nothing to undo"); return; }
            draft = undoStack.remove(undoStack.size() - 1);
            invalidFields.clear();
            bind(draft);
            refreshDirty();
        }

        void onSave() {
            System.out.println("onSave in " + state);
            if (state != EditorState.DIRTY && state != EditorState.ERROR) {
                view.showToast("save disabled in " + state);
                return;
            }
            go(EditorState.SAVING);
            final Profile toSave = draft;
            api.save(toSave, new Callback<Integer>() {
                public void onSuccess(Integer version) {
                    original = toSave;
                    undoStack.clear();
                    store.update(toSave);
                    view.showToast("saved v" + version);
                    go(EditorState.SAVED);
                }
                public void onError(String message) {
                    view.showToast("save failed: " + message);
                    go(EditorState.ERROR);
                }
            });
        }
    }

    public static void main(String[] args) {
        RecordingProfileView view = new RecordingProfileView();
        ProfileStore store = new ProfileStore();
        FakeProfileApi api = new FakeProfileApi();
        ProfilePresenter p = new ProfilePresenter(view, store, api);

        final List<String> headerUpdates = new ArrayList<>();
        Listener<Profile> header = new Listener<Profile>() {
            public void onChange(Profile pr) { headerUpdates.add(pr.name + " (" + pr.age + ")"); }
        };
        Listener<Object> sync = new Listener<Object>() {
            int n = 0;
            public void onChange(Object o) { n++; System.out.println("  sync#" + n + " " + o); }
        };
        store.addListener(header);
        store.addListener(sync);

        p.onCreate();
        p.onSave();
        p.nameField.setText("J");
        p.nameField.setText("Joanna");
        p.ageField.setText("3x");
        p.ageField.setText("31");
        p.bioField.setText("likes long walks on the beach");
        p.onUndo();
        p.bioField.setText("likes tea");
        p.emailField.setText("jo@blocked.test");
        p.onSave();
        p.emailField.setText("joanna@example.org");
        p.onSave();

        store.removeListener(sync);
        p.nameField.setText("Jo");
        p.onUndo();
        p.onUndo();

        System.out.println("stored: " + store.get());
        System.out.println("header updates: " + headerUpdates);
        System.out.println("view calls: " + view.calls.size() + ", api version: " + api.version);
    }
}
