// Everyday Java in one program: records, enums with bodies, a generic tree, overloads that differ by widening,
// boxing and varargs, inner-class instances, labelled breaks, anonymous classes, integer overflow and shifts.
import java.util.*;
import java.util.function.*;

public class LanguageIdioms {
    interface Shape { double area(); default String describe() { return getClass().getSimpleName() + String.format("(%.2f)", area()); } static Shape unit() { return new Square(1); } }
    record Square(double side) implements Shape { Square { if (side < 0) throw new IllegalArgumentException("neg"); } public double area() { return side * side; } }
    record Circle(double r) implements Shape { public double area() { return Math.PI * r * r; } }
    enum Op {
        ADD("+") { int apply(int a, int b) { return a + b; } },
        MUL("*") { int apply(int a, int b) { return a * b; } };
        final String sym;
        Op(String sym) { this.sym = sym; }
        abstract int apply(int a, int b);
    }
    static abstract class Node<T extends Comparable<T>> {
        abstract int size();
        static <T extends Comparable<T>> Node<T> leaf() { return new Leaf<>(); }
    }
    static final class Leaf<T extends Comparable<T>> extends Node<T> { int size() { return 0; } }
    static final class Branch<T extends Comparable<T>> extends Node<T> {
        final T value; final Node<T> left, right;
        Branch(T value, Node<T> left, Node<T> right) { this.value = value; this.left = left; this.right = right; }
        int size() { return 1 + left.size() + right.size(); }
    }
    static <T extends Comparable<T>> Node<T> insert(Node<T> n, T v) {
        if (n instanceof Branch<T> b) {
            int c = v.compareTo(b.value);
            return c < 0 ? new Branch<>(b.value, insert(b.left, v), b.right) : new Branch<>(b.value, b.left, insert(b.right, v));
        }
        return new Branch<>(v, Node.leaf(), Node.leaf());
    }
    static String f(Object o) { return "obj"; }
    static String f(long l) { return "long"; }
    static String f(Integer i) { return "Integer"; }
    static String g(int... xs) { return "varargs" + xs.length; }
    static String g(int a, int b) { return "two"; }
    class Counter { int n; void inc() { n++; total++; } }
    int total;

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Square(2), new Circle(1), Shape.unit());
        for (Shape s : shapes) System.out.println(s.describe());
        for (Op op : Op.values()) System.out.println(op + op.sym + op.apply(6, 7) + " " + op.ordinal());
        Node<String> tree = Node.leaf();
        for (String w : "the quick brown fox jumps".split(" ")) tree = insert(tree, w);
        System.out.println(tree.size());
        System.out.println(f(1) + " " + f(1L) + " " + f("x") + " " + g(1, 2) + " " + g(1, 2, 3) + " " + g());
        char c = 'a'; c += 2; int big = Integer.MAX_VALUE; big++; long shifted = 1L << 40; int neg = -17 >> 2, uneg = -17 >>> 28;
        System.out.println(c + " " + (char)(c + 1) + " " + big + " " + shifted + " " + neg + " " + uneg + " " + (5 / 2) + " " + (-5 % 3) + " " + (0.1 + 0.2));
        LanguageIdioms outer = new LanguageIdioms();
        LanguageIdioms.Counter k = outer.new Counter(); k.inc(); k.inc();
        System.out.println(k.n + " " + outer.total);
        outer: for (int i = 0; i < 3; i++) { for (int j = 0; j < 3; j++) { if (i * j == 2) { System.out.println("break " + i + j); break outer; } } }
        try { new Square(-1); } catch (IllegalArgumentException e) { System.out.println("caught " + e.getMessage()); } finally { System.out.println("finally"); }
        Comparator<String> byLen = new Comparator<>() { public int compare(String a, String b) { return Integer.compare(a.length(), b.length()); } };
        List<String> ws = new ArrayList<>(List.of("ccc", "a", "bb")); ws.sort(byLen.reversed());
        StringBuilder sb = new StringBuilder(); for (String w : ws) sb.append(w).append('|'); sb.setLength(sb.length() - 1);
        System.out.println(sb.reverse() + " " + String.join("-", ws) + " " + Objects.hash(1, 2) + " " + "abc".hashCode());
    }
}
