import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Queue;

public class ArrayDequeStackQueue {
    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) {
            stack.push(i * 10);
        }
        System.out.println("stack (head first)=" + stack + " peek=" + stack.peek());
        System.out.println("pop=" + stack.pop() + " pop=" + stack.pop() + " -> " + stack);
        Queue<String> queue = new ArrayDeque<>();
        queue.offer("first");
        queue.add("second");
        queue.offer("third");
        System.out.println("queue=" + queue + " peek=" + queue.peek());
        System.out.println("poll=" + queue.poll() + " remove=" + queue.remove() + " -> " + queue);
        Deque<Character> dq = new ArrayDeque<>();
        dq.offerFirst('b');
        dq.offerLast('c');
        dq.addFirst('a');
        dq.addLast('d');
        System.out.println("deque=" + dq + " first=" + dq.peekFirst() + " last=" + dq.peekLast());
        System.out.println("pollLast=" + dq.pollLast() + " pollFirst=" + dq.pollFirst() + " -> " + dq);
        StringBuilder sb = new StringBuilder();
        for (Iterator<Character> it = dq.descendingIterator(); it.hasNext();) {
            sb.append(it.next());
        }
        System.out.println("descending=" + sb);
        Deque<Integer> empty = new ArrayDeque<>();
        System.out.println("empty poll=" + empty.poll() + " peek=" + empty.peek() + " pollLast=" + empty.pollLast());
        try {
            empty.pop();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("pop on empty threw NoSuchElementException");
        }
        try {
            empty.push(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque rejects null with NullPointerException");
        }
        String expr = "{[()()]}(";
        Deque<Character> brackets = new ArrayDeque<>();
        boolean ok = true;
        for (char c : expr.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') {
                brackets.push(c);
            } else {
                char open = brackets.isEmpty() ? '?' : brackets.pop();
                ok &= (open == '(' && c == ')') || (open == '[' && c == ']') || (open == '{' && c == '}');
            }
        }
        System.out.println("balanced(" + expr + ")=" + (ok && brackets.isEmpty()) + " leftover=" + brackets);
        Deque<Integer> window = new ArrayDeque<>();
        int[] data = {1, 3, -1, -3, 5, 3, 6, 7};
        StringBuilder maxes = new StringBuilder();
        for (int i = 0; i < data.length; i++) {
            while (!window.isEmpty() && window.peekFirst() <= i - 3) window.pollFirst();
            while (!window.isEmpty() && data[window.peekLast()] < data[i]) window.pollLast();
            window.offerLast(i);
            if (i >= 2) maxes.append(data[window.peekFirst()]).append(' ');
        }
        System.out.println("sliding window max=" + maxes.toString().trim());
        System.out.println("contains(30)=" + stack.contains(30) + " size=" + stack.size() + " removeFirstOccurrence(20)=" + stack.removeFirstOccurrence(20) + " -> " + stack);
    }
}
