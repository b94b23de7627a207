import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

public class GenericRepositoryInference {

    interface Identifiable<ID> {
        ID getId();
    }

    static class Box<T> {
        protected T value;

        Box(T value) { this.value = value; }
        T get() { return value; }
        <R> Box<R> map(Function<T, R> f) { return new Box<>(f.apply(value)); }
        String describe() { return "Box(" + value + ")"; }
    }

    static class IntBox extends Box<Integer> {
        IntBox(int v) { super(v); }
        IntBox add(int delta) { return new IntBox(value + delta); }
        @Override
        String describe() { return "IntBox(" + (value * 1L * value) + " squared, raw " + get() + ")"; }
    }

    static class Pair<A, B> {
        final A first;
        final B second;

        Pair(A first, B second) { this.first = first; this.second = second; }
        Pair<B, A> swap() { return new Pair<>(second, first); }
        @Override
        public String toString() { return "(" + first + ", " + second + ")"; }
    }

    static class Product implements Identifiable<String>, Comparable<Product> {
        private final String sku;
        private final String title;
        private final long priceCents;

        Product(String sku, String title, long priceCents) { this.sku = sku; this.title = title; this.priceCents = priceCents; }
        @Override
        public String getId() { return sku; }
        String getTitle() { return title; }
        long getPriceCents() { return priceCents; }
        @Override
        public int compareTo(Product o) { return Long.compare(priceCents, o.priceCents); }
        @Override
        public String toString() { return sku + ":" + title + "@" + priceCents / 100 + "." + String.format("%02d", priceCents % 100); }
    }

    static class Repository<ID extends Comparable<ID>, E extends Identifiable<ID>> {
        private final Map<ID, E> store = new TreeMap<>();

        void save(E entity) { store.put(entity.getId(), entity); }
        E find(ID id) { return store.get(id); }
        List<E> all() { return new ArrayList<>(store.values()); }
        int count() { return store.size(); }
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        List<T> out = new ArrayList<>();
        Collections.addAll(out, items);
        return out;
    }

    static <K, V> Map<K, V> index(List<V> values, Function<V, K> keyFn) {
        Map<K, V> out = new LinkedHashMap<>();
        for (V v : values) out.put(keyFn.apply(v), v);
        return out;
    }

    static <K, V> Map<K, List<V>> groupBy(List<V> values, Function<V, K> keyFn) {
        Map<K, List<V>> out = new TreeMap<>();
        for (V v : values) out.computeIfAbsent(keyFn.apply(v), k -> new ArrayList<>()).add(v);
        return out;
    }

    static <T extends Comparable<T>> T max(List<T> items) {
        T best = items.get(0);
        for (T t : items) if (t.compareTo(best) > 0) best = t;
        return best;
    }

    static <T extends Comparable<T>> Pair<T, T> minMax(List<T> items) {
        T lo = items.get(0);
        T hi = items.get(0);
        for (T t : items) {
            if (t.compareTo(lo) < 0) lo = t;
            if (t.compareTo(hi) > 0) hi = t;
        }
        return new Pair<>(lo, hi);
    }

    static <A, B> List<Pair<A, B>> zip(List<A> as, List<B> bs) {
        List<Pair<A, B>> out = new ArrayList<>();
        for (int i = 0; i < Math.min(as.size(), bs.size()); i++) out.add(new Pair<>(as.get(i), bs.get(i)));
        return out;
    }

    static <T> T firstOr(List<T> items, T fallback) { return items.isEmpty() ? fallback : items.get(0); }

    public static void main(String[] args) {
        List<Integer> ints = listOf(5, -3, 42, 17, 0);
        List<String> strs = listOf("pear", "fig", "apple", "kiwi");
        List<Double> dbls = listOf(2.5, -1.0, 1e3);
        System.out.println("ints=" + ints + " max=" + max(ints));
        System.out.println("strs=" + strs + " max=" + max(strs));
        System.out.println("dbls=" + dbls + " max=" + max(dbls));
        System.out.println("minMax ints=" + minMax(ints) + " swapped=" + minMax(ints).swap());
        System.out.println("minMax strs=" + minMax(strs));
        System.out.println("empty first=" + firstOr(new ArrayList<String>(), "none"));
        System.out.println("first=" + firstOr(ints, -1));

        Map<Integer, String> byLen = index(strs, String::length);
        System.out.println("byLen=" + byLen);
        Map<Character, List<String>> byInitial = groupBy(listOf("avocado", "banana", "apricot", "blueberry", "cherry"),
                s -> s.charAt(0));
        System.out.println("byInitial=" + byInitial);
        Map<Boolean, List<Integer>> bySign = groupBy(ints, i -> i >= 0);
        System.out.println("bySign=" + bySign);

        Repository<String, Product> repo = new Repository<>();
        repo.save(new Product("P-300", "Headphones", 7999));
        repo.save(new Product("P-100", "Cable", 905));
        repo.save(new Product("P-200", "Charger", 2450));
        repo.save(new Product("P-100", "Cable v2", 1005));
        System.out.println("count=" + repo.count());
        for (Product p : repo.all()) System.out.println("  " + p);
        System.out.println("find P-200=" + repo.find("P-200"));
        System.out.println("find P-999=" + repo.find("P-999"));
        Product priciest = max(repo.all());
        System.out.println("priciest=" + priciest.getTitle());
        Map<String, Product> byTitle = index(repo.all(), Product::getTitle);
        System.out.println("titles=" + byTitle.keySet());
        Map<Long, List<Product>> buckets = groupBy(repo.all(), p -> p.getPriceCents() / 1000 * 1000);
        System.out.println("buckets=" + buckets);

        Box<String> sbox = new Box<>("android");
        Box<Integer> lenBox = sbox.map(String::length);
        Box<List<Integer>> listBox = lenBox.map(n -> listOf(n, n * n, n * n * n));
        System.out.println(sbox.describe() + " " + lenBox.describe() + " " + listBox.describe());
        IntBox ib = new IntBox(46341);
        System.out.println(ib.describe());
        Box<Integer> asBox = ib.add(-46340);
        System.out.println(asBox.describe() + " get=" + asBox.get());
        Box<String> mapped = ib.map(v -> "v" + (v * v));
        System.out.println(mapped.describe());

        List<Pair<String, Integer>> zipped = zip(strs, ints);
        System.out.println("zipped=" + zipped);
        List<Pair<Integer, String>> swapped = new ArrayList<>();
        for (Pair<String, Integer> p : zipped) swapped.add(p.swap());
        System.out.println("swapped=" + swapped);
        Pair<Pair<String, Integer>, List<Double>> nested = new Pair<>(zipped.get(0), dbls);
        System.out.println("nested=" + nested + " inner.second+1=" + (nested.first.second + 1));
        List<Box<? extends Number>> mixed = new ArrayList<>();
        mixed.add(new Box<>(1));
        mixed.add(new Box<>(2.5));
        mixed.add(new IntBox(7));
        double total = 0;
        for (Box<? extends Number> b : mixed) total += b.get().doubleValue();
        System.out.println("mixed total=" + total);
        List<Object> objs = listOf(1, "two", 3.0, 'c', 5L);
        for (Object o : objs) System.out.println("  obj " + (o instanceof Number ? "number" : o instanceof Character ? "char" : "other") + " " + o);
    }
}
