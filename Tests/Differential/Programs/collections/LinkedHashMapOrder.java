import java.util.LinkedHashMap;
import java.util.Map;

public class LinkedHashMapOrder {
    public static void main(String[] args) {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("zulu", 1);
        m.put("alpha", 2);
        m.put("mike", 3);
        m.put("alpha", 20);
        System.out.println("re-put keeps position: " + m);
        m.remove("zulu");
        m.put("zulu", 100);
        System.out.println("remove+put moves to end: " + m);
        LinkedHashMap<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                boolean evict = size() > 3;
                if (evict) {
                    System.out.println("  evicting " + eldest.getKey());
                }
                return evict;
            }
        };
        String[] accesses = {"a", "b", "c", "a", "d", "b", "e", "a"};
        for (String k : accesses) {
            if (lru.containsKey(k)) {
                lru.get(k);
                System.out.println("hit " + k + " -> " + lru.keySet());
            } else {
                lru.put(k, k.charAt(0) - 'a');
                System.out.println("miss " + k + " -> " + lru.keySet());
            }
        }
        System.out.println("final " + lru);
        Map<Character, Integer> firstSeen = new LinkedHashMap<>();
        String text = "hello world";
        for (int i = 0; i < text.length(); i++) {
            firstSeen.putIfAbsent(text.charAt(i), i);
        }
        System.out.println("first occurrence " + firstSeen);
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Character, Integer> e : firstSeen.entrySet()) {
            sb.append(e.getKey()).append('@').append(e.getValue()).append(' ');
        }
        System.out.println(sb.toString().trim());
    }
}
