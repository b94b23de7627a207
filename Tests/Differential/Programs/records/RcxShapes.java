import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class RcxShapes {
    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle(new Point(0, 0), 3));
        shapes.add(new Rect(new Point(1, 1), 4, 2));
        shapes.add(Rect.square(new Point(-2, 5), 3));
        shapes.add(new Triangle(new Point(0, 0), new Point(4, 0), new Point(0, 3)));
        shapes.add(new Circle(new Point(10, -4), 1));
        shapes.add(new Rect(new Point(7, 7), -5, 6));

        for (Shape s : shapes) {
            System.out.println(describe(s));
        }

        System.out.println("--- areas ---");
        double totalArea = 0;
        for (Shape s : shapes) {
            double a = area(s);
            totalArea += a;
            System.out.println(String.format("%-10s area=%.2f perimeter=%.2f", kind(s), a, perimeter(s)));
        }
        System.out.println(String.format("total area %.2f", totalArea));

        System.out.println("--- counts by kind ---");
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Shape s : shapes) {
            counts.merge(kind(s), 1, Integer::sum);
        }
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            System.out.println(e.getKey() + " -> " + e.getValue());
        }

        System.out.println("--- translations ---");
        for (Shape s : shapes) {
            Shape moved = translate(s, 2, -1);
            System.out.println(kind(s) + " anchor " + anchor(s) + " -> " + anchor(moved));
        }

        System.out.println("--- equality ---");
        Shape sq1 = Rect.square(new Point(0, 0), 2);
        Shape sq2 = new Rect(new Point(0, 0), 2, 2);
        System.out.println(sq1 + " equals " + sq2 + " ? " + sq1.equals(sq2));
        System.out.println("list contains circle r=3 at origin: " + shapes.contains(new Circle(new Point(0, 0), 3)));
        Triangle t1 = new Triangle(new Point(0, 0), new Point(1, 0), new Point(0, 1));
        Triangle t2 = new Triangle(new Point(0, 0), new Point(1, 0), new Point(0, 1));
        System.out.println("triangles equal (class, custom equals): " + t1.equals(t2));
        System.out.println("triangle string: " + t1);

        Point origin = new Point(0, 0);
        System.out.println("--- containing origin ---");
        for (Shape s : shapes) {
            if (containsPoint(s, origin)) {
                System.out.println("contains origin: " + describe(s));
            }
        }
    }

    static String kind(Shape s) {
        if (s instanceof Circle) return "circle";
        if (s instanceof Rect r) return r.isSquare() ? "square" : "rect";
        if (s instanceof Triangle) return "triangle";
        return "unknown";
    }

    static String describe(Shape s) {
        if (s instanceof Circle c) {
            return "Circle centered " + c.center() + " radius " + c.radius();
        } else if (s instanceof Rect r && r.isSquare()) {
            return "Square at " + r.corner() + " side " + r.width();
        } else if (s instanceof Rect r) {
            return "Rect at " + r.corner() + " " + r.width() + "x" + r.height();
        } else if (s instanceof Triangle t) {
            return "Triangle " + t.a() + " " + t.b() + " " + t.c();
        }
        return "?";
    }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.radius() * c.radius();
        if (s instanceof Rect r) return (double) r.width() * r.height();
        if (s instanceof Triangle t) {
            long cross = (long) (t.b().x() - t.a().x()) * (t.c().y() - t.a().y())
                    - (long) (t.c().x() - t.a().x()) * (t.b().y() - t.a().y());
            return Math.abs(cross) / 2.0;
        }
        return 0;
    }

    static double perimeter(Shape s) {
        if (s instanceof Circle c) return 2 * Math.PI * c.radius();
        if (s instanceof Rect r) return 2.0 * (r.width() + r.height());
        if (s instanceof Triangle t) return t.a().dist(t.b()) + t.b().dist(t.c()) + t.c().dist(t.a());
        return 0;
    }

    static Point anchor(Shape s) {
        if (s instanceof Circle c) return c.center();
        if (s instanceof Rect r) return r.corner();
        if (s instanceof Triangle t) return t.a();
        return new Point(0, 0);
    }

    static Shape translate(Shape s, int dx, int dy) {
        if (s instanceof Circle c) return new Circle(c.center().shift(dx, dy), c.radius());
        if (s instanceof Rect r) return new Rect(r.corner().shift(dx, dy), r.width(), r.height());
        if (s instanceof Triangle t) return new Triangle(t.a().shift(dx, dy), t.b().shift(dx, dy), t.c().shift(dx, dy));
        return s;
    }

    static boolean containsPoint(Shape s, Point p) {
        if (s instanceof Circle c) {
            int dx = p.x() - c.center().x();
            int dy = p.y() - c.center().y();
            return dx * dx + dy * dy <= c.radius() * c.radius();
        }
        if (s instanceof Rect r) {
            return p.x() >= r.corner().x() && p.x() <= r.corner().x() + r.width()
                    && p.y() >= r.corner().y() && p.y() <= r.corner().y() + r.height();
        }
        return false;
    }
}

record Point(int x, int y) {
    Point shift(int dx, int dy) {
        return new Point(x + dx, y + dy);
    }

    double dist(Point o) {
        int dx = x - o.x;
        int dy = y - o.y;
        return Math.sqrt(dx * dx + dy * dy);
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}

sealed interface Shape permits Circle, Rect, Triangle {}

record Circle(Point center, int radius) implements Shape {
    Circle {
        if (radius < 1) radius = 1;
    }
}

record Rect(Point corner, int width, int height) implements Shape {
    Rect {
        width = Math.abs(width);
        height = Math.abs(height);
    }

    static Rect square(Point corner, int side) {
        return new Rect(corner, side, side);
    }

    boolean isSquare() {
        return width == height;
    }
}

final class Triangle implements Shape {
    private final Point a;
    private final Point b;
    private final Point c;

    Triangle(Point a, Point b, Point c) {
        this.a = a;
        this.b = b;
        this.c = c;
    }

    Point a() { return a; }
    Point b() { return b; }
    Point c() { return c; }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Triangle t)) return false;
        return a.equals(t.a) && b.equals(t.b) && c.equals(t.c);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * a.hashCode() + b.hashCode()) + c.hashCode();
    }

    @Override
    public String toString() {
        return "Triangle<" + a + " " + b + " " + c + ">";
    }
}
