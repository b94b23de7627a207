import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;

public class ListRemoveIndexVsObject {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(Arrays.asList(10, 20, 30, 1, 2, 3, 20));
        System.out.println("start=" + list);
        int removedAt = list.remove(1);
        System.out.println("remove(1) removes index 1 -> returned " + removedAt + " list=" + list);
        boolean removedObj = list.remove(Integer.valueOf(1));
        System.out.println("remove(Integer.valueOf(1)) -> " + removedObj + " list=" + list);
        boolean missing = list.remove(Integer.valueOf(99));
        System.out.println("remove(Integer 99) -> " + missing + " list=" + list);
        Integer boxed = 20;
        list.remove(boxed);
        System.out.println("remove(boxed 20) removes first 20 -> " + list);
        list.remove((Object) 3);
        System.out.println("remove((Object) 3) -> " + list);
        int idx = 0;
        list.remove(idx);
        System.out.println("remove(int var 0) -> " + list);
        try {
            list.remove(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("remove(5) threw IndexOutOfBoundsException: " + e.getMessage());
        }
        List<Integer> linked = new LinkedList<>(Arrays.asList(5, 4, 3, 2, 1, 0));
        linked.remove(2);
        System.out.println("LinkedList remove(2) -> " + linked);
        linked.remove(Integer.valueOf(2));
        System.out.println("LinkedList remove(Integer 2) -> " + linked);
        List<Integer> many = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            many.add(i * i);
        }
        for (int i = 0; i < 3; i++) {
            many.remove(i);
        }
        System.out.println("removing indexes 0,1,2 in a loop shifts -> " + many);
        many.removeAll(List.of(9, 49, 1000));
        System.out.println("removeAll(9,49,1000) -> " + many);
        many.removeIf(x -> x > 50);
        System.out.println("removeIf(>50) -> " + many);
        List<Character> chars = new ArrayList<>(List.of('a', 'b', 'c'));
        chars.remove(Character.valueOf('b'));
        System.out.println("chars remove('b' boxed) -> " + chars);
        List<Long> longs = new ArrayList<>(List.of(0L, 1L, 2L));
        longs.remove(1);
        System.out.println("longs remove(1) index -> " + longs);
        longs.remove(2L);
        System.out.println("longs remove(2L) object -> " + longs);
        System.out.println("list.remove(Integer.valueOf(0)) on [0] returns " + new ArrayList<>(List.of(0)).remove(Integer.valueOf(0)));
    }
}
