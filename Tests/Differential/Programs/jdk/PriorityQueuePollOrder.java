import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

public class PriorityQueuePollOrder {
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] values = {5, 1, 8, 3, 9, 2, 7, 1, 6};
        for (int v : values) {
            pq.offer(v);
        }
        System.out.println("size=" + pq.size() + " peek=" + pq.peek());
        System.out.println("internal heap order toString=" + pq);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll()).append(' ');
        }
        System.out.println("poll order=" + sb.toString().trim());
        System.out.println("poll on empty=" + pq.poll() + " peek on empty=" + pq.peek());
        PriorityQueue<String> words = new PriorityQueue<>(Arrays.asList("pear", "apple", "fig", "banana", "Apple", "cherry"));
        System.out.println("words heap=" + words);
        List<String> drained = new ArrayList<>();
        while (!words.isEmpty()) {
            drained.add(words.remove());
        }
        System.out.println("words drained=" + drained);
        PriorityQueue<Integer> removal = new PriorityQueue<>(List.of(10, 4, 7, 1, 12, 3));
        System.out.println("before remove(7)=" + removal);
        removal.remove(7);
        System.out.println("after remove(7)=" + removal + " contains(7)=" + removal.contains(7));
        removal.add(0);
        System.out.println("after add(0)=" + removal);
        int[] kth = {7, 10, 4, 3, 20, 15};
        PriorityQueue<Integer> top = new PriorityQueue<>();
        for (int v : kth) {
            top.offer(v);
            if (top.size() > 3) {
                top.poll();
            }
        }
        System.out.println("3rd largest=" + top.peek() + " top3 heap=" + top);
        try {
            top.add(null);
        } catch (NullPointerException e) {
            System.out.println("PriorityQueue rejects null");
        }
        try {
            new PriorityQueue<Integer>().remove();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("remove on empty threw NoSuchElementException");
        }
        PriorityQueue<Double> ds = new PriorityQueue<>(List.of(2.5, -1.0, 0.0, -0.0, 3.25));
        StringBuilder dsb = new StringBuilder();
        while (!ds.isEmpty()) {
            dsb.append(ds.poll()).append(' ');
        }
        System.out.println("doubles=" + dsb.toString().trim());
    }
}
