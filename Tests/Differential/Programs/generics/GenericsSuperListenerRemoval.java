import java.util.*;

public class GenericsSuperListenerRemoval {
    interface Listener<E> {
        void on(E event);
        default String label() { return "listener"; }
    }

    static final class Bus<E> {
        private final List<Listener<? super E>> listeners = new ArrayList<>();
        private final String name;
        Bus(String name) { this.name = name; }
        void add(Listener<? super E> l) { listeners.add(l); System.out.println(name + ": added, now " + listeners.size()); }
        boolean remove(Listener<? super E> l) {
            boolean removed = listeners.remove(l);
            System.out.println(name + ": remove -> " + removed + ", now " + listeners.size());
            return removed;
        }
        boolean has(Listener<? super E> l) { return listeners.contains(l); }
        void post(E e) { for (Listener<? super E> l : listeners) l.on(e); }
    }

    static final class Counter implements Listener<Object> {
        int seen;
        final String tag;
        Counter(String tag) { this.tag = tag; }
        public void on(Object event) { seen++; System.out.println("  " + tag + " saw " + event); }
        @Override public String label() { return "counter " + tag; }
        @Override public String toString() { return "Counter(" + tag + ", " + seen + ")"; }
    }

    public static void main(String[] args) {
        Bus<String> strings = new Bus<>("strings");
        Bus<Integer> ints = new Bus<>("ints");
        Counter all = new Counter("all");
        Counter other = new Counter("other");
        Listener<CharSequence> lengths = s -> System.out.println("  length " + s.length());
        Listener<Number> doubled = n -> System.out.println("  doubled " + (n.intValue() * 2));

        strings.add(all);
        strings.add(lengths);
        ints.add(all);
        ints.add(doubled);
        strings.post("hello");
        ints.post(21);

        System.out.println("has all: " + strings.has(all) + ", has other: " + strings.has(other));
        strings.remove(other);
        strings.remove(all);
        System.out.println("has all after remove: " + strings.has(all));
        strings.post("bye");
        ints.post(4);
        ints.remove(all);
        ints.remove(doubled);
        ints.post(5);
        System.out.println(all + " " + other + " " + all.label());
    }
}
