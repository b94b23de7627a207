import java.util.ArrayList;
import java.util.List;

public class GenericClassesBounds {
    static class Pair<A, B> {
        final A first;
        final B second;

        Pair(A first, B second) {
            this.first = first;
            this.second = second;
        }

        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }

        Pair<B, A> swap() {
            return new Pair<>(second, first);
        }

        @Override
        public String toString() {
            return "(" + first + ", " + second + ")";
        }
    }

    static class Stats<T extends Number> {
        private final List<T> values = new ArrayList<>();

        void add(T v) {
            values.add(v);
        }

        double mean() {
            double s = 0;
            for (T v : values) {
                s += v.doubleValue();
            }
            return values.isEmpty() ? 0 : s / values.size();
        }

        T first() {
            return values.get(0);
        }
    }

    static <T extends Comparable<T>> T maxOf(List<T> items) {
        T best = items.get(0);
        for (T t : items) {
            if (t.compareTo(best) > 0) {
                best = t;
            }
        }
        return best;
    }

    static <T> void fill(List<? super T> target, T value, int n) {
        for (int i = 0; i < n; i++) {
            target.add(value);
        }
    }

    public static void main(String[] args) {
        Pair<String, Integer> p = new Pair<>("age", 42);
        System.out.println(p + " swapped " + p.swap() + " with " + p.withSecond(3.5));
        Stats<Integer> si = new Stats<>();
        si.add(3);
        si.add(4);
        si.add(8);
        System.out.println("int mean " + si.mean() + " first " + si.first());
        Stats<Double> sd = new Stats<>();
        sd.add(0.1);
        sd.add(0.2);
        System.out.println("double mean " + sd.mean());
        System.out.println("max string " + maxOf(List.of("pear", "apple", "zucchini", "fig")));
        System.out.println("max int " + maxOf(List.of(3, -9, 27, 4)));
        List<Object> objs = new ArrayList<>();
        fill(objs, "x", 2);
        fill(objs, 7, 1);
        System.out.println("filled " + objs);
        List<Number> nums = new ArrayList<>();
        fill(nums, 1.5, 2);
        fill(nums, 10L, 1);
        System.out.println("numbers " + nums);
        Pair<Pair<String, String>, List<Integer>> nested = new Pair<>(new Pair<>("a", "b"), List.of(1, 2));
        System.out.println("nested " + nested + " inner first " + nested.first.first);
    }
}
