import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

// Inner (non-static) classes of generic classes: their members typed by the outer's type variables are seen
// through the outer's arguments (`Bag<String>.Cursor` reads Strings).
public class InnerClassesOfGenericOuter {
    static class Bag<T> implements Iterable<T> {
        private final List<T> items = new ArrayList<>();

        void add(T item) { items.add(item); }

        class Cursor {
            int position;
            T current() { return items.get(position); }
            boolean advance() { return ++position < items.size(); }
        }

        class Labelled<L> {
            final L label;
            final T item;
            Labelled(L label, T item) { this.label = label; this.item = item; }
        }

        Cursor cursor() { return new Cursor(); }

        <L> Labelled<L> label(L label, int index) { return new Labelled<>(label, items.get(index)); }

        private class Itr implements Iterator<T> {
            int next;
            public boolean hasNext() { return next < items.size(); }
            public T next() {
                if (!hasNext()) throw new NoSuchElementException();
                return items.get(next++);
            }
        }

        public Iterator<T> iterator() { return new Itr(); }
    }

    public static void main(String[] args) {
        Bag<String> words = new Bag<>();
        words.add("alpha");
        words.add("beta");
        words.add("gamma");

        Bag<String>.Cursor c = words.cursor();
        int total = c.current().length();
        while (c.advance()) total += c.current().length();
        System.out.println("letters: " + total);
        System.out.println("first upper: " + words.cursor().current().toUpperCase());

        Bag<String>.Labelled<Integer> l = words.label(42, 1);
        System.out.println(l.label + 1 + " " + l.item.charAt(0));

        StringBuilder sb = new StringBuilder();
        for (String w : words) sb.append(w.substring(0, 2));
        System.out.println(sb);

        Bag<Integer> numbers = new Bag<>();
        numbers.add(3);
        numbers.add(4);
        int sum = 0;
        for (int n : numbers) sum += n * n;
        Bag<Integer>.Cursor nc = numbers.cursor();
        System.out.println("sum of squares: " + sum + ", first: " + (nc.current() + 1));
    }
}
