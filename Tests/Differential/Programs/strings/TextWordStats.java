import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

public class TextWordStats {

    static final String TEXT =
            "Anna and Otto went to the civic center at noon. The level of the radar was high, "
            + "and Anna said: Wow! Otto replied that the kayak race starts at noon, not at seven. "
            + "Did Hannah see the racecar? Hannah did, and she said the racecar was fast; "
            + "the refer and the rotor were broken. A man, a plan, a canal: Panama. "
            + "Customer-support tickets: 42 open, 17 closed. The support team said the "
            + "customer experience matters. Experience shows that support and documentation "
            + "reduce tickets. Documentation, documentation, documentation!";

    static List<String> words(String text) {
        String[] raw = text.split("[^A-Za-z]+");
        List<String> out = new ArrayList<>();
        for (String w : raw) {
            if (!w.isEmpty()) {
                out.add(w.toLowerCase());
            }
        }
        return out;
    }

    static boolean isPalindrome(String w) {
        int i = 0;
        int j = w.length() - 1;
        while (i < j) {
            if (w.charAt(i) != w.charAt(j)) {
                return false;
            }
            i++;
            j--;
        }
        return true;
    }

    static String bar(int n) {
        return "#".repeat(n);
    }

    public static void main(String[] args) {
        List<String> ws = words(TEXT);
        System.out.println("total words: " + ws.size());

        Map<String, Integer> counts = new TreeMap<>();
        for (String w : ws) {
            counts.merge(w, 1, Integer::sum);
        }
        System.out.println("distinct words: " + counts.size());

        int totalLetters = 0;
        for (String w : ws) {
            totalLetters += w.length();
        }
        System.out.println("total letters: " + totalLetters);
        System.out.println(String.format("average length: %.2f", (double) totalLetters / ws.size()));

        // top-N by count desc, then alphabetically
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort((a, b) -> {
            int c = Integer.compare(b.getValue(), a.getValue());
            if (c != 0) {
                return c;
            }
            return a.getKey().compareTo(b.getKey());
        });
        System.out.println("--- top 12 ---");
        for (int i = 0; i < 12 && i < entries.size(); i++) {
            Map.Entry<String, Integer> e = entries.get(i);
            System.out.println(String.format("%2d. %-14s %2d %s", i + 1, e.getKey(), e.getValue(), bar(e.getValue())));
        }

        // longest words (distinct), ties alphabetical
        List<String> distinct = new ArrayList<>(counts.keySet());
        distinct.sort((a, b) -> {
            if (a.length() != b.length()) {
                return b.length() - a.length();
            }
            return a.compareTo(b);
        });
        System.out.println("--- longest 6 ---");
        for (int i = 0; i < 6; i++) {
            String w = distinct.get(i);
            System.out.println(w + " (" + w.length() + ")");
        }

        // palindromes with length >= 3
        TreeSet<String> pals = new TreeSet<>();
        for (String w : ws) {
            if (w.length() >= 3 && isPalindrome(w)) {
                pals.add(w);
            }
        }
        System.out.println("--- palindromes ---");
        System.out.println(pals);

        // sentence-level palindrome check
        String[] sentences = {"A man, a plan, a canal: Panama.", "Was it a car or a cat I saw?", "Not a palindrome", "No lemon, no melon"};
        for (String s : sentences) {
            String letters = String.join("", words(s));
            System.out.println(String.format("%-34s %s", "\"" + s + "\"", isPalindrome(letters) ? "palindrome" : "no"));
        }

        // length histogram
        Map<Integer, Integer> byLength = new TreeMap<>();
        for (String w : ws) {
            byLength.merge(w.length(), 1, Integer::sum);
        }
        System.out.println("--- length histogram ---");
        for (Map.Entry<Integer, Integer> e : byLength.entrySet()) {
            System.out.println(String.format("len %2d: %3d %s", e.getKey(), e.getValue(), bar(e.getValue())));
        }

        // words by first letter
        Map<Character, List<String>> byLetter = new TreeMap<>();
        for (String w : counts.keySet()) {
            char first = w.charAt(0);
            byLetter.computeIfAbsent(first, k -> new ArrayList<>()).add(w);
        }
        System.out.println("--- index by first letter ---");
        for (Map.Entry<Character, List<String>> e : byLetter.entrySet()) {
            if (e.getValue().size() >= 3) {
                System.out.println(Character.toUpperCase(e.getKey()) + ": " + String.join(", ", e.getValue()));
            }
        }

        // hapax legomena (words that appear once), sorted by reverse alpha
        List<String> once = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue().intValue() == 1) {
                once.add(e.getKey());
            }
        }
        Collections.sort(once, Collections.reverseOrder());
        System.out.println("--- appear once: " + once.size() + " ---");
        StringBuilder line = new StringBuilder();
        for (String w : once) {
            if (line.length() + w.length() + 1 > 60) {
                System.out.println(line.toString().trim());
                line.setLength(0);
            }
            line.append(w).append(' ');
        }
        if (line.length() > 0) {
            System.out.println(line.toString().trim());
        }

        // vowel ratio
        int vowels = 0;
        for (String w : ws) {
            for (int i = 0; i < w.length(); i++) {
                if ("aeiou".indexOf(w.charAt(i)) >= 0) {
                    vowels++;
                }
            }
        }
        System.out.println(String.format("vowels: %d of %d letters (%.2f", vowels, totalLetters, 100.0 * vowels / totalLetters) + " percent)");
    }
}
