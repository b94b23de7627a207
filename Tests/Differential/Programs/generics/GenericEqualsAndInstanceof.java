import java.util.*;

// equals and instanceof of the program's generic classes on Object operands: Java tests the class without
// its type arguments, so a Box<Integer> can equal a Box<Object> holding the same value.
public class GenericEqualsAndInstanceof {
    static class Box<T> {
        final T value;
        final int tag;
        Box(T value, int tag) { this.value = value; this.tag = tag; }
        int tag() { return tag; }
        T get() { return value; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Box)) return false;
            Box<?> other = (Box<?>) o;
            return tag == other.tag && Objects.equals(value, other.value);
        }
        @Override public int hashCode() { return Objects.hash(value, tag); }
        @Override public String toString() { return "Box(" + value + "#" + tag + ")"; }
    }

    static class LabeledBox<T> extends Box<T> {
        final String label;
        LabeledBox(T value, String label) { super(value, label.length()); this.label = label; }
    }

    record Entry<K, V>(K key, V value, int weight) {}

    static String describe(Object o) {
        if (o instanceof LabeledBox<?> lb) return "labeled " + lb.label + " tag " + lb.tag();
        if (o instanceof Box<?> b) return "box tag " + b.tag() + " value " + b.value;
        if (o instanceof Entry<?, ?> e) return "entry " + e.key() + "=" + e.value() + " weight " + (e.weight() * 2);
        return "other " + o;
    }

    public static void main(String[] args) {
        Box<Integer> a = new Box<>(7, 1);
        Box<Object> b = new Box<>(7, 1);
        Box<String> c = new Box<>("7", 1);
        System.out.println(a.equals(b) + " " + b.equals(a) + " " + a.equals(c) + " " + a.equals("x") + " " + a.equals(null));
        System.out.println((a.hashCode() == b.hashCode()) + " " + new LabeledBox<>(7, "x").equals(a));
        List<Object> things = List.of(a, c, new LabeledBox<>(2.5, "abc"), new Entry<>("k", List.of(1), 3), "plain");
        for (Object t : things) System.out.println(describe(t));
        Set<Box<?>> set = new HashSet<>();
        set.add(a);
        set.add(new Box<>(7, 1));
        set.add(c);
        System.out.println("distinct boxes " + set.size());
    }
}
