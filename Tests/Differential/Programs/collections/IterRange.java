import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class IterRange {

    static class Range implements Iterable<Integer> {
        private final int start;
        private final int end;
        private final int step;

        Range(int start, int end, int step) {
            if (step == 0) {
                throw new IllegalArgumentException("step must not be zero");
            }
            this.start = start;
            this.end = end;
            this.step = step;
        }

        Range(int start, int end) {
            this(start, end, 1);
        }

        int size() {
            if (step > 0) {
                if (start >= end) return 0;
                return (end - start + step - 1) / step;
            } else {
                if (start <= end) return 0;
                int s = -step;
                return (start - end + s - 1) / s;
            }
        }

        boolean contains(int value) {
            if (step > 0) {
                if (value < start || value >= end) return false;
            } else {
                if (value > start || value <= end) return false;
            }
            return (value - start) % step == 0;
        }

        Range reversed() {
            int n = size();
            if (n == 0) return new Range(0, 0, 1);
            int last = start + (n - 1) * step;
            return new Range(last, start - (step > 0 ? 1 : -1), -step);
        }

        @Override
        public Iterator<Integer> iterator() {
            return new RangeIterator();
        }

        private class RangeIterator implements Iterator<Integer> {
            private int current = start;

            @Override
            public boolean hasNext() {
                return step > 0 ? current < end : current > end;
            }

            @Override
            public Integer next() {
                if (!hasNext()) {
                    throw new NoSuchElementException("range exhausted at " + current);
                }
                int value = current;
                current += step;
                return value;
            }

            @Override
            public void remove() {
                throw new UnsupportedOperationException("Range is immutable");
            }
        }

        @Override
        public String toString() {
            return "Range[" + start + ", " + end + ") step " + step;
        }
    }

    static String join(Iterable<Integer> items) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (int x : items) {
            if (!first) sb.append(", ");
            sb.append(x);
            first = false;
        }
        return "[" + sb + "]";
    }

    static int sum(Range r) {
        int total = 0;
        for (Integer v : r) {
            total += v;
        }
        return total;
    }

    public static void main(String[] args) {
        List<Range> ranges = new ArrayList<>();
        ranges.add(new Range(0, 10));
        ranges.add(new Range(0, 10, 3));
        ranges.add(new Range(10, 0, -2));
        ranges.add(new Range(5, 5));
        ranges.add(new Range(-7, 8, 5));
        ranges.add(new Range(20, -1, -7));

        System.out.println("=== Basic ranges ===");
        for (Range r : ranges) {
            System.out.println(r + " -> " + join(r) + " size=" + r.size() + " sum=" + sum(r));
        }

        System.out.println("=== Reversed ===");
        for (Range r : ranges) {
            Range rev = r.reversed();
            System.out.println(r + " reversed " + join(rev));
        }

        System.out.println("=== Contains ===");
        Range r3 = new Range(0, 10, 3);
        for (int v = -1; v <= 10; v += 2) {
            System.out.println(r3 + " contains " + v + ": " + r3.contains(v));
        }
        Range down = new Range(10, 0, -2);
        System.out.println(down + " contains 4: " + down.contains(4));
        System.out.println(down + " contains 0: " + down.contains(0));
        System.out.println(down + " contains 5: " + down.contains(5));

        System.out.println("=== Nested for-each (multiplication grid) ===");
        for (int i : new Range(1, 5)) {
            StringBuilder row = new StringBuilder();
            for (int j : new Range(1, 6)) {
                row.append(String.format("%d", i * j));
                if (j < 5) row.append("\t");
            }
            System.out.println(row);
        }

        System.out.println("=== Manual iterator use ===");
        Iterator<Integer> it = new Range(1, 4).iterator();
        while (it.hasNext()) {
            int v = it.next();
            System.out.println("next=" + v + " hasNext=" + it.hasNext());
        }
        try {
            it.next();
            System.out.println("unexpected: no exception");
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException: " + e.getMessage());
        }

        System.out.println("=== remove() is unsupported ===");
        Iterator<Integer> it2 = new Range(0, 3).iterator();
        it2.next();
        try {
            it2.remove();
            System.out.println("unexpected: removed");
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException: " + e.getMessage());
        }
        System.out.println("iterator still works, next=" + it2.next());

        System.out.println("=== Invalid step ===");
        try {
            new Range(0, 5, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }

        System.out.println("=== Independent iterators ===");
        Range shared = new Range(0, 6, 2);
        Iterator<Integer> a = shared.iterator();
        Iterator<Integer> b = shared.iterator();
        System.out.println("a=" + a.next() + " a=" + a.next() + " b=" + b.next());
        System.out.println("a=" + a.next() + " b=" + b.next() + " b=" + b.next());
        System.out.println("a.hasNext=" + a.hasNext() + " b.hasNext=" + b.hasNext());

        System.out.println("=== Collecting evens from ranges ===");
        List<Integer> evens = new ArrayList<>();
        for (Range r : ranges) {
            for (Integer v : r) {
                if (v % 2 == 0 && !evens.contains(v)) {
                    evens.add(v);
                }
            }
        }
        Collections.sort(evens);
        System.out.println("distinct evens: " + evens);
        System.out.println("count: " + evens.size());
    }
}
