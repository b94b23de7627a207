import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.TreeSet;

public class CovIntSinks {

    static void fillRange(Collection<? super Integer> sink, int from, int to) {
        for (int i = from; i <= to; i++) {
            sink.add(i);
        }
    }

    static int addEvens(Collection<? super Integer> sink, List<Integer> source) {
        int added = 0;
        for (Integer v : source) {
            if (v % 2 == 0) {
                sink.add(v);
                added++;
            }
        }
        return added;
    }

    static void addStepCounts(Collection<? super Integer> sink, int[] daily) {
        int running = 0;
        for (int d : daily) {
            running += d;
            sink.add(running);
        }
    }

    static void addSquares(List<? super Integer> sink, int n) {
        for (int i = 1; i <= n; i++) {
            sink.add(i * i);
        }
    }

    static void resetFirst(List<? super Integer> sink, int value) {
        if (!sink.isEmpty()) {
            sink.set(0, value);
        }
    }

    static double sumNumbers(List<? extends Number> nums) {
        double total = 0;
        for (Number n : nums) {
            total += n.doubleValue();
        }
        return total;
    }

    static void printObjects(String label, Collection<?> items) {
        StringBuilder sb = new StringBuilder();
        sb.append(label).append(" -> ");
        boolean first = true;
        for (Object o : items) {
            if (!first) sb.append(", ");
            sb.append(o);
            first = false;
        }
        sb.append(" (size ").append(items.size()).append(")");
        System.out.println(sb);
    }

    public static void main(String[] args) {
        List<Integer> ints = new ArrayList<>();
        List<Number> numbers = new ArrayList<>();
        List<Object> objects = new ArrayList<>();

        fillRange(ints, 1, 5);
        fillRange(numbers, 10, 13);
        fillRange(objects, -2, 2);
        printObjects("ints", ints);
        printObjects("numbers", numbers);
        printObjects("objects", objects);

        numbers.add(2.5);
        numbers.add(100L);
        printObjects("numbers+", numbers);
        System.out.println(String.format("sum numbers: %.2f", sumNumbers(numbers)));
        System.out.println(String.format("sum ints: %.2f", sumNumbers(ints)));

        objects.add("marker");
        int evens = addEvens(objects, List.of(3, 4, 7, 8, 10, 11));
        System.out.println("evens added: " + evens);
        printObjects("objects+", objects);

        TreeSet<Number> sorted = new TreeSet<>((a, b) -> Integer.compare(a.intValue(), b.intValue()));
        addStepCounts(sorted, new int[] {1200, 800, 0, 4500, 300});
        printObjects("step totals", sorted);
        System.out.println("first step total: " + sorted.first() + ", last: " + sorted.last());

        LinkedHashSet<Object> unique = new LinkedHashSet<>();
        fillRange(unique, 1, 3);
        fillRange(unique, 2, 6);
        printObjects("unique", unique);

        List<Number> squares = new ArrayList<>();
        addSquares(squares, 6);
        printObjects("squares", squares);
        resetFirst(squares, 999);
        printObjects("squares reset", squares);

        List<Object> empty = new ArrayList<>();
        resetFirst(empty, 5);
        System.out.println("empty after reset: " + empty.size());

        Collection<? super Integer> anySink = numbers;
        anySink.add(42);
        System.out.println("numbers size via super view: " + anySink.size());
        Object last = numbers.get(numbers.size() - 1);
        System.out.println("last number: " + last);

        int countInts = 0;
        for (Object o : objects) {
            if (o instanceof Integer) {
                countInts++;
            }
        }
        System.out.println("integers among objects: " + countInts);
    }
}
