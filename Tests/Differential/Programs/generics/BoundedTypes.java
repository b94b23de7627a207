import java.util.ArrayList;
import java.util.List;

public class BoundedTypes {
    static <T extends Comparable<? super T>> T clamp(T v, T lo, T hi) {
        if (v.compareTo(lo) < 0) {
            return lo;
        }
        if (v.compareTo(hi) > 0) {
            return hi;
        }
        return v;
    }

    static <T extends Comparable<T>> void insertionSort(List<T> list) {
        for (int i = 1; i < list.size(); i++) {
            T key = list.get(i);
            int j = i - 1;
            while (j >= 0 && list.get(j).compareTo(key) > 0) {
                list.set(j + 1, list.get(j));
                j--;
            }
            list.set(j + 1, key);
        }
    }

    static <N extends Number> double sum(List<N> nums) {
        double s = 0;
        for (N n : nums) {
            s += n.doubleValue();
        }
        return s;
    }

    interface Identified {
        int id();
    }

    static class Thing implements Identified, Comparable<Thing> {
        final int id;
        final String label;

        Thing(int id, String label) {
            this.id = id;
            this.label = label;
        }

        public int id() {
            return id;
        }

        public int compareTo(Thing o) {
            return label.compareTo(o.label);
        }

        @Override
        public String toString() {
            return label + "#" + id;
        }
    }

    static <T extends Identified & Comparable<T>> T smallestWithMaxId(List<T> items) {
        T best = null;
        for (T t : items) {
            if (best == null || t.id() > best.id() || (t.id() == best.id() && t.compareTo(best) < 0)) {
                best = t;
            }
        }
        return best;
    }

    public static void main(String[] args) {
        System.out.println(clamp(15, 0, 10) + " " + clamp(-3, 0, 10) + " " + clamp(5, 0, 10));
        System.out.println(clamp("m", "d", "k") + " " + clamp(2.5, 1.0, 3.0));
        List<String> words = new ArrayList<>(List.of("pear", "fig", "apple", "date"));
        insertionSort(words);
        System.out.println(words);
        List<Integer> ints = new ArrayList<>(List.of(5, -1, 3, 3, 0));
        insertionSort(ints);
        System.out.println(ints);
        System.out.println("sum ints " + sum(ints) + " sum doubles " + sum(List.of(0.5, 0.25)) + " sum longs " + sum(List.of(1L << 40, 1L)));
        List<Thing> things = List.of(new Thing(3, "c"), new Thing(7, "z"), new Thing(7, "b"), new Thing(1, "a"));
        System.out.println("smallest with max id " + smallestWithMaxId(things));
        List<Thing> sortedThings = new ArrayList<>(things);
        insertionSort(sortedThings);
        System.out.println("sorted things " + sortedThings);
    }
}
