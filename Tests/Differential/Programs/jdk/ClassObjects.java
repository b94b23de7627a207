import java.util.*;

public class ClassObjects {
    interface Shape { double area(); }
    static class Circle implements Shape {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return 3 * r * r; }
        @Override public String toString() { return "Circle(" + r + ")"; }
    }
    static class Square implements Shape {
        final double s;
        Square(double s) { this.s = s; }
        public double area() { return s * s; }
    }
    enum Level { LOW, HIGH }

    private static final String TAG = ClassObjects.class.getSimpleName();

    static final class Event {
        private final Object data;
        Event(Object data) { this.data = data; }
        <T> T getData(Class<T> type) {
            return type.isInstance(data) ? type.cast(data) : null;
        }
    }

    static <T> List<T> only(List<?> items, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Object o : items) {
            if (type.isInstance(o)) out.add(type.cast(o));
        }
        return out;
    }

    static String describe(Class<?> c) {
        return c.getSimpleName() + " / " + c.getName() + " / " + c;
    }

    public static void main(String[] args) {
        System.out.println("TAG=" + TAG);
        System.out.println(describe(String.class));
        System.out.println(describe(Integer.class));
        System.out.println(describe(Circle.class));
        System.out.println(describe(Shape.class));
        System.out.println(describe(Level.class));
        System.out.println(describe(int.class));
        System.out.println(Circle.class.getName() + " " + Shape.class.getSimpleName() + " " + Map.Entry.class.getName());

        Event e = new Event(42);
        System.out.println("as Integer: " + e.getData(Integer.class) + ", as String: " + e.getData(String.class));
        Event s = new Event("text");
        String text = s.getData(String.class);
        System.out.println("text=" + text + " length=" + text.length());
        System.out.println("null data: " + new Event(null).getData(String.class));

        List<Object> things = new ArrayList<>();
        things.add(new Circle(1));
        things.add("a");
        things.add(new Square(2));
        things.add(7);
        things.add(new Circle(2));
        things.add(null);
        List<Shape> shapes = only(things, Shape.class);
        double total = 0;
        for (Shape sh : shapes) total += sh.area();
        System.out.println("shapes=" + shapes.size() + " area=" + total);
        System.out.println("circles=" + only(things, Circle.class));
        System.out.println("strings=" + only(things, String.class) + " ints=" + only(things, Integer.class));
        System.out.println("objects=" + only(things, Object.class).size());

        Class<?> a = Circle.class;
        Class<?> b = Circle.class;
        Class<? extends Shape> c = Square.class;
        System.out.println("same=" + (a == b) + " equals=" + a.equals(b) + " other=" + (a == c) + " eq2=" + a.equals(c));
        System.out.println("int vs Integer: " + (int.class == Integer.class) + " " + int.class.isInstance(3) + " " + Integer.class.isInstance(3));
        Map<Class<?>, String> names = new HashMap<>();
        names.put(Circle.class, "round");
        names.put(Square.class, "square");
        System.out.println("lookup=" + names.get(Circle.class) + " " + names.get(Square.class) + " " + names.get(String.class));
        System.out.println(Level.class.isInstance(Level.HIGH) + " " + Shape.class.isInstance(new Square(1)) + " " + Square.class.isInstance(new Circle(1)));

        try {
            Integer bad = Integer.class.cast("nope");
            System.out.println("no exception " + bad);
        } catch (ClassCastException ex) {
            System.out.println("ClassCastException caught");
        }
    }
}
