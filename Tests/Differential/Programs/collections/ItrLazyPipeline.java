import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;
import java.util.function.Predicate;

public class ItrLazyPipeline {
    static int evaluations = 0;

    public static void main(String[] args) {
        List<Order> orders = new ArrayList<>(Arrays.asList(
                new Order("A-100", "alice", 1250, true),
                new Order("A-101", "bob", 300, false),
                new Order("A-102", "carol", 8999, true),
                new Order("A-103", "dave", 45, true),
                new Order("A-104", "alice", 2200, false),
                new Order("A-105", "erin", 760, true),
                new Order("A-106", "frank", 15000, true),
                new Order("A-107", "bob", 999, true)));

        Iterable<Order> paid = Pipeline.filter(orders, o -> {
            evaluations++;
            return o.paid;
        });
        Iterable<String> labels = Pipeline.map(paid, o -> o.id + "/" + o.customer);
        System.out.println("Evaluations before iterating: " + evaluations);
        for (String s : labels) {
            System.out.println("  paid: " + s);
        }
        System.out.println("Evaluations after iterating: " + evaluations);

        // Take first 3 large paid orders - laziness means we stop early
        evaluations = 0;
        Iterable<Order> large = Pipeline.filter(orders, o -> {
            evaluations++;
            return o.paid && o.cents >= 700;
        });
        Iterable<Order> firstTwo = Pipeline.take(large, 2);
        for (Order o : firstTwo) {
            System.out.println("  large: " + o);
        }
        System.out.println("Evaluations for take(2): " + evaluations);

        // Chain: map -> filter -> map
        Iterable<Integer> amounts = Pipeline.map(orders, o -> o.cents);
        Iterable<Integer> medium = Pipeline.filter(amounts, c -> c >= 500 && c < 10000);
        Iterable<String> formatted = Pipeline.map(medium, c -> String.format("$%.2f", c / 100.0));
        System.out.println("Medium amounts: " + Pipeline.toList(formatted));

        // Indexed wrapper
        Iterator<Indexed<String>> idx = Pipeline.indexed(Pipeline.map(orders, o -> o.customer)).iterator();
        while (idx.hasNext()) {
            Indexed<String> e = idx.next();
            if (e.index % 3 == 0) {
                System.out.println(String.format("  idx %d -> %-8s", e.index, e.value));
            }
        }

        // Concat of two iterables
        List<String> extra = Arrays.asList("gift-card", "voucher");
        Iterable<String> all = Pipeline.concat(Pipeline.map(Pipeline.take(orders, 3), o -> o.id), extra);
        System.out.println("Concat: " + Pipeline.toList(all));

        // Remove through filtered iterator removes from the source list
        Iterator<Order> unpaidIt = Pipeline.filter(orders, o -> !o.paid).iterator();
        while (unpaidIt.hasNext()) {
            Order o = unpaidIt.next();
            unpaidIt.remove();
            System.out.println("  dropped unpaid " + o.id);
        }
        System.out.println("Orders left: " + orders.size());

        // Calling hasNext repeatedly must not skip items
        Iterator<Order> hn = Pipeline.filter(orders, o -> o.customer.startsWith("a") || o.customer.startsWith("e")).iterator();
        System.out.println("hasNext x3: " + hn.hasNext() + " " + hn.hasNext() + " " + hn.hasNext());
        System.out.println("next: " + hn.next().id + ", next: " + hn.next().id + ", hasNext: " + hn.hasNext());
        try {
            hn.next();
        } catch (NoSuchElementException e) {
            System.out.println("filtered exhausted -> " + e.getClass().getSimpleName());
        }

        Iterator<String> mapped = Pipeline.map(orders, o -> o.id).iterator();
        mapped.next();
        try {
            mapped.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("mapped remove -> " + e.getClass().getSimpleName());
        }
        Iterator<Order> taken = Pipeline.take(orders, 0).iterator();
        try {
            taken.next();
        } catch (NoSuchElementException e) {
            System.out.println("take(0) next -> " + e.getClass().getSimpleName());
        }
        int total = 0;
        for (int c : Pipeline.map(orders, o -> o.cents)) total += c;
        System.out.println(String.format("Total of remaining: %d cents (%.2f)", total, total / 100.0));
    }
}

