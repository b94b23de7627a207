import java.util.ArrayList;
import java.util.List;

public class IfcShapes {
    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle("sun", 2.0));
        shapes.add(new Rect("door", 1.0, 2.5));
        shapes.add(Shape.square("tile", 3.0));
        shapes.add(new Triangle("roof", 4.0, 1.5));
        shapes.add(new Circle("dot", 0.5));
        shapes.add(Shape.square("unit", 1.0));

        System.out.println("Shape kinds supported: " + Shape.KIND_COUNT);
        System.out.println("Default unit: " + Shape.UNIT);
        for (Shape s : shapes) {
            System.out.println(s.label() + " -> " + describe(s));
            System.out.println(String.format("  area=%.2f perimeter=%.2f", s.area(), perimeter(s)));
        }

        double total = Shape.totalArea(shapes);
        System.out.println(String.format("Total area: %.2f %s", total, Shape.UNIT));

        Shape biggest = Shape.largest(shapes);
        System.out.println("Largest: " + biggest.label());

        int circles = 0, rects = 0, tris = 0;
        for (Shape s : shapes) {
            if (s instanceof Circle) {
                circles++;
            } else if (s instanceof Rect r && r.isSquare()) {
                rects += 10;
            } else if (s instanceof Rect) {
                rects++;
            } else {
                tris++;
            }
        }
        System.out.println("circles=" + circles + " rects(score)=" + rects + " triangles=" + tris);

        List<Shape> scaled = new ArrayList<>();
        for (Shape s : shapes) {
            scaled.add(scale(s, 2.0));
        }
        for (Shape s : scaled) {
            System.out.println("scaled " + s);
        }
        System.out.println(String.format("Scaled total: %.2f", Shape.totalArea(scaled)));
        System.out.println("Equal records: " + new Circle("a", 1.0).equals(new Circle("a", 1.0)));
        System.out.println("Different records: " + new Circle("a", 1.0).equals(new Circle("b", 1.0)));
    }

    static String describe(Shape s) {
        if (s instanceof Circle c) {
            return "circle r=" + c.radius();
        } else if (s instanceof Rect r) {
            return (r.isSquare() ? "square " : "rect ") + r.width() + "x" + r.height();
        } else if (s instanceof Triangle t) {
            return "triangle base=" + t.base() + " h=" + t.height();
        }
        return "unknown";
    }

    static double perimeter(Shape s) {
        if (s instanceof Circle c) {
            return 2 * Math.PI * c.radius();
        } else if (s instanceof Rect r) {
            return 2 * (r.width() + r.height());
        } else if (s instanceof Triangle t) {
            double side = Math.sqrt((t.base() / 2) * (t.base() / 2) + t.height() * t.height());
            return t.base() + 2 * side;
        }
        return 0;
    }

    static Shape scale(Shape s, double f) {
        if (s instanceof Circle c) {
            return new Circle(c.name() + "*", c.radius() * f);
        } else if (s instanceof Rect r) {
            return new Rect(r.name() + "*", r.width() * f, r.height() * f);
        } else if (s instanceof Triangle t) {
            return new Triangle(t.name() + "*", t.base() * f, t.height() * f);
        }
        return s;
    }
}

sealed interface Shape permits Circle, Rect, Triangle {
    int KIND_COUNT = 3;
    String UNIT = "cm2";

    double area();
    String name();

    default String label() {
        return "[" + name().toUpperCase() + "]";
    }

    static Shape square(String name, double side) {
        return new Rect(name, side, side);
    }

    static double totalArea(List<Shape> shapes) {
        double sum = 0;
        for (Shape s : shapes) {
            sum += s.area();
        }
        return sum;
    }

    static Shape largest(List<Shape> shapes) {
        Shape best = null;
        for (Shape s : shapes) {
            if (best == null || s.area() > best.area()) {
                best = s;
            }
        }
        return best;
    }
}

record Circle(String name, double radius) implements Shape {
    public double area() {
        return Math.PI * radius * radius;
    }
}

record Rect(String name, double width, double height) implements Shape {
    public double area() {
        return width * height;
    }

    boolean isSquare() {
        return width == height;
    }
}

record Triangle(String name, double base, double height) implements Shape {
    public double area() {
        return 0.5 * base * height;
    }
}
