import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class ColRecentItemsCache {
    static final int CAPACITY = 4;

    static Map<String, Integer> newCache(List<String> evicted) {
        return new LinkedHashMap<String, Integer>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                boolean drop = size() > CAPACITY;
                if (drop) {
                    evicted.add(eldest.getKey());
                }
                return drop;
            }
        };
    }

    static void show(String label, Map<String, Integer> cache) {
        System.out.println(String.format("%-8s %s (size %d)", label, cache, cache.size()));
    }

    public static void main(String[] args) {
        List<String> evicted = new ArrayList<>();
        Map<String, Integer> recent = newCache(evicted);

        String[] opened = {"inbox", "settings", "profile", "search", "inbox", "camera", "gallery", "profile"};
        int version = 1;
        for (String screen : opened) {
            if (recent.containsKey(screen)) {
                recent.get(screen);
                System.out.println("hit  " + screen);
            } else {
                recent.put(screen, version++);
                System.out.println("miss " + screen);
            }
            show("after " + screen, recent);
        }
        System.out.println("evicted so far: " + evicted);

        // getOrDefault also counts as an access in access-ordered mode
        int v = recent.getOrDefault("camera", -1);
        int inboxVersion = recent.getOrDefault("inbox", -1);
        System.out.println("camera -> " + v + ", inbox -> " + inboxVersion);
        show("after lookups", recent);

        // putIfAbsent on an existing key keeps the old value
        Integer prev = recent.putIfAbsent("gallery", 99);
        System.out.println("putIfAbsent gallery returned " + prev);
        prev = recent.putIfAbsent("downloads", 42);
        System.out.println("putIfAbsent downloads returned " + prev);
        show("after putIfAbsent", recent);
        System.out.println("evicted so far: " + evicted);

        // walk from least to most recently used, dropping odd versions
        Iterator<Map.Entry<String, Integer>> it = recent.entrySet().iterator();
        int position = 0;
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            System.out.println(String.format("%5d %-8s v%d", position++, e.getKey(), e.getValue()));
            if (e.getValue() % 2 == 1) {
                it.remove();
                System.out.println("      removed " + e.getKey());
            }
        }
        show("after purge", recent);

        // a plain insertion-ordered map for comparison
        Map<String, Integer> insertion = new LinkedHashMap<>();
        for (String screen : opened) {
            insertion.merge(screen, 1, Integer::sum);
        }
        insertion.get("inbox");
        System.out.println("insertion order visits: " + insertion);
        System.out.println("keys: " + new ArrayList<>(insertion.keySet()));
        System.out.println("values: " + new ArrayList<>(insertion.values()));
        System.out.println("equal contents? " + insertion.equals(recent));
    }
}
