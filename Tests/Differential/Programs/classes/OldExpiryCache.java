import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class OldExpiryCache {
    public static void main(String[] args) {
        SimpleCache cache = new SimpleCache(4);
        cache.put("user:1", "alice", 3);
        cache.put("user:2", "bob", 1);
        cache.put("user:3", "carol", 5);
        cache.dump();

        String[] lookups = {"user:1", "user:2", "user:9", "user:3"};
        for (int round = 0; round < 4; round++) {
            System.out.println("-- tick " + round + " --");
            for (int i = 0; i < lookups.length; i++) {
                String v = cache.get(lookups[i]);
                System.out.println(String.format("%-8s -> %s", lookups[i], v == null ? "<miss>" : v));
            }
            int expired = cache.tick();
            System.out.println("expired this tick: " + expired);
            cache.dump();
            if (round == 1) {
                cache.put("user:4", "dave", 2);
                cache.put("user:5", "erin", 2);
                cache.put("user:6", "frank", 2);
            }
        }
        System.out.println(String.format("hits=%d misses=%d evictions=%d",
                Integer.valueOf(cache.hits), Integer.valueOf(cache.misses), Integer.valueOf(cache.evictions)));
        Integer boxed = Integer.valueOf(cache.hits + cache.misses);
        int total = boxed.intValue();
        System.out.println("total lookups: " + total + ", hit percent: " + (cache.hits * 100 / total));
    }
}

class CacheEntry {
    final String value;
    int ttl;

    CacheEntry(String value, int ttl) {
        this.value = value;
        this.ttl = ttl;
    }

    public String toString() {
        return value + "(ttl=" + ttl + ")";
    }
}

class SimpleCache {
    private final Map<String, CacheEntry> entries = new LinkedHashMap<String, CacheEntry>();
    private final int capacity;
    int hits;
    int misses;
    int evictions;

    SimpleCache(int capacity) {
        this.capacity = capacity;
    }

    void put(String key, String value, int ttl) {
        if (!entries.containsKey(key) && entries.size() >= capacity) {
            Iterator<String> it = entries.keySet().iterator();
            String oldest = it.next();
            it.remove();
            evictions++;
            System.out.println("evicted oldest: " + oldest);
        }
        entries.put(key, new CacheEntry(value, ttl));
        System.out.println("put " + key + " = " + value + " ttl " + ttl);
    }

    String get(String key) {
        CacheEntry e = entries.get(key);
        if (e == null) {
            misses++;
            return null;
        }
        hits++;
        return e.value;
    }

    int tick() {
        int count = 0;
        List<String> gone = new ArrayList<String>();
        Iterator<Map.Entry<String, CacheEntry>> it = entries.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, CacheEntry> me = it.next();
            CacheEntry e = me.getValue();
            e.ttl = e.ttl - 1;
            if (e.ttl <= 0) {
                gone.add(me.getKey());
                it.remove();
                count++;
            }
        }
        for (int i = 0; i < gone.size(); i++) {
            System.out.println("  expired " + gone.get(i));
        }
        return count;
    }

    void dump() {
        StringBuffer sb = new StringBuffer("cache[");
        Iterator<Map.Entry<String, CacheEntry>> it = entries.entrySet().iterator();
        boolean first = true;
        while (it.hasNext()) {
            Map.Entry<String, CacheEntry> me = it.next();
            if (!first) sb.append(", ");
            sb.append(me.getKey()).append('=').append(me.getValue());
            first = false;
        }
        sb.append("] size=").append(entries.size());
        System.out.println(sb.toString());
    }
}
