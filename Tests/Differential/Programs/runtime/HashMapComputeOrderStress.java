import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

public class HashMapComputeOrderStress {
    public static void main(String[] args) {
        Random r = new Random(7);
        Map<String, Integer> m = new HashMap<>();
        Map<Integer, Integer> ints = new HashMap<>();
        Map<String, Integer> linked = new LinkedHashMap<>();
        for (int i = 0; i < 400; i++) {
            String k = "k" + r.nextInt(150);
            int op = r.nextInt(5);
            switch (op) {
                case 0 -> m.put(k, i);
                case 1 -> m.merge(k, 1, Integer::sum);
                case 2 -> m.computeIfAbsent(k, s -> s.length());
                case 3 -> m.compute(k, (s, v) -> v == null ? Integer.valueOf(0) : (v % 3 == 0 ? (Integer) null : Integer.valueOf(v + 1)));
                default -> m.computeIfPresent(k, (s, v) -> v > 50 ? null : v * 2);
            }
            ints.merge(r.nextInt(1000) * 3, 1, Integer::sum);
            linked.computeIfAbsent(k, s -> s.hashCode() % 7);
            if (i % 50 == 49) {
                System.out.println(i + ": " + m.size() + " " + m);
                System.out.println("   ints " + ints.size() + " " + ints.keySet());
            }
        }
        System.out.println("linked " + linked.keySet());
    }
}
