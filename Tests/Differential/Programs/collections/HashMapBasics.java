import java.util.HashMap;
import java.util.Map;

public class HashMapBasics {
    public static void main(String[] args) {
        Map<String, Integer> stock = new HashMap<>();
        stock.put("apple", 5);
        stock.put("banana", 3);
        stock.put("cherry", 0);
        System.out.println("put existing returns " + stock.put("apple", 7));
        System.out.println("put new returns " + stock.put("date", 9));
        System.out.println("get apple " + stock.get("apple") + " get zzz " + stock.get("zzz"));
        System.out.println("getOrDefault " + stock.getOrDefault("zzz", -1));
        System.out.println("containsKey cherry " + stock.containsKey("cherry") + " containsValue 3 " + stock.containsValue(3));
        System.out.println("putIfAbsent " + stock.putIfAbsent("apple", 100) + " " + stock.putIfAbsent("elder", 1));
        stock.merge("banana", 10, Integer::sum);
        stock.merge("fig", 2, Integer::sum);
        stock.compute("cherry", (k, v) -> v == null ? 1 : v + 1);
        stock.computeIfAbsent("grape", k -> k.length());
        stock.computeIfPresent("date", (k, v) -> v > 5 ? null : v);
        System.out.println("remove returns " + stock.remove("elder") + " then " + stock.remove("elder"));
        System.out.println("size " + stock.size());
        System.out.println("HashMap toString (iteration order): " + stock);
        System.out.println("keySet " + stock.keySet());
        System.out.println("values " + stock.values());
        int total = 0;
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            total += e.getValue();
        }
        System.out.println("total " + total);
        Map<Integer, String> byNumber = new HashMap<>();
        int[] keys = {100, 3, 17, -5, 42, 0, 65536, 1000000, 31};
        for (int k : keys) {
            byNumber.put(k, "v" + k);
        }
        System.out.println("Integer keys: " + byNumber);
        Map<String, Integer> nullable = new HashMap<>();
        nullable.put(null, 1);
        nullable.put("x", null);
        System.out.println("null key " + nullable.get(null) + ", null value present " + nullable.containsKey("x") + " " + nullable.get("x"));
        System.out.println("equals ignores order: " + Map.of("a", 1, "b", 2).equals(new HashMap<>(Map.of("b", 2, "a", 1))));
    }
}
