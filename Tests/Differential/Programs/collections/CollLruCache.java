import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;

public class CollLruCache {
    // LRU built by hand: LinkedList keeps recency order (most recent at front), HashMap for lookups (never iterated)
    static class ManualLru {
        private final int capacity;
        private final LinkedList<String> order = new LinkedList<>();
        private final Map<String, String> values = new HashMap<>();
        final List<String> evictions = new ArrayList<>();
        int hits = 0;
        int misses = 0;

        ManualLru(int capacity) {
            this.capacity = capacity;
        }

        String get(String key) {
            if (!values.containsKey(key)) {
                misses++;
                return null;
            }
            hits++;
            order.remove(key);
            order.addFirst(key);
            return values.get(key);
        }

        void put(String key, String value) {
            if (values.containsKey(key)) {
                order.remove(key);
            } else if (order.size() >= capacity) {
                String victim = order.removeLast();
                values.remove(victim);
                evictions.add(victim);
                System.out.println("    manual evict: " + victim);
            }
            order.addFirst(key);
            values.put(key, value);
        }

        String describe() {
            StringBuilder sb = new StringBuilder("[");
            Iterator<String> it = order.iterator();
            while (it.hasNext()) {
                String k = it.next();
                sb.append(k).append('=').append(values.get(k));
                if (it.hasNext()) sb.append(", ");
            }
            return sb.append("]").toString();
        }
    }

    // LRU using LinkedHashMap in access order
    static class LruMap<K, V> extends LinkedHashMap<K, V> {
        private final int maxEntries;
        final List<String> evicted = new ArrayList<>();

        LruMap(int maxEntries) {
            super(16, 0.75f, true);
            this.maxEntries = maxEntries;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > maxEntries;
            if (evict) {
                evicted.add(eldest.getKey() + "=" + eldest.getValue());
                System.out.println("    map evict: " + eldest.getKey() + "=" + eldest.getValue());
            }
            return evict;
        }
    }

    static String loadImage(String url) {
        return "img(" + url.length() + ")";
    }

    public static void main(String[] args) {
        System.out.println("=== Manual LinkedList LRU (capacity 3) ===");
        ManualLru cache = new ManualLru(3);
        String[] ops = {"put a", "put b", "put c", "get a", "put d", "get b", "get c", "put e", "put a", "get d", "get e", "put f", "get a"};
        for (String op : ops) {
            String[] parts = op.split(" ");
            if (parts[0].equals("put")) {
                cache.put(parts[1], parts[1].toUpperCase() + parts[1].length());
                System.out.println("  " + op + " -> " + cache.describe());
            } else {
                String v = cache.get(parts[1]);
                System.out.println("  " + op + " = " + (v == null ? "MISS" : v) + " -> " + cache.describe());
            }
        }
        System.out.println("  evictions: " + cache.evictions + " hits=" + cache.hits + " misses=" + cache.misses);

        System.out.println("=== LinkedHashMap accessOrder=true (capacity 3) ===");
        LruMap<String, Integer> lru = new LruMap<>(3);
        lru.put("home", 1);
        lru.put("search", 2);
        lru.put("profile", 3);
        System.out.println("  initial: " + lru);
        lru.get("home");
        System.out.println("  after get(home): " + lru);
        lru.put("settings", 4);
        System.out.println("  after put(settings): " + lru);
        lru.put("profile", 30);
        System.out.println("  after re-put(profile): " + lru);
        System.out.println("  getOrDefault(search)=" + lru.getOrDefault("search", -1));
        lru.put("feed", 5);
        System.out.println("  after put(feed): " + lru);
        System.out.println("  containsKey(home) (no reorder): " + lru.containsKey("home") + " -> " + lru);
        lru.get("home");
        lru.put("chat", 6);
        System.out.println("  after get(home), put(chat): " + lru);
        System.out.println("  keys in LRU->MRU order: " + lru.keySet());
        System.out.println("  values: " + lru.values());
        System.out.println("  evicted: " + lru.evicted);

        System.out.println("=== LinkedHashMap insertion order for contrast ===");
        LinkedHashMap<String, Integer> ins = new LinkedHashMap<>();
        ins.put("home", 1);
        ins.put("search", 2);
        ins.put("profile", 3);
        ins.get("home");
        ins.put("search", 20);
        System.out.println("  insertion-ordered: " + ins);
        LinkedHashMap<String, Integer> acc = new LinkedHashMap<>(8, 0.75f, true);
        acc.putAll(ins);
        acc.get("home");
        acc.put("search", 21);
        System.out.println("  access-ordered copy after get(home), put(search): " + acc);

        System.out.println("=== Image cache simulation (capacity 4) ===");
        LruMap<String, String> images = new LruMap<>(4);
        String[] requests = {
            "/a.png", "/b.png", "/c.png", "/a.png", "/d.png", "/e.png",
            "/b.png", "/a.png", "/f.png", "/c.png", "/a.png", "/g.png"
        };
        int hit = 0;
        int miss = 0;
        for (String url : requests) {
            String img = images.get(url);
            if (img == null) {
                miss++;
                img = loadImage(url);
                images.put(url, img);
                System.out.println("  MISS " + url + " -> " + images.keySet());
            } else {
                hit++;
                System.out.println("  HIT  " + url + " -> " + images.keySet());
            }
        }
        System.out.println("  hits=" + hit + " misses=" + miss + " ratio=" + String.format("%.2f", hit * 100.0 / requests.length) + "%");
        System.out.println("  eviction order: " + images.evicted);
        Iterator<Map.Entry<String, String>> it = images.entrySet().iterator();
        Map.Entry<String, String> eldest = it.next();
        System.out.println("  eldest now: " + eldest.getKey());
        it.remove();
        System.out.println("  after removing eldest via iterator: " + images);
        images.clear();
        System.out.println("  cleared: " + images + " size=" + images.size());
    }
}
