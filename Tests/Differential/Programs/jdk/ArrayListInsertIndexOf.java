import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ArrayListInsertIndexOf {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>();
        list.add("b");
        list.add(0, "a");
        list.add(2, "d");
        list.add(2, "c");
        list.add(list.size(), "e");
        System.out.println("after inserts=" + list + " size=" + list.size());
        try {
            list.add(7, "x");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("add(7) threw: " + e.getMessage());
        }
        list.addAll(1, Arrays.asList("a1", "a2"));
        System.out.println("addAll at 1=" + list);
        list.add("a");
        System.out.println("indexOf(a)=" + list.indexOf("a") + " lastIndexOf(a)=" + list.lastIndexOf("a") + " indexOf(zz)=" + list.indexOf("zz"));
        System.out.println("contains(c)=" + list.contains("c") + " contains(C)=" + list.contains("C"));
        System.out.println("set(0, A) returned " + list.set(0, "A") + " -> " + list);
        System.out.println("get(3)=" + list.get(3));
        try {
            list.get(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(-1) threw: " + e.getMessage());
        }
        try {
            new ArrayList<Integer>().get(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("empty get(0) threw: " + e.getMessage());
        }
        List<Integer> nums = new ArrayList<>(List.of(4, 8, 15, 16, 23, 42));
        System.out.println("nums.indexOf(15)=" + nums.indexOf(15) + " contains(42)=" + nums.contains(42) + " contains(42L)=" + nums.contains(42L));
        List<Integer> copy = new ArrayList<>(nums);
        copy.add(0, -1);
        System.out.println("copy=" + copy + " original=" + nums + " equal=" + copy.equals(nums));
        System.out.println("isEmpty=" + nums.isEmpty() + " toArray=" + Arrays.toString(nums.toArray(new Integer[0])));
        nums.clear();
        System.out.println("cleared=" + nums + " isEmpty=" + nums.isEmpty());
        List<int[]> arrays = new ArrayList<>();
        arrays.add(new int[] {1, 2});
        System.out.println("list of arrays size=" + arrays.size() + " first[1]=" + arrays.get(0)[1]);
        List<String> fixed = new ArrayList<>(List.of("x", "y", "z"));
        fixed.replaceAll(String::toUpperCase);
        System.out.println("replaceAll=" + fixed);
        fixed.retainAll(List.of("Y", "Z", "W"));
        System.out.println("retainAll=" + fixed);
        ((ArrayList<String>) fixed).ensureCapacity(100);
        ((ArrayList<String>) fixed).trimToSize();
        System.out.println("after capacity calls=" + fixed);
    }
}