class Order {
    final String id;
    final String customer;
    final int cents;
    final boolean paid;

    Order(String id, String customer, int cents, boolean paid) {
        this.id = id;
        this.customer = customer;
        this.cents = cents;
        this.paid = paid;
    }

    @Override
    public String toString() {
        return id + "(" + customer + ", " + cents + ")";
    }
}

class Indexed<T> {
    final int index;
    final T value;

    Indexed(int index, T value) {
        this.index = index;
        this.value = value;
    }
}

final class Pipeline {
    private Pipeline() {}

    static <T> Iterable<T> filter(Iterable<T> source, Predicate<? super T> predicate) {
        return () -> new FilterIterator<>(source.iterator(), predicate);
    }

    static <T, R> Iterable<R> map(Iterable<T> source, Function<? super T, ? extends R> fn) {
        return () -> {
            Iterator<T> it = source.iterator();
            return new Iterator<R>() {
                @Override
                public boolean hasNext() {
                    return it.hasNext();
                }

                @Override
                public R next() {
                    return fn.apply(it.next());
                }
            };
        };
    }

    static <T> Iterable<T> take(Iterable<T> source, int limit) {
        return () -> new Iterator<T>() {
            private final Iterator<T> it = source.iterator();
            private int remaining = limit;

            @Override
            public boolean hasNext() {
                return remaining > 0 && it.hasNext();
            }

            @Override
            public T next() {
                if (!hasNext()) throw new NoSuchElementException();
                remaining--;
                return it.next();
            }
        };
    }

    static <T> Iterable<Indexed<T>> indexed(Iterable<T> source) {
        return () -> new Iterator<Indexed<T>>() {
            private final Iterator<T> it = source.iterator();
            private int i = 0;

            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public Indexed<T> next() {
                return new Indexed<>(i++, it.next());
            }
        };
    }

    static <T> Iterable<T> concat(Iterable<? extends T> first, Iterable<? extends T> second) {
        return () -> new Iterator<T>() {
            private Iterator<? extends T> current = first.iterator();
            private boolean onSecond = false;

            @Override
            public boolean hasNext() {
                if (current.hasNext()) return true;
                if (!onSecond) {
                    onSecond = true;
                    current = second.iterator();
                    return current.hasNext();
                }
                return false;
            }

            @Override
            public T next() {
                if (!hasNext()) throw new NoSuchElementException();
                return current.next();
            }
        };
    }

    static <T> List<T> toList(Iterable<T> source) {
        List<T> out = new ArrayList<>();
        for (T t : source) out.add(t);
        return out;
    }
}

class FilterIterator<T> implements Iterator<T> {
    private final Iterator<T> source;
    private final Predicate<? super T> predicate;
    private T nextItem;
    private boolean hasPending;
    private boolean canRemove;

    FilterIterator(Iterator<T> source, Predicate<? super T> predicate) {
        this.source = source;
        this.predicate = predicate;
    }

    @Override
    public boolean hasNext() {
        if (hasPending) return true;
        while (source.hasNext()) {
            T candidate = source.next();
            canRemove = false; // source has advanced past the returned element
            if (predicate.test(candidate)) {
                nextItem = candidate;
                hasPending = true;
                return true;
            }
        }
        return false;
    }

    @Override
    public T next() {
        if (!hasNext()) throw new NoSuchElementException();
        hasPending = false;
        canRemove = true;
        T item = nextItem;
        nextItem = null;
        return item;
    }

    @Override
    public void remove() {
        if (!canRemove) throw new IllegalStateException("hasNext() was called after next()");
        source.remove();
        canRemove = false;
    }
}
