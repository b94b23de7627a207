import java.util.HashMap;
import java.util.Map;

public class HashMapResizeGrowth {
    public static void main(String[] args) {
        Map<String, Integer> map = new HashMap<>();
        String[] words = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
            "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
            "uniform", "victor", "whiskey", "xray", "yankee", "zulu"};
        for (int i = 0; i < words.length; i++) {
            map.put(words[i], i);
            if (i == 10 || i == 11 || i == 12 || i == 13 || i == 23 || i == 24 || i == 25) {
                System.out.println("size " + map.size() + ": " + map.keySet());
            }
        }
        Map<Integer, Integer> ints = new HashMap<>();
        for (int i = 0; i < 60; i++) {
            int k = i * 37 - 500;
            ints.put(k, i);
            if (i == 11 || i == 12 || i == 23 || i == 24 || i == 47 || i == 48 || i == 59) {
                System.out.println("ints size " + ints.size() + ": " + ints.keySet());
            }
        }
        Map<String, Integer> presized = new HashMap<>(64);
        for (int i = 0; i < 20; i++) {
            presized.put("k" + (i * 13 % 20), i);
        }
        System.out.println("presized=" + presized);
        Map<String, Integer> small = new HashMap<>(2);
        for (int i = 0; i < 20; i++) {
            small.put("k" + (i * 13 % 20), i);
        }
        System.out.println("small   =" + small);
        System.out.println("equal=" + presized.equals(small));
    }
}
