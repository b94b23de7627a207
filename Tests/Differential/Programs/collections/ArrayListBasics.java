import java.util.ArrayList;
import java.util.List;

public class ArrayListBasics {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>();
        System.out.println("empty " + list + " size " + list.size() + " isEmpty " + list.isEmpty());
        list.add("b");
        list.add("d");
        list.add(0, "a");
        list.add(2, "c");
        list.add("e");
        System.out.println(list);
        System.out.println("get(2) " + list.get(2) + " indexOf(d) " + list.indexOf("d") + " indexOf(z) " + list.indexOf("z"));
        System.out.println("set returns old: " + list.set(1, "B") + " -> " + list);
        System.out.println("remove(int) returns " + list.remove(0) + " -> " + list);
        System.out.println("remove(Object) returns " + list.remove("z") + " and " + list.remove("d") + " -> " + list);
        list.add("c");
        System.out.println("dup: " + list + " lastIndexOf(c) " + list.lastIndexOf("c") + " contains(B) " + list.contains("B"));
        List<Integer> nums = new ArrayList<>(List.of(5, 10, 15, 20));
        nums.remove(Integer.valueOf(10));
        System.out.println("remove(Integer) " + nums);
        nums.remove(0);
        System.out.println("remove(int index) " + nums);
        nums.addAll(List.of(1, 2, 3));
        nums.addAll(0, List.of(-1, -2));
        System.out.println("addAll " + nums);
        List<Integer> sub = nums.subList(1, 4);
        System.out.println("subList " + sub);
        sub.set(0, 999);
        System.out.println("subList writes through " + nums);
        nums.removeIf(n -> n < 0);
        System.out.println("removeIf " + nums);
        nums.replaceAll(n -> n * 10);
        System.out.println("replaceAll " + nums);
        System.out.println("containsAll " + nums.containsAll(List.of(10, 20)) + " equals " + nums.equals(new ArrayList<>(nums)));
        nums.retainAll(List.of(10, 30, 9990));
        System.out.println("retainAll " + nums);
        Object[] arr = list.toArray();
        String[] typed = list.toArray(new String[0]);
        System.out.println("toArray lengths " + arr.length + " " + typed.length + " first " + typed[0]);
        nums.clear();
        System.out.println("cleared " + nums + " " + nums.size());
        List<List<Integer>> nested = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            nested.add(new ArrayList<>());
            for (int j = 0; j <= i; j++) {
                nested.get(i).add(j);
            }
        }
        System.out.println("nested " + nested);
    }
}
