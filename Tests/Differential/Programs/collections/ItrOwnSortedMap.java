import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

public class ItrOwnSortedMap {
    public static void main(String[] args) {
        SortedArrayMap<String, Integer> stock = new SortedArrayMap<>(Comparator.naturalOrder());
        stock.put("banana", 12);
        stock.put("apple", 30);
        stock.put("cherry", 0);
        stock.put("date", 7);
        stock.put("elderberry", 3);
        stock.put("fig", 0);
        Integer old = stock.put("apple", 28);
        System.out.println("replaced apple old=" + old + " size=" + stock.size());

        System.out.println("Entries:");
        for (Map.Entry<String, Integer> e : stock) {
            System.out.println(String.format("  %-8s qty=%5d", e.getKey(), e.getValue()));
        }

        // setValue through the entry: restock low items
        for (Map.Entry<String, Integer> e : stock) {
            if (e.getValue() < 5) {
                int prev = e.setValue(e.getValue() + 10);
                System.out.println("  restocked " + e.getKey() + " " + prev + " -> " + e.getValue());
            }
        }
        System.out.println("get(cherry)=" + stock.get("cherry") + " get(kiwi)=" + stock.get("kiwi"));

        // Keys and values views
        List<String> keys = new ArrayList<>();
        for (String k : stock.keys()) keys.add(k);
        int totalQty = 0;
        for (int v : stock.values()) totalQty += v;
        System.out.println("keys=" + keys + " totalQty=" + totalQty);

        // Remove via entry iterator
        Iterator<Map.Entry<String, Integer>> it = stock.iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getKey().length() > 5) {
                it.remove();
                System.out.println("  removed " + e.getKey() + "=" + e.getValue());
            }
        }
        System.out.println("after remove: " + stock);

        // Reverse comparator map with nested generic values
        SortedArrayMap<Integer, List<String>> byPriority = new SortedArrayMap<>(Comparator.reverseOrder());
        String[][] tasks = {{"3", "deploy"}, {"1", "lint"}, {"5", "hotfix"}, {"3", "review"}, {"1", "docs"}, {"5", "rollback"}};
        for (String[] t : tasks) {
            int p = Integer.parseInt(t[0]);
            List<String> list = byPriority.get(p);
            if (list == null) {
                list = new ArrayList<>();
                byPriority.put(p, list);
            }
            list.add(t[1]);
        }
        Iterator<Map.Entry<Integer, List<String>>> pit = byPriority.iterator();
        while (pit.hasNext()) {
            Map.Entry<Integer, List<String>> e = pit.next();
            Iterator<String> inner = e.getValue().iterator();
            StringBuilder sb = new StringBuilder();
            while (inner.hasNext()) {
                sb.append(inner.next().toUpperCase());
                if (inner.hasNext()) sb.append(", ");
            }
            System.out.println("  priority " + e.getKey() + ": " + sb);
        }

        // Entry equality against a standard entry
        Map.Entry<Integer, List<String>> first = byPriority.iterator().next();
        Map.Entry<Integer, List<String>> std = Map.entry(5, List.of("hotfix", "rollback"));
        System.out.println("first equals Map.entry: " + first.equals(std) + " / " + first);

        // Contract checks
        Iterator<Map.Entry<String, Integer>> ex = stock.iterator();
        while (ex.hasNext()) ex.next();
        try {
            ex.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted -> " + e.getClass().getSimpleName());
        }
        Iterator<Map.Entry<String, Integer>> r = stock.iterator();
        try {
            r.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove without next -> " + e.getClass().getSimpleName());
        }
        Iterator<String> kit = stock.keys().iterator();
        kit.next();
        kit.remove();
        System.out.println("after removing first key: " + stock + " size=" + stock.size());
        System.out.println("removeKey(date)=" + stock.remove("date") + " removeKey(zzz)=" + stock.remove("zzz") + " -> " + stock);
    }
}

class SortedArrayMap<K, V> implements Iterable<Map.Entry<K, V>> {
    private final List<Node<K, V>> nodes = new ArrayList<>();
    private final Comparator<? super K> comparator;

    private static final class Node<K, V> implements Map.Entry<K, V> {
        private final K key;
        private V value;

        Node(K key, V value) {
            this.key = key;
            this.value = value;
        }

        @Override public K getKey() { return key; }
        @Override public V getValue() { return value; }

        @Override
        public V setValue(V v) {
            V old = value;
            value = v;
            return old;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> other = (Map.Entry<?, ?>) o;
            return key.equals(other.getKey()) && (value == null ? other.getValue() == null : value.equals(other.getValue()));
        }

        @Override
        public int hashCode() {
            return key.hashCode() ^ (value == null ? 0 : value.hashCode());
        }

        @Override
        public String toString() {
            return key + "=" + value;
        }
    }

    SortedArrayMap(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    private int indexOf(K key) {
        int lo = 0;
        int hi = nodes.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = comparator.compare(nodes.get(mid).key, key);
            if (c < 0) lo = mid + 1;
            else if (c > 0) hi = mid - 1;
            else return mid;
        }
        return -(lo + 1);
    }

    V put(K key, V value) {
        int i = indexOf(key);
        if (i >= 0) {
            return nodes.get(i).setValue(value);
        }
        nodes.add(-(i + 1), new Node<>(key, value));
        return null;
    }

    V get(K key) {
        int i = indexOf(key);
        return i >= 0 ? nodes.get(i).value : null;
    }

    V remove(K key) {
        int i = indexOf(key);
        return i >= 0 ? nodes.remove(i).value : null;
    }

    int size() { return nodes.size(); }

    @Override
    public Iterator<Map.Entry<K, V>> iterator() {
        return new Iterator<Map.Entry<K, V>>() {
            private int cursor = 0;
            private int last = -1;

            @Override
            public boolean hasNext() {
                return cursor < nodes.size();
            }

            @Override
            public Map.Entry<K, V> next() {
                if (cursor >= nodes.size()) throw new NoSuchElementException();
                last = cursor++;
                return nodes.get(last);
            }

            @Override
            public void remove() {
                if (last < 0) throw new IllegalStateException();
                nodes.remove(last);
                cursor = last;
                last = -1;
            }
        };
    }

    Iterable<K> keys() {
        return () -> {
            Iterator<Map.Entry<K, V>> it = iterator();
            return new Iterator<K>() {
                @Override public boolean hasNext() { return it.hasNext(); }
                @Override public K next() { return it.next().getKey(); }
                @Override public void remove() { it.remove(); }
            };
        };
    }

    Iterable<V> values() {
        return () -> {
            Iterator<Map.Entry<K, V>> it = iterator();
            return new Iterator<V>() {
                @Override public boolean hasNext() { return it.hasNext(); }
                @Override public V next() { return it.next().getValue(); }
            };
        };
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<K, V> e : this) {
            if (sb.length() > 1) sb.append(", ");
            sb.append(e);
        }
        return sb.append('}').toString();
    }
}
