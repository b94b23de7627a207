import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class NestSettingsScreen {
    public static void main(String[] args) {
        SettingsScreen screen = new SettingsScreen("Preferences");
        screen.addListener(new ChangeListener<String>() {
            int calls = 0;
            public void onChange(String key, String oldV, String newV) {
                System.out.println(String.format("  listener#%d %s: %s -> %s", ++calls, key, oldV, newV));
            }
        });

        SettingsScreen.Toggle wifi = screen.new Toggle("wifi", true);
        SettingsScreen.Toggle dark = screen.new Toggle("dark_mode", false);
        SettingsScreen.Slider volume = screen.new Slider("volume", 0, 10, 5);
        SettingsScreen.Slider brightness = screen.new Slider("brightness", 1, 5, 3) {
            @Override String render() { return super.render() + " " + "*".repeat(value); }
        };
        SettingsScreen.Choice lang = screen.new Choice("language", "en", "en", "de", "fr");

        screen.print();
        wifi.toggle(); dark.toggle();
        volume.set(12); volume.set(-3);
        brightness.set(4); brightness.set(4);
        lang.set("de"); lang.set("jp");
        screen.print();

        System.out.println("defaults profile: " + new SettingsScreen.Defaults("factory").describe());
        screen.resetAll();
        screen.print();
        System.out.println("changes recorded: " + screen.changeCount);
    }
}

interface ChangeListener<T> {
    void onChange(String key, T oldValue, T newValue);
}

class SettingsScreen {
    final String title;
    int changeCount = 0;
    private final List<Setting> settings = new ArrayList<>();
    private final List<ChangeListener<String>> listeners = new ArrayList<>();

    SettingsScreen(String title) { this.title = title; }

    void addListener(ChangeListener<String> l) { listeners.add(l); }

    private void fire(String key, String oldV, String newV) {
        if (oldV.equals(newV)) { System.out.println("  " + key + ": unchanged"); return; }
        changeCount++;
        for (ChangeListener<String> l : listeners) l.onChange(key, oldV, newV);
    }

    void print() {
        System.out.println("[" + title + "]");
        for (Setting s : settings) System.out.println(String.format("  %-8s %s", s.key, s.render()));
    }

    void resetAll() { for (Setting s : settings) s.reset(); }

    static class Defaults {
        final String profile;
        final TreeMap<String, String> values = new TreeMap<>();
        Defaults(String profile) { this.profile = profile; values.put("volume", "5"); values.put("wifi", "on"); values.put("language", "en"); }
        String describe() {
            StringBuilder sb = new StringBuilder(profile);
            for (String k : values.keySet()) sb.append(" ").append(k).append("=").append(values.get(k));
            return sb.toString();
        }
    }

    abstract class Setting {
        final String key;
        Setting(String key) { this.key = key; settings.add(this); }
        abstract String render();
        abstract void reset();
        protected void changed(String oldV, String newV) { fire(key, oldV, newV); }
    }

    class Toggle extends Setting {
        boolean on;
        private final boolean initial;
        Toggle(String key, boolean on) { super(key); this.on = on; this.initial = on; }
        void toggle() { boolean old = on; on = !on; changed(old ? "on" : "off", on ? "on" : "off"); }
        String render() { return on ? "ON" : "off"; }
        void reset() { if (on != initial) toggle(); }
    }

    class Slider extends Setting {
        final int min, max, initial;
        int value;
        Slider(String key, int min, int max, int value) { super(key); this.min = min; this.max = max; this.value = value; this.initial = value; }
        void set(int v) {
            int clamped = Math.max(min, Math.min(max, v));
            if (clamped != v) System.out.println("  " + key + ": clamped " + v + " to " + clamped + " on " + SettingsScreen.this.title);
            int old = value; value = clamped;
            changed(String.valueOf(old), String.valueOf(value));
        }
        String render() { return String.format("%5d in [%d..%d]", value, min, max); }
        void reset() { set(initial); }
    }

    class Choice extends Setting {
        final String[] options;
        final String initial;
        String value;
        Choice(String key, String value, String... options) { super(key); this.options = options; this.value = value; this.initial = value; }
        void set(String v) {
            for (String o : options) if (o.equals(v)) { String old = value; value = v; changed(old, v); return; }
            System.out.println("  " + key + ": '" + v + "' is not one of " + String.join("/", options));
        }
        String render() { return value + " of " + options.length; }
        void reset() { set(initial); }
    }
}
