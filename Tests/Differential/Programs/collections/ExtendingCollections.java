import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

// Program classes extending ArrayList and LinkedHashMap: an LRU cache (access order and
// removeEldestEntry), a list with helper methods and its own toString, anonymous subclasses with
// instance initializers, and the subclasses used through the collection interfaces.
public class ExtendingCollections {
    static class LruCache<K, V> extends LinkedHashMap<K, V> {
        private final int maxEntries;
        int evictions;

        LruCache(int maxEntries) {
            super(16, 0.75f, true);
            this.maxEntries = maxEntries;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            if (size() > maxEntries) {
                evictions++;
                System.out.println("evict " + eldest.getKey() + "=" + eldest.getValue());
                return true;
            }
            return false;
        }
    }

    static class InsertionLog extends LinkedHashMap<String, Integer> {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
            return size() > 2;
        }
    }

    static class Playlist extends ArrayList<String> {
        private final String name;

        Playlist(String name) {
            this.name = name;
        }

        Playlist addAll(String... songs) {
            for (String s : songs) add(s);
            return this;
        }

        String first() {
            return isEmpty() ? "(empty)" : get(0);
        }

        @Override
        public String toString() {
            return name + ":" + String.join("|", this);
        }
    }

    static int totalLength(List<String> items) {
        int n = 0;
        for (String s : items) n += s.length();
        return n;
    }

    public static void main(String[] args) {
        LruCache<String, Integer> cache = new LruCache<>(3);
        for (String k : new String[] {"a", "b", "c", "a", "d", "b", "e"}) {
            Integer hit = cache.get(k);
            if (hit == null) cache.put(k, k.charAt(0) - 'a');
            System.out.println(k + (hit == null ? " miss " : " hit ") + cache);
        }
        System.out.println("evictions " + cache.evictions + " size " + cache.size() + " keys " + cache.keySet());
        Map<String, Integer> asMap = cache;
        asMap.putIfAbsent("z", 25);
        System.out.println("via Map " + asMap);

        InsertionLog log = new InsertionLog();
        log.put("x", 1);
        log.put("y", 2);
        log.put("x", 10);
        log.put("z", 3);
        System.out.println("log " + log);

        Playlist p = new Playlist("road").addAll("one", "two", "three");
        System.out.println(p + " first=" + p.first() + " size=" + p.size() + " total=" + totalLength(p));
        p.remove("two");
        System.out.println(p + " contains three=" + p.contains("three"));
        System.out.println(new Playlist("empty").first());

        List<Integer> squares = new ArrayList<>() {{
            for (int i = 1; i <= 4; i++) add(i * i);
        }};
        System.out.println("squares " + squares);
        Map<String, String> capitals = new LinkedHashMap<>() {{
            put("fr", "Paris");
            put("it", "Rome");
        }};
        System.out.println("capitals " + capitals);
    }
}
