import java.util.*;

public class MapxConfigLookup {
    static final Map<String, String> DEFAULTS = Map.of(
            "theme", "light",
            "language", "en",
            "fontSize", "14",
            "syncEnabled", "true",
            "retryCount", "3");

    static final Map<Integer, String> HTTP_STATUS = Map.of(
            200, "OK",
            201, "Created",
            304, "Not Modified",
            404, "Not Found",
            500, "Server Error");

    static final class Settings {
        private final Map<String, String> overrides = new TreeMap<>();

        void set(String key, String value) {
            if (!DEFAULTS.containsKey(key)) {
                System.out.println("  ignoring unknown setting " + key);
                return;
            }
            if (value.equals(DEFAULTS.get(key))) {
                overrides.remove(key);
                System.out.println("  " + key + " reset to default");
            } else {
                overrides.put(key, value);
            }
        }

        String get(String key) {
            String v = overrides.get(key);
            return v != null ? v : DEFAULTS.getOrDefault(key, "<unset>");
        }

        int getInt(String key) {
            try {
                return Integer.parseInt(get(key));
            } catch (NumberFormatException ex) {
                return -1;
            }
        }

        Map<String, String> snapshot() {
            return Map.copyOf(overrides);
        }
    }

    static String statusText(int code) {
        return HTTP_STATUS.getOrDefault(code, "Unknown(" + code + ")");
    }

    public static void main(String[] args) {
        String[] keys = {"theme", "language", "fontSize", "syncEnabled", "retryCount", "missing"};
        Settings s = new Settings();
        for (String k : keys) {
            System.out.println(String.format("default %-12s = %s", k, s.get(k)));
        }
        s.set("theme", "dark");
        s.set("fontSize", "18");
        s.set("volume", "7");
        s.set("retryCount", "five");
        s.set("fontSize", "14");
        System.out.println("Overrides: " + s.overrides);
        for (String k : keys) {
            System.out.println(String.format("effective %-12s = %s", k, s.get(k)));
        }
        System.out.println("fontSize int = " + s.getInt("fontSize") + ", retryCount int = " + s.getInt("retryCount"));

        int[] codes = {200, 404, 418, 500, 304};
        for (int c : codes) {
            System.out.println(String.format("HTTP %d -> %s (known=%s)", c, statusText(c), HTTP_STATUS.containsKey(c)));
        }
        System.out.println("DEFAULTS size=" + DEFAULTS.size() + " containsValue(en)=" + DEFAULTS.containsValue("en")
                + " containsValue(fr)=" + DEFAULTS.containsValue("fr"));

        // immutability
        try {
            DEFAULTS.put("theme", "blue");
            System.out.println("unexpected: mutated");
        } catch (UnsupportedOperationException ex) {
            System.out.println("Map.of is immutable");
        }
        Map<String, String> snap = s.snapshot();
        try {
            snap.remove("theme");
            System.out.println("unexpected: snapshot mutated");
        } catch (UnsupportedOperationException ex) {
            System.out.println("Map.copyOf is immutable");
        }
        s.set("language", "de");
        System.out.println("snapshot theme=" + snap.get("theme") + " language=" + snap.get("language")
                + " size=" + snap.size());
        System.out.println("live overrides now: " + s.overrides);

        // equals between maps of different kinds
        Map<String, String> tree = new TreeMap<>(snap);
        Map<String, String> linked = new LinkedHashMap<>();
        linked.put("theme", "dark");
        linked.put("fontSize", "18");
        Map<String, String> literal = Map.of("theme", "dark");
        System.out.println("snap.equals(tree)=" + snap.equals(tree));
        System.out.println("tree.equals(snap)=" + tree.equals(snap));
        System.out.println("linked.equals(literal)=" + linked.equals(literal));
        linked.remove("fontSize");
        System.out.println("after remove, linked.equals(literal)=" + linked.equals(literal));
        System.out.println("literal.equals(Map.copyOf(linked))=" + literal.equals(Map.copyOf(linked)));
        System.out.println("Map.of().equals(new TreeMap())=" + Map.of().equals(new TreeMap<String, String>()));
        System.out.println("Map.of().isEmpty()=" + Map.of().isEmpty());

        // copyOf a TreeMap then look up each key in sorted order from the source
        TreeMap<String, Integer> limits = new TreeMap<>();
        limits.put("uploadsPerDay", 50);
        limits.put("maxFileMb", 25);
        limits.put("devices", 3);
        Map<String, Integer> frozen = Map.copyOf(limits);
        limits.put("devices", 5);
        for (String k : limits.keySet()) {
            System.out.println(String.format("limit %-14s live=%d frozen=%d", k, limits.get(k), frozen.get(k)));
        }
        Map.Entry<String, Integer> e = Map.entry("devices", 3);
        System.out.println("frozen has entry " + e.getKey() + "=" + e.getValue() + ": "
                + Integer.valueOf(3).equals(frozen.get(e.getKey())));
        System.out.println("frozen.getOrDefault(storageGb, 15)=" + frozen.getOrDefault("storageGb", 15));
    }
}
