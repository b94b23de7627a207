import java.util.*;

public class SettingsStoreTyped {

    static final class Key<T> {
        final String name; final T defaultValue; final String type;
        private Key(String name, T defaultValue, String type) { this.name = name; this.defaultValue = defaultValue; this.type = type; }
        static Key<Integer> ofInt(String n, int d) { return new Key<>(n, d, "int"); }
        static Key<Boolean> ofBool(String n, boolean d) { return new Key<>(n, d, "bool"); }
        static Key<Double> ofDouble(String n, double d) { return new Key<>(n, d, "double"); }
        static Key<String> ofString(String n, String d) { return new Key<>(n, d, "string"); }
        static Key<Long> ofLong(String n, long d) { return new Key<>(n, d, "long"); }
        @Override public String toString() { return name + ":" + type + "=" + defaultValue; }
    }

    static final class Keys {
        static final Key<Integer> SYNC_INTERVAL = Key.ofInt("sync.interval", 15);
        static final Key<Boolean> DARK_MODE = Key.ofBool("ui.dark", false);
        static final Key<Double> FONT_SCALE = Key.ofDouble("ui.fontScale", 1.0);
        static final Key<String> LOCALE = Key.ofString("app.locale", "en-US");
        static final Key<Long> CACHE_BYTES = Key.ofLong("cache.bytes", 52_428_800L);
        static final Key<Integer> RETRIES = Key.ofInt("net.retries", 3);
        static final List<Key<?>> ALL = List.of(SYNC_INTERVAL, DARK_MODE, FONT_SCALE, LOCALE, CACHE_BYTES, RETRIES);
        private Keys() {}
    }

    static class SettingsStore {
        private final Map<String, Object> values = new TreeMap<>();
        private final List<String> warnings = new ArrayList<>();
        private final Map<String, Integer> readCounts = new LinkedHashMap<>();

        void putRaw(String key, Object value) { values.put(key, value); }

        int getInt(Key<Integer> key) {
            touch(key.name);
            Object v = values.get(key.name);
            if (v == null) return key.defaultValue;
            if (v instanceof Integer) return (Integer) v;
            try {
                return Integer.parseInt(v.toString().trim());
            } catch (NumberFormatException e) {
                warnings.add("bad int for " + key.name + ": " + e.getMessage());
                return key.defaultValue;
            }
        }

        long getLong(Key<Long> key) {
            touch(key.name);
            Object v = values.get(key.name);
            if (v == null) return key.defaultValue;
            if (v instanceof Number) return ((Number) v).longValue();
            try {
                String s = v.toString().trim().toUpperCase();
                long mult = 1;
                if (s.endsWith("K")) { mult = 1024L; s = s.substring(0, s.length() - 1); }
                else if (s.endsWith("M")) { mult = 1024L * 1024; s = s.substring(0, s.length() - 1); }
                return Long.parseLong(s) * mult;
            } catch (NumberFormatException e) {
                warnings.add("bad long for " + key.name);
                return key.defaultValue;
            }
        }

        boolean getBool(Key<Boolean> key) {
            touch(key.name);
            Object v = values.get(key.name);
            if (v == null) return key.defaultValue;
            if (v instanceof Boolean) return (Boolean) v;
            String s = v.toString();
            if (s.equalsIgnoreCase("yes") || s.equals("1")) return true;
            return Boolean.parseBoolean(s);
        }

        double getDouble(Key<Double> key) {
            touch(key.name);
            Object v = values.get(key.name);
            if (v == null) return key.defaultValue;
            try {
                double d = Double.parseDouble(v.toString());
                if (Double.isNaN(d) || Double.isInfinite(d)) throw new NumberFormatException("not finite: " + v);
                return Math.max(0.5, Math.min(3.0, d));
            } catch (NumberFormatException e) {
                warnings.add("bad double for " + key.name + ": " + e.getMessage());
                return key.defaultValue;
            }
        }

        String getString(Key<String> key) {
            touch(key.name);
            Object v = values.get(key.name);
            return v == null ? key.defaultValue : String.valueOf(v);
        }

        private void touch(String name) { readCounts.merge(name, 1, Integer::sum); }

