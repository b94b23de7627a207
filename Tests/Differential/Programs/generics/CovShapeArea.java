import java.util.ArrayList;
import java.util.List;

public class CovShapeArea {

    static double totalArea(List<? extends Shape> shapes) {
        double sum = 0;
        for (Shape s : shapes) {
            sum += s.area();
        }
        return sum;
    }

    static Shape largest(List<? extends Shape> shapes) {
        Shape best = null;
        for (Shape s : shapes) {
            if (best == null || s.area() > best.area()) {
                best = s;
            }
        }
        return best;
    }

    static int countAbove(List<? extends Shape> shapes, double threshold) {
        int count = 0;
        for (Shape s : shapes) {
            if (s.area() > threshold) count++;
        }
        return count;
    }

    static void describeAll(String title, List<? extends Shape> shapes) {
        System.out.println("== " + title + " (" + shapes.size() + ") ==");
        for (int i = 0; i < shapes.size(); i++) {
            Shape s = shapes.get(i);
            System.out.println(String.format("  #%d %-8s area=%.2f perimeter=%.2f", i, s.name(), s.area(), s.perimeter()));
        }
    }

    static List<String> labels(List<? extends Shape> shapes) {
        List<String> out = new ArrayList<>();
        for (Shape s : shapes) {
            out.add(s.label());
        }
        return out;
    }

    static double maxRadius(List<? extends Circle> circles) {
        double max = 0;
        for (Circle c : circles) {
            if (c.getRadius() > max) max = c.getRadius();
        }
        return max;
    }

    public static void main(String[] args) {
        List<Circle> circles = new ArrayList<>();
        circles.add(new Circle("coin", 1.0));
        circles.add(new Circle("plate", 3.5));
        circles.add(new Circle("wheel", 2.25));

        List<Rectangle> rects = new ArrayList<>();
        rects.add(new Rectangle("card", 2, 3));
        rects.add(new Rectangle("screen", 6, 10));
        rects.add(new Square("tile", 4));

        List<Square> squares = new ArrayList<>();
        squares.add(new Square("pixel", 1));
        squares.add(new Square("board", 8));

        describeAll("circles", circles);
        describeAll("rects", rects);
        describeAll("squares", squares);

        System.out.println(String.format("circle total: %.2f", totalArea(circles)));
        System.out.println(String.format("rect total: %.2f", totalArea(rects)));
        System.out.println(String.format("square total: %.2f", totalArea(squares)));

        Shape bigCircle = largest(circles);
        Shape bigRect = largest(rects);
        System.out.println("largest circle: " + bigCircle.label());
        System.out.println("largest rect: " + bigRect.label());
        System.out.println("largest of empty: " + largest(new ArrayList<Circle>()));

        System.out.println("circles above 10: " + countAbove(circles, 10.0));
        System.out.println("rects above 10: " + countAbove(rects, 10.0));

        List<Shape> mixed = new ArrayList<>();
        mixed.addAll(circles);
        mixed.addAll(rects);
        mixed.addAll(squares);
        describeAll("mixed", mixed);
        System.out.println("labels: " + labels(mixed));
        System.out.println(String.format("mixed total: %.2f", totalArea(mixed)));
        System.out.println(String.format("max radius: %.2f", maxRadius(circles)));

        List<? extends Shape> view = squares;
        Shape first = view.get(0);
        System.out.println("first via wildcard view: " + first.label());
        System.out.println("view is square list size " + view.size());
    }
}

abstract class Shape {
    private final String name;

    protected Shape(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public abstract double area();

    public abstract double perimeter();

    public abstract String kind();

    public String label() {
        return String.format("%s[%s %.2f]", kind(), name, area());
    }
}

class Circle extends Shape {
    private final double radius;

    Circle(String name, double radius) {
        super(name);
        this.radius = radius;
    }

    double getRadius() {
        return radius;
    }

    @Override
    public double area() {
        return 3.14159 * radius * radius;
    }

    @Override
    public double perimeter() {
        return 2 * 3.14159 * radius;
    }

    @Override
    public String kind() {
        return "Circle";
    }
}

class Rectangle extends Shape {
    protected final double width;
    protected final double height;

    Rectangle(String name, double width, double height) {
        super(name);
        this.width = width;
        this.height = height;
    }

    @Override
    public double area() {
        return width * height;
    }

    @Override
    public double perimeter() {
        return 2 * (width + height);
    }

    @Override
    public String kind() {
        return "Rectangle";
    }
}

class Square extends Rectangle {
    Square(String name, double side) {
        super(name, side, side);
    }

    @Override
    public String label() {
        return "Sq(" + name() + ")";
    }
}
