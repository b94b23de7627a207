import java.util.*;

public class AbstractVisitor {
    interface Mapper { <T> List<T> repeat(T value, int n); <K, V> Map<K, V> single(K k, V v); }
    static abstract class Base implements Mapper {
        public <K, V> Map<K, V> single(K k, V v) { Map<K, V> m = new HashMap<>(); m.put(k, v); return m; }
    }
    static class Impl extends Base {
        public <T> List<T> repeat(T value, int n) { List<T> l = new ArrayList<>(); for (int i = 0; i < n; i++) l.add(value); return l; }
        @Override public <K, V> Map<K, V> single(K k, V v) { Map<K, V> m = super.single(k, v); m.put(k, v); return new TreeMap<>(m); }
    }
    public static void main(String[] args) {
        Mapper m = new Impl();
        System.out.println(m.repeat("ab", 3) + " " + m.single("k", 4) + " " + new Impl().<Integer>repeat(7, 2));
    }
}
