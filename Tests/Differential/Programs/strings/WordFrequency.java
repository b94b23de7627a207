import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class WordFrequency {
    public static void main(String[] args) {
        String text = "It was the best of times, it was the worst of times; it was the age of wisdom, "
            + "it was the age of foolishness. The end!";
        Map<String, Integer> freq = new TreeMap<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            if (Character.isLetter(c)) {
                word.append(Character.toLowerCase(c));
            } else if (word.length() > 0) {
                String w = word.toString();
                freq.put(w, freq.getOrDefault(w, 0) + 1);
                word.setLength(0);
            }
        }
        System.out.println(freq);
        for (Map.Entry<String, Integer> e : freq.entrySet()) {
            System.out.println(e.getKey() + " " + "#".repeat(e.getValue()));
        }
        List<String> keys = new ArrayList<>(freq.keySet());
        keys.sort((a, b) -> {
            int byCount = Integer.compare(freq.get(b), freq.get(a));
            return byCount != 0 ? byCount : a.compareTo(b);
        });
        System.out.println("top: " + keys.subList(0, 4));
        int longest = 0;
        String longestWord = "";
        for (String k : keys) {
            if (k.length() > longest) {
                longest = k.length();
                longestWord = k;
            }
        }
        System.out.println("longest word: " + longestWord + " (" + longest + ")");
    }
}
