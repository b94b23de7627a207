import java.util.*;

public class GenericStatics {
    static class Box<T> {
        private static int created;
        static final String KIND = "box";
        static final List<String> LOG = new ArrayList<>();
        private final T value;
        private final int serial;
        Box(T value) { this.value = value; serial = ++created; LOG.add(KIND + serial); }
        static <U> Box<U> of(U v) { return new Box<>(v); }
        static int count() { return created; }
        T get() { return value; }
        @Override public String toString() { return KIND + "#" + serial + "(" + value + ")"; }

        class Cursor {
            private static final int STEP = 2;
            int at;
            int advance() { at += STEP; return at + serial; }
        }
    }

    static class Pair<A extends Comparable<A>, B> {
        static long comparisons;
        final A first; final B second;
        Pair(A a, B b) { first = a; second = b; }
        boolean before(Pair<A, ?> other) { comparisons++; return first.compareTo(other.first) < 0; }
    }

    public static void main(String[] args) {
        Box<String> a = Box.of("x");
        Box<Integer> b = new Box<>(7);
        Box<List<String>> c = Box.of(List.of("p", "q"));
        System.out.println(a + " " + b + " " + c + " count=" + Box.count() + " log=" + Box.LOG);
        Box<String>.Cursor cur = a.new Cursor();
        cur.advance();
        System.out.println("cursor " + cur.advance());
        Pair<String, Integer> p1 = new Pair<>("apple", 1);
        Pair<String, Double> p2 = new Pair<>("banana", 2.0);
        System.out.println(p1.before(p2) + " " + p2.before(p1) + " comparisons=" + Pair.comparisons);
    }
}
