import java.util.*;

public class SettingsInterfaces {
    interface Setting<T> {
        String key();
        T defaultValue();
        T parse(String raw);
        default T resolve(Map<String, String> store) {
            String raw = store.get(key());
            if (raw == null) { log("default for " + key()); return defaultValue(); }
            try {
                return parse(raw);
            } catch (RuntimeException e) {
                log("bad value '" + raw + "' for " + key());
                return defaultValue();
            }
        }
        private void log(String msg) { LOG.add("[" + tag() + "] " + msg); }
        default String tag() { return "setting"; }
        static <T> String describe(Setting<T> s, Map<String, String> store) {
            return s.key() + "=" + s.resolve(store);
        }
    }

    static final List<String> LOG = new ArrayList<>();

    static final class IntSetting implements Setting<Integer> {
        private final String key; private final int def; private final int min; private final int max;
        IntSetting(String key, int def, int min, int max) { this.key = key; this.def = def; this.min = min; this.max = max; }
        public String key() { return key; }
        public Integer defaultValue() { return def; }
        public Integer parse(String raw) { return Math.max(min, Math.min(max, Integer.parseInt(raw.trim()))); }
        @Override public String tag() { return "int"; }
    }

    static final class BoolSetting implements Setting<Boolean> {
        private final String key; private final boolean def;
        BoolSetting(String key, boolean def) { this.key = key; this.def = def; }
        public String key() { return key; }
        public Boolean defaultValue() { return def; }
        public Boolean parse(String raw) {
            switch (raw.toLowerCase()) {
                case "on": case "yes": case "true": case "1": return true;
                case "off": case "no": case "false": case "0": return false;
                default: throw new IllegalArgumentException(raw);
            }
        }
    }

    interface Syncable {
        default String status() { return "synced"; }
        default int priority() { return 1; }
    }
    interface Exportable {
        default String status() { return "exportable"; }
        static String header() { return "EXPORT v2"; }
    }
    interface CloudSyncable extends Syncable {
        @Override default String status() { return "cloud-" + Syncable.super.status(); }
        @Override default int priority() { return Syncable.super.priority() + 10; }
    }

    static class Profile implements CloudSyncable, Exportable {
        final String name;
        Profile(String name) { this.name = name; }
        @Override public String status() {
            return name + ":" + CloudSyncable.super.status() + "/" + Exportable.super.status();
        }
    }
    static class LocalProfile implements Syncable {
        @Override public int priority() { return Syncable.super.priority() * 5; }
    }

    @FunctionalInterface
    interface Validator<T> {
        boolean test(T value);
        default Validator<T> and(Validator<T> other) { return v -> test(v) && other.test(v); }
        default Validator<T> negate() { return v -> !test(v); }
        static <T> Validator<T> not(Validator<T> v) { return v.negate(); }
    }

    @FunctionalInterface
    interface Formatter { String format(String key, Object value); }

    static boolean isEven(Integer i) { return i % 2 == 0; }
    static String bracketed(String k, Object v) { return "[" + k + ": " + v + "]"; }

    static class Prefixer {
        private final String prefix;
        Prefixer(String p) { prefix = p; }
        String apply(String k, Object v) { return prefix + k + "->" + v; }
    }

    public static void main(String[] args) {
        Map<String, String> store = new TreeMap<>();
        store.put("font.size", " 18 ");
        store.put("volume", "150");
        store.put("retries", "three");
        store.put("dark.mode", "ON");
        store.put("analytics", "maybe");

        List<Setting<?>> settings = List.of(
            new IntSetting("font.size", 14, 8, 32),
            new IntSetting("volume", 50, 0, 100),
            new IntSetting("retries", 3, 0, 10),
            new IntSetting("timeout", 30, 1, 120),
            new BoolSetting("dark.mode", false),
            new BoolSetting("analytics", true),
            new BoolSetting("beta", false));
        for (Setting<?> s : settings) System.out.println(Setting.describe(s, store) + " tag=" + s.tag());
        for (String line : LOG) System.out.println("log " + line);

        IntSetting vol = (IntSetting) settings.get(1);
        int v = vol.resolve(store);
        v += 5;
        System.out.println("vol+5=" + v + " parse(-20)=" + vol.parse("-20"));

        Profile p = new Profile("work");
        System.out.println(p.status() + " prio=" + p.priority());
        Syncable asSync = p;
        Exportable asExp = p;
        System.out.println("via Syncable=" + asSync.status() + " via Exportable=" + asExp.status());
        System.out.println(Exportable.header() + " local=" + new LocalProfile().status() + " prio=" + new LocalProfile().priority());

        Validator<Integer> positive = x -> x > 0;
        Validator<Integer> even = SettingsInterfaces::isEven;
        Validator<Integer> small = new Validator<>() {
            int checks = 0;
            public boolean test(Integer value) { checks++; return value < 100 && checks < 5; }
        };
        Validator<Integer> combo = positive.and(even).and(small);
        Validator<Integer> odd = Validator.not(even);
        for (int x : new int[]{-4, 3, 8, 250, 42, 64, 10}) {
            System.out.println("x=" + x + " pos=" + positive.test(x) + " odd=" + odd.test(x) + " combo=" + combo.test(x));
        }

        Formatter f1 = SettingsInterfaces::bracketed;
        Formatter f2 = new Prefixer("pref.")::apply;
        Formatter f3 = (k, val) -> k.toUpperCase() + "=" + val;
        Formatter f4 = (k, val) -> k.length() + ":" + String.valueOf(val).length();
        List<Formatter> fs = List.of(f1, f2, f3, f4);
        for (Formatter f : fs) {
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<String, String> e : store.entrySet()) sb.append(f.format(e.getKey(), e.getValue().trim())).append(' ');
            System.out.println(sb.toString().trim());
        }
    }
}
