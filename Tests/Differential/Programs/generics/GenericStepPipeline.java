// Generic default and static interface methods composing checked steps, wildcard producers and consumers,
// recursive bounds (T extends Comparable<? super T>) over program classes and boxes.
import java.util.*;
import java.util.function.*;

class GenericStepPipeline {
    interface Step<I, O> {
        O apply(I in) throws StepException;
        default <R> Step<I, R> then(Step<? super O, ? extends R> next) { return in -> next.apply(apply(in)); }
        static <T> Step<T, T> identity() { return t -> t; }
        static <T> Step<T, T> check(Predicate<? super T> ok, String why) {
            return t -> { if (!ok.test(t)) throw new StepException(why + ": " + t); return t; };
        }
    }
    static class StepException extends Exception { StepException(String m) { super(m); } }

    static abstract class Shape implements Comparable<Shape> {
        abstract double area();
        public int compareTo(Shape o) { return Double.compare(area(), o.area()); }
        public String toString() { return getClass().getSimpleName() + String.format("[%.1f]", area()); }
    }
    static class Circle extends Shape { final double r; Circle(double r) { this.r = r; } double area() { return Math.PI * r * r; } }
    static class Square extends Shape { final double s; Square(double s) { this.s = s; } double area() { return s * s; } }

    static <T extends Comparable<? super T>> void insertionSort(List<T> xs) {
        for (int i = 1; i < xs.size(); i++) {
            T key = xs.get(i);
            int j = i - 1;
            while (j >= 0 && xs.get(j).compareTo(key) > 0) { xs.set(j + 1, xs.get(j)); j--; }
            xs.set(j + 1, key);
        }
    }

    static double totalArea(Collection<? extends Shape> shapes) {
        double t = 0;
        for (Shape s : shapes) t += s.area();
        return t;
    }

    static void addSquares(List<? super Square> out, int n) { for (int i = 1; i <= n; i++) out.add(new Square(i)); }

    static <K, V extends Comparable<V>> K argMax(Map<K, V> m) {
        K best = null; V bv = null;
        for (Map.Entry<K, V> e : m.entrySet()) if (bv == null || e.getValue().compareTo(bv) > 0) { best = e.getKey(); bv = e.getValue(); }
        return best;
    }

    public static void main(String[] args) throws Exception {
        Step<String, String> trim = String::trim;
        Step<String, Integer> parse = trim.then(Integer::parseInt).then(Step.check(n -> n >= 0, "negative"));
        Step<String, String> describe = parse.then(n -> n % 2 == 0 ? "even " + n : "odd " + n);
        for (String s : List.of(" 4", "7 ", "-3", "x")) {
            try { System.out.println(describe.apply(s)); }
            catch (StepException e) { System.out.println("step failed: " + e.getMessage()); }
            catch (NumberFormatException e) { System.out.println("nfe: " + e.getMessage()); }
        }
        System.out.println(Step.<String>identity().then(String::length).apply("hello"));
        List<Shape> shapes = new ArrayList<>(List.of(new Circle(1), new Square(3), new Square(1), new Circle(0.5)));
        addSquares(shapes, 2);
        insertionSort(shapes);
        System.out.println(shapes);
        System.out.printf("%.3f%n", totalArea(shapes));
        List<Object> sink = new ArrayList<>();
        addSquares(sink, 1);
        System.out.println(sink.size() + " " + (sink.get(0) instanceof Shape));
        Map<String, Integer> votes = new LinkedHashMap<>();
        for (String v : "a b a c b a".split(" ")) votes.merge(v, 1, Integer::sum);
        System.out.println(argMax(votes) + " " + argMax(Map.of("x", "pear")));
        List<Integer> nums = new ArrayList<>(List.of(5, 2, 8, 1));
        insertionSort(nums);
        System.out.println(nums + " " + Collections.max(shapes) + " " + Collections.min(shapes).area());
        BinaryOperator<Integer> pick = BinaryOperator.minBy(Comparator.naturalOrder());
        System.out.println(pick.apply(3, 2));
    }
}
