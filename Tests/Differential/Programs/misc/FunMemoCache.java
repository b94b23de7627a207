import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

public class FunMemoCache {
    private final Map<Integer, Long> fibCache = new LinkedHashMap<>();
    private int fibComputations = 0;

    static <K, V> Function<K, V> memoize(Function<K, V> f, List<String> log) {
        Map<K, V> cache = new LinkedHashMap<>();
        return key -> {
            if (cache.containsKey(key)) {
                log.add("hit " + key);
                return cache.get(key);
            }
            log.add("miss " + key);
            V value = f.apply(key);
            cache.put(key, value);
            return value;
        };
    }

    static <K, V> Function<K, V> memoizeBounded(Function<K, V> f, int capacity, List<String> evictions) {
        Map<K, V> cache = new LinkedHashMap<>();
        return key -> {
            V cached = cache.get(key);
            if (cached != null) return cached;
            V value = f.apply(key);
            cache.put(key, value);
            if (cache.size() > capacity) {
                Iterator<K> it = cache.keySet().iterator();
                K eldest = it.next();
                it.remove();
                evictions.add(String.valueOf(eldest));
            }
            return value;
        };
    }

    long fib(int n) {
        if (n < 2) return n;
        Long cached = fibCache.get(n);
        if (cached != null) return cached;
        fibComputations++;
        long value = fib(n - 1) + fib(n - 2);
        fibCache.put(n, value);
        return value;
    }

    static String slugify(String title) {
        StringBuilder sb = new StringBuilder();
        for (char c : title.toLowerCase().toCharArray()) {
            if (Character.isLetterOrDigit(c)) sb.append(c);
            else if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '-') sb.append('-');
        }
        String s = sb.toString();
        return s.endsWith("-") ? s.substring(0, s.length() - 1) : s;
    }

    public static void main(String[] args) {
        int[] calls = {0};
        List<String> log = new ArrayList<>();
        Function<String, String> slow = title -> {
            calls[0]++;
            return slugify(title);
        };
        Function<String, String> slug = memoize(slow, log);
        String[] titles = {"Hello World!", "Release Notes 2.0", "Hello World!", "  FAQ & Help ", "Release Notes 2.0", "Hello World!"};
        for (String t : titles) System.out.println(String.format("%-8s -> %s", "slug", slug.apply(t)));
        System.out.println("underlying calls: " + calls[0]);
        System.out.println("log: " + String.join(" | ", log));

        List<String> evictions = new ArrayList<>();
        int[] squareCalls = {0};
        Function<Integer, Integer> square = memoizeBounded(n -> { squareCalls[0]++; return n * n; }, 3, evictions);
        int sum = 0;
        for (int n : new int[] {1, 2, 3, 1, 4, 5, 1, 2, 3}) {
            int sq = square.apply(n);
            sum += sq;
            System.out.println(String.format("square(%d) = %5d  calls=%d", n, sq, squareCalls[0]));
        }
        System.out.println("sum=" + sum + " evicted in order: " + String.join(",", evictions));

        FunMemoCache app = new FunMemoCache();
        for (int n : new int[] {10, 30, 50, 50, 60}) {
            long before = app.fibComputations;
            long value = app.fib(n);
            System.out.println(String.format("fib(%d) = %s (new computations: %d)", n, String.valueOf(value), app.fibComputations - before));
        }
        System.out.println("fib cache size: " + app.fibCache.size());
        Function<Integer, Long> fibFn = app::fib;
        Function<Integer, String> fibLabel = fibFn.andThen(v -> v % 2 == 0 ? "even" : "odd");
        for (int n = 1; n <= 6; n++) System.out.print(fibLabel.apply(n) + (n < 6 ? " " : "\n"));

        Map<String, Integer> priceCache = new LinkedHashMap<>();
        BiFunction<String, Integer, Integer> quote = (sku, qty) ->
                priceCache.computeIfAbsent(sku + "x" + qty, k -> { System.out.println("  pricing " + k); return sku.length() * 100 * qty; });
        System.out.println("quote=" + quote.apply("ABC", 2) + " quote=" + quote.apply("ABC", 2) + " quote=" + quote.apply("ZZ", 5));
        System.out.println("price cache keys: " + String.join(",", priceCache.keySet()));
    }
}
