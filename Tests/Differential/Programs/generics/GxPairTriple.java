import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;

public class GxPairTriple {
    public static void main(String[] args) {
        List<String> products = List.of("Phone", "Tablet", "Watch", "Buds", "Charger");
        List<Integer> stock = List.of(12, 0, 7, 30);

        List<Pair<String, Integer>> zipped = Pairs.zip(products, stock);
        System.out.println("zipped size=" + zipped.size());
        for (Pair<String, Integer> p : zipped) {
            System.out.println("  " + p);
        }

        Pair<List<String>, List<Integer>> unzipped = Pairs.unzip(zipped);
        System.out.println("unzipped first=" + unzipped.first() + " second=" + unzipped.second());

        System.out.println("-- swap / mapFirst / mapSecond --");
        Pair<String, Integer> p0 = zipped.get(0);
        Pair<Integer, String> swapped = p0.swap();
        System.out.println(p0 + " swapped " + swapped);
        System.out.println("mapFirst: " + p0.mapFirst(String::toUpperCase));
        System.out.println("mapSecond: " + p0.mapSecond(n -> n * 100));
        System.out.println("equals: " + p0.equals(Pair.of("Phone", 12)) + " / " + p0.equals(Pair.of("Phone", 13)));

        System.out.println("-- minMax returns Pair --");
        Pair<Integer, Integer> mm = Pairs.minMax(List.of(5, 3, 9, -2, 11, 4));
        System.out.println("min=" + mm.first() + " max=" + mm.second());

        System.out.println("-- Triple records --");
        List<Triple<String, Integer, Double>> orders = new ArrayList<>();
        orders.add(Triple.of("Phone", 2, 299.0));
        orders.add(Triple.of("Buds", 3, 49.5));
        orders.add(Triple.of("Phone", 1, 299.0));
        orders.add(Triple.of("Watch", 1, 150.25));
        orders.add(Triple.of("Buds", 1, 49.5));
        double grand = 0.0;
        for (Triple<String, Integer, Double> t : orders) {
            double line = t.second() * t.third();
            grand += line;
            System.out.println(String.format("%-8s x%d @ %.2f = %.2f", t.first(), t.second(), t.third(), line));
        }
        System.out.println(String.format("grand total %.2f", grand));

        Map<String, Pair<Integer, Double>> grouped = Pairs.groupSum(orders);
        for (Map.Entry<String, Pair<Integer, Double>> e : grouped.entrySet()) {
            System.out.println(String.format("group %-6s qty=%d revenue=%.2f",
                e.getKey(), e.getValue().first(), e.getValue().second()));
        }

        System.out.println("-- Triple transformations --");
        Triple<String, Integer, Double> first = orders.get(0);
        Pair<String, Integer> dropped = first.dropThird();
        System.out.println("dropThird: " + dropped);
        Triple<String, Integer, String> relabeled = first.mapThird(d -> String.format("%.2f EUR", d));
        System.out.println("mapThird: " + relabeled);
        Triple<Integer, Integer, Integer> nums = Triple.of(3, 4, 5);
        System.out.println("nums " + nums + " rightTriangle=" + (nums.first() * nums.first() + nums.second() * nums.second() == nums.third() * nums.third()));

        System.out.println("-- combine pairs --");
        List<Pair<Integer, Integer>> dims = List.of(Pair.of(2, 3), Pair.of(4, 5), Pair.of(10, 1));
        List<Integer> areas = Pairs.mapPairs(dims, (w, h) -> w * h);
        System.out.println("areas=" + areas);
        List<Pair<String, Integer>> indexed = Pairs.withIndex(List.of("a", "b", "c"));
        System.out.println("indexed=" + indexed);
    }
}

final class Pair<A, B> {
    private final A first;
    private final B second;

    private Pair(A first, B second) {
        this.first = first;
        this.second = second;
    }

    static <A, B> Pair<A, B> of(A a, B b) {
        return new Pair<>(a, b);
    }

    A first() {
        return first;
    }

    B second() {
        return second;
    }

    Pair<B, A> swap() {
        return new Pair<>(second, first);
    }

    <C> Pair<C, B> mapFirst(Function<? super A, ? extends C> f) {
        return new Pair<>(f.apply(first), second);
    }

    <C> Pair<A, C> mapSecond(Function<? super B, ? extends C> f) {
        return new Pair<>(first, f.apply(second));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Pair)) {
            return false;
        }
        Pair<?, ?> other = (Pair<?, ?>) o;
        return first.equals(other.first) && second.equals(other.second);
    }

    @Override
    public int hashCode() {
        return first.hashCode() * 31 + second.hashCode();
    }

    @Override
    public String toString() {
        return "(" + first + ", " + second + ")";
    }
}

final class Triple<A, B, C> {
    private final A first;
    private final B second;
    private final C third;

    private Triple(A first, B second, C third) {
        this.first = first;
        this.second = second;
        this.third = third;
    }

    static <A, B, C> Triple<A, B, C> of(A a, B b, C c) {
        return new Triple<>(a, b, c);
    }

    A first() {
        return first;
    }

    B second() {
        return second;
    }

    C third() {
        return third;
    }

    Pair<A, B> dropThird() {
        return Pair.of(first, second);
    }

    <D> Triple<A, B, D> mapThird(Function<? super C, ? extends D> f) {
        return new Triple<>(first, second, f.apply(third));
    }

    @Override
    public String toString() {
        return "(" + first + ", " + second + ", " + third + ")";
    }
}

final class Pairs {
    private Pairs() {
    }

    static <A, B> List<Pair<A, B>> zip(List<A> as, List<B> bs) {
        List<Pair<A, B>> out = new ArrayList<>();
        int n = Math.min(as.size(), bs.size());
        for (int i = 0; i < n; i++) {
            out.add(Pair.of(as.get(i), bs.get(i)));
        }
        return out;
    }

    static <A, B> Pair<List<A>, List<B>> unzip(List<Pair<A, B>> pairs) {
        List<A> as = new ArrayList<>();
        List<B> bs = new ArrayList<>();
        for (Pair<A, B> p : pairs) {
            as.add(p.first());
            bs.add(p.second());
        }
        return Pair.of(as, bs);
    }

    static <T extends Comparable<? super T>> Pair<T, T> minMax(List<T> items) {
        T min = items.get(0);
        T max = items.get(0);
        for (T t : items) {
            if (t.compareTo(min) < 0) {
                min = t;
            }
            if (t.compareTo(max) > 0) {
                max = t;
            }
        }
        return Pair.of(min, max);
    }

    static Map<String, Pair<Integer, Double>> groupSum(List<Triple<String, Integer, Double>> rows) {
        Map<String, Pair<Integer, Double>> out = new TreeMap<>();
        for (Triple<String, Integer, Double> r : rows) {
            Pair<Integer, Double> prev = out.get(r.first());
            if (prev == null) {
                prev = Pair.of(0, 0.0);
            }
            out.put(r.first(), Pair.of(prev.first() + r.second(), prev.second() + r.second() * r.third()));
        }
        return out;
    }

    static <A, B, R> List<R> mapPairs(List<Pair<A, B>> pairs, BiFunction<? super A, ? super B, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (Pair<A, B> p : pairs) {
            out.add(f.apply(p.first(), p.second()));
        }
        return out;
    }

    static <T> List<Pair<T, Integer>> withIndex(List<T> items) {
        List<Pair<T, Integer>> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            out.add(Pair.of(items.get(i), i));
        }
        return out;
    }
}
