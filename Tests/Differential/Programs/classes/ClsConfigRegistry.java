import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class ClsConfigRegistry {
    static final List<String> EVENTS = new ArrayList<>();

    static void log(String s) {
        EVENTS.add(s);
        System.out.println("  [event] " + s);
    }

    public static void main(String[] args) {
        System.out.println("1. touching LazyRegistry.describe() (no instance yet)");
        System.out.println("   " + LazyRegistry.describe());
        System.out.println("   created so far: " + LazyRegistry.createdCount());

        System.out.println("2. first LazyRegistry.get()");
        LazyRegistry a = LazyRegistry.get();
        a.put("theme", "dark");
        a.put("lang", "en");
        System.out.println("3. second LazyRegistry.get()");
        LazyRegistry b = LazyRegistry.get();
        b.put("fontSize", "14");
        System.out.println("   b sees theme put via a: " + b.entries().containsKey("theme"));
        System.out.println("   entries via a: " + a.entries());
        System.out.println("   created so far: " + LazyRegistry.createdCount());

        System.out.println("4. EagerDefaults.VERSION is a compile-time constant: " + EagerDefaults.VERSION);
        System.out.println("5. EagerDefaults.name() triggers class init");
        System.out.println("   name=" + EagerDefaults.name());
        EagerDefaults d = EagerDefaults.INSTANCE;
        System.out.println("   ctorCalls seen by ctor=" + d.seenInCtor + " ctorCalls now=" + EagerDefaults.ctorCalls);
        System.out.println("   label (assigned before INSTANCE)=" + d.labelSeen);
        System.out.println("   suffix (assigned after INSTANCE)=" + d.suffixSeen);
        System.out.println("   defaults=" + d.defaults());

        System.out.println("6. merge defaults into registry");
        for (Map.Entry<String, String> e : d.defaults().entrySet()) {
            String old = b.putIfAbsent(e.getKey(), e.getValue());
            System.out.println(String.format("   %-8s -> %s", e.getKey(), old == null ? "added" : "kept " + old));
        }
        System.out.println("   entries: " + LazyRegistry.get().entries());
        System.out.println("   events recorded: " + EVENTS.size());
        for (int i = 0; i < EVENTS.size(); i++) {
            System.out.println(String.format("%5d %s", i, EVENTS.get(i)));
        }
    }
}

class LazyRegistry {
    private static int created = 0;
    private final Map<String, String> values = new TreeMap<>();

    private LazyRegistry() {
        created++;
        ClsConfigRegistry.log("LazyRegistry constructed #" + created);
    }

    private static class Holder {
        static final LazyRegistry INSTANCE = new LazyRegistry();
        static {
            ClsConfigRegistry.log("Holder initialised");
        }
    }

    static LazyRegistry get() {
        return Holder.INSTANCE;
    }

    static String describe() {
        return "LazyRegistry(holder idiom)";
    }

    static int createdCount() {
        return created;
    }

    void put(String k, String v) {
        values.put(k, v);
    }

    String putIfAbsent(String k, String v) {
        return values.putIfAbsent(k, v);
    }

    Map<String, String> entries() {
        return values;
    }
}

class EagerDefaults {
    static final String VERSION = "2.1";
    static String label = "defaults";
    static final EagerDefaults INSTANCE = new EagerDefaults();
    static int ctorCalls = 0;              // runs AFTER the constructor above: resets to 0
    static String suffix = "-eager";

    final int seenInCtor;
    final String labelSeen;
    final String suffixSeen;
    private final Map<String, String> defaults = new TreeMap<>();

    private EagerDefaults() {
        ctorCalls++;
        seenInCtor = ctorCalls;
        labelSeen = label;
        suffixSeen = suffix;               // still null here
        defaults.put("theme", "light");
        defaults.put("timeout", "30");
        defaults.put("lang", "fr");
        ClsConfigRegistry.log("EagerDefaults constructed, ctorCalls=" + ctorCalls);
    }

    static {
        ClsConfigRegistry.log("EagerDefaults static block: ctorCalls=" + ctorCalls + " suffix=" + suffix);
    }

    static String name() {
        return label + suffix;
    }

    Map<String, String> defaults() {
        return defaults;
    }
}
