import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

public class GenericMethodInference {
    static <T, R> List<R> map(List<T> in, Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T t : in) {
            out.add(f.apply(t));
        }
        return out;
    }

    static <T> List<T> filter(List<T> in, Predicate<? super T> p) {
        List<T> out = new ArrayList<>();
        for (T t : in) {
            if (p.test(t)) {
                out.add(t);
            }
        }
        return out;
    }

    static <T, A> A fold(List<T> in, A init, BiFunction<A, ? super T, A> f) {
        A acc = init;
        for (T t : in) {
            acc = f.apply(acc, t);
        }
        return acc;
    }

    static <K extends Comparable<K>, V> Map<K, List<V>> groupBy(List<V> in, Function<V, K> key) {
        Map<K, List<V>> m = new TreeMap<>();
        for (V v : in) {
            m.computeIfAbsent(key.apply(v), k -> new ArrayList<>()).add(v);
        }
        return m;
    }

    @SafeVarargs
    static <T> List<T> listOf(T... xs) {
        List<T> l = new ArrayList<>();
        for (T x : xs) {
            l.add(x);
        }
        return l;
    }

    static <T> T firstOr(List<T> l, T fallback) {
        return l.isEmpty() ? fallback : l.get(0);
    }

    public static void main(String[] args) {
        List<String> words = listOf("gamma", "alpha", "beta", "delta", "epsilon", "pi");
        List<Integer> lengths = map(words, String::length);
        System.out.println("lengths " + lengths);
        System.out.println("long words " + filter(words, w -> w.length() > 4));
        System.out.println("total chars " + fold(words, 0, (acc, w) -> acc + w.length()));
        System.out.println("concat " + fold(words, new StringBuilder(), (sb, w) -> sb.append(w.charAt(0))));
        System.out.println("grouped by length " + groupBy(words, String::length));
        System.out.println("grouped by first letter " + groupBy(words, w -> w.charAt(0)));
        List<Double> halves = map(map(lengths, x -> x / 2.0), d -> d * 10);
        System.out.println("chained maps " + halves);
        System.out.println("firstOr " + firstOr(filter(words, w -> w.startsWith("z")), "none") + " " + firstOr(words, "none"));
        List<Object> mixed = listOf(1, "two", 3.0);
        System.out.println("mixed " + mixed + " size " + mixed.size());
        System.out.println("explicit type arg " + GenericMethodInference.<Integer>listOf().size());
        Map<Boolean, List<Integer>> evenOdd = groupBy(listOf(1, 2, 3, 4, 5, 6, 7), n -> n % 2 == 0);
        System.out.println("evenOdd " + evenOdd);
    }
}
