import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class IteratorCustomIterable {
    public static void main(String[] args) {
        Range r = new Range(3, 12, 3);
        StringBuilder sb = new StringBuilder();
        for (int v : r) {
            sb.append(v).append(' ');
        }
        System.out.println("range(3,12,3)=" + sb.toString().trim());
        System.out.println("empty range has next=" + new Range(5, 5, 1).iterator().hasNext());
        Iterator<Integer> it = new Range(0, 2, 1).iterator();
        System.out.println("manual next=" + it.next() + "," + it.next() + " hasNext=" + it.hasNext());
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted iterator threw NoSuchElementException: " + e.getMessage());
        }
        try {
            new Range(0, 3, 1).iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove() threw UnsupportedOperationException: " + e.getMessage());
        }
        List<Integer> collected = new ArrayList<>();
        new Range(10, 0, -4).forEach(collected::add);
        System.out.println("descending via forEach=" + collected);
        int nested = 0;
        for (int x : new Range(0, 3, 1)) {
            for (int y : new Range(0, x, 1)) {
                nested += y;
            }
        }
        System.out.println("nested iteration sum=" + nested);
    }
}

class Range implements Iterable<Integer> {
    private final int start;
    private final int end;
    private final int step;
    Range(int start, int end, int step) {
        this.start = start;
        this.end = end;
        this.step = step;
    }
    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<Integer>() {
            private int current = start;
            @Override public boolean hasNext() { return step > 0 ? current < end : current > end; }
            @Override
            public Integer next() {
                if (!hasNext()) throw new NoSuchElementException("range exhausted at " + current);
                int v = current;
                current += step;
                return v;
            }
        };
    }
}
