import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

public class GnrTypedSettings {
    static final SettingKey<Integer> VOLUME = SettingKey.intKey("volume", 5);
    static final SettingKey<Boolean> DARK_MODE = SettingKey.boolKey("dark_mode", false);
    static final SettingKey<String> LANGUAGE = SettingKey.stringKey("language", "en");
    static final SettingKey<Long> LAST_SYNC = new SettingKey<>("last_sync", 0L, Long::parseLong);

    public static void main(String[] args) {
        SettingsStore store = new SettingsStore();
        System.out.println("defaults: volume=" + store.get(VOLUME) + " dark=" + store.get(DARK_MODE)
                + " lang=" + store.get(LANGUAGE) + " sync=" + store.get(LAST_SYNC));
        store.put(VOLUME, 8);
        store.put(DARK_MODE, true);
        store.put(LANGUAGE, "pt-BR");
        store.put(LAST_SYNC, 1700000000123L);
        int doubled = store.get(VOLUME) * 2;
        System.out.println("volume doubled: " + doubled);
        System.out.println("dark mode on? " + (store.get(DARK_MODE) ? "yes" : "no"));
        System.out.println("raw dump: " + store.dump());
        store.putRaw("volume", "loud");
        System.out.println("corrupt volume falls back to " + store.get(VOLUME));
        store.update(VOLUME, v -> v + 3);
        store.update(LANGUAGE, s -> s.toUpperCase());
        System.out.println("after updates: " + store.dump());
        System.out.println("has last_sync? " + store.contains(LAST_SYNC) + ", removed: " + store.remove(LAST_SYNC));
        System.out.println("last_sync now " + store.get(LAST_SYNC));

        Cache<Integer, String> avatars = new Cache<>(3);
        int[] requests = {1, 2, 1, 3, 4, 2, 1, 4};
        for (int id : requests) {
            String url = avatars.getOrCompute(id, k -> "https://cdn/avatars/" + (k * 100) + ".png");
            System.out.println(String.format("avatar %d -> %-26s keys=%s", id, url, avatars.keys()));
        }
        System.out.println(String.format("hits=%d misses=%d", avatars.hits, avatars.misses));

        Cache<String, Integer> wordLengths = new Cache<>(2);
        Function<Object, Integer> textLength = o -> o.toString().length();
        List<Integer> lengths = new ArrayList<>();
        for (String w : new String[] {"alpha", "be", "alpha", "gamma", "be"}) {
            lengths.add(wordLengths.getOrCompute(w, textLength));
        }
        System.out.println("lengths " + lengths + " keys=" + wordLengths.keys()
                + String.format(" hits=%d misses=%d", wordLengths.hits, wordLengths.misses));
    }
}

final class SettingKey<T> {
    final String name;
    final T defaultValue;
    final Function<String, T> parser;

    SettingKey(String name, T defaultValue, Function<String, T> parser) {
        this.name = name;
        this.defaultValue = defaultValue;
        this.parser = parser;
    }

    static SettingKey<Integer> intKey(String name, int def) { return new SettingKey<>(name, def, SettingKey::strictInt); }
    static SettingKey<Boolean> boolKey(String name, boolean def) { return new SettingKey<>(name, def, Boolean::parseBoolean); }
    static SettingKey<String> stringKey(String name, String def) { return new SettingKey<>(name, def, s -> s); }

    static int strictInt(String s) {
        for (char c : s.toCharArray()) {
            if (c < '0' || c > '9') throw new IllegalArgumentException("bad value '" + s + "'");
        }
        return Integer.parseInt(s);
    }
}

class SettingsStore {
    private final Map<String, String> raw = new TreeMap<>();

    <T> void put(SettingKey<T> key, T value) { raw.put(key.name, String.valueOf(value)); }
    void putRaw(String name, String value) { raw.put(name, value); }
    <T> boolean contains(SettingKey<T> key) { return raw.containsKey(key.name); }
    <T> boolean remove(SettingKey<T> key) { return raw.remove(key.name) != null; }
    String dump() { return raw.toString(); }

    <T> T get(SettingKey<T> key) {
        String s = raw.get(key.name);
        if (s == null) {
            return key.defaultValue;
        }
        try {
            return key.parser.apply(s);
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage() + " for " + key.name);
            return key.defaultValue;
        }
    }

    <T> void update(SettingKey<T> key, Function<? super T, ? extends T> change) {
        put(key, change.apply(get(key)));
    }
}

class Cache<K, V> {
    private final LinkedHashMap<K, V> entries = new LinkedHashMap<>();
    private final int capacity;
    int hits = 0;
    int misses = 0;

    Cache(int capacity) { this.capacity = capacity; }

    V getOrCompute(K key, Function<? super K, ? extends V> loader) {
        if (entries.containsKey(key)) {
            hits++;
            V v = entries.remove(key);
            entries.put(key, v);
            return v;
        }
        misses++;
        if (entries.size() >= capacity) {
            K eldest = entries.keySet().iterator().next();
            entries.remove(eldest);
            System.out.println("  evict " + eldest);
        }
        V v = loader.apply(key);
        entries.put(key, v);
        return v;
    }

    List<K> keys() { return new ArrayList<>(entries.keySet()); }
}
