import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

public class GenericCache<K, V> {
    private final Map<K, V> store = new LinkedHashMap<>();
    private final Function<K, V> loader;
    private final int capacity;
    private int hits, misses, evictions;

    GenericCache(int capacity, Function<K, V> loader) {
        this.capacity = capacity;
        this.loader = loader;
    }

    V get(K key) {
        if (store.containsKey(key)) {
            hits++;
            V v = store.remove(key);
            store.put(key, v);
            return v;
        }
        misses++;
        V v = loader.apply(key);
        if (store.size() >= capacity) {
            K eldest = store.keySet().iterator().next();
            store.remove(eldest);
            evictions++;
            System.out.println("  evict " + eldest);
        }
        store.put(key, v);
        return v;
    }

    String stats() {
        return "hits=" + hits + " misses=" + misses + " evictions=" + evictions + " keys=" + store.keySet();
    }

    public static void main(String[] args) {
        int[] loads = {0};
        GenericCache<Integer, Long> squares = new GenericCache<>(3, k -> {
            loads[0]++;
            return (long) k * k;
        });
        int[] requests = {2, 3, 2, 4, 5, 2, 3, 3, 6};
        for (int r : requests) {
            System.out.println("get " + r + " = " + squares.get(r));
        }
        System.out.println(squares.stats() + " loads=" + loads[0]);
        GenericCache<String, Integer> lengths = new GenericCache<>(2, String::length);
        for (String s : new String[] {"aa", "bbb", "aa", "c", "bbb"}) {
            System.out.println(s + " -> " + lengths.get(s));
        }
        System.out.println(lengths.stats());
    }
}
