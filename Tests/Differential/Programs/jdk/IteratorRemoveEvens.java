import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class IteratorRemoveEvens {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            list.add(i);
        }
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v % 2 == 0) {
                it.remove();
                System.out.println("removed " + v + " -> " + list);
            }
        }
        System.out.println("odds=" + list);
        Iterator<Integer> it2 = list.iterator();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next threw IllegalStateException");
        }
        it2.next();
        it2.remove();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("double remove threw IllegalStateException");
        }
        System.out.println("after removing first=" + list);
        try {
            for (Integer x : list) {
                if (x == 5) {
                    list.remove(x);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("for-each remove threw ConcurrentModificationException, list=" + list);
        }
        List<Integer> quirk = new ArrayList<>(List.of(1, 2, 3));
        for (Integer x : quirk) {
            if (x == 2) {
                quirk.remove(x);
            }
        }
        System.out.println("removing second-to-last in for-each does not throw: " + quirk);
        Iterator<Integer> end = list.iterator();
        while (end.hasNext()) {
            end.next();
        }
        try {
            end.next();
        } catch (NoSuchElementException e) {
            System.out.println("next past end threw NoSuchElementException");
        }
        List<String> names = new ArrayList<>(List.of("ann", "bob", "cy", "dee", "ed"));
        for (Iterator<String> ni = names.iterator(); ni.hasNext();) {
            String n = ni.next();
            if (n.length() < 3) {
                ni.remove();
            }
        }
        System.out.println("names with length>=3=" + names);
        StringBuilder sb = new StringBuilder();
        names.iterator().forEachRemaining(n -> sb.append(n.charAt(0)));
        System.out.println("forEachRemaining initials=" + sb);
    }
}
