import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GroupingMapOfLists {
    public static void main(String[] args) {
        String[] words = {"apple", "avocado", "banana", "blueberry", "cherry", "apricot", "kiwi", "blackberry", "cranberry"};
        Map<Character, List<String>> byLetter = new TreeMap<>();
        for (String w : words) {
            char k = w.charAt(0);
            if (!byLetter.containsKey(k)) {
                byLetter.put(k, new ArrayList<>());
            }
            byLetter.get(k).add(w);
        }
        System.out.println(byLetter);
        Map<Integer, List<String>> byLength = new TreeMap<>();
        for (String w : words) {
            byLength.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        }
        for (Map.Entry<Integer, List<String>> e : byLength.entrySet()) {
            System.out.println(e.getKey() + " letters: " + e.getValue());
        }
        Map<String, Integer> totalLength = new TreeMap<>();
        for (Map.Entry<Character, List<String>> e : byLetter.entrySet()) {
            int total = 0;
            for (String w : e.getValue()) {
                total += w.length();
            }
            totalLength.put(String.valueOf(e.getKey()), total);
        }
        System.out.println("total length per letter " + totalLength);
        List<String> aWords = byLetter.get('a');
        aWords.add("almond");
        System.out.println("list in map is shared: " + byLetter.get('a'));
        Map<Boolean, List<Integer>> partition = new TreeMap<>();
        partition.put(true, new ArrayList<>());
        partition.put(false, new ArrayList<>());
        for (int i = 1; i <= 12; i++) {
            partition.get(i % 3 == 0).add(i);
        }
        System.out.println("partition " + partition);
        Map<String, Map<String, Integer>> nested = new TreeMap<>();
        String[][] sales = {{"north", "apples", "5"}, {"south", "pears", "2"}, {"north", "pears", "7"}, {"north", "apples", "1"}};
        for (String[] s : sales) {
            nested.computeIfAbsent(s[0], k -> new TreeMap<>()).merge(s[1], Integer.parseInt(s[2]), Integer::sum);
        }
        System.out.println("nested " + nested);
    }
}
