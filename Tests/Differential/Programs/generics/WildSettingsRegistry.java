import java.util.*;

public class WildSettingsRegistry {

    static final class Pref<T> {
        final String key;
        final T def;
        final String kind;
        final String category;

        Pref(String key, T def, String kind, String category) {
            this.key = key;
            this.def = def;
            this.kind = kind;
            this.category = category;
        }

        String describe() {
            return kind + "@" + category;
        }

        boolean isSet(Map<String, String> m) {
            return m.containsKey(key);
        }

        T def() {
            return def;
        }

        String effective(Map<String, String> m) {
            if (isSet(m) && accepts(m.get(key))) {
                return m.get(key);
            }
            return String.valueOf(def);
        }

        boolean accepts(String raw) {
            if (raw == null) {
                return false;
            }
            if (kind.equals("int")) {
                if (raw.isEmpty()) {
                    return false;
                }
                for (int i = 0; i < raw.length(); i++) {
                    char c = raw.charAt(i);
                    if (c < '0' || c > '9') {
                        return false;
                    }
                }
                return raw.length() < 6;
            }
            if (kind.equals("bool")) {
                return raw.equals("true") || raw.equals("false");
            }
            return !raw.isEmpty();
        }

        @Override
        public String toString() {
            return "Pref[" + key + "=" + def + "]";
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Pref)) {
                return false;
            }
            Pref<?> other = (Pref<?>) o;
            return key.equals(other.key) && kind.equals(other.kind);
        }

        @Override
        public int hashCode() {
            return key.length() * 31 + kind.length();
        }
    }

    static final List<Pref<?>> ALL = List.of(
            new Pref<>("theme", "dark", "string", "ui"),
            new Pref<>("fontSize", 14, "int", "ui"),
            new Pref<>("autosave", true, "bool", "editor"),
            new Pref<>("language", "en", "string", "general"),
            new Pref<>("maxTabs", 8, "int", "editor"),
            new Pref<>("telemetry", false, "bool", "privacy"),
            new Pref<>("tabWidth", 4, "int", "editor"),
            new Pref<>("crashReports", true, "bool", "privacy"));

    static String line(Pref<?> p, Map<String, String> overrides) {
        String mark = p.isSet(overrides) ? "*" : " ";
        return mark + " " + p.key + " = " + p.effective(overrides);
    }

    static int numericDefaultSum(List<Pref<?>> prefs) {
        int sum = 0;
        for (Pref<?> p : prefs) {
            Object d = p.def();
            if (d instanceof Integer) {
                sum += (Integer) d;
            }
        }
        return sum;
    }

    public static void main(String[] args) {
        System.out.println("== registered prefs ==");
        for (Pref<?> p : ALL) {
            System.out.println(p.key + " " + p.describe() + " " + p.def());
        }

        Map<String, Pref<?>> byKey = new LinkedHashMap<>();
        for (Pref<?> p : ALL) {
            byKey.put(p.key, p);
        }
        System.out.println("lookup fontSize -> " + byKey.get("fontSize"));
        System.out.println("lookup missing -> " + byKey.containsKey("missing"));

        Map<String, String> overrides = new TreeMap<>();
        overrides.put("theme", "light");
        overrides.put("fontSize", "16");
        overrides.put("autosave", "maybe");
        overrides.put("maxTabs", "1234567");
        overrides.put("telemetry", "true");

        System.out.println("== effective values ==");
        for (Pref<?> p : ALL) {
            System.out.println(line(p, overrides));
        }

        System.out.println("== rejected overrides ==");
        for (Map.Entry<String, String> e : overrides.entrySet()) {
            Pref<?> p = byKey.get(e.getKey());
            if (p != null && !p.accepts(e.getValue())) {
                System.out.println(e.getKey() + " rejects '" + e.getValue() + "' keeps " + p.def());
            }
        }

        System.out.println("== by category ==");
        Map<String, List<Pref<?>>> byCategory = new TreeMap<>();
        for (Pref<?> p : ALL) {
            byCategory.computeIfAbsent(p.category, k -> new ArrayList<>()).add(p);
        }
        for (Map.Entry<String, List<Pref<?>>> e : byCategory.entrySet()) {
            StringBuilder sb = new StringBuilder();
            for (Pref<?> p : e.getValue()) {
                if (sb.length() > 0) {
                    sb.append(", ");
                }
                sb.append(p.key);
            }
            System.out.println(e.getKey() + " (" + e.getValue().size() + "): " + sb);
        }

        System.out.println("== typed inspection ==");
        int bools = 0;
        int enabled = 0;
        for (Pref<?> p : ALL) {
            Object d = p.def();
            if (d instanceof Boolean) {
                bools++;
                if ((Boolean) d) {
                    enabled++;
                }
            } else if (d instanceof String) {
                String s = (String) d;
                System.out.println(p.key + " string default length " + s.length());
            } else if (d instanceof Integer) {
                int v = (Integer) d;
                System.out.println(p.key + " int default doubled " + (v * 2));
            }
        }
        System.out.println("boolean prefs: " + bools + ", enabled by default: " + enabled);
        System.out.println("sum of int defaults: " + numericDefaultSum(ALL));

        System.out.println("== equality ==");
        Pref<?> probe = new Pref<>("theme", "solarized", "string", "other");
        Pref<?> probe2 = new Pref<>("theme", 3, "int", "ui");
        System.out.println("probe equals theme: " + ALL.get(0).equals(probe));
        System.out.println("probe2 equals theme: " + ALL.get(0).equals(probe2));
        System.out.println("list contains probe: " + ALL.contains(probe));
        System.out.println("index of probe: " + ALL.indexOf(probe));
        int setCount = 0;
        for (Pref<?> p : ALL) {
            if (p.isSet(overrides)) {
                setCount++;
            }
        }
        System.out.println("overridden " + setCount + " of " + ALL.size());
        System.out.println("first=" + ALL.get(0) + " last=" + ALL.get(ALL.size() - 1));
    }
}
