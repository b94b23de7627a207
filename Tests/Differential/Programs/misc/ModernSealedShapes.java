import java.util.*;

public class ModernSealedShapes {

    sealed interface Shape permits Circle, Square, Rect, Triangle {
        String name();
    }

    record Circle(double radius) implements Shape {
        Circle {
            if (radius <= 0) throw new IllegalArgumentException("radius must be > 0");
        }
        public String name() { return "circle"; }
    }

    record Square(double side) implements Shape {
        public String name() { return "square"; }
    }

    record Rect(double width, double height) implements Shape {
        public String name() { return "rect"; }
        boolean isSquare() { return width == height; }
    }

    record Triangle(double a, double b, double c) implements Shape {
        Triangle {
            if (a + b <= c || a + c <= b || b + c <= a) {
                throw new IllegalArgumentException("not a triangle: " + a + "," + b + "," + c);
            }
        }
        public String name() { return "triangle"; }
    }

    sealed interface Event permits Click, Key, Scroll {}
    record Click(int x, int y, int button) implements Event {}
    record Key(char ch, boolean shift) implements Event {}
    record Scroll(int delta) implements Event {}

    static double area(Shape s) {
        if (s instanceof Circle c) {
            return Math.PI * c.radius() * c.radius();
        } else if (s instanceof Square sq) {
            return sq.side() * sq.side();
        } else if (s instanceof Rect r) {
            return r.width() * r.height();
        } else if (s instanceof Triangle t) {
            double p = (t.a() + t.b() + t.c()) / 2.0;
            return Math.sqrt(p * (p - t.a()) * (p - t.b()) * (p - t.c()));
        }
        throw new IllegalStateException("unknown shape");
    }

    static double perimeter(Shape s) {
        if (s instanceof Circle c) return 2 * Math.PI * c.radius();
        if (s instanceof Square sq) return 4 * sq.side();
        if (s instanceof Rect r) return 2 * (r.width() + r.height());
        if (s instanceof Triangle t) return t.a() + t.b() + t.c();
        throw new IllegalStateException("unknown shape");
    }

    static String describe(Shape s) {
        if (s instanceof Rect r && r.isSquare()) {
            return "rect that is really a square of side " + r.width();
        } else if (s instanceof Rect r && r.width() > r.height()) {
            return "wide rect " + r.width() + "x" + r.height();
        } else if (s instanceof Rect r) {
            return "tall rect " + r.width() + "x" + r.height();
        } else if (s instanceof Circle c && c.radius() >= 10) {
            return "big circle r=" + c.radius();
        } else if (s instanceof Circle c) {
            return "small circle r=" + c.radius();
        } else if (!(s instanceof Triangle t)) {
            return "square with side " + ((Square) s).side();
        } else {
            return "triangle with longest side " + Math.max(t.a(), Math.max(t.b(), t.c()));
        }
    }

    static Shape scale(Shape s, double k) {
        if (s instanceof Circle c) return new Circle(c.radius() * k);
        if (s instanceof Square sq) return new Square(sq.side() * k);
        if (s instanceof Rect r) return new Rect(r.width() * k, r.height() * k);
        if (s instanceof Triangle t) return new Triangle(t.a() * k, t.b() * k, t.c() * k);
        throw new IllegalStateException();
    }

    static String handle(Event e) {
        if (e instanceof Click c && c.button() == 1) {
            return "left click at (" + c.x() + "," + c.y() + ")";
        } else if (e instanceof Click c) {
            return "button " + c.button() + " click at (" + c.x() + "," + c.y() + ")";
        } else if (e instanceof Key k && k.shift()) {
            return "key " + Character.toUpperCase(k.ch());
        } else if (e instanceof Key k) {
            return "key " + k.ch();
        } else if (e instanceof Scroll sc) {
            return sc.delta() > 0 ? "scroll down " + sc.delta() : "scroll up " + (-sc.delta());
        }
        return "?";
    }

    static String classify(Object o) {
        if (o instanceof Shape s) {
            return "shape:" + s.name();
        } else if (o instanceof Event) {
            return "event";
        } else if (o instanceof String str && !str.isEmpty()) {
            return "string of length " + str.length();
        } else if (o instanceof String) {
            return "empty string";
        } else if (o instanceof Integer i && i > 100) {
            return "big int " + i;
        } else if (o instanceof Integer i) {
            return "int " + i;
        }
        return "other";
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(
                new Circle(1.5),
                new Square(4),
                new Rect(3, 7),
                new Rect(8, 2),
                new Rect(5, 5),
                new Triangle(3, 4, 5),
                new Circle(12),
                new Triangle(6, 6, 6));

        System.out.println("== shapes ==");
        for (Shape s : shapes) {
            System.out.println(s + " area=" + String.format("%.2f", area(s))
                    + " perim=" + String.format("%.2f", perimeter(s)));
        }

        System.out.println("== describe ==");
        for (Shape s : shapes) {
            System.out.println(describe(s));
        }

        System.out.println("== scaled x2 ==");
        for (Shape s : shapes) {
            Shape t = scale(s, 2);
            System.out.println(t.name() + " ratio=" + String.format("%.2f", area(t) / area(s)));
        }

        System.out.println("== totals by kind ==");
        TreeMap<String, Double> totals = new TreeMap<>();
        TreeMap<String, Integer> counts = new TreeMap<>();
        for (Shape s : shapes) {
            totals.merge(s.name(), area(s), Double::sum);
            counts.merge(s.name(), 1, Integer::sum);
        }
        for (String k : totals.keySet()) {
            System.out.println(k + ": n=" + counts.get(k) + " total=" + String.format("%.2f", totals.get(k)));
        }

        System.out.println("== largest ==");
        Shape best = shapes.get(0);
        for (Shape s : shapes) {
            if (area(s) > area(best)) best = s;
        }
        System.out.println(best);

        System.out.println("== invalid ==");
        try {
            new Triangle(1, 2, 10);
        } catch (IllegalArgumentException e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            new Circle(0);
        } catch (IllegalArgumentException e) {
            System.out.println("caught: " + e.getMessage());
        }

        System.out.println("== events ==");
        List<Event> events = List.of(
                new Click(10, 20, 1), new Click(5, 5, 3), new Key('a', false),
                new Key('q', true), new Scroll(3), new Scroll(-7), new Click(0, 0, 2));
        int clicks = 0;
        for (Event e : events) {
            System.out.println(handle(e));
            if (e instanceof Click) clicks++;
        }
        System.out.println("clicks=" + clicks);

        System.out.println("== classify ==");
        List<Object> things = List.of(new Square(1), new Scroll(1), "hello", "", 42, 500, 3.5, new Circle(2));
        for (Object o : things) {
            System.out.println(classify(o));
        }

        System.out.println("== equality ==");
        Shape r1 = new Rect(2, 3);
        Shape r2 = new Rect(2, 3);
        System.out.println("r1.equals(r2)=" + r1.equals(r2));
        System.out.println("square vs rect equal=" + new Square(2).equals(new Rect(2, 2)));
    }
}