        Map<String, String> export() {
            Map<String, String> out = new TreeMap<>();
            for (Key<?> k : Keys.ALL) {
                Object v = values.containsKey(k.name) ? values.get(k.name) : k.defaultValue;
                out.put(k.name, v + (values.containsKey(k.name) ? "" : " (default)"));
            }
            return out;
        }

        static SettingsStore parse(String text) {
            SettingsStore s = new SettingsStore();
            for (String line : text.split("\\R")) {
                String l = line.strip();
                if (l.isEmpty() || l.startsWith("#")) continue;
                String[] kv = l.split("\\s*=\\s*", 2);
                if (kv.length < 2) { s.warnings.add("ignored line: '" + l + "'"); continue; }
                s.putRaw(kv[0], kv[1]);
            }
            return s;
        }

        List<String> getWarnings() { return warnings; }
        Map<String, Integer> getReadCounts() { return readCounts; }
    }

    public static void main(String[] args) {
        for (Key<?> k : Keys.ALL) System.out.println("key " + k);
        String text = "# user prefs\n sync.interval = 30 \nui.dark=YES\nui.fontScale = 4.25\n"
                + "cache.bytes=64M\nnet.retries = three\nbroken line\napp.locale=fr-CA\n\n  extra.key = a=b=c\n";
        SettingsStore s = SettingsStore.parse(text);
        System.out.println("sync=" + s.getInt(Keys.SYNC_INTERVAL));
        System.out.println("dark=" + s.getBool(Keys.DARK_MODE));
        System.out.println("font=" + s.getDouble(Keys.FONT_SCALE));
        System.out.println("cache=" + s.getLong(Keys.CACHE_BYTES));
        System.out.println("retries=" + s.getInt(Keys.RETRIES));
        System.out.println("locale=" + s.getString(Keys.LOCALE));
        System.out.println("extra=" + s.getString(Key.ofString("extra.key", "none")));
        System.out.println("export=" + s.export());

        String[][] cases = {
            {"sync.interval", "-0042"}, {"sync.interval", "2147483648"}, {"sync.interval", "+7"}, {"sync.interval", ""},
            {"ui.dark", "TRUE"}, {"ui.dark", "on"}, {"ui.dark", "1"},
            {"ui.fontScale", "0.1"}, {"ui.fontScale", "1e0"}, {"ui.fontScale", "NaN"}, {"ui.fontScale", "1,5"}, {"ui.fontScale", " 2.75 "},
            {"cache.bytes", "512k"}, {"cache.bytes", "-3"}, {"cache.bytes", "9223372036854775807"}, {"cache.bytes", "1.5M"},
        };
        for (String[] c : cases) {
            s.putRaw(c[0], c[1]);
            Object result;
            switch (c[0]) {
                case "sync.interval": result = s.getInt(Keys.SYNC_INTERVAL); break;
                case "ui.dark": result = s.getBool(Keys.DARK_MODE); break;
                case "ui.fontScale": result = s.getDouble(Keys.FONT_SCALE); break;
                default: result = s.getLong(Keys.CACHE_BYTES);
            }
            System.out.println(String.format("%-14s %-22s -> %s", c[0], "'" + c[1] + "'", result));
        }
        s.putRaw("net.retries", 5);
        s.putRaw("cache.bytes", 2048);
        s.putRaw("ui.dark", Boolean.TRUE);
        System.out.println("typed retries=" + s.getInt(Keys.RETRIES) + " cache=" + s.getLong(Keys.CACHE_BYTES) + " dark=" + s.getBool(Keys.DARK_MODE));
        System.out.println("--- warnings ---");
        for (String w : s.getWarnings()) System.out.println(w);
        System.out.println("reads=" + s.getReadCounts());
        int totalReads = s.getReadCounts().values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("total reads=" + totalReads + " warnings=" + s.getWarnings().size());
        System.out.println("Integer.MAX+1=" + (Integer.MAX_VALUE + 1) + " Long.MAX/1024=" + (Long.MAX_VALUE / 1024) + " abs(MIN)=" + Math.abs(Integer.MIN_VALUE));
        System.out.println("parse hex=" + Integer.parseInt("ff", 16) + " radix2=" + Integer.toBinaryString(42) + " valueOf=" + Integer.valueOf("0123"));
    }
}
