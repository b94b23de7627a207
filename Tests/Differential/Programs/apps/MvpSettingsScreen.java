import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class MvpSettingsScreen {

    interface Listener<T> {
        void onChange(T value);
    }

    interface Callback<T> {
        void onSuccess(T result);
        void onError(String message);
    }

    enum ScreenState { VIEWING, EDITING, SAVING, SAVED, ERROR }

    static class Preference<T> {
        final String key;
        private final T defaultValue;
        private T value;
        private final List<Listener<? super T>> listeners = new ArrayList<>();

        Preference(String key, T defaultValue) {
            this.key = key;
            this.defaultValue = defaultValue;
            this.value = defaultValue;
        }

        T get() { return value; }

        boolean set(T newValue) {
            if (value.equals(newValue)) {
                return false;
            }
            value = newValue;
            for (Listener<? super T> l : new ArrayList<>(listeners)) {
                l.onChange(newValue);
            }
            return true;
        }

        void reset() { set(defaultValue); }
        boolean isDefault() { return value.equals(defaultValue); }

        void addListener(Listener<? super T> l) { listeners.add(l); }
        void removeListener(Listener<? super T> l) { listeners.remove(l); }
        int listenerCount() { return listeners.size(); }
    }

    static class SettingsModel {
        final Preference<Boolean> darkMode = new Preference<>("darkMode", false);
        final Preference<Integer> fontSize = new Preference<>("fontSize", 14);
        final Preference<String> language = new Preference<>("language", "en");
        final Preference<Integer> syncMinutes = new Preference<>("syncMinutes", 30);

        Map<String, String> snapshot() {
            LinkedHashMap<String, String> m = new LinkedHashMap<>();
            m.put(darkMode.key, String.valueOf(darkMode.get()));
            m.put(fontSize.key, String.valueOf(fontSize.get()));
            m.put(language.key, language.get());
            m.put(syncMinutes.key, String.valueOf(syncMinutes.get()));
            return m;
        }
    }

    interface SettingsView {
        void showState(String state);
        void showValue(String key, String value);
        void showValidationError(String key, String error);
        void setSaveEnabled(boolean enabled);
    }

    static class FakeSettingsApi {
        int saves = 0;
        void upload(Map<String, String> values, Callback<Integer> cb) {
            saves++;
            System.out.println("  api: PUT /settings " + values);
            if (values.get("language").equals("xx")) {
                cb.onError("server rejected language xx");
            } else {
                cb.onSuccess(saves * 10 + values.size());
            }
        }
    }

    static class SettingsPresenter {
        private final SettingsView view;
        private final SettingsModel model;
        private final FakeSettingsApi api;
        private ScreenState state = ScreenState.VIEWING;
        private int dirtyCount = 0;

        private final Listener<Object> dirtyTracker = new Listener<Object>() {
            @Override
            public void onChange(Object value) {
                dirtyCount++;
                if (state != ScreenState.EDITING) transition(ScreenState.EDITING);
                view.setSaveEnabled(true);
            }
        };

        SettingsPresenter(SettingsView view, SettingsModel model, FakeSettingsApi api) {
            this.view = view; this.model = model; this.api = api;
            model.darkMode.addListener(dirtyTracker);
            model.fontSize.addListener(dirtyTracker);
            model.language.addListener(dirtyTracker);
            model.syncMinutes.addListener(dirtyTracker);
            model.darkMode.addListener(v -> view.showValue("darkMode", v ? "ON" : "OFF"));
            model.fontSize.addListener(v -> view.showValue("fontSize", v + "sp"));
            model.language.addListener(v -> view.showValue("language", v.toUpperCase()));
        }

        private void transition(ScreenState next) {
            System.out.println("  <" + state + " -> " + next + ">");
            state = next;
            view.showState(next.name());
        }

        void toggleDarkMode() {
            System.out.println("toggleDarkMode");
            model.darkMode.set(!model.darkMode.get());
        }

        void changeFontSize(int delta) {
            int target = model.fontSize.get() + delta;
            System.out.println("changeFontSize " + delta + " -> " + target);
            if (target < 10 || target > 30) {
                view.showValidationError("fontSize", "must be within 10..30, got " + target);
                return;
            }
            model.fontSize.set(target);
        }

        void chooseLanguage(String code) {
            System.out.println("chooseLanguage " + code);
            if (!model.language.set(code)) System.out.println("  (unchanged)");
        }

        void setSync(int minutes) {
            System.out.println("setSync " + minutes);
            if (minutes % 15 != 0) {
                view.showValidationError("syncMinutes", "must be a multiple of 15");
                return;
            }
            model.syncMinutes.set(minutes);
        }

        void save() {
            System.out.println("save (dirty=" + dirtyCount + ")");
            if (state != ScreenState.EDITING && state != ScreenState.ERROR) {
                System.out.println("  nothing to save in " + state);
                return;
            }
            transition(ScreenState.SAVING);
            view.setSaveEnabled(false);
            api.upload(model.snapshot(), new Callback<Integer>() {
                public void onSuccess(Integer version) {
                    dirtyCount = 0;
                    System.out.println("  saved as version " + version);
                    transition(ScreenState.SAVED);
                }
                public void onError(String message) {
                    System.out.println("  save error: " + message);
                    transition(ScreenState.ERROR);
                    view.setSaveEnabled(true);
                }
            });
        }

        void resetAll() {
            System.out.println("resetAll");
            model.darkMode.reset();
            model.fontSize.reset();
            model.language.reset();
            model.syncMinutes.reset();
        }

        void onDestroy() {
            System.out.println("onDestroy: detaching dirty tracker");
            model.darkMode.removeListener(dirtyTracker);
            model.fontSize.removeListener(dirtyTracker);
            model.language.removeListener(dirtyTracker);
            model.syncMinutes.removeListener(dirtyTracker);
        }

        ScreenState getState() { return state; }
    }

    static class RecordingSettingsView implements SettingsView {
        final TreeMap<String, Integer> callCounts = new TreeMap<>();
        private void count(String name) { callCounts.put(name, callCounts.getOrDefault(name, 0) + 1); }
        public void showState(String s) { count("showState"); System.out.println("    view.state=" + s); }
        public void showValue(String k, String v) { count("showValue"); System.out.println("    view." + k + "=" + v); }
        public void showValidationError(String k, String e) { count("showValidationError"); System.out.println("    view.error[" + k + "] " + e); }
        public void setSaveEnabled(boolean b) { count("setSaveEnabled"); }
    }

    public static void main(String[] args) {
        SettingsModel model = new SettingsModel();
        RecordingSettingsView view = new RecordingSettingsView();
        FakeSettingsApi api = new FakeSettingsApi();
        SettingsPresenter presenter = new SettingsPresenter(view, model, api);

        final List<Number> numericHistory = new ArrayList<>();
        Listener<Number> numberWatcher = new Listener<Number>() {
            public void onChange(Number n) { numericHistory.add(n); }
        };
        model.fontSize.addListener(numberWatcher);
        model.syncMinutes.addListener(numberWatcher);

        presenter.save();
        presenter.toggleDarkMode();
        presenter.changeFontSize(4);
        presenter.changeFontSize(20);
        presenter.chooseLanguage("en");
        presenter.chooseLanguage("de");
        presenter.setSync(20);
        presenter.setSync(45);
        presenter.save();
        presenter.chooseLanguage("xx");
        presenter.save();
        presenter.chooseLanguage("fr");
        presenter.save();

        model.syncMinutes.removeListener(numberWatcher);
        presenter.resetAll();
        System.out.println("fontSize listeners: " + model.fontSize.listenerCount()
                + ", syncMinutes listeners: " + model.syncMinutes.listenerCount());
        presenter.onDestroy();
        presenter.toggleDarkMode();
        System.out.println("fontSize listeners after destroy: " + model.fontSize.listenerCount());

        System.out.println("final state: " + presenter.getState());
        for (Map.Entry<String, String> e : model.snapshot().entrySet()) {
            System.out.println("  " + e.getKey() + " = " + e.getValue());
        }
        System.out.println("numeric history: " + numericHistory);
        System.out.println("defaults? font=" + model.fontSize.isDefault() + " dark=" + model.darkMode.isDefault());
        System.out.println("view call counts: " + view.callCounts);
        System.out.println("api saves: " + api.saves);
    }
}
