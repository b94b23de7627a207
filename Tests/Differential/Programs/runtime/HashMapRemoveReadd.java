import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

public class HashMapRemoveReadd {
    public static void main(String[] args) {
        Map<String, Integer> map = new HashMap<>();
        for (String s : "one two three four five six seven eight nine ten".split(" ")) {
            map.put(s, s.length());
        }
        System.out.println("start=" + map);
        System.out.println("remove(three)=" + map.remove("three"));
        System.out.println("remove(missing)=" + map.remove("missing"));
        System.out.println("remove(two, 99)=" + map.remove("two", 99));
        System.out.println("remove(two, 3)=" + map.remove("two", 3));
        System.out.println("after removes=" + map);
        map.put("three", 333);
        map.put("two", 222);
        System.out.println("re-added=" + map);
        System.out.println("put(one, 1) old=" + map.put("one", 1));
        System.out.println("replace(four, 4) old=" + map.replace("four", 4));
        System.out.println("replace(zero, 0) old=" + map.replace("zero", 0));
        System.out.println("replace(five, 4, 5)=" + map.replace("five", 4, 5));
        System.out.println("now=" + map);
        Iterator<Map.Entry<String, Integer>> it = map.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() > 4) {
                System.out.println("iterator removing " + e.getKey());
                it.remove();
            }
        }
        System.out.println("after iterator removal=" + map);
        map.keySet().removeIf(k -> k.startsWith("s"));
        System.out.println("after keySet.removeIf=" + map);
        map.values().removeIf(v -> v == 4);
        System.out.println("after values.removeIf=" + map);
        map.clear();
        System.out.println("cleared=" + map + " isEmpty=" + map.isEmpty());
        map.put("ten", 10);
        System.out.println("after clear put=" + map);
    }
}
