import java.util.*;
import java.util.stream.*;

public class AlgoMinHeapQueue {
    static class EmptyHeapException extends RuntimeException {
        EmptyHeapException(String message) { super(message); }
    }

    static final class MinHeap<T> {
        private final ArrayList<T> items = new ArrayList<>();
        private final Comparator<T> cmp;
        private int swaps;

        MinHeap(Comparator<T> cmp) { this.cmp = cmp; }

        static <T extends Comparable<T>> MinHeap<T> natural() {
            return new MinHeap<T>((a, b) -> a.compareTo(b));
        }

        int size() { return items.size(); }
        boolean isEmpty() { return items.isEmpty(); }
        int swaps() { return swaps; }

        void push(T item) {
            items.add(item);
            siftUp(items.size() - 1);
        }

        T peek() {
            if (isEmpty()) throw new EmptyHeapException("peek on empty heap");
            return items.get(0);
        }

        Optional<T> peekOptional() {
            return isEmpty() ? Optional.empty() : Optional.of(items.get(0));
        }

        T pop() {
            if (isEmpty()) throw new EmptyHeapException("pop on empty heap");
            T top = items.get(0);
            T last = items.remove(items.size() - 1);
            if (!items.isEmpty()) {
                items.set(0, last);
                siftDown(0);
            }
            return top;
        }

        private void siftUp(int i) {
            while (i > 0) {
                int parent = (i - 1) >>> 1;
                if (cmp.compare(items.get(i), items.get(parent)) >= 0) break;
                swap(i, parent);
                i = parent;
            }
        }

        private void siftDown(int i) {
            int n = items.size();
            while (true) {
                int l = (i << 1) + 1;
                int r = l + 1;
                int smallest = i;
                if (l < n && cmp.compare(items.get(l), items.get(smallest)) < 0) smallest = l;
                if (r < n && cmp.compare(items.get(r), items.get(smallest)) < 0) smallest = r;
                if (smallest == i) return;
                swap(i, smallest);
                i = smallest;
            }
        }

        private void swap(int a, int b) {
            T t = items.get(a);
            items.set(a, items.get(b));
            items.set(b, t);
            swaps++;
        }

        boolean isValid() {
            for (int i = 1; i < items.size(); i++) {
                if (cmp.compare(items.get((i - 1) >>> 1), items.get(i)) > 0) return false;
            }
            return true;
        }

        List<T> drainSorted() {
            List<T> out = new ArrayList<>();
            while (!isEmpty()) out.add(pop());
            return out;
        }

        @Override
        public String toString() { return "MinHeap" + items; }
    }

    enum Priority { CRITICAL, HIGH, NORMAL, LOW }

    record Task(String name, Priority priority, int seq) {
        @Override public String toString() { return name + "(" + priority.name().toLowerCase() + "#" + seq + ")"; }
    }

    static <T extends Comparable<T>> List<T> smallestK(List<T> values, int k) {
        MinHeap<T> heap = new MinHeap<T>((a, b) -> b.compareTo(a));
        for (T v : values) {
            heap.push(v);
            if (heap.size() > k) heap.pop();
        }
        List<T> out = heap.drainSorted();
        Collections.reverse(out);
        return out;
    }

    static List<Integer> mergeSorted(List<List<Integer>> lists) {
        MinHeap<int[]> heap = new MinHeap<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int i = 0; i < lists.size(); i++) {
            if (!lists.get(i).isEmpty()) heap.push(new int[]{lists.get(i).get(0), i, 0});
        }
        List<Integer> out = new ArrayList<>();
        while (!heap.isEmpty()) {
            int[] top = heap.pop();
            out.add(top[0]);
            int next = top[2] + 1;
            List<Integer> src = lists.get(top[1]);
            if (next < src.size()) heap.push(new int[]{src.get(next), top[1], next});
        }
        return out;
    }

    public static void main(String[] args) {
        MinHeap<Integer> heap = MinHeap.natural();
        for (int i = 0; i < 12; i++) {
            int v = (i * 37 + 11) % 50;
            heap.push(v);
            System.out.println("push " + v + " min=" + heap.peek() + " size=" + heap.size());
        }
        System.out.println("valid=" + heap.isValid() + " swaps=" + heap.swaps());
        System.out.println("sorted=" + heap.drainSorted());

        for (String op : new String[]{"peek", "pop"}) {
            try {
                if (op.equals("peek")) heap.peek(); else heap.pop();
            } catch (EmptyHeapException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println("peekOptional=" + heap.peekOptional().map(x -> "v" + x).orElse("<empty>"));

        MinHeap<String> maxWords = new MinHeap<>(Comparator.<String>reverseOrder());
        Stream.of("kiwi", "banana", "apple", "mango", "cherry").forEach(maxWords::push);
        System.out.println("max-first=" + maxWords.drainSorted());

        MinHeap<Task> tasks = new MinHeap<>(Comparator.comparing(Task::priority).thenComparingInt(Task::seq));
        String[] names = {"backup", "email", "deploy", "lint", "page-oncall", "report", "cleanup"};
        Priority[] ps = Priority.values();
        for (int i = 0; i < names.length; i++) {
            Task t = new Task(names[i], ps[(i * 3 + 1) % ps.length], i);
            tasks.push(t);
            System.out.println("queued " + t);
        }
        System.out.println("next=" + tasks.peek());
        StringBuilder order = new StringBuilder();
        while (!tasks.isEmpty()) {
            Task t = tasks.pop();
            if (order.length() > 0) order.append(" -> ");
            order.append(t.name());
        }
        System.out.println("run order: " + order);

        List<Integer> data = IntStream.range(0, 20).map(i -> Math.floorMod(i * 13 - 40, 29)).boxed().collect(Collectors.toList());
        System.out.println("data=" + data);
        System.out.println("smallest5=" + smallestK(data, 5));
        System.out.println("merged=" + mergeSorted(List.of(List.of(1, 4, 9), List.of(2, 3, 10, 11), List.of(), List.of(0, 4, 5))));
        MinHeap<Long> longs = new MinHeap<>(Long::compare);
        for (long x = 1; x <= 5; x++) longs.push((x * 1_000_000_007L) % 97);
        System.out.println(longs + " top=" + longs.peek());
    }
}
