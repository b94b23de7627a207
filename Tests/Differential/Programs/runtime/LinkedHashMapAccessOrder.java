import java.util.LinkedHashMap;
import java.util.Map;

public class LinkedHashMapAccessOrder {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        Lru(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }
        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > capacity;
            if (evict) {
                System.out.println("  evicting " + eldest.getKey());
            }
            return evict;
        }
    }

    public static void main(String[] args) {
        Map<String, Integer> insertion = new LinkedHashMap<>();
        insertion.put("c", 3);
        insertion.put("a", 1);
        insertion.put("b", 2);
        insertion.put("a", 10);
        System.out.println("insertion order (re-put keeps place)=" + insertion);
        insertion.remove("c");
        insertion.put("c", 30);
        System.out.println("remove+re-add moves to end=" + insertion);
        Map<String, Integer> access = new LinkedHashMap<>(16, 0.75f, true);
        access.put("x", 1);
        access.put("y", 2);
        access.put("z", 3);
        System.out.println("access start=" + access);
        access.get("x");
        System.out.println("after get(x)=" + access);
        access.put("y", 20);
        System.out.println("after put(y)=" + access);
        access.getOrDefault("z", 0);
        System.out.println("after getOrDefault(z)=" + access);
        access.containsKey("x");
        System.out.println("containsKey does not reorder=" + access);
        Lru<Integer, String> lru = new Lru<>(3);
        for (int i = 1; i <= 4; i++) {
            lru.put(i, "v" + i);
            System.out.println("put " + i + " -> " + lru);
        }
        lru.get(2);
        System.out.println("get 2 -> " + lru);
        lru.put(5, "v5");
        System.out.println("put 5 -> " + lru);
        lru.putIfAbsent(3, "x");
        System.out.println("putIfAbsent 3 -> " + lru);
        lru.put(6, "v6");
        System.out.println("put 6 -> " + lru);
        System.out.println("keySet=" + lru.keySet() + " values=" + lru.values());
    }
}
