import java.util.ArrayList;
import java.util.List;

public class RecordStaticsAndInterfaces {
    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " with area " + Math.round(area() * 100) / 100.0;
        }
    }

    record Circle(double radius) implements Shape {
        static final double TAU = 2 * Math.PI;
        static int created = 0;

        Circle {
            created++;
        }

        public double area() {
            return radius * radius * TAU / 2;
        }

        static Circle unit() {
            return new Circle(1);
        }
    }

    record Rect(double w, double h) implements Shape, Comparable<Rect> {
        public double area() {
            return w * h;
        }

        public int compareTo(Rect o) {
            return Double.compare(area(), o.area());
        }

        static Rect square(double s) {
            return new Rect(s, s);
        }

        @Override
        public String toString() {
            return "Rect[" + w + "x" + h + "]";
        }
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(Circle.unit());
        shapes.add(new Circle(2.5));
        shapes.add(new Rect(2, 3));
        shapes.add(Rect.square(1.5));
        for (Shape s : shapes) {
            System.out.println(s + " -> " + s.describe());
        }
        System.out.println("circles created " + Circle.created);
        List<Rect> rects = new ArrayList<>(List.of(new Rect(5, 1), Rect.square(2), new Rect(1, 1)));
        java.util.Collections.sort(rects);
        System.out.println("sorted rects " + rects);
        System.out.println("TAU " + Circle.TAU);
        System.out.println("custom toString kept, equals still generated: " + new Rect(2, 2).equals(Rect.square(2)));
    }
}
