import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GenericCounter<T extends Comparable<T>> {
    private final Map<T, Integer> counts = new TreeMap<>();

    void add(T item) {
        counts.merge(item, 1, Integer::sum);
    }

    @SafeVarargs
    final void addAll(T... items) {
        for (T t : items) {
            add(t);
        }
    }

    int count(T item) {
        return counts.getOrDefault(item, 0);
    }

    List<T> mostCommon(int n) {
        List<T> keys = new ArrayList<>(counts.keySet());
        keys.sort(Comparator.comparing((T k) -> counts.get(k)).reversed().thenComparing(Comparator.naturalOrder()));
        return keys.subList(0, Math.min(n, keys.size()));
    }

    GenericCounter<T> plus(GenericCounter<T> other) {
        GenericCounter<T> out = new GenericCounter<>();
        out.counts.putAll(counts);
        for (Map.Entry<T, Integer> e : other.counts.entrySet()) {
            out.counts.merge(e.getKey(), e.getValue(), Integer::sum);
        }
        return out;
    }

    @Override
    public String toString() {
        return "Counter" + counts;
    }

    public static void main(String[] args) {
        GenericCounter<String> letters = new GenericCounter<>();
        for (char c : "mississippi river".toCharArray()) {
            if (c != ' ') {
                letters.add(String.valueOf(c));
            }
        }
        System.out.println(letters);
        System.out.println("top 3 " + letters.mostCommon(3) + " count(s) " + letters.count("s") + " count(z) " + letters.count("z"));
        GenericCounter<Integer> dice = new GenericCounter<>();
        dice.addAll(3, 5, 3, 6, 1, 3, 5);
        GenericCounter<Integer> more = new GenericCounter<>();
        more.addAll(6, 6, 6, 2);
        GenericCounter<Integer> combined = dice.plus(more);
        System.out.println(dice + " + " + more + " = " + combined);
        System.out.println("most common combined " + combined.mostCommon(2));
        System.out.println("originals untouched " + dice.count(6) + " " + more.count(3));
    }
}
