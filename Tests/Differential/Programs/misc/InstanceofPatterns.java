import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public class InstanceofPatterns {
    static String describe(Object o) {
        if (o instanceof Integer i && i > 100) {
            return "big int " + i;
        } else if (o instanceof Integer i) {
            return "int " + (i + 1) + " (plus one)";
        } else if (o instanceof String s && !s.isEmpty()) {
            return "string of length " + s.length() + " starting with " + s.charAt(0);
        } else if (o instanceof String) {
            return "empty string";
        } else if (o instanceof int[] arr) {
            int sum = 0;
            for (int v : arr) {
                sum += v;
            }
            return "int array sum " + sum;
        } else if (o instanceof List<?> l) {
            return "list of " + l.size();
        } else if (o instanceof Map<?, ?> m) {
            return "map of " + m.size();
        } else if (o instanceof Double d) {
            return "double " + (d * 2);
        } else if (o instanceof Character c) {
            return "char " + c + " code " + (int) c;
        } else if (o == null) {
            return "null";
        }
        return "other " + o.getClass().getSimpleName();
    }

    static abstract class Shape {
    }

    static class Circle extends Shape {
        final double r;

        Circle(double r) {
            this.r = r;
        }
    }

    static class Square extends Shape {
        final double side;

        Square(double side) {
            this.side = side;
        }
    }

    static double area(Shape s) {
        if (s instanceof Circle c) {
            return Math.PI * c.r * c.r;
        }
        if (!(s instanceof Square sq)) {
            throw new IllegalArgumentException("unknown shape");
        }
        return sq.side * sq.side;
    }

    public static void main(String[] args) {
        List<Object> things = new ArrayList<>();
        things.add(5);
        things.add(500);
        things.add("hello");
        things.add("");
        things.add(new int[] {1, 2, 3});
        things.add(List.of(1, 2));
        things.add(Map.of("k", 1));
        things.add(2.25);
        things.add('A');
        things.add(null);
        things.add(7L);
        for (Object o : things) {
            System.out.println(describe(o));
        }
        Shape[] shapes = {new Circle(1), new Square(3)};
        for (Shape s : shapes) {
            System.out.println("area " + Math.round(area(s) * 1000) / 1000.0);
        }
        try {
            area(new Shape() {
            });
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Object o = "pattern scope";
        if (!(o instanceof String str)) {
            return;
        }
        System.out.println("flow scoping: " + str.toUpperCase());
    }
}
