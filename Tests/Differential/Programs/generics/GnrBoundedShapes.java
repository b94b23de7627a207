import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

public class GnrBoundedShapes {
    static double totalArea(List<? extends Shape> shapes) {
        double sum = 0;
        for (Shape s : shapes) {
            sum += s.area();
        }
        return sum;
    }

    static <T extends Shape> T largest(List<T> shapes) {
        T best = shapes.get(0);
        for (T s : shapes) {
            if (s.area() > best.area()) {
                best = s;
            }
        }
        return best;
    }

    static <T extends Shape> List<T> atLeast(List<T> shapes, double minArea) {
        List<T> out = new ArrayList<>();
        for (T s : shapes) {
            if (s.area() >= minArea) {
                out.add(s);
            }
        }
        return out;
    }

    static <T extends Shape> int copyInto(List<? extends T> src, Collection<? super T> dest) {
        dest.addAll(src);
        return src.size();
    }

    static void addDefaultCircles(Collection<? super Circle> dest) {
        dest.add(new Circle("unit", 1.0));
        dest.add(new Circle("dot", 0.25));
    }

    public static void main(String[] args) {
        List<Circle> circles = new ArrayList<>(List.of(new Circle("coin", 1.2), new Circle("plate", 3.5)));
        List<Rect> rects = List.of(new Rect("card", 3.0, 2.0), new Square("tile", 2.5), new Rect("door", 1.0, 8.0));
        for (Rect r : rects) {
            System.out.println(r.describe());
        }
        System.out.println(String.format("circle area %.2f, rect area %.2f", totalArea(circles), totalArea(rects)));
        Circle bigCircle = largest(circles);
        Rect bigRect = largest(rects);
        System.out.println("largest circle radius: " + String.format("%.2f", bigCircle.radius));
        System.out.println("largest rect: " + bigRect.describe());
        for (Rect r : atLeast(rects, 7.0)) {
            System.out.println(String.format("  area>=7: %-6s w=%.2f h=%.2f", r.name, r.width, r.height));
        }
        addDefaultCircles(circles);
        System.out.println("circles now: " + circles.size());
        List<Shape> canvas = new ArrayList<>();
        int moved = GnrBoundedShapes.<Circle>copyInto(circles, canvas);
        moved += GnrBoundedShapes.<Rect>copyInto(rects, canvas);
        addDefaultCircles(canvas);
        System.out.println("canvas got " + moved + " copied, total " + canvas.size());
        for (Shape s : canvas) {
            System.out.println("  " + s.describe());
        }
        List<Object> anything = new ArrayList<>();
        addDefaultCircles(anything);
        anything.add("label");
        System.out.println("objects: " + anything.size() + " last=" + anything.get(anything.size() - 1));

        ShapeGroup<Square> tiles = new ShapeGroup<>("tiles");
        for (int i = 1; i <= 4; i++) {
            tiles.add(new Square("t" + i, i * 0.5));
        }
        System.out.println(tiles.summary());
        Square biggestTile = tiles.largestMember();
        System.out.println(String.format("biggest tile %s side %.2f", biggestTile.name, biggestTile.width));
        ShapeGroup<Circle> wheels = new ShapeGroup<>("wheels");
        for (Circle c : circles) {
            wheels.add(c);
        }
        System.out.println(wheels.summary());
        System.out.println(String.format("whole canvas area %.2f", totalArea(canvas)));
    }
}

abstract class Shape {
    final String name;
    Shape(String name) { this.name = name; }
    abstract double area();
    abstract double perimeter();
    String kind() { return "shape"; }
    String describe() { return String.format("%-6s %-6s area=%.2f perim=%.2f", kind(), name, area(), perimeter()); }
}

class Circle extends Shape {
    final double radius;
    Circle(String name, double radius) { super(name); this.radius = radius; }
    double area() { return Math.PI * radius * radius; }
    double perimeter() { return 2 * Math.PI * radius; }
    @Override String kind() { return "circle"; }
}

class Rect extends Shape {
    final double width;
    final double height;
    Rect(String name, double width, double height) { super(name); this.width = width; this.height = height; }
    double area() { return width * height; }
    double perimeter() { return 2 * (width + height); }
    @Override String kind() { return "rect"; }
}

class Square extends Rect {
    Square(String name, double side) { super(name, side, side); }
    @Override String kind() { return "square"; }
}

class ShapeGroup<T extends Shape> {
    private final String title;
    private final List<T> members = new ArrayList<>();
    ShapeGroup(String title) { this.title = title; }
    void add(T shape) { members.add(shape); }
    T largestMember() { return GnrBoundedShapes.largest(members); }
    String summary() {
        return String.format("%s: %d members, area %.2f, largest %s", title, members.size(),
                GnrBoundedShapes.totalArea(members), largestMember().name);
    }
}
