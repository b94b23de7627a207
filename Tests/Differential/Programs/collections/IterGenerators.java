import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;
import java.util.function.Predicate;

public class IterGenerators {

    static class Fibonacci implements Iterator<Long> {
        private final int limit;
        private int produced = 0;
        private long a = 0;
        private long b = 1;

        Fibonacci(int limit) {
            this.limit = limit;
        }

        @Override
        public boolean hasNext() {
            return produced < limit;
        }

        @Override
        public Long next() {
            if (!hasNext()) {
                throw new NoSuchElementException("fibonacci limit " + limit + " reached");
            }
            long result = a;
            long next = a + b;
            a = b;
            b = next;
            produced++;
            return result;
        }
    }

    static class Pair<A, B> {
        final A first;
        final B second;

        Pair(A first, B second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public String toString() {
            return "(" + first + ", " + second + ")";
        }
    }

    static class Zip<A, B> implements Iterator<Pair<A, B>> {
        private final Iterator<A> left;
        private final Iterator<B> right;

        Zip(Iterator<A> left, Iterator<B> right) {
            this.left = left;
            this.right = right;
        }

        @Override
        public boolean hasNext() {
            return left.hasNext() && right.hasNext();
        }

        @Override
        public Pair<A, B> next() {
            if (!hasNext()) {
                throw new NoSuchElementException("zip exhausted");
            }
            return new Pair<>(left.next(), right.next());
        }
    }

    static class Filtering<T> implements Iterator<T> {
        private final Iterator<T> source;
        private final Predicate<T> predicate;
        private T pending;
        private boolean hasPending = false;
        private int rejected = 0;

        Filtering(Iterator<T> source, Predicate<T> predicate) {
            this.source = source;
            this.predicate = predicate;
        }

        @Override
        public boolean hasNext() {
            while (!hasPending && source.hasNext()) {
                T candidate = source.next();
                if (predicate.test(candidate)) {
                    pending = candidate;
                    hasPending = true;
                } else {
                    rejected++;
                }
            }
            return hasPending;
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException("filter exhausted");
            }
            hasPending = false;
            T result = pending;
            pending = null;
            return result;
        }

        int rejectedCount() {
            return rejected;
        }
    }

    static class Mapping<T, R> implements Iterator<R> {
        private final Iterator<T> source;
        private final Function<T, R> fn;

        Mapping(Iterator<T> source, Function<T, R> fn) {
            this.source = source;
            this.fn = fn;
        }

        @Override
        public boolean hasNext() {
            return source.hasNext();
        }

        @Override
        public R next() {
            return fn.apply(source.next());
        }
    }

    static class Counter implements Iterator<Integer> {
        private int current;
        private final int step;

        Counter(int start, int step) {
            this.current = start;
            this.step = step;
        }

        @Override
        public boolean hasNext() {
            return true;
        }

        @Override
        public Integer next() {
            int v = current;
            current += step;
            return v;
        }
    }

    static <T> List<T> take(Iterator<T> it, int n) {
        List<T> out = new ArrayList<>();
        while (out.size() < n && it.hasNext()) {
            out.add(it.next());
        }
        return out;
    }

    static <T> List<T> toList(Iterator<T> it) {
        List<T> out = new ArrayList<>();
        while (it.hasNext()) {
            out.add(it.next());
        }
        return out;
    }

