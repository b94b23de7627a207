import java.util.*;
import java.util.function.*;

public class WidgetTree {
    interface Visitor<R> { R leaf(Leaf l); R group(Group g, List<R> children); }
    interface Named { String name(); default String label() { return "[" + name() + "]"; } }
    interface Sized { int size(); default String label() { return "#" + size(); } }

    static abstract class Widget implements Named, Sized {
        private static int counter;
        final int serial = ++counter;
        public String label() { return Named.super.label() + Sized.super.label(); }
        abstract <R> R accept(Visitor<R> v);
    }
    static final class Leaf extends Widget {
        final String text;
        Leaf(String text) { this.text = text; }
        public String name() { return "leaf" + serial; }
        public int size() { return text.length(); }
        <R> R accept(Visitor<R> v) { return v.leaf(this); }
    }
    static final class Group extends Widget {
        final List<Widget> kids = new ArrayList<>();
        final String title;
        Group(String title, Widget... kids) { this.title = title; this.kids.addAll(Arrays.asList(kids)); }
        public String name() { return title; }
        public int size() { int s = 0; for (Widget w : kids) s += w.size(); return s; }
        <R> R accept(Visitor<R> v) {
            List<R> rs = new ArrayList<>();
            for (Widget w : kids) rs.add(w.accept(v));
            return v.group(this, rs);
        }
    }

    record Version(int major, int minor) implements Comparable<Version> {
        static Version parse(String s) { String[] p = s.split("\\."); return new Version(Integer.parseInt(p[0]), p.length > 1 ? Integer.parseInt(p[1]) : 0); }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        @Override public String toString() { return major + "." + minor; }
    }

    enum Op { ADD, SUB, MUL, DIV;
        int apply(int a, int b) {
            return switch (this) {
                case ADD -> a + b;
                case SUB -> a - b;
                case MUL -> a * b;
                case DIV -> { if (b == 0) throw new ArithmeticException("div by zero"); yield a / b; }
            };
        }
    }

    static String kind(Object o) { return "object"; }
    static String kind(String s) { return "string"; }
    static String kind(Integer i) { return "integer"; }
    static String kind(int i) { return "int"; }
    static String kind(long l) { return "long"; }
    static String kind(char c) { return "char"; }
    static String kind(int... xs) { return "varargs" + xs.length; }

    public static void main(String[] args) {
        Group root = new Group("root", new Leaf("hello"), new Group("inner", new Leaf("a"), new Leaf("bcd")), new Leaf(""));
        String outline = root.accept(new Visitor<String>() {
            public String leaf(Leaf l) { return l.label(); }
            public String group(Group g, List<String> children) { return g.label() + children; }
        });
        System.out.println(outline);
        int depth = root.accept(new Visitor<Integer>() {
            public Integer leaf(Leaf l) { return 1; }
            public Integer group(Group g, List<Integer> children) { return 1 + children.stream().mapToInt(Integer::intValue).max().orElse(0); }
        });
        System.out.println("depth " + depth + " size " + root.size());
        List<Version> versions = new ArrayList<>();
        for (String s : "1.10 1.2 2 0.9 1.2".split(" ")) versions.add(Version.parse(s));
        Collections.sort(versions);
        System.out.println(versions + " max=" + Collections.max(versions) + " distinct=" + new TreeSet<>(versions) + " " + versions.get(1).equals(versions.get(2)));
        for (Op op : Op.values()) {
            try { System.out.print(op + "=" + op.apply(17, op == Op.DIV ? 0 : 5) + " "); }
            catch (ArithmeticException e) { System.out.print(op + "!" + e.getMessage() + " "); }
        }
        System.out.println();
        char c = 'x'; short sh = 3; byte by = 1; long lg = 2; Integer boxed = 4;
        System.out.println(kind(c) + " " + kind(sh) + " " + kind(by) + " " + kind(lg) + " " + kind(boxed) + " " + kind("s") + " " + kind(2.0) + " " + kind() + " " + kind(1, 2));
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b;
        BiFunction<String, Integer, String> rep = String::repeat;
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(adder.apply(3).apply(4) + " " + rep.andThen(up).apply("ab", 3) + " " + Function.<Integer>identity().compose((String s) -> s.length()).apply("four"));
        Runnable r = () -> System.out.println("run " + root.kids.size());
        r.run();
        Object[] things = {1, "two", 3.0, 'c', null, new int[] {1}, List.of()};
        StringBuilder sb = new StringBuilder();
        for (Object o : things) {
            String d;
            if (o instanceof Integer i && i > 0) d = "pos" + i;
            else if (o instanceof String s) d = s.toUpperCase();
            else if (o instanceof Double x) d = String.valueOf(x * 2);
            else if (o instanceof Character ch) d = "ch" + (int) ch;
            else if (o == null) d = "null";
            else if (o instanceof int[] arr) d = "arr" + arr.length;
            else d = "other";
            sb.append(d).append(',');
        }
        System.out.println(sb);
    }
}
