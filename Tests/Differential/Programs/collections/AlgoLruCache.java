import java.util.*;
import java.util.function.*;

public class AlgoLruCache {
    static final class LruCache<K, V> {
        static final class Node<K, V> {
            final K key;
            V value;
            Node<K, V> prev;
            Node<K, V> next;
            Node(K key, V value) { this.key = key; this.value = value; }
        }

        private final int capacity;
        private final Map<K, Node<K, V>> index = new HashMap<>();
        private final Node<K, V> head = new Node<>(null, null);
        private final Node<K, V> tail = new Node<>(null, null);
        private final BiConsumer<K, V> onEvict;
        private int hits;
        private int misses;
        private int evictions;

        LruCache(int capacity, BiConsumer<K, V> onEvict) {
            if (capacity <= 0) throw new IllegalArgumentException("capacity must be positive: " + capacity);
            this.capacity = capacity;
            this.onEvict = onEvict;
            head.next = tail;
            tail.prev = head;
        }

        private void unlink(Node<K, V> n) {
            n.prev.next = n.next;
            n.next.prev = n.prev;
            n.prev = null;
            n.next = null;
        }

        private void pushFront(Node<K, V> n) {
            n.next = head.next;
            n.prev = head;
            head.next.prev = n;
            head.next = n;
        }

        Optional<V> get(K key) {
            Node<K, V> n = index.get(key);
            if (n == null) { misses++; return Optional.empty(); }
            hits++;
            unlink(n);
            pushFront(n);
            return Optional.of(n.value);
        }

        void put(K key, V value) {
            Node<K, V> existing = index.get(key);
            if (existing != null) {
                existing.value = value;
                unlink(existing);
                pushFront(existing);
                return;
            }
            if (index.size() == capacity) {
                Node<K, V> lru = tail.prev;
                unlink(lru);
                index.remove(lru.key);
                evictions++;
                onEvict.accept(lru.key, lru.value);
            }
            Node<K, V> n = new Node<>(key, value);
            index.put(key, n);
            pushFront(n);
        }

        boolean remove(K key) {
            Node<K, V> n = index.remove(key);
            if (n == null) return false;
            unlink(n);
            return true;
        }

        V computeIfAbsent(K key, Function<K, V> loader) {
            Optional<V> cached = get(key);
            if (cached.isPresent()) return cached.get();
            V value = loader.apply(key);
            put(key, value);
            return value;
        }

        int size() { return index.size(); }

        String order() {
            StringBuilder sb = new StringBuilder("[");
            for (Node<K, V> n = head.next; n != tail; n = n.next) {
                if (n.prev != head) sb.append(", ");
                sb.append(n.key).append('=').append(n.value);
            }
            return sb.append(']').toString();
        }

        List<K> keysOldestFirst() {
            List<K> keys = new ArrayList<>();
            for (Node<K, V> n = tail.prev; n != head; n = n.prev) keys.add(n.key);
            return keys;
        }

        String stats() {
            int total = hits + misses;
            double rate = total == 0 ? 0.0 : 100.0 * hits / total;
            return String.format("hits=%d misses=%d evictions=%d hitRate=%.2f", hits, misses, evictions, rate) + "%";
        }
    }

    record Point(int x, int y) {
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }

    static LruCache<Integer, Long> fibCache;

    static long fib(int n) {
        if (n < 2) return n;
        return fibCache.computeIfAbsent(n, k -> fib(k - 1) + fib(k - 2));
    }

    public static void main(String[] args) {
        List<String> evicted = new ArrayList<>();
        LruCache<String, Integer> cache = new LruCache<>(3, (k, v) -> evicted.add(k + ":" + v));
        String[] script = {"put a 1", "put b 2", "put c 3", "get a", "put d 4", "get b", "get c",
                           "put a 10", "put e 5", "get d", "remove c", "put f 6", "get a", "get zz"};
        for (String line : script) {
            String[] parts = line.split(" ");
            String result;
            switch (parts[0]) {
                case "put" -> { cache.put(parts[1], Integer.parseInt(parts[2])); result = "ok"; }
                case "get" -> result = cache.get(parts[1]).map(v -> "hit " + v).orElse("miss");
                case "remove" -> result = cache.remove(parts[1]) ? "removed" : "absent";
                default -> throw new IllegalStateException("bad op " + parts[0]);
            }
            System.out.println(String.format("%-8s %s -> %s ", parts[0], parts[1], result) + cache.order());
        }
        System.out.println("evicted=" + evicted);
        System.out.println("oldest first=" + cache.keysOldestFirst() + " size=" + cache.size());
        System.out.println(cache.stats());

        LruCache<Point, String> tiles = new LruCache<>(4, (k, v) -> System.out.println("  unload tile " + k));
        for (int i = 0; i < 7; i++) {
            Point p = new Point(i % 3, i / 3);
            tiles.computeIfAbsent(p, q -> "tile" + (q.x() * 10 + q.y()));
        }
        tiles.get(new Point(0, 0));
        tiles.put(new Point(9, 9), "far");
        System.out.println("tiles=" + tiles.order());
        System.out.println(tiles.stats());

        fibCache = new LruCache<>(100, (k, v) -> { });
        System.out.println("fib(50)=" + fib(50) + " fib(90)=" + fib(90));
        System.out.println("fib cache size=" + fibCache.size() + " " + fibCache.stats());

        try {
            new LruCache<String, String>(0, (k, v) -> { });
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        LruCache<Integer, Integer> tiny = new LruCache<>(1, (k, v) -> { });
        for (int i = 0; i < 5; i++) tiny.put(i, i * i);
        System.out.println("tiny=" + tiny.order() + " " + tiny.stats());
    }
}
