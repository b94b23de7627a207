import java.util.*;

public class MapxLruCache {
    static final class ImageCache {
        private final int capacity;
        private final List<String> evicted = new ArrayList<>();
        private int hits = 0;
        private int misses = 0;
        private final LinkedHashMap<String, Integer> entries;

        ImageCache(int capacity) {
            this.capacity = capacity;
            this.entries = new LinkedHashMap<String, Integer>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                    boolean evict = size() > ImageCache.this.capacity;
                    if (evict) {
                        evicted.add(eldest.getKey());
                    }
                    return evict;
                }
            };
        }

        Integer load(String url) {
            Integer cached = entries.get(url);
            if (cached != null) {
                hits++;
                return cached;
            }
            misses++;
            int bytes = url.length() * 100;
            entries.put(url, bytes);
            return bytes;
        }

        String order() {
            return String.join(" > ", entries.keySet());
        }
    }

    public static void main(String[] args) {
        ImageCache cache = new ImageCache(3);
        String[] requests = {"a.png", "b.png", "c.png", "a.png", "d.png", "b.png",
                "a.png", "e.jpeg", "d.png", "a.png", "c.png", "c.png"};
        for (String r : requests) {
            int size = cache.load(r);
            System.out.println(String.format("load %-7s size=%4d order=[%s]", r, size, cache.order()));
        }
        System.out.println("Hits=" + cache.hits + " misses=" + cache.misses);
        System.out.println("Evicted: " + cache.evicted);
        System.out.println("Final cache: " + cache.entries);

        // getOrDefault on access-ordered map also counts as access
        LinkedHashMap<String, Integer> access = new LinkedHashMap<>(8, 0.75f, true);
        access.put("x", 1);
        access.put("y", 2);
        access.put("z", 3);
        System.out.println("Initial access order: " + access.keySet());
        access.get("x");
        System.out.println("After get(x): " + access.keySet());
        access.getOrDefault("y", 0);
        System.out.println("After getOrDefault(y): " + access.keySet());
        access.put("z", 30);
        System.out.println("After put(z): " + access);
        access.containsKey("x");
        System.out.println("After containsKey(x) (no reorder): " + access.keySet());

        // insertion-ordered map: re-put does not reorder
        LinkedHashMap<String, Integer> insertion = new LinkedHashMap<>();
        insertion.put("x", 1);
        insertion.put("y", 2);
        insertion.put("z", 3);
        insertion.put("x", 10);
        insertion.get("y");
        System.out.println("Insertion order map: " + insertion);

        // eldest entry via iterator
        Map.Entry<String, Integer> eldest = access.entrySet().iterator().next();
        System.out.println("Eldest in access map: " + eldest.getKey() + "=" + eldest.getValue());

        // simple bounded history with removeEldestEntry by count of 2
        Map<Integer, String> history = new LinkedHashMap<Integer, String>() {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, String> e) {
                return size() > 2;
            }
        };
        for (int i = 1; i <= 5; i++) {
            history.put(i, "screen" + i);
            System.out.println("History after " + i + ": " + history);
        }

        // removeIf over entrySet of LRU
        cache.load("hero.webp");
        cache.load("c.png");
        System.out.println("Cache before removeIf: " + cache.entries);
        cache.entries.entrySet().removeIf(e -> e.getKey().startsWith("a"));
        System.out.println("Cache after removeIf key a*: " + cache.entries);
        cache.entries.entrySet().removeIf(e -> e.getValue() > 600);
        System.out.println("Cache after removeIf >600: " + cache.entries);
        cache.entries.values().removeIf(v -> v.intValue() == 500);
        System.out.println("Cache after removing 500: " + cache.entries);
    }
}
