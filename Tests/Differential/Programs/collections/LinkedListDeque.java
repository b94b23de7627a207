import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedList;
import java.util.Queue;

public class LinkedListDeque {
    public static void main(String[] args) {
        LinkedList<Integer> ll = new LinkedList<>();
        ll.add(2);
        ll.addFirst(1);
        ll.addLast(3);
        ll.push(0);
        System.out.println(ll + " first " + ll.getFirst() + " last " + ll.getLast() + " peek " + ll.peek());
        System.out.println("pop " + ll.pop() + " poll " + ll.poll() + " pollLast " + ll.pollLast() + " -> " + ll);
        ll.add(1, 7);
        System.out.println("insert middle " + ll + " get(1) " + ll.get(1));
        Queue<String> q = new LinkedList<>();
        q.offer("first");
        q.offer("second");
        q.offer("third");
        StringBuilder sb = new StringBuilder();
        while (!q.isEmpty()) {
            sb.append(q.poll()).append(' ');
        }
        System.out.println("queue order: " + sb.toString().trim() + " poll on empty: " + q.poll());
        Deque<Character> stack = new ArrayDeque<>();
        String expr = "{[()()]}(]";
        for (int i = 0; i < expr.length(); i++) {
            char c = expr.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                stack.push(c);
            } else {
                char open = stack.isEmpty() ? '?' : stack.pop();
                boolean ok = (open == '(' && c == ')') || (open == '[' && c == ']') || (open == '{' && c == '}');
                System.out.println("pos " + i + " " + open + c + " " + (ok ? "ok" : "MISMATCH"));
            }
        }
        Deque<Integer> window = new ArrayDeque<>();
        int[] data = {4, 8, 15, 16, 23, 42};
        int sum = 0;
        for (int d : data) {
            window.addLast(d);
            sum += d;
            if (window.size() > 3) {
                sum -= window.removeFirst();
            }
            System.out.println("window " + window + " sum " + sum);
        }
        System.out.println("peekFirst " + window.peekFirst() + " peekLast " + window.peekLast());
        try {
            new ArrayDeque<Integer>().pop();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("pop on empty deque throws NoSuchElementException");
        }
    }
}
