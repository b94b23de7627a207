import java.util.ArrayList;
import java.util.Collections;
import java.util.ConcurrentModificationException;
import java.util.List;

public class SubListViews {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            list.add(i * 10);
        }
        List<Integer> sub = list.subList(2, 6);
        System.out.println("subList(2,6)=" + sub + " size=" + sub.size());
        sub.set(0, -20);
        System.out.println("sub.set(0) writes through: list=" + list);
        sub.remove(Integer.valueOf(30));
        System.out.println("sub.remove(30): sub=" + sub + " list=" + list);
        sub.add(99);
        System.out.println("sub.add(99): sub=" + sub + " list=" + list);
        Collections.reverse(sub);
        System.out.println("reverse sub: list=" + list);
        list.subList(0, 2).clear();
        System.out.println("subList(0,2).clear(): list=" + list);
        System.out.println("sub.indexOf via fresh subList=" + list.subList(1, 5).indexOf(40));
        System.out.println("empty subList=" + list.subList(3, 3) + " full=" + list.subList(0, list.size()).equals(list));
        try {
            list.subList(4, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("subList(4,2) threw IllegalArgumentException: " + e.getMessage());
        }
        try {
            list.subList(0, 50);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("subList(0,50) threw IndexOutOfBoundsException: " + e.getMessage());
        }
        List<Integer> view = list.subList(1, 3);
        list.add(1000);
        try {
            System.out.println(view.size());
        } catch (ConcurrentModificationException e) {
            System.out.println("view used after structural change threw ConcurrentModificationException");
        }
        List<Integer> copy = new ArrayList<>(list.subList(2, 5));
        copy.add(7);
        System.out.println("copy of subList is independent: copy=" + copy + " list=" + list);
        int sum = 0;
        for (int x : list.subList(list.size() - 3, list.size())) {
            sum += x;
        }
        System.out.println("sum of last three=" + sum);
        List<String> words = new ArrayList<>(List.of("a", "b", "c", "d", "e"));
        List<String> middle = words.subList(1, 4);
        middle.replaceAll(s -> s + s);
        System.out.println("replaceAll on sublist=" + words);
        System.out.println("List.of subList=" + List.of(1, 2, 3, 4).subList(1, 3));
    }
}
