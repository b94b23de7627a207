import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Stack;

public class StackAndPriorityQueue {
    static int evalRpn(String expr) {
        Stack<Integer> st = new Stack<>();
        for (String tok : expr.split(" ")) {
            switch (tok) {
                case "+" -> st.push(st.pop() + st.pop());
                case "*" -> st.push(st.pop() * st.pop());
                case "-" -> {
                    int b = st.pop();
                    st.push(st.pop() - b);
                }
                case "/" -> {
                    int b = st.pop();
                    st.push(st.pop() / b);
                }
                default -> st.push(Integer.parseInt(tok));
            }
            System.out.println("  " + tok + " -> " + st);
        }
        return st.pop();
    }

    public static void main(String[] args) {
        System.out.println("rpn = " + evalRpn("3 4 + 2 * 7 -"));
        System.out.println("rpn = " + evalRpn("100 7 / 3 -"));
        Stack<String> s = new Stack<>();
        s.push("a");
        s.push("b");
        s.push("c");
        System.out.println("peek " + s.peek() + " search(a) " + s.search("a") + " size " + s.size() + " empty " + s.empty());
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {42, 7, 19, 3, 88, 7, -5, 23};
        for (int v : vals) {
            pq.offer(v);
        }
        List<Integer> drained = new ArrayList<>();
        while (!pq.isEmpty()) {
            drained.add(pq.poll());
        }
        System.out.println("min-heap order " + drained);
        PriorityQueue<String> maxLen = new PriorityQueue<>(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        for (String w : "the quick brown fox jumps over a lazy dog".split(" ")) {
            maxLen.add(w);
        }
        StringBuilder sb = new StringBuilder();
        while (maxLen.size() > 0) {
            sb.append(maxLen.poll()).append(' ');
        }
        System.out.println("longest first: " + sb.toString().trim());
        PriorityQueue<int[]> tasks = new PriorityQueue<>((x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(y[1], x[1]));
        tasks.add(new int[] {2, 10});
        tasks.add(new int[] {1, 5});
        tasks.add(new int[] {2, 30});
        tasks.add(new int[] {1, 50});
        while (!tasks.isEmpty()) {
            int[] t = tasks.poll();
            System.out.println("task prio " + t[0] + " id " + t[1]);
        }
        System.out.println("peek empty " + tasks.peek());
    }
}
