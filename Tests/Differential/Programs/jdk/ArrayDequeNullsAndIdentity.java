import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.Set;

public class ArrayDequeNullsAndIdentity {
    public static void main(String[] args) {
        Deque<String> a = new ArrayDeque<>(Arrays.asList("x", "y"));
        Deque<String> b = new ArrayDeque<>(Arrays.asList("x", "y"));
        System.out.println("equal contents, equals=" + a.equals(b) + " self=" + a.equals(a));
        Deque<String> la = new LinkedList<>(Arrays.asList("x", "y"));
        Deque<String> lb = new LinkedList<>(Arrays.asList("x", "y"));
        System.out.println("LinkedList equals=" + la.equals(lb));
        Set<Deque<String>> set = new HashSet<>();
        set.add(a);
        set.add(b);
        System.out.println("set of deques size=" + set.size());
        String[] ops = {"add", "addFirst", "addLast", "offer", "offerFirst", "offerLast", "push"};
        for (String op : ops) {
            try {
                switch (op) {
                    case "add" -> a.add(null);
                    case "addFirst" -> a.addFirst(null);
                    case "addLast" -> a.addLast(null);
                    case "offer" -> a.offer(null);
                    case "offerFirst" -> a.offerFirst(null);
                    case "offerLast" -> a.offerLast(null);
                    default -> a.push(null);
                }
                System.out.println(op + "(null) accepted");
            } catch (NullPointerException e) {
                System.out.println(op + "(null) threw NullPointerException");
            }
        }
        la.addFirst(null);
        System.out.println("LinkedList takes null: " + la + " size " + la.size());
        try {
            new ArrayDeque<>(new ArrayList<>(Arrays.asList("p", null)));
        } catch (NullPointerException e) {
            System.out.println("copying a null element threw NullPointerException");
        }
        System.out.println("a=" + a + " contains(null)=" + a.contains(null) + " remove(null)=" + a.remove(null));
    }
}
