import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class BoundShapes {

    static abstract class Shape {
        final String label;

        Shape(String label) {
            this.label = label;
        }

        abstract double area();

        abstract double perimeter();

        abstract String kind();

        String info() {
            return kind() + " " + label + " area=" + String.format("%.2f", area()) + " perim="
                    + String.format("%.2f", perimeter());
        }
    }

    static class Circle extends Shape {
        final double r;

        Circle(String label, double r) {
            super(label);
            this.r = r;
        }

        double area() {
            return Math.PI * r * r;
        }

        double perimeter() {
            return 2 * Math.PI * r;
        }

        String kind() {
            return "Circle";
        }
    }

    static class Rect extends Shape {
        final double w;
        final double h;

        Rect(String label, double w, double h) {
            super(label);
            this.w = w;
            this.h = h;
        }

        double area() {
            return w * h;
        }

        double perimeter() {
            return 2 * (w + h);
        }

        String kind() {
            return "Rect";
        }
    }

    static class Square extends Rect {
        Square(String label, double side) {
            super(label, side, side);
        }

        String kind() {
            return "Square";
        }
    }

    static class Triangle extends Shape {
        final double a, b, c;

        Triangle(String label, double a, double b, double c) {
            super(label);
            this.a = a;
            this.b = b;
            this.c = c;
        }

        double area() {
            double s = (a + b + c) / 2;
            return Math.sqrt(s * (s - a) * (s - b) * (s - c));
        }

        double perimeter() {
            return a + b + c;
        }

        String kind() {
            return "Triangle";
        }
    }

    static <T extends Shape> double totalArea(List<T> shapes) {
        double sum = 0;
        for (T s : shapes) {
            sum += s.area();
        }
        return sum;
    }

    static <T extends Shape> T largest(List<T> shapes) {
        T best = null;
        for (T s : shapes) {
            if (best == null || s.area() > best.area()) {
                best = s;
            }
        }
        return best;
    }

    static <T extends Shape> List<T> sortedByPerimeter(List<T> shapes) {
        List<T> out = new ArrayList<>(shapes);
        for (int i = 1; i < out.size(); i++) {
            T cur = out.get(i);
            int j = i - 1;
            while (j >= 0 && out.get(j).perimeter() > cur.perimeter()) {
                out.set(j + 1, out.get(j));
                j--;
            }
            out.set(j + 1, cur);
        }
        return out;
    }

    static <T extends Shape> TreeMap<String, Integer> countByKind(List<T> shapes) {
        TreeMap<String, Integer> m = new TreeMap<>();
        for (T s : shapes) {
            m.put(s.kind(), m.getOrDefault(s.kind(), 0) + 1);
        }
        return m;
    }

    static class ShapeGroup<T extends Shape> {
        private final String name;
        private final List<T> members = new ArrayList<>();

        ShapeGroup(String name) {
            this.name = name;
        }

        ShapeGroup<T> add(T s) {
            members.add(s);
            return this;
        }

        List<T> members() {
            return members;
        }

        double density() {
            double per = 0;
            for (T s : members) {
                per += s.perimeter();
            }
            return per == 0 ? 0 : totalArea(members) / per;
        }

        List<T> biggerThan(double threshold) {
            List<T> out = new ArrayList<>();
            for (T s : members) {
                if (s.area() > threshold) {
                    out.add(s);
                }
            }
            return out;
        }

        void print() {
            System.out.println("Group " + name + " (" + members.size() + " shapes)");
            for (T s : members) {
                System.out.println("  " + s.info());
            }
            System.out.println("  total area=" + String.format("%.2f", totalArea(members)) + " density="
                    + String.format("%.2f", density()));
        }
    }

    public static void main(String[] args) {
        ShapeGroup<Circle> circles = new ShapeGroup<>("circles");
        for (int i = 1; i <= 5; i++) {
            circles.add(new Circle("c" + i, i * 0.75));
        }
        circles.print();

        ShapeGroup<Rect> rects = new ShapeGroup<>("rects");
        rects.add(new Rect("r1", 2, 3)).add(new Rect("r2", 4.5, 1)).add(new Square("s1", 2.5))
                .add(new Rect("r3", 10, 0.5)).add(new Square("s2", 1));
        rects.print();

        ShapeGroup<Triangle> tris = new ShapeGroup<>("triangles");
        tris.add(new Triangle("t1", 3, 4, 5)).add(new Triangle("t2", 5, 5, 5)).add(new Triangle("t3", 7, 8, 9));
        tris.print();

        Circle bigC = largest(circles.members());
        Rect bigR = largest(rects.members());
        Triangle bigT = largest(tris.members());
        System.out.println("largest circle: " + bigC.label + " r=" + String.format("%.2f", bigC.r));
        System.out.println("largest rect: " + bigR.label + " " + String.format("%.2f", bigR.w) + "x"
                + String.format("%.2f", bigR.h));
        System.out.println("largest triangle: " + bigT.label + " sides " + String.format("%.2f", bigT.a) + ","
                + String.format("%.2f", bigT.b) + "," + String.format("%.2f", bigT.c));

        System.out.println("rects sorted by perimeter:");
        for (Rect r : sortedByPerimeter(rects.members())) {
            System.out.println("  " + r.label + " perim=" + String.format("%.2f", r.perimeter()));
        }
        System.out.println("circles bigger than 10:");
        for (Circle c : circles.biggerThan(10)) {
            System.out.println("  " + c.label);
        }

        List<Shape> mixed = new ArrayList<>();
        mixed.addAll(circles.members());
        mixed.addAll(rects.members());
        mixed.addAll(tris.members());
        System.out.println("mixed total area: " + String.format("%.2f", totalArea(mixed)));
        System.out.println("mixed largest: " + largest(mixed).info());
        TreeMap<String, Integer> kinds = countByKind(mixed);
        for (String k : kinds.keySet()) {
            System.out.println("  kind " + k + ": " + kinds.get(k));
        }
        System.out.println("mixed sorted by perimeter (first 6):");
        List<Shape> sorted = sortedByPerimeter(mixed);
        for (int i = 0; i < 6; i++) {
            System.out.println("  " + (i + 1) + ". " + sorted.get(i).info());
        }

        List<Square> squares = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            squares.add(new Square("sq" + i, i));
        }
        System.out.println("squares total area: " + String.format("%.2f", totalArea(squares)));
        System.out.println("largest square: " + largest(squares).label);
        List<Circle> empty = new ArrayList<>();
        System.out.println("empty largest is null: " + (largest(empty) == null));
        System.out.println("empty total: " + String.format("%.2f", totalArea(empty)));
    }
}
