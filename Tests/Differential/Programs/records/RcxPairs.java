import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

public class RcxPairs {
    record Pair<A, B>(A first, B second) {
        static <A, B> Pair<A, B> of(A a, B b) {
            return new Pair<>(a, b);
        }

        Pair<B, A> swap() {
            return new Pair<>(second, first);
        }

        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }
    }

    record Triple<A, B, C>(A left, B middle, C right) {
        Pair<A, C> ends() {
            return Pair.of(left, right);
        }
    }

    sealed interface Result<T> permits Ok, Err {}

    record Ok<T>(T value) implements Result<T> {}

    record Err<T>(String message, int code) implements Result<T> {
        Err {
            message = message.isEmpty() ? "unknown error" : message;
        }
    }

    record Range(int lo, int hi) implements Comparable<Range> {
        Range {
            if (lo > hi) {
                int t = lo;
                lo = hi;
                hi = t;
            }
        }

        int length() {
            return hi - lo;
        }

        boolean overlaps(Range o) {
            return lo < o.hi && o.lo < hi;
        }

        @Override
        public int compareTo(Range o) {
            int c = Integer.compare(lo, o.lo);
            return c != 0 ? c : Integer.compare(hi, o.hi);
        }
    }

    static Result<Integer> parsePort(String s) {
        try {
            int p = Integer.parseInt(s.trim());
            if (p < 1 || p > 65535) return new Err<>("port out of range: " + p, 2);
            return new Ok<>(p);
        } catch (NumberFormatException e) {
            return new Err<>(s.isEmpty() ? "" : "not a number: " + s, 1);
        }
    }

    static <T, R> Result<R> map(Result<T> r, Function<T, R> f) {
        if (r instanceof Ok<T> ok) return new Ok<>(f.apply(ok.value()));
        if (r instanceof Err<T> err) return new Err<>(err.message(), err.code());
        throw new IllegalStateException();
    }

    static String render(Result<?> r) {
        if (r instanceof Ok<?> ok) return "OK(" + ok.value() + ")";
        if (r instanceof Err<?> err) return String.format("ERR[%d] %s", err.code(), err.message());
        return "?";
    }

    static <K extends Comparable<K>, V> TreeMap<K, List<V>> group(List<Pair<K, V>> pairs) {
        TreeMap<K, List<V>> out = new TreeMap<>();
        for (Pair<K, V> p : pairs) {
            out.computeIfAbsent(p.first(), k -> new ArrayList<>()).add(p.second());
        }
        return out;
    }

    public static void main(String[] args) {
        Pair<String, Integer> p = Pair.of("apples", 12);
        System.out.println(p);
        System.out.println(p.swap());
        System.out.println(p.withSecond(List.of(1, 2, 3)));
        System.out.println("pair equals: " + p.equals(new Pair<>("apples", 12)));
        System.out.println("pair not equal after swap: " + p.equals(p.swap()));

        Triple<String, Integer, Boolean> t = new Triple<>("x", 7, true);
        System.out.println(t + " ends " + t.ends());

        List<Pair<String, Integer>> scores = List.of(
                Pair.of("bob", 7), Pair.of("alice", 9), Pair.of("bob", 3),
                Pair.of("carol", 5), Pair.of("alice", 4), Pair.of("bob", 8));
        TreeMap<String, List<Integer>> grouped = group(scores);
        System.out.println("grouped: " + grouped);
        for (Map.Entry<String, List<Integer>> e : grouped.entrySet()) {
            int sum = 0;
            for (int v : e.getValue()) sum += v;
            System.out.println(String.format("%-6s n=%d sum=%5d avg=%.2f", e.getKey(), e.getValue().size(), sum, (double) sum / e.getValue().size()));
        }

        String[] inputs = {"8080", " 443 ", "70000", "abc", "", "0", "22"};
        List<Result<Integer>> results = new ArrayList<>();
        for (String in : inputs) {
            Result<Integer> r = parsePort(in);
            results.add(r);
            System.out.println("'" + in + "' -> " + render(r) + " / " + r);
        }
        int okCount = 0;
        for (Result<Integer> r : results) {
            Result<String> mapped = map(r, v -> v < 1024 ? "privileged:" + v : "user:" + v);
            if (mapped instanceof Ok<String> ok) {
                okCount++;
                System.out.println("mapped " + ok.value());
            }
        }
        System.out.println("ok count " + okCount + " of " + results.size());
        System.out.println("results contains Ok(22): " + results.contains(new Ok<>(22)));
        System.out.println("results contains Err(not a number: abc,1): " + results.contains(new Err<Integer>("not a number: abc", 1)));

        Map<Pair<Integer, Integer>, String> grid = new LinkedHashMap<>();
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                if ((r + c) % 2 == 0) grid.put(Pair.of(r, c), "cell" + r + c);
            }
        }
        System.out.println("grid keys: " + grid.keySet());
        System.out.println("lookup (1,1): " + grid.get(Pair.of(1, 1)) + ", (0,1): " + grid.get(Pair.of(0, 1)));

        TreeMap<Range, String> bookings = new TreeMap<>();
        bookings.put(new Range(10, 12), "standup");
        bookings.put(new Range(14, 9), "planning");
        bookings.put(new Range(13, 15), "review");
        bookings.put(new Range(9, 11), "coffee");
        System.out.println("bookings: " + bookings);
        List<Range> keys = new ArrayList<>(bookings.keySet());
        for (int i = 0; i < keys.size(); i++) {
            for (int j = i + 1; j < keys.size(); j++) {
                if (keys.get(i).overlaps(keys.get(j))) {
                    System.out.println("overlap: " + bookings.get(keys.get(i)) + " & " + bookings.get(keys.get(j)));
                }
            }
        }
        Range longest = keys.get(0);
        for (Range r : keys) if (r.length() > longest.length()) longest = r;
        System.out.println("longest " + longest + " len " + longest.length());
    }
}
