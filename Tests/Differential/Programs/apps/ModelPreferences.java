import java.util.*;
import java.util.stream.*;

public class ModelPreferences {
    interface OnChangeListener {
        void onChanged(String key, String oldValue, String newValue);
    }

    static class ListenerFailedException extends RuntimeException {
        ListenerFailedException(String key) { super("listener refused change of '" + key + "'"); }
    }

    static class CorruptPrefsException extends Exception {
        CorruptPrefsException(int line, String reason) { super("line " + line + ": " + reason); }
    }

    static final class Preferences {
        private final Map<String, String> values = new TreeMap<>();
        private final List<OnChangeListener> listeners = new ArrayList<>();
        private int failures = 0;

        void register(OnChangeListener l) { if (!listeners.contains(l)) listeners.add(l); }
        void unregister(OnChangeListener l) { listeners.remove(l); }

        int getInt(String key, int def) {
            String raw = values.get(key);
            if (raw == null) return def;
            try {
                return Integer.parseInt(raw.trim());
            } catch (NumberFormatException e) {
                System.out.println("    [warn] " + key + "='" + raw + "' not an int: " + e.getClass().getSimpleName());
                return def;
            }
        }
        long getLong(String key, long def) {
            try { return Long.parseLong(values.getOrDefault(key, "")); } catch (NumberFormatException e) { return def; }
        }
        boolean getBoolean(String key, boolean def) {
            String raw = values.get(key);
            if (raw == null) return def;
            return switch (raw.trim().toLowerCase()) {
                case "true", "yes", "on", "1" -> true;
                case "false", "no", "off", "0" -> false;
                default -> def;
            };
        }
        String getString(String key, String def) { return values.getOrDefault(key, def); }
        boolean contains(String key) { return values.containsKey(key); }

        Editor edit() { return new Editor(this); }

        private void fireChange(String key, String oldV, String newV) {
            for (OnChangeListener l : new ArrayList<>(listeners)) {
                try {
                    l.onChanged(key, oldV, newV);
                } catch (ListenerFailedException e) {
                    failures++;
                    System.out.println("    [listener error] " + e.getMessage());
                }
            }
        }

        String serialize() {
            return values.entrySet().stream().map(e -> escape(e.getKey()) + "=" + escape(e.getValue())).collect(Collectors.joining("\n"));
        }

        static Preferences parse(String text) throws CorruptPrefsException {
            Preferences p = new Preferences();
            String[] lines = text.split("\n");
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i];
                if (line.isBlank() || line.startsWith("#")) continue;
                int eq = -1;
                for (int j = 0; j < line.length() && eq < 0; j++) {
                    if (line.charAt(j) == '\\') j++;
                    else if (line.charAt(j) == '=') eq = j;
                }
                if (eq <= 0) throw new CorruptPrefsException(i + 1, "missing key or '='");
                p.values.put(unescape(line.substring(0, eq)), unescape(line.substring(eq + 1)));
            }
            return p;
        }
    }

    static final class Editor {
        private final Preferences prefs;
        private final Map<String, String> pending = new LinkedHashMap<>();
        private boolean clear;
        Editor(Preferences prefs) { this.prefs = prefs; }
        Editor putInt(String k, int v) { pending.put(k, Integer.toString(v)); return this; }
        Editor putBoolean(String k, boolean v) { pending.put(k, String.valueOf(v)); return this; }
        Editor putString(String k, String v) { pending.put(k, v); return this; }
        Editor remove(String k) { pending.put(k, null); return this; }
        Editor clear() { clear = true; return this; }

        int commit() {
            int changed = 0;
            if (clear) {
                for (String k : new ArrayList<>(prefs.values.keySet())) {
                    if (!pending.containsKey(k)) { prefs.fireChange(k, prefs.values.remove(k), null); changed++; }
                }
            }
            for (Map.Entry<String, String> e : pending.entrySet()) {
                String old = e.getValue() == null ? prefs.values.remove(e.getKey()) : prefs.values.put(e.getKey(), e.getValue());
                if (!Objects.equals(old, e.getValue())) { prefs.fireChange(e.getKey(), old, e.getValue()); changed++; }
            }
            return changed;
        }
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\', '=' -> sb.append('\\').append(c);
                case '\n' -> sb.append("\\n");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) { char n = s.charAt(++i); sb.append(n == 'n' ? '\n' : n); }
            else sb.append(c);
        }
        return sb.toString();
    }

    private final List<String> audit = new ArrayList<>();
    void onPrefChanged(String key, String oldValue, String newValue) { audit.add(key + ":" + oldValue + "->" + newValue); }

    void run() {
        Preferences prefs = new Preferences();
        int[] counter = { 0 };
        OnChangeListener printer = (k, o, n) -> System.out.println("    changed " + k + " " + o + " -> " + n);
        OnChangeListener guard = new OnChangeListener() {
            @Override public void onChanged(String key, String oldValue, String newValue) {
                counter[0]++;
                if (key.startsWith("locked.")) throw new ListenerFailedException(key);
            }
        };
        prefs.register(printer);
        prefs.register(guard);
        prefs.register(this::onPrefChanged);
        prefs.register(printer);

        System.out.println("commit 1 -> " + prefs.edit().putInt("sync.interval", 15).putBoolean("dark_mode", true)
            .putString("user.name", "Ada = Countess\\L").putString("locked.region", "EU").commit());
        System.out.println("commit 2 -> " + prefs.edit().putInt("sync.interval", 15).putString("retries", " 3").commit());
        System.out.println("interval=" + prefs.getInt("sync.interval", 60) + " retries=" + prefs.getInt("retries", 1) + " missing=" + prefs.getInt("nope", -1));
        prefs.edit().putString("retries", "three").putString("big", "2147483648").putString("flag", "Yes").commit();
        System.out.println("retries=" + prefs.getInt("retries", 1) + " big=" + prefs.getInt("big", 0) + " bigLong=" + prefs.getLong("big", 0));
        System.out.println("flag=" + prefs.getBoolean("flag", false) + " dark=" + prefs.getBoolean("dark_mode", false)
            + " name=" + prefs.getString("user.name", "?") + " weird=" + prefs.getBoolean("user.name", true));

        prefs.unregister(printer);
        System.out.println("commit 3 -> " + prefs.edit().remove("flag").remove("ghost").putString("note", "line1\nline2").commit());
        String saved = prefs.serialize();
        System.out.println("serialized:\n" + saved);
        try {
            Preferences copy = Preferences.parse("# header\n" + saved + "\n\n");
            System.out.println("round trip equal=" + copy.values.equals(prefs.values) + " name=" + copy.getString("user.name", "?"));
            Preferences.parse("ok=1\n=novalue");
        } catch (CorruptPrefsException e) {
            System.out.println("parse error: " + e.getMessage());
        }
        System.out.println("commit 4 (clear) -> " + prefs.edit().clear().putInt("sync.interval", 30).commit());
        System.out.println("left: " + prefs.values + " contains retries? " + prefs.contains("retries"));
        System.out.println("guard calls=" + counter[0] + " failures=" + prefs.failures + " listeners=" + prefs.listeners.size());
        for (int i = 0; i < audit.size(); i++) System.out.println(String.format("  audit %2d %s", i + 1, audit.get(i).replace("\n", "\\n")));
    }

    public static void main(String[] args) {
        new ModelPreferences().run();
    }
}
