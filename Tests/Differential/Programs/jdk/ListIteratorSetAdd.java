import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;

public class ListIteratorSetAdd {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>(List.of("a", "b", "c", "d"));
        ListIterator<String> it = list.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            String s = it.next();
            System.out.println("at " + idx + " saw " + s + " previousIndex=" + it.previousIndex());
            if (s.equals("b")) {
                it.set("B");
            } else if (s.equals("c")) {
                it.add("c2");
                System.out.println("  added c2, nextIndex now " + it.nextIndex());
            } else if (s.equals("d")) {
                it.remove();
            }
        }
        System.out.println("after forward pass=" + list);
        StringBuilder back = new StringBuilder();
        while (it.hasPrevious()) {
            back.append(it.previous()).append(' ');
        }
        System.out.println("backwards=" + back.toString().trim());
        ListIterator<String> from2 = list.listIterator(2);
        System.out.println("listIterator(2).next()=" + from2.next() + " previous()=" + from2.previous() + " previous()=" + from2.previous());
        List<Integer> nums = new LinkedList<>(List.of(1, 2, 3, 4, 5));
        ListIterator<Integer> li = nums.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v % 2 == 1) {
                li.set(v * 100);
            } else {
                li.add(-v);
            }
        }
        System.out.println("linked after set/add=" + nums);
        ListIterator<Integer> rev = nums.listIterator(nums.size());
        StringBuilder sb = new StringBuilder();
        while (rev.hasPrevious()) {
            int idx = rev.previousIndex();
            sb.append(idx).append(':').append(rev.previous()).append(' ');
        }
        System.out.println("reverse with indexes=" + sb.toString().trim());
        ListIterator<String> bad = list.listIterator();
        bad.next();
        bad.add("x");
        try {
            bad.set("y");
        } catch (IllegalStateException e) {
            System.out.println("set after add threw IllegalStateException");
        }
        System.out.println("final=" + list);
    }
}
