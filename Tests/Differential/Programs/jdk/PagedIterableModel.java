import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class PagedIterableModel {
    public static void main(String[] args) {
        List<String> items = new ArrayList<>();
        for (char c = 'a'; c <= 'k'; c++) {
            items.add(String.valueOf(c));
        }
        for (int size : new int[] {3, 4, 11, 20}) {
            Paged<String> pages = new Paged<>(items, size);
            int pageNo = 0;
            StringBuilder sb = new StringBuilder();
            for (List<String> page : pages) {
                sb.append("p").append(pageNo++).append(page).append(' ');
            }
            System.out.println("size " + size + " -> " + pageNo + " pages: " + sb.toString().trim());
        }
        Paged<String> empty = new Paged<>(List.of(), 5);
        System.out.println("empty list has pages=" + empty.iterator().hasNext());
        Iterator<List<String>> it = new Paged<>(items, 5).iterator();
        List<String> first = it.next();
        System.out.println("first page=" + first + " is a view, size=" + first.size());
        Iterator<Integer> fib = new Iterator<>() {
            int a = 0;
            int b = 1;
            public boolean hasNext() { return a < 100; }
            public Integer next() {
                int r = a;
                a = b;
                b = r + b;
                return r;
            }
        };
        StringBuilder f = new StringBuilder();
        fib.forEachRemaining(x -> f.append(x).append(','));
        System.out.println("fib<100=" + f);
        Iterable<Integer> countdown = () -> new Iterator<>() {
            int n = 5;
            public boolean hasNext() { return n > 0; }
            public Integer next() { return n--; }
        };
        for (int round = 0; round < 2; round++) {
            StringBuilder c = new StringBuilder();
            for (int v : countdown) {
                c.append(v);
            }
            System.out.println("lambda Iterable round " + round + "=" + c);
        }
    }
}

class Paged<T> implements Iterable<List<T>> {
    private final List<T> items;
    private final int size;

    Paged(List<T> items, int size) {
        this.items = items;
        this.size = size;
    }

    public Iterator<List<T>> iterator() {
        return new Iterator<>() {
            int offset = 0;
            public boolean hasNext() { return offset < items.size(); }
            public List<T> next() {
                List<T> page = items.subList(offset, Math.min(offset + size, items.size()));
                offset += size;
                return page;
            }
        };
    }
}
