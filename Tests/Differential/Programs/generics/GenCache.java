import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class GenCache {

    record Stats(int hits, int misses, int evictions, int size) {
        double hitRate() {
            int total = hits + misses;
            return total == 0 ? 0.0 : (double) hits / total;
        }

        @Override
        public String toString() {
            return String.format("hits=%d misses=%d evictions=%d size=%d hitRate=%.2f",
                    hits, misses, evictions, size, hitRate());
        }
    }

    static final class Cache<K, V> {
        private final String name;
        private final int capacity;
        private final Function<K, V> loader;
        private final LinkedHashMap<K, V> entries = new LinkedHashMap<>();
        private final List<K> evicted = new ArrayList<>();
        private int hits = 0;
        private int misses = 0;

        Cache(String name, int capacity, Function<K, V> loader) {
            this.name = name;
            this.capacity = capacity;
            this.loader = loader;
        }

        V get(K key) {
            if (entries.containsKey(key)) {
                hits++;
                return entries.get(key);
            }
            misses++;
            V loaded = loader.apply(key);
            put(key, loaded);
            return loaded;
        }

        void put(K key, V value) {
            if (!entries.containsKey(key) && entries.size() >= capacity) {
                K oldest = entries.keySet().iterator().next();
                entries.remove(oldest);
                evicted.add(oldest);
            }
            entries.put(key, value);
        }

        boolean invalidate(K key) {
            return entries.remove(key) != null;
        }

        boolean contains(K key) {
            return entries.containsKey(key);
        }

        Stats stats() {
            return new Stats(hits, misses, evicted.size(), entries.size());
        }

        List<K> keys() {
            return new ArrayList<>(entries.keySet());
        }

        List<K> evictedKeys() {
            return evicted;
        }

        void clear() {
            entries.clear();
            hits = 0;
            misses = 0;
            evicted.clear();
        }

        String dump() {
            StringBuilder sb = new StringBuilder(name).append(" {");
            boolean first = true;
            for (Map.Entry<K, V> e : entries.entrySet()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(e.getKey()).append("->").append(e.getValue());
            }
            return sb.append("}").toString();
        }
    }

    record Profile(int id, String handle, int level) {
        @Override
        public String toString() {
            return "@" + handle + "/L" + level;
        }
    }

    static final class LoadCounter<K, V> implements Function<K, V> {
        private final Function<K, V> inner;
        private int calls = 0;

        LoadCounter(Function<K, V> inner) {
            this.inner = inner;
        }

        @Override
        public V apply(K key) {
            calls++;
            return inner.apply(key);
        }

        int calls() {
            return calls;
        }
    }

    static long slowFib(int n) {
        long a = 0;
        long b = 1;
        for (int i = 0; i < n; i++) {
            long t = a + b;
            a = b;
            b = t;
        }
        return a;
    }

    public static void main(String[] args) {
        LoadCounter<Integer, Long> fibLoader = new LoadCounter<>(GenCache::slowFib);
        Cache<Integer, Long> fib = new Cache<>("fib", 4, fibLoader);
        int[] requests = {10, 20, 10, 30, 40, 20, 50, 10, 60, 50, 50, 70};
        for (int r : requests) {
            boolean wasCached = fib.contains(r);
            long v = fib.get(r);
            System.out.println("fib(" + r + ") = " + v + (wasCached ? " [hit]" : " [miss]") + " keys=" + fib.keys());
        }
        System.out.println("evicted order: " + fib.evictedKeys());
        System.out.println("fib stats: " + fib.stats());
        System.out.println("loader calls: " + fibLoader.calls());
        System.out.println(fib.dump());

        System.out.println("invalidate 50: " + fib.invalidate(50) + ", invalidate 99: " + fib.invalidate(99));
        System.out.println("fib(50) again = " + fib.get(50));
        System.out.println(fib.dump());
        System.out.println("fib stats: " + fib.stats());

        Cache<String, Integer> wordLen = new Cache<>("len", 3, s -> {
            System.out.println("    loading length of '" + s + "'");
            return s.length();
        });
        String text = "the quick brown fox jumps over the lazy dog the end quick fox";
        int total = 0;
        for (String w : text.split(" ")) {
            total += wordLen.get(w);
        }
        System.out.println("total letters: " + total);
        System.out.println(wordLen.dump());
        System.out.println("wordLen stats: " + wordLen.stats());
        System.out.println("evicted words: " + String.join(",", wordLen.evictedKeys()));

        Map<Integer, String> db = new LinkedHashMap<>();
        db.put(1, "root");
        db.put(2, "alice");
        db.put(3, "bob");
        db.put(4, "carol");
        db.put(5, "dan");
        Cache<Integer, Profile> profiles = new Cache<>("profiles", 2,
                id -> new Profile(id, db.getOrDefault(id, "ghost" + id), id * 10));
        int[] lookups = {1, 2, 1, 3, 1, 9, 2, 2, 4, 5, 4};
        StringBuilder seen = new StringBuilder();
        for (int id : lookups) {
            Profile p = profiles.get(id);
            seen.append(p).append(' ');
        }
        System.out.println("seen: " + seen.toString().trim());
        System.out.println(profiles.dump());
        Stats ps = profiles.stats();
        System.out.println("profiles stats: " + ps);
        System.out.println("hits+misses=" + (ps.hits() + ps.misses()) + " lookups=" + lookups.length);

        profiles.put(7, new Profile(7, "manual", 99));
        System.out.println("after manual put: " + profiles.dump());
        System.out.println("get 7: " + profiles.get(7));
        profiles.clear();
        System.out.println("after clear: " + profiles.dump() + " / " + profiles.stats());

        Cache<Integer, Cache<String, Integer>> nested = new Cache<>("nested", 2,
                n -> new Cache<>("inner" + n, n, s -> s.length() * n));
        for (int n = 1; n <= 3; n++) {
            Cache<String, Integer> inner = nested.get(n);
            inner.get("ab");
            inner.get("abc");
            inner.get("ab");
            System.out.println(inner.dump() + " -> " + inner.stats());
        }
        System.out.println("nested keys: " + nested.keys() + " stats: " + nested.stats());
        Stats empty = new Stats(0, 0, 0, 0);
        System.out.println("empty stats: " + empty + " equals copy: " + empty.equals(new Stats(0, 0, 0, 0)));
    }
}
