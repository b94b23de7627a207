import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class GxCacheLoader {
    public static void main(String[] args) {
        UserRepository repo = new UserRepository();
        Cache<Integer, UserProfile> cache = new Cache<>(3, repo::load);

        int[] requests = {1, 2, 1, 3, 4, 2, 1, 5, 3, 3};
        for (int id : requests) {
            UserProfile p = cache.get(id);
            System.out.println("get(" + id + ") -> " + p + " | keys=" + cache.keys());
        }
        System.out.println(cache.stats());
        System.out.println("repo loads: " + repo.loadCount);

        System.out.println("-- invalidate / contains --");
        System.out.println("contains 3? " + cache.contains(3));
        cache.invalidate(3);
        System.out.println("contains 3 after invalidate? " + cache.contains(3));
        System.out.println("peek 5: " + cache.peek(5));
        System.out.println("peek 99: " + cache.peek(99));
        cache.put(99, new UserProfile(99, "manual"));
        System.out.println("keys after put: " + cache.keys());

        System.out.println("-- string cache with derived values --");
        Cache<String, Integer> lengths = new Cache<>(2, s -> {
            System.out.println("  computing length of '" + s + "'");
            return s.length();
        });
        String[] words = {"android", "kotlin", "android", "java", "kotlin", "android"};
        int totalLen = 0;
        for (String w : words) {
            int len = lengths.get(w);
            totalLen += len;
            System.out.println(String.format("%-8s len=%d", w, len));
        }
        System.out.println("totalLen=" + totalLen + " " + lengths.stats());

        System.out.println("-- getAll --");
        List<Integer> ids = new ArrayList<>();
        ids.add(7);
        ids.add(99);
        ids.add(8);
        Map<Integer, UserProfile> batch = cache.getAll(ids);
        for (Map.Entry<Integer, UserProfile> e : batch.entrySet()) {
            System.out.println("  " + e.getKey() + " => " + e.getValue().name);
        }
        System.out.println(cache.stats());
        cache.clear();
        System.out.println("after clear size=" + cache.size() + " keys=" + cache.keys());
    }
}

class UserProfile {
    final int id;
    final String name;

    UserProfile(int id, String name) {
        this.id = id;
        this.name = name;
    }

    @Override
    public String toString() {
        return "User#" + id + "(" + name + ")";
    }
}

class UserRepository {
    int loadCount = 0;
    private final String[] names = {"ann", "bob", "cid", "dee", "eve", "fay", "gus", "hal", "ivy"};

    UserProfile load(Integer id) {
        loadCount++;
        String name = id < names.length ? names[id] : "user" + id;
        return new UserProfile(id, name);
    }
}

class Cache<K, V> {
    private final int capacity;
    private final Function<? super K, ? extends V> loader;
    private final LinkedHashMap<K, V> entries = new LinkedHashMap<>();
    private int hits;
    private int misses;
    private int evictions;

    Cache(int capacity, Function<? super K, ? extends V> loader) {
        this.capacity = capacity;
        this.loader = loader;
    }

    V get(K key) {
        if (entries.containsKey(key)) {
            hits++;
            V v = entries.remove(key);
            entries.put(key, v);
            return v;
        }
        misses++;
        V loaded = loader.apply(key);
        put(key, loaded);
        return loaded;
    }

    V peek(K key) {
        return entries.get(key);
    }

    void put(K key, V value) {
        entries.remove(key);
        entries.put(key, value);
        while (entries.size() > capacity) {
            K eldest = entries.keySet().iterator().next();
            entries.remove(eldest);
            evictions++;
        }
    }

    boolean contains(K key) {
        return entries.containsKey(key);
    }

    void invalidate(K key) {
        entries.remove(key);
    }

    Map<K, V> getAll(List<? extends K> keys) {
        Map<K, V> result = new LinkedHashMap<>();
        for (K k : keys) {
            result.put(k, get(k));
        }
        return result;
    }

    List<K> keys() {
        return new ArrayList<>(entries.keySet());
    }

    int size() {
        return entries.size();
    }

    void clear() {
        entries.clear();
    }

    String stats() {
        int total = hits + misses;
        double ratio = total == 0 ? 0.0 : (double) hits / total;
        return String.format("hits=%d misses=%d evictions=%d hitRatio=%.2f", hits, misses, evictions, ratio);
    }
}
