import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.Vector;

public class ListIteratorWalk {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>(List.of("a", "b", "c", "d"));
        ListIterator<String> it = list.listIterator();
        while (it.hasNext()) {
            int index = it.nextIndex();
            String s = it.next();
            if (s.equals("b")) {
                it.set("B");
                it.add("b2");
            } else if (s.equals("c")) {
                it.remove();
            }
            System.out.println("visited " + index + ":" + s + " -> " + list);
        }
        StringBuilder back = new StringBuilder();
        while (it.hasPrevious()) {
            back.append(it.previousIndex()).append('=').append(it.previous()).append(' ');
        }
        System.out.println("backwards: " + back.toString().trim());
        try {
            it.previous();
        } catch (NoSuchElementException e) {
            System.out.println("previous at start: NoSuchElementException");
        }
        ListIterator<String> fresh = list.listIterator(2);
        try {
            fresh.set("x");
        } catch (IllegalStateException e) {
            System.out.println("set before next: IllegalStateException");
        }
        fresh.add("mid");
        try {
            fresh.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove after add: IllegalStateException");
        }
        System.out.println("after add at 2: " + list + " nextIndex=" + fresh.nextIndex());
        try {
            list.listIterator(99);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("listIterator(99): " + e.getMessage());
        }
        ListIterator<String> fixed = List.of("p", "q").listIterator();
        fixed.next();
        try {
            fixed.set("z");
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of iterator set: UnsupportedOperationException");
        }
        LinkedList<Integer> nums = new LinkedList<>(List.of(1, 2, 3, 2, 1));
        System.out.println("removeFirstOccurrence(2)=" + nums.removeFirstOccurrence(2) + " " + nums + " removeLastOccurrence(1)=" + nums.removeLastOccurrence(1) + " " + nums + " missing=" + nums.removeLastOccurrence(9));
        Iterator<Integer> desc = nums.descendingIterator();
        StringBuilder d = new StringBuilder();
        while (desc.hasNext()) {
            d.append(desc.next());
        }
        System.out.println("descending=" + d);
        Iterator<String> rest = list.iterator();
        rest.next();
        StringBuilder remaining = new StringBuilder();
        rest.forEachRemaining(s -> remaining.append(s).append(','));
        System.out.println("forEachRemaining after one=" + remaining + " hasNext=" + rest.hasNext());
        Vector<String> v = new Vector<>();
        v.addElement("first");
        v.addElement("last");
        System.out.println("vector first=" + v.firstElement() + " last=" + v.lastElement());
        try {
            new Vector<String>().firstElement();
        } catch (NoSuchElementException e) {
            System.out.println("empty firstElement: NoSuchElementException");
        }
    }
}
