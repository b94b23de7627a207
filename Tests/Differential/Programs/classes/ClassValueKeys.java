import java.util.*;

public class ClassValueKeys {
    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Square(2), new Circle(3), new Rounded(4));
        Map<Class<?>, Integer> counts = new LinkedHashMap<>();
        for (Shape s : shapes) counts.merge(s.getClass(), 1, Integer::sum);
        for (Map.Entry<Class<?>, Integer> e : counts.entrySet()) {
            System.out.println(e.getKey().getSimpleName() + " x" + e.getValue() + " " + e.getKey().getName());
        }
        System.out.println(counts.get(Circle.class) + " " + counts.get(Square.class) + " " + counts.containsKey(Shape.class));
        Class<?> first = shapes.get(0).getClass();
        System.out.println(first == Circle.class);
        System.out.println(first.equals(Square.class));
        System.out.println(first.isInstance(shapes.get(3)) + " " + first.isInstance(shapes.get(1)));
        Class<? extends Shape> last = shapes.get(3).getClass();
        System.out.println(last.getSimpleName() + " " + (last == Rounded.class) + " " + (last == Circle.class));
        System.out.println(shapes.get(2).kind());
    }
}

abstract class Shape {
    final int size;
    Shape(int size) { this.size = size; }
    String kind() { return getClass().getSimpleName() + "/" + describe(getClass()); }
    static String describe(Class<?> c) { return c.getName(); }
}
class Circle extends Shape { Circle(int s) { super(s); } }
class Square extends Shape { Square(int s) { super(s); } }
class Rounded extends Circle { Rounded(int s) { super(s); } }
