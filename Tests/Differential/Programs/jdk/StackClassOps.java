import java.util.EmptyStackException;
import java.util.Stack;

public class StackClassOps {
    public static void main(String[] args) {
        Stack<String> stack = new Stack<>();
        System.out.println("empty=" + stack.empty() + " isEmpty=" + stack.isEmpty());
        System.out.println("push returns " + stack.push("a"));
        stack.push("b");
        stack.push("c");
        stack.push("b");
        System.out.println("stack toString (bottom first)=" + stack);
        System.out.println("peek=" + stack.peek() + " size=" + stack.size());
        System.out.println("search(b)=" + stack.search("b") + " search(a)=" + stack.search("a") + " search(z)=" + stack.search("z"));
        System.out.println("get(0)=" + stack.get(0) + " firstElement=" + stack.firstElement() + " lastElement=" + stack.lastElement());
        System.out.println("pop=" + stack.pop() + " pop=" + stack.pop() + " -> " + stack);
        for (String s : stack) {
            System.out.println("iterates bottom to top: " + s);
        }
        stack.pop();
        stack.pop();
        try {
            stack.pop();
        } catch (EmptyStackException e) {
            System.out.println("pop on empty threw EmptyStackException message=" + e.getMessage());
        }
        try {
            stack.peek();
        } catch (EmptyStackException e) {
            System.out.println("peek on empty threw EmptyStackException");
        }
        String[] tokens = "3 4 + 2 * 7 - 10 5 / +".split(" ");
        Stack<Integer> rpn = new Stack<>();
        for (String t : tokens) {
            switch (t) {
                case "+" -> rpn.push(rpn.pop() + rpn.pop());
                case "*" -> rpn.push(rpn.pop() * rpn.pop());
                case "-" -> { int b = rpn.pop(); int a = rpn.pop(); rpn.push(a - b); }
                case "/" -> { int b = rpn.pop(); int a = rpn.pop(); rpn.push(a / b); }
                default -> rpn.push(Integer.parseInt(t));
            }
            System.out.println("token " + t + " -> " + rpn);
        }
        System.out.println("rpn result=" + rpn.pop());
        Stack<Integer> s2 = new Stack<>();
        s2.addAll(java.util.List.of(1, 2, 3));
        s2.add(0, 0);
        s2.remove(Integer.valueOf(2));
        System.out.println("Stack as Vector=" + s2 + " indexOf(3)=" + s2.indexOf(3));
    }
}
