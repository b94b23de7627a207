import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class ItrRangeSteps {
    public static void main(String[] args) {
        IntRange basic = IntRange.of(1, 6);
        System.out.println(basic + " size=" + basic.size() + " -> " + basic.toList());

        IntRange stepped = IntRange.of(0, 20).step(3);
        System.out.println(stepped + " size=" + stepped.size() + " -> " + stepped.toList());

        IntRange down = IntRange.of(10, 0).step(-4);
        System.out.println(down + " size=" + down.size() + " -> " + down.toList());

        IntRange empty = IntRange.of(5, 5);
        System.out.println(empty + " size=" + empty.size() + " isEmpty=" + empty.isEmpty() + " -> " + empty.toList());

        IntRange wrongDir = IntRange.of(0, 10).step(-2);
        System.out.println(wrongDir + " size=" + wrongDir.size() + " -> " + wrongDir.toList());

        try {
            IntRange.of(0, 5).step(0);
        } catch (IllegalArgumentException e) {
            System.out.println("step 0 -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }

        // Pagination using ranges
        int totalItems = 23;
        int pageSize = 5;
        int page = 0;
        for (int start : IntRange.of(0, totalItems).step(pageSize)) {
            int end = Math.min(start + pageSize, totalItems);
            IntRange pageRange = IntRange.of(start, end);
            int sum = 0;
            for (int idx : pageRange) {
                sum += idx;
            }
            System.out.println(String.format("page %d: items %5d..%5d count=%d sum=%5d", page, start, end - 1, pageRange.size(), sum));
            page++;
        }

        // contains checks
        int[] probes = {0, 3, 9, 18, 20, 21, -3};
        for (int p : probes) {
            System.out.println(String.format("  %s contains %5d: %s", stepped, p, stepped.contains(p)));
        }

        // Nested ranges: multiplication grid
        for (int row : IntRange.of(1, 4)) {
            StringBuilder sb = new StringBuilder();
            for (int col : IntRange.of(1, 6)) {
                sb.append(String.format("%5d", row * col));
            }
            System.out.println(sb);
        }

        // Manual iteration and NoSuchElementException
        Iterator<Integer> it = IntRange.of(7, 9).iterator();
        System.out.println("manual: " + it.next() + ", " + it.next() + ", hasNext=" + it.hasNext());
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("past end -> " + e.getClass().getSimpleName());
        }
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("remove on range -> " + e.getClass().getSimpleName());
        }

        // Near overflow
        IntRange edge = IntRange.of(Integer.MAX_VALUE - 5, Integer.MAX_VALUE).step(2);
        System.out.println("edge size=" + edge.size() + " -> " + edge.toList());
        IntRange negEdge = IntRange.of(Integer.MIN_VALUE + 4, Integer.MIN_VALUE).step(-3);
        System.out.println("neg edge -> " + negEdge.toList());

        // Reversed
        System.out.println("reversed " + stepped + " -> " + stepped.reversed().toList());
        System.out.println("reversed " + down + " -> " + down.reversed().toList());
        int evens = 0;
        for (int v : IntRange.of(-10, 11)) {
            if (v % 2 == 0) evens++;
        }
        System.out.println("evens in [-10,11): " + evens);
    }
}

final class IntRange implements Iterable<Integer> {
    private final int start;
    private final int endExclusive;
    private final int step;

    private IntRange(int start, int endExclusive, int step) {
        if (step == 0) throw new IllegalArgumentException("step must not be zero");
        this.start = start;
        this.endExclusive = endExclusive;
        this.step = step;
    }

    static IntRange of(int start, int endExclusive) {
        return new IntRange(start, endExclusive, start <= endExclusive ? 1 : -1);
    }

    IntRange step(int newStep) {
        return new IntRange(start, endExclusive, newStep);
    }

    int size() {
        long span = (long) endExclusive - start;
        if (step > 0 && span <= 0) return 0;
        if (step < 0 && span >= 0) return 0;
        long s = Math.abs((long) step);
        return (int) ((Math.abs(span) + s - 1) / s);
    }

    boolean isEmpty() {
        return size() == 0;
    }

    boolean contains(int v) {
        long offset = (long) v - start;
        if (offset % step != 0) return false;
        long k = offset / step;
        return k >= 0 && k < size();
    }

    IntRange reversed() {
        int n = size();
        if (n == 0) return this;
        int last = (int) (start + (long) (n - 1) * step);
        return new IntRange(last, (int) ((long) start - step), -step);
    }

    List<Integer> toList() {
        List<Integer> out = new ArrayList<>();
        for (Integer v : this) {
            out.add(v);
        }
        return out;
    }

    @Override
    public Iterator<Integer> iterator() {
        final int count = size();
        return new Iterator<Integer>() {
            private int produced = 0;
            private long current = start;

            @Override
            public boolean hasNext() {
                return produced < count;
            }

            @Override
            public Integer next() {
                if (produced >= count) {
                    throw new NoSuchElementException();
                }
                int value = (int) current;
                current += step;
                produced++;
                return value;
            }
        };
    }

    @Override
    public String toString() {
        return "[" + start + ".." + endExclusive + (step == 1 ? "" : " step " + step) + ")";
    }
}
