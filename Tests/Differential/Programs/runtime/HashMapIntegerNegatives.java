import java.util.HashMap;
import java.util.Map;

public class HashMapIntegerNegatives {
    public static void main(String[] args) {
        Map<Integer, String> map = new HashMap<>();
        int[] keys = {-1, -16, 15, 16, 17, 0, -2147483648, 2147483647, 31, -100, 1024, 65537, 33, -17};
        for (int k : keys) {
            map.put(k, "v" + k);
        }
        System.out.println("map=" + map);
        System.out.println("keySet=" + map.keySet());
        System.out.println("get(-16)=" + map.get(-16) + " get(99)=" + map.get(99));
        System.out.println("containsKey(MIN)=" + map.containsKey(Integer.MIN_VALUE));
        System.out.println("containsValue(v31)=" + map.containsValue("v31"));
        map.remove(0);
        map.remove(-1);
        System.out.println("after removes=" + map);
        for (int i = -5; i <= 5; i++) {
            map.put(i * 7, "w" + i);
        }
        System.out.println("after more puts=" + map);
        System.out.println("size=" + map.size());
        int sum = 0;
        for (int k : map.keySet()) {
            sum += k % 1000;
        }
        System.out.println("key sum mod=" + sum);
        Map<Integer, Integer> squares = new HashMap<>();
        for (int i = 20; i >= -20; i -= 3) {
            squares.put(i, i * i);
        }
        System.out.println("squares=" + squares);
    }
}
