import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GenericStaticFactories {
    static <T> List<T> repeat(T value, int n) {
        List<T> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add(value);
        }
        return l;
    }

    static <K extends Comparable<K>, V> Map<K, V> zipToMap(List<K> keys, List<V> values) {
        Map<K, V> m = new TreeMap<>();
        for (int i = 0; i < keys.size() && i < values.size(); i++) {
            m.put(keys.get(i), values.get(i));
        }
        return m;
    }

    static <T extends Comparable<T>> List<T> sortedCopy(List<T> in) {
        List<T> out = new ArrayList<>(in);
        Collections.sort(out);
        return out;
    }

    static <T> List<List<T>> chunk(List<T> in, int size) {
        List<List<T>> out = new ArrayList<>();
        for (int i = 0; i < in.size(); i += size) {
            out.add(new ArrayList<>(in.subList(i, Math.min(in.size(), i + size))));
        }
        return out;
    }

    static <T> List<T> flatten(List<? extends List<? extends T>> lists) {
        List<T> out = new ArrayList<>();
        for (List<? extends T> l : lists) {
            out.addAll(l);
        }
        return out;
    }

    public static void main(String[] args) {
        System.out.println(repeat("ab", 3) + " " + repeat(7, 2) + " " + repeat('z', 0));
        System.out.println(zipToMap(List.of("c", "a", "b"), List.of(3, 1, 2, 4)));
        System.out.println(sortedCopy(List.of(3.5, -1.0, 2.25)));
        List<Integer> nums = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            nums.add(i);
        }
        List<List<Integer>> chunks = chunk(nums, 4);
        System.out.println("chunks " + chunks);
        System.out.println("flatten " + flatten(chunks));
        List<List<String>> words = List.of(List.of("a", "b"), List.of(), List.of("c"));
        List<String> flat = flatten(words);
        System.out.println("flat words " + flat + " size " + flat.size());
        List<Object> objs = GenericStaticFactories.<Object>flatten(List.of(List.of(1), List.of("x")));
        System.out.println("objects " + objs);
    }
}
