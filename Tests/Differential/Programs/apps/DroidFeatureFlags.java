import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class DroidFeatureFlags {
    public static void main(String[] args) {
        FlagStore store = new FlagStore();
        store.dump("defaults only");

        FlagStore.Layer remote = store.addLayer("remote");
        remote.set(Flag.NEW_CHECKOUT, "true");
        remote.set(Flag.MAX_UPLOAD_MB, "25");
        remote.set(Flag.THEME, "dark");
        store.dump("with remote config");
        remote.set(Flag.MAX_UPLOAD_MB, "30");

        FlagStore.Layer local = store.addLayer("local");
        local.set(Flag.NEW_CHECKOUT, "false");
        local.set(Flag.MAX_UPLOAD_MB, "lots");
        local.set(Flag.DEBUG_MENU, "yes");
        store.dump("with local overrides");

        System.out.println("source of each flag:");
        for (Flag f : Flag.values()) {
            System.out.println(String.format("  %-8s <- %s", f.shortKey, store.sourceOf(f)));
        }
        System.out.println(String.format("upload limit doubled: %d MB", store.getInt(Flag.MAX_UPLOAD_MB) * 2));
        System.out.println(String.format("ratio: %.2f", store.getInt(Flag.MAX_UPLOAD_MB) / 3.0));

        local.clear(Flag.MAX_UPLOAD_MB);
        local.clear(Flag.NEW_CHECKOUT);
        store.dump("after clearing local");
        store.removeLayer("remote");
        store.dump("remote removed");
        System.out.println("change log:");
        for (String c : store.changes) {
            System.out.println("  " + c);
        }
    }
}

enum Flag {
    NEW_CHECKOUT("checkout", "false"),
    DEBUG_MENU("debug", "false"),
    MAX_UPLOAD_MB("upload", "10"),
    THEME("theme", "light");

    final String shortKey;
    final String defaultValue;

    Flag(String shortKey, String defaultValue) {
        this.shortKey = shortKey;
        this.defaultValue = defaultValue;
    }
}

interface FlagReader {
    Optional<String> raw(Flag flag);

    default boolean getBool(Flag flag) {
        String v = raw(flag).orElse(flag.defaultValue).toLowerCase();
        return v.equals("true") || v.equals("yes") || v.equals("1");
    }

    default int getInt(Flag flag) {
        String v = raw(flag).orElse(flag.defaultValue);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            return Integer.parseInt(flag.defaultValue);
        }
    }
}

class FlagStore implements FlagReader {
    static final String DEFAULT_SOURCE = "default";
    private final Map<String, Layer> layers = new LinkedHashMap<>();
    final List<String> changes = new ArrayList<>();

    class Layer {
        final String name;
        private final Map<Flag, String> values = new LinkedHashMap<>();

        Layer(String name) { this.name = name; }

        void set(Flag f, String v) {
            String old = values.put(f, v);
            changes.add(String.format("%s.%s = %s (was %s)", name, f.shortKey, v, old == null ? "unset" : old));
        }

        void clear(Flag f) {
            if (values.remove(f) != null) changes.add(name + "." + f.shortKey + " cleared");
        }
    }

    Layer addLayer(String name) {
        Layer l = new Layer(name);
        layers.put(name, l);
        return l;
    }

    void removeLayer(String name) {
        if (layers.remove(name) != null) changes.add("layer " + name + " removed");
    }

    @Override
    public Optional<String> raw(Flag flag) {
        List<Layer> ordered = new ArrayList<>(layers.values());
        for (int i = ordered.size() - 1; i >= 0; i--) {
            String v = ordered.get(i).values.get(flag);
            if (v != null) return Optional.of(v);
        }
        return Optional.empty();
    }

    String sourceOf(Flag flag) {
        String source = DEFAULT_SOURCE;
        for (Layer l : layers.values()) {
            if (l.values.containsKey(flag)) source = l.name;
        }
        return source;
    }

    void dump(String title) {
        System.out.println(String.format("== %s (%d layers) ==", title, layers.size()));
        System.out.println(String.format("  checkout=%s debug=%s upload=%d theme=%s",
                getBool(Flag.NEW_CHECKOUT), getBool(Flag.DEBUG_MENU),
                getInt(Flag.MAX_UPLOAD_MB), raw(Flag.THEME).orElse(Flag.THEME.defaultValue)));
    }
}
