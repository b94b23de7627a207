import java.util.HashMap;
import java.util.Map;

public class HashMapStringCollisions {
    public static void main(String[] args) {
        // "Aa" and "BB" share hashCode 2112; "AaAa", "BBBB", "AaBB", "BBAa" all collide too.
        String[] keys = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "C#", "Bb", "zz", "", "a", "b"};
        for (String k : keys) {
            System.out.println("hash(" + k + ")=" + k.hashCode());
        }
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < keys.length; i++) {
            map.put(keys[i], i);
            System.out.println("after put " + keys[i] + ": " + map);
        }
        System.out.println("get(Aa)=" + map.get("Aa") + " get(BB)=" + map.get("BB"));
        System.out.println("get(AaBB)=" + map.get("AaBB") + " get(BBAa)=" + map.get("BBAa"));
        System.out.println("remove(BB)=" + map.remove("BB"));
        System.out.println("after remove: " + map);
        map.put("BB", 99);
        System.out.println("re-added BB: " + map);
        System.out.println("keySet=" + map.keySet());
        System.out.println("values=" + map.values());
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : map.entrySet()) {
            sb.append('[').append(e.getKey()).append("->").append(e.getValue()).append(']');
        }
        System.out.println("entries=" + sb);
        System.out.println("size=" + map.size());
    }
}
