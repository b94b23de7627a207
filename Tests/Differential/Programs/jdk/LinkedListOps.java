import java.util.Iterator;
import java.util.LinkedList;
import java.util.NoSuchElementException;

public class LinkedListOps {
    public static void main(String[] args) {
        LinkedList<String> list = new LinkedList<>();
        list.add("m");
        list.addFirst("f");
        list.addLast("l");
        list.push("p");
        list.offer("o");
        list.offerFirst("of");
        System.out.println("list=" + list);
        System.out.println("getFirst=" + list.getFirst() + " getLast=" + list.getLast() + " peek=" + list.peek() + " peekLast=" + list.peekLast());
        System.out.println("pop=" + list.pop() + " poll=" + list.poll() + " pollLast=" + list.pollLast() + " -> " + list);
        System.out.println("removeFirst=" + list.removeFirst() + " removeLast=" + list.removeLast() + " -> " + list);
        list.add(1, "x");
        list.add("m");
        System.out.println("after add(1,x) and add(m)=" + list);
        System.out.println("indexOf(m)=" + list.indexOf("m") + " lastIndexOf(m)=" + list.lastIndexOf("m"));
        System.out.println("removeFirstOccurrence(m)=" + list.removeFirstOccurrence("m") + " -> " + list);
        System.out.println("removeLastOccurrence(q)=" + list.removeLastOccurrence("q"));
        StringBuilder sb = new StringBuilder();
        Iterator<String> desc = list.descendingIterator();
        while (desc.hasNext()) {
            sb.append(desc.next());
        }
        System.out.println("descending=" + sb);
        list.clear();
        System.out.println("empty peek=" + list.peek() + " poll=" + list.poll() + " pollFirst=" + list.pollFirst());
        try {
            list.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("getFirst on empty threw NoSuchElementException");
        }
        try {
            list.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop on empty threw NoSuchElementException");
        }
        try {
            list.element();
        } catch (NoSuchElementException e) {
            System.out.println("element on empty threw NoSuchElementException");
        }
        LinkedList<Integer> nums = new LinkedList<>();
        for (int i = 0; i < 6; i++) {
            if (i % 2 == 0) {
                nums.addFirst(i);
            } else {
                nums.addLast(i);
            }
        }
        System.out.println("alternating ends=" + nums + " get(2)=" + nums.get(2));
        nums.set(0, 40);
        nums.remove(Integer.valueOf(1));
        System.out.println("after set/remove=" + nums + " contains(3)=" + nums.contains(3));
        nums.add(null);
        System.out.println("LinkedList allows null=" + nums + " size=" + nums.size());
    }
}