    public static void main(String[] args) {
        System.out.println("=== Fibonacci ===");
        Fibonacci fib = new Fibonacci(15);
        int idx = 0;
        while (fib.hasNext()) {
            long v = fib.next();
            if (idx % 5 == 4) {
                System.out.println("F(" + idx + ") = " + v);
            }
            idx++;
        }
        try {
            fib.next();
        } catch (NoSuchElementException e) {
            System.out.println("caught: " + e.getMessage());
        }
        System.out.println("first 20: " + toList(new Fibonacci(20)));
        List<Long> big = toList(new Fibonacci(91));
        System.out.println("F(90) = " + big.get(90));
        System.out.println("F(89) + F(88) = " + (big.get(89) + big.get(88)));
        System.out.println("check: " + big.get(90).equals(big.get(89) + big.get(88)));

        System.out.println("=== Zip ===");
        List<String> names = List.of("alpha", "beta", "gamma", "delta", "epsilon");
        Zip<String, Long> zipped = new Zip<>(names.iterator(), new Fibonacci(100));
        while (zipped.hasNext()) {
            Pair<String, Long> p = zipped.next();
            System.out.println(p + " name length=" + p.first.length());
        }
        try {
            zipped.next();
        } catch (NoSuchElementException e) {
            System.out.println("caught: " + e.getMessage());
        }
        Zip<Integer, String> z2 = new Zip<>(new Counter(1, 1), List.of("x", "y", "z").iterator());
        System.out.println("counter zip: " + toList(z2));

        System.out.println("=== Filtering ===");
        Filtering<Long> evenFib = new Filtering<>(new Fibonacci(30), v -> v % 2 == 0);
        System.out.println("even fibs in first 30: " + toList(evenFib));
        System.out.println("rejected: " + evenFib.rejectedCount());

        Filtering<String> longNames = new Filtering<>(names.iterator(), s -> s.length() > 4);
        System.out.println("long names: " + toList(longNames) + " rejected=" + longNames.rejectedCount());

        Filtering<Integer> multiplesOf7 = new Filtering<>(new Counter(1, 1), n -> n % 7 == 0);
        System.out.println("first 8 multiples of 7: " + take(multiplesOf7, 8));
        System.out.println("rejected so far: " + multiplesOf7.rejectedCount());

        System.out.println("=== hasNext idempotence ===");
        Filtering<Integer> odd = new Filtering<>(List.of(2, 4, 5, 6, 7, 8).iterator(), n -> n % 2 != 0);
        System.out.println("hasNext: " + odd.hasNext() + " " + odd.hasNext() + " " + odd.hasNext());
        System.out.println("next: " + odd.next());
        System.out.println("hasNext: " + odd.hasNext());
        System.out.println("next: " + odd.next());
        System.out.println("hasNext: " + odd.hasNext() + " rejected=" + odd.rejectedCount());
        try {
            odd.next();
        } catch (NoSuchElementException e) {
            System.out.println("caught: " + e.getMessage());
        }

        System.out.println("=== Composed pipelines ===");
        Iterator<String> pipeline = new Mapping<>(
                new Filtering<>(new Fibonacci(40), v -> v % 3 == 0),
                v -> "fib:" + v);
        System.out.println(take(pipeline, 6));

        Iterator<Pair<Integer, Long>> indexed = new Zip<>(new Counter(0, 1), new Fibonacci(12));
        Filtering<Pair<Integer, Long>> primeIndexed = new Filtering<>(indexed, p -> isPrime(p.first));
        while (primeIndexed.hasNext()) {
            Pair<Integer, Long> p = primeIndexed.next();
            System.out.println("index " + p.first + " is prime, fib=" + p.second);
        }

        Iterator<Integer> squares = new Mapping<>(new Counter(1, 1), n -> n * n);
        Filtering<Integer> squaresEndingIn6 = new Filtering<>(squares, n -> n % 10 == 6);
        System.out.println("squares ending in 6: " + take(squaresEndingIn6, 6));

        System.out.println("=== Summary stats over a generator ===");
        long sum = 0;
        long max = 0;
        int count = 0;
        Iterator<Long> src = new Filtering<>(new Fibonacci(50), v -> v > 1000 && v < 10000000);
        while (src.hasNext()) {
            long v = src.next();
            sum += v;
            if (v > max) max = v;
            count++;
        }
        System.out.println("count=" + count + " sum=" + sum + " max=" + max);
        System.out.println("mean=" + String.format("%.2f", (double) sum / count));
    }

    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) return false;
        }
        return true;
    }
}
