import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

// Parameters typed with unbounded and upper-bounded wildcards (List<?>, List<? extends Shape>,
// Map<String, ?>, Holder<?>) accept any matching parameterization, as in Java. (An interface bound
// stays the bound's list in Swift: `any Shape` cannot stand for a generic parameter bound to Shape.)
public class WildcardParameters {
    abstract static class Shape {
        abstract double area();
        abstract String name();
    }

    static class Circle extends Shape {
        final double r;
        Circle(double r) { this.r = r; }
        double area() { return 3.0 * r * r; }
        String name() { return "circle"; }
        @Override public String toString() { return "Circle " + r; }
    }

    static class Square extends Shape {
        final double side;
        Square(double side) { this.side = side; }
        double area() { return side * side; }
        String name() { return "square"; }
        @Override public String toString() { return "Square " + side; }
    }

    static class Holder<T> {
        private final T value;
        Holder(T value) { this.value = value; }
        T get() { return value; }
        @Override public String toString() { return "Holder(" + value + ")"; }
    }

    static class LabeledHolder<T> extends Holder<T> {
        final String label;
        LabeledHolder(String label, T value) { super(value); this.label = label; }
    }

    interface Printer {
        String print(List<?> items);
    }

    static class BracketPrinter implements Printer {
        public String print(List<?> items) {
            StringBuilder sb = new StringBuilder("[");
            for (Object o : items) sb.append('<').append(o).append('>');
            return sb.append(']').toString();
        }
    }

    static double totalArea(List<? extends Shape> shapes) {
        double sum = 0;
        for (Shape s : shapes) sum += s.area();
        return sum;
    }

    static String largest(List<? extends Shape> shapes) {
        Shape best = null;
        for (Shape s : shapes) {
            if (best == null || s.area() > best.area()) best = s;
        }
        return best == null ? "none" : best.name() + " " + best.area();
    }

    static int countNulls(List<?> items) {
        int n = 0;
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) == null) n++;
        }
        return n;
    }

    static String keys(Map<String, ?> map) {
        return String.join(",", map.keySet());
    }

    static String describe(Holder<?> h) {
        if (h instanceof LabeledHolder<?> lh) {
            return lh.label + "=" + lh.get();
        }
        return "plain " + h.get();
    }

    static double sumNumbers(List<? extends Number> numbers) {
        double total = 0;
        for (Number n : numbers) total += n.doubleValue();
        return total;
    }

    public static void main(String[] args) {
        List<Circle> circles = List.of(new Circle(1), new Circle(2));
        List<Square> squares = new ArrayList<>(List.of(new Square(3)));
        List<Shape> mixed = List.of(new Circle(1), new Square(1.5));
        System.out.println(totalArea(circles) + " " + totalArea(squares) + " " + totalArea(mixed));
        System.out.println(largest(circles) + " | " + largest(squares) + " | " + largest(new ArrayList<Square>()));
        List<String> words = new ArrayList<>();
        words.add("a");
        words.add(null);
        words.add("c");
        List<Integer> numbers = List.of(1, 2, 3);
        System.out.println(countNulls(words) + " " + countNulls(numbers));
        Map<String, Integer> ages = new HashMap<>();
        ages.put("ann", 30);
        ages.put("bob", 25);
        Map<String, List<String>> groups = new HashMap<>();
        groups.put("x", words);
        System.out.println(keys(ages) + " / " + keys(groups));
        System.out.println(describe(new Holder<>(42)) + "; " + describe(new LabeledHolder<>("name", "Zoe")));
        Printer p = new BracketPrinter();
        System.out.println(p.print(words) + " " + p.print(numbers) + " " + p.print(mixed));
        System.out.println(sumNumbers(numbers) + " " + sumNumbers(List.of(1.5, 2.5)));
    }
}
