import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;

public class ListIndexingEdgeCases {
    static void exercise(List<Integer> list, String label) {
        for (int i = 0; i < 5; i++) {
            list.add(i * 10);
        }
        list.add(0, -10);
        list.add(list.size(), 99);
        System.out.println(label + " " + list);
        try {
            list.add(list.size() + 1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(label + " add past end: " + e.getClass().getSimpleName());
        }
        try {
            list.get(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(label + " get(-1): " + e.getClass().getSimpleName());
        }
        list.remove(Integer.valueOf(99));
        list.remove(0);
        System.out.println(label + " after removes " + list);
        list.subList(1, 3).clear();
        System.out.println(label + " after subList clear " + list);
        System.out.println(label + " equals ArrayList: " + list.equals(new ArrayList<>(list)) + " hash " + list.hashCode());
    }

    public static void main(String[] args) {
        exercise(new ArrayList<>(), "ArrayList");
        exercise(new LinkedList<>(), "LinkedList");
        List<String> names = new ArrayList<>(List.of("x", "y", "z"));
        System.out.println("hashCode of list " + names.hashCode() + " " + List.of().hashCode());
        List<Character> chars = new ArrayList<>();
        for (char c = 'a'; c <= 'e'; c++) {
            chars.add(c);
        }
        chars.remove(Character.valueOf('c'));
        System.out.println("chars " + chars);
        List<Long> longs = new ArrayList<>(List.of(1L, 2L, 3L));
        longs.remove(1);
        System.out.println("remove(int) on List<Long> " + longs);
        longs.remove(3L);
        System.out.println("remove(Object) on List<Long> " + longs);
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            big.add(i);
        }
        long sum = 0;
        for (int i = 0; i < big.size(); i += 100) {
            sum += big.get(i);
        }
        System.out.println("sparse sum " + sum + " size " + big.size());
    }
}
