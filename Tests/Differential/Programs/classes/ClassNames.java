import java.util.*;

// getClass() of the program's objects: getName() (the binary name, with $ for nested, local and anonymous
// classes), getSimpleName(), and comparing with a class literal (the exact class, not a subclass).
public class ClassNames {
    static abstract class Shape {
        abstract double area();
        @Override public String toString() { return getClass().getName() + "[" + area() + "]"; }
        String kind() { return getClass().getSimpleName(); }
    }
    static class Square extends Shape {
        final double side;
        Square(double side) { this.side = side; }
        double area() { return side * side; }
    }
    static final class Cube extends Square {
        Cube(double side) { super(side); }
        @Override double area() { return 6 * super.area(); }
    }
    static class Circle extends Shape {
        double area() { return 3; }
        @Override public boolean equals(Object o) { return o != null && o.getClass() == Circle.class; }
        @Override public int hashCode() { return 1; }
    }
    class Inner { String name() { return getClass().getName(); } }
    static class Unrelated { }

    static String describe(Shape s) {
        if (s.getClass() == Square.class) return "exactly a square";
        if (Cube.class == s.getClass()) return "exactly a cube";
        if (s.getClass() != Circle.class) return "something else: " + s.getClass().getName();
        return "a circle";
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Square(2));
        shapes.add(new Cube(1));
        shapes.add(new Circle());
        shapes.add(new Shape() { double area() { return 0.5; } });
        class Triangle extends Shape { double area() { return 1.5; } }
        shapes.add(new Triangle());
        for (Shape s : shapes) {
            System.out.println(s + " " + s.kind().length() + " " + describe(s));
        }
        System.out.println(new Circle().equals(new Circle()) + " " + new Circle().equals(new Square(1)) + " " + new Circle().equals(null));
        ClassNames outer = new ClassNames();
        System.out.println(outer.new Inner().name() + " " + new Unrelated().getClass().getName().length());
        Object anon = new Object() { @Override public String toString() { return "anon"; } };
        System.out.println(anon + " " + (anon.getClass() == Object.class));
        System.out.println(Square.class + " " + Cube.class.getName() + " " + Shape.class.getSimpleName() + " " + (shapes.get(1).getClass() == Cube.class));
        Map<String, Integer> counts = new TreeMap<>();
        for (Shape s : shapes) counts.merge(s.getClass().getName(), 1, Integer::sum);
        System.out.println(counts);
    }
}
