import java.util.ArrayList;
import java.util.List;

public class InhShapes {
    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle("c1", 2.0));
        shapes.add(new Rect("r1", 3.0, 4.0));
        shapes.add(new Square("s1", 2.5));
        shapes.add(Shape.unit());
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.describe());
            System.out.println("  kind=" + s.getClass().getSimpleName() + " sides=" + s.sides());
            total += s.area();
        }
        System.out.println(String.format("total area=%.2f", total));
        Rect r = new Rect("r2", 1.5, 2.0);
        Rect rc = r.copy();
        System.out.println("rect copy: " + rc.describe() + " width=" + String.format("%.2f", rc.width));
        Square sq = new Square("s2", 3.0);
        Square sqc = sq.copy();
        System.out.println("square copy: " + sqc.describe() + " class=" + sqc.getClass().getSimpleName());
        BaseShape asBase = sq;
        BaseShape bc = asBase.copy();
        System.out.println("via base: " + bc.getClass().getSimpleName() + " " + bc.name);
        for (Shape s : shapes) {
            String info;
            if (s instanceof Square q) {
                info = "square side " + String.format("%.2f", q.width);
            } else if (s instanceof Rect rr && rr.width > rr.height) {
                info = "wide rect";
            } else if (s instanceof Rect rr) {
                info = "tall rect " + String.format("%.2f", rr.height / rr.width);
            } else if (s instanceof Circle c) {
                info = "circle r=" + String.format("%.2f", c.radius);
            } else {
                info = "other";
            }
            System.out.println(String.format("%-8s -> %s", s.name(), info));
        }
        System.out.println("scaled: " + Shape.scaledArea(new Circle("c9", 1.0), 3));
    }
}

interface Shape {
    double area();
    String name();

    default int sides() { return 0; }

    default String describe() {
        return name() + " area=" + fmt(area()) + " " + tag();
    }

    private String tag() { return "[" + (sides() == 0 ? "curved" : sides() + "-sided") + "]"; }

    private static String fmt(double v) { return String.format("%.2f", v); }

    static Shape unit() { return new Square("unit", 1.0); }

    static String scaledArea(Shape s, int factor) {
        return fmt(s.area() * factor * factor);
    }
}

abstract class BaseShape implements Shape {
    protected final String name;
    BaseShape(String name) { this.name = name; }
    public String name() { return name; }
    abstract BaseShape copy();
}

class Circle extends BaseShape {
    final double radius;
    Circle(String n, double r) { super(n); radius = r; }
    public double area() { return 3.14159 * radius * radius; }
    @Override Circle copy() { return new Circle(name + "'", radius); }
}

class Rect extends BaseShape {
    final double width, height;
    Rect(String n, double w, double h) { super(n); width = w; height = h; }
    public double area() { return width * height; }
    @Override public int sides() { return 4; }
    @Override Rect copy() { return new Rect(name + "'", width, height); }
    @Override public String describe() { return "Rect(" + super.describe() + ")"; }
}

class Square extends Rect {
    Square(String n, double side) { super(n, side, side); }
    @Override Square copy() { return new Square(name + "'", width); }
    @Override public String describe() { return "Square/" + super.describe(); }
}
