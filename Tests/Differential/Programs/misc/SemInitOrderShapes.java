import java.util.*;
import java.util.function.*;

public class SemInitOrderShapes {
    static final List<String> LOG = new ArrayList<>();
    static int created;

    static String note(String s) { LOG.add(s); return s; }

    interface Shape {
        double area();
        default String describe() { return name() + " area=" + area(); }
        default String name() { return "shape"; }
        static String unit() { return "cm2"; }
    }

    static class Base implements Shape {
        static String kind = note("Base.static-field");
        static { note("Base.static-block"); }
        String label = note("Base.field");
        protected int sides = 0;
        String tag = "base-tag";
        { note("Base.instance-block"); }

        Base() {
            this("default");
            note("Base() sides=" + sides);
        }
        Base(String l) {
            note("Base(String) " + l + " name=" + name());
            created++;
        }
        public double area() { return 0; }
        public String name() { return "base"; }
        String hello() { return "Base.hello"; }
        static String staticWho() { return "Base.staticWho"; }
    }

    static class Square extends Base {
        static { note("Square.static-block"); }
        private final int side;
        private String color = note("Square.field");
        String tag = "square-tag";
        { sides = 4; note("Square.instance-block"); }

        Square(int side) {
            super();
            this.side = side;
            note("Square(int) color=" + color);
        }
        Square() { this(1); note("Square()"); }
        @Override public double area() { return side * side; }
        @Override public String name() { return "square(" + side + "," + color + ")"; }
        @Override String hello() { return "Square>" + super.hello(); }
        static String staticWho() { return "Square.staticWho"; }
    }

    interface Printable {
        default String describe() { return "printable:" + badge(); }
        default String badge() { return "*"; }
    }

    static class ColoredSquare extends Square implements Printable {
        ColoredSquare(int s) { super(s); note("ColoredSquare(int)"); }
        @Override String hello() { return "Colored>" + super.hello(); }
        @Override public String badge() { return "#" + sides; }
        @Override public String describe() { return "[" + super.describe() + " | " + Printable.super.describe() + "]"; }
    }

    static class Counter {
        private int x = 10;
        class Step {
            int x = 20;
            String show(int x) { return "local=" + x + " inner=" + this.x + " outer=" + Counter.this.x; }
            void bump() { Counter.this.x += x; }
        }
        Step step() { return new Step(); }
    }

    static abstract class Greeter {
        abstract String greet(String who);
    }

    static List<Supplier<String>> makeSuppliers(String prefix) {
        List<Supplier<String>> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int idx = i;
            out.add(() -> prefix + idx);
        }
        return out;
    }

    public static void main(String[] args) {
        note("main start");
        Square sq = new Square(3);
        LOG.forEach(s -> System.out.println("  " + s));
        LOG.clear();
        System.out.println("created=" + created + " sides=" + sq.sides);

        Square unit = new Square();
        LOG.forEach(s -> System.out.println("  " + s));
        LOG.clear();

        Base ref = new ColoredSquare(2);
        LOG.forEach(s -> System.out.println("  " + s));
        LOG.clear();
        System.out.println("created=" + created);

        System.out.println(sq.describe() + " " + Shape.unit());
        System.out.println(unit.describe());
        System.out.println(ref.describe());
        System.out.println("hello chain: " + ref.hello());
        System.out.println("field hiding: ref.tag=" + ref.tag + " cast.tag=" + ((Square) ref).tag);
        System.out.println("static hiding: " + Base.staticWho() + " / " + Square.staticWho() + " kind=" + Base.kind);
        Shape plain = () -> 2.5;
        System.out.println("lambda shape: " + plain.describe());

        Counter c = new Counter();
        Counter.Step st = c.step();
        System.out.println(st.show(5));
        st.bump();
        st.bump();
        System.out.println(st.show(-1));
        Counter.Step st2 = c.new Step();
        st2.x = 1;
        st2.bump();
        System.out.println("shared outer: " + st.show(0));

        String punct = "!";
        int[] calls = {0};
        Greeter g = new Greeter() {
            int count = 100;
            @Override String greet(String who) {
                calls[0]++;
                count++;
                return "Hi " + who + punct + " #" + count;
            }
        };
        System.out.println(g.greet("Ann"));
        System.out.println(g.greet("Bob") + " calls=" + calls[0]);

        class Tally {
            int total;
            Tally add(int v) { total += v * calls[0]; return this; }
        }
        Tally t = new Tally().add(3).add(4);
        System.out.println("local class tally=" + t.total);

        for (Supplier<String> s : makeSuppliers("item-")) System.out.print(s.get() + " ");
        System.out.println();

        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a * 10 + b;
        BiFunction<Integer, Integer, Integer> mul = (a, b) -> a * b;
        System.out.println("curried=" + adder.apply(4).apply(2) + " andThen=" + mul.andThen(x -> x + 1).apply(6, 7));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println("compose=" + up.andThen(s -> s + "?").apply("ok"));

        Object[] things = {sq, ref, "text", 42, null};
        for (Object o : things) {
            String r;
            if (o instanceof ColoredSquare cs) r = "colored " + cs.area();
            else if (o instanceof Square s2) r = "square " + s2.area();
            else if (o instanceof String str && str.length() > 2) r = "string " + str.length();
            else if (o == null) r = "null";
            else r = "other " + o;
            System.out.println("pattern: " + r);
        }
        System.out.println("total created=" + created);
    }
}
