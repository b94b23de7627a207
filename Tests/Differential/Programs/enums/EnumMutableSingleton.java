import java.util.ArrayList;
import java.util.List;

public class EnumMutableSingleton {
    enum Config {
        INSTANCE;

        private final List<String> entries = new ArrayList<>();
        private int version = 0;

        void set(String key, String value) {
            entries.removeIf(e -> e.startsWith(key + "="));
            entries.add(key + "=" + value);
            version++;
        }

        String get(String key) {
            for (String e : entries) {
                if (e.startsWith(key + "=")) {
                    return e.substring(key.length() + 1);
                }
            }
            return null;
        }

        int version() {
            return version;
        }
    }

    enum Counter {
        HITS, MISSES;

        private int count;

        void inc() {
            count++;
        }

        int get() {
            return count;
        }
    }

    static String lookup(String key) {
        String v = Config.INSTANCE.get(key);
        if (v == null) {
            Counter.MISSES.inc();
            return "<none>";
        }
        Counter.HITS.inc();
        return v;
    }

    public static void main(String[] args) {
        Config c = Config.INSTANCE;
        c.set("host", "example");
        c.set("port", "80");
        c.set("host", "localhost");
        System.out.println("entries " + c.entries + " version " + c.version());
        for (String k : new String[] {"host", "port", "user", "host"}) {
            System.out.println(k + " -> " + lookup(k));
        }
        System.out.println("hits " + Counter.HITS.get() + " misses " + Counter.MISSES.get());
        Config same = Config.valueOf("INSTANCE");
        same.set("user", "root");
        System.out.println("shared state: " + Config.INSTANCE.get("user") + " version " + Config.INSTANCE.version());
        System.out.println("identity: " + (same == c));
    }
}
