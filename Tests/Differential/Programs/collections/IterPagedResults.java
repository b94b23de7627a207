import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class IterPagedResults {

    static class Pages<T> implements Iterable<List<T>> {
        private final List<T> backing;
        private final int pageSize;

        Pages(List<T> backing, int pageSize) {
            if (pageSize <= 0) {
                throw new IllegalArgumentException("pageSize must be positive: " + pageSize);
            }
            this.backing = backing;
            this.pageSize = pageSize;
        }

        int pageCount() {
            return (backing.size() + pageSize - 1) / pageSize;
        }

        List<T> page(int index) {
            if (index < 0 || index >= pageCount()) {
                throw new IndexOutOfBoundsException("page " + index + " of " + pageCount());
            }
            int from = index * pageSize;
            int to = Math.min(from + pageSize, backing.size());
            List<T> result = new ArrayList<>();
            for (int i = from; i < to; i++) {
                result.add(backing.get(i));
            }
            return result;
        }

        @Override
        public Iterator<List<T>> iterator() {
            return new Iterator<List<T>>() {
                private int next = 0;

                @Override
                public boolean hasNext() {
                    return next < pageCount();
                }

                @Override
                public List<T> next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException("no more pages");
                    }
                    List<T> p = page(next);
                    next++;
                    return p;
                }
            };
        }
    }

    static class Flattening<T> implements Iterator<T> {
        private final Iterator<List<T>> outer;
        private Iterator<T> inner;
        private int pagesOpened = 0;

        Flattening(Iterator<List<T>> outer) {
            this.outer = outer;
            this.inner = null;
        }

        @Override
        public boolean hasNext() {
            while (inner == null || !inner.hasNext()) {
                if (!outer.hasNext()) {
                    return false;
                }
                inner = outer.next().iterator();
                pagesOpened++;
            }
            return true;
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException("flattening exhausted");
            }
            return inner.next();
        }

        int getPagesOpened() {
            return pagesOpened;
        }
    }

    static class Customer {
        final int id;
        final String name;
        final double balance;

        Customer(int id, String name, double balance) {
            this.id = id;
            this.name = name;
            this.balance = balance;
        }

        @Override
        public String toString() {
            return "#" + id + ":" + name;
        }
    }

    public static void main(String[] args) {
        String[] names = {"Ada", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lu", "Max"};
        List<Customer> customers = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            customers.add(new Customer(100 + i, names[i], (i * 37 % 11) * 12.5));
        }

        for (int size : new int[]{4, 5, 13, 20}) {
            Pages<Customer> pages = new Pages<>(customers, size);
            System.out.println("=== pageSize=" + size + " pageCount=" + pages.pageCount() + " ===");
            int n = 0;
            for (List<Customer> page : pages) {
                double total = 0;
                for (Customer c : page) {
                    total += c.balance;
                }
                System.out.println("page " + n + " (" + page.size() + " items): " + page
                        + " total=" + String.format("%.2f", total));
                n++;
            }
        }

        System.out.println("=== Flattening iterator ===");
        Pages<Customer> pages = new Pages<>(customers, 3);
        Flattening<Customer> flat = new Flattening<>(pages.iterator());
        StringBuilder sb = new StringBuilder();
        int count = 0;
        while (flat.hasNext()) {
            Customer c = flat.next();
            if (count > 0) sb.append(" ");
            sb.append(c.name);
            count++;
        }
        System.out.println(sb);
        System.out.println("flattened count=" + count + " pagesOpened=" + flat.getPagesOpened());
        try {
            flat.next();
        } catch (NoSuchElementException e) {
            System.out.println("after end: " + e.getMessage());
        }

        System.out.println("=== Flattening with empty pages ===");
        List<List<Integer>> ragged = new ArrayList<>();
        ragged.add(new ArrayList<>());
        List<Integer> p1 = new ArrayList<>();
        p1.add(1);
        p1.add(2);
        ragged.add(p1);
        ragged.add(new ArrayList<>());
        ragged.add(new ArrayList<>());
        List<Integer> p2 = new ArrayList<>();
        p2.add(3);
        ragged.add(p2);
        ragged.add(new ArrayList<>());
        Flattening<Integer> f2 = new Flattening<>(ragged.iterator());
        List<Integer> collected = new ArrayList<>();
        while (f2.hasNext()) {
            collected.add(f2.next());
        }
        System.out.println("ragged " + ragged + " -> " + collected + " opened=" + f2.getPagesOpened());

        System.out.println("=== Random access to pages ===");
        Pages<String> letters = new Pages<>(List.of("a", "b", "c", "d", "e", "f", "g"), 3);
        for (int i = -1; i <= 3; i++) {
            try {
                System.out.println("page(" + i + ") = " + letters.page(i));
            } catch (IndexOutOfBoundsException e) {
                System.out.println("page(" + i + ") failed: " + e.getMessage());
            }
        }

        System.out.println("=== Search across pages with early exit ===");
        Pages<Customer> bigPages = new Pages<>(customers, 4);
        int pageIndex = 0;
        Customer found = null;
        for (List<Customer> page : bigPages) {
            System.out.println("scanning page " + pageIndex);
            for (Customer c : page) {
                if (c.name.startsWith("H")) {
                    found = c;
                    break;
                }
            }
            if (found != null) break;
            pageIndex++;
        }
        System.out.println("found " + found + " on page " + pageIndex);

        System.out.println("=== Invalid page size ===");
        try {
            new Pages<>(customers, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }

        System.out.println("=== Empty backing list ===");
        Pages<String> empty = new Pages<>(new ArrayList<>(), 5);
        System.out.println("pageCount=" + empty.pageCount() + " hasNext=" + empty.iterator().hasNext());
        Flattening<String> fe = new Flattening<>(empty.iterator());
        System.out.println("flatten hasNext=" + fe.hasNext());
    }
}
