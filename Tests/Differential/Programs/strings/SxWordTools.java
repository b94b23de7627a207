import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

public class SxWordTools {

    static String padTo(String s, int width) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) sb.append(' ');
        return sb.toString();
    }

    static boolean isPalindrome(String s) {
        int i = 0, j = s.length() - 1;
        while (i < j) {
            char a = s.charAt(i), b = s.charAt(j);
            if (!Character.isLetterOrDigit(a)) { i++; continue; }
            if (!Character.isLetterOrDigit(b)) { j--; continue; }
            if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
            i++;
            j--;
        }
        return true;
    }

    static String anagramKey(String word) {
        char[] cs = word.toLowerCase().replaceAll("[^a-z]", "").toCharArray();
        Arrays.sort(cs);
        return new String(cs);
    }

    static boolean areAnagrams(String a, String b) {
        return anagramKey(a).equals(anagramKey(b));
    }

    static Map<String, Integer> wordFrequency(String text) {
        Map<String, Integer> freq = new TreeMap<>();
        for (String w : text.toLowerCase().split("[^a-z']+")) {
            if (w.isEmpty()) continue;
            String cleaned = w.replaceAll("^'+|'+$", "");
            if (cleaned.isEmpty()) continue;
            freq.merge(cleaned, 1, Integer::sum);
        }
        return freq;
    }

    public static void main(String[] args) {
        System.out.println("== palindromes ==");
        String[] cands = {"racecar", "A man, a plan, a canal: Panama", "hello", "", "Was it a car or a cat I saw?", "ab", "No 'x' in Nixon", "12321", "123 21"};
        for (String c : cands) {
            System.out.println(padTo("\"" + c + "\"", 32) + " " + isPalindrome(c));
        }
        String reversed = new StringBuilder("stressed").reverse().toString();
        System.out.println("stressed reversed = " + reversed);

        System.out.println("== anagrams ==");
        System.out.println(areAnagrams("Listen", "Silent"));
        System.out.println(areAnagrams("Dormitory", "dirty room"));
        System.out.println(areAnagrams("apple", "paple!"));
        System.out.println(areAnagrams("abc", "abd"));
        List<String> words = List.of("listen", "enlist", "google", "inlets", "banana", "silent", "gooegl", "tinsel", "cat", "act", "tac", "dog");
        Map<String, List<String>> groups = new TreeMap<>();
        for (String w : words) {
            groups.computeIfAbsent(anagramKey(w), k -> new ArrayList<>()).add(w);
        }
        for (Map.Entry<String, List<String>> e : groups.entrySet()) {
            if (e.getValue().size() > 1) {
                System.out.println(e.getKey() + " -> " + String.join(",", e.getValue()));
            }
        }
        System.out.println("singletons: " + groups.values().stream().filter(g -> g.size() == 1)
                .map(g -> g.get(0)).collect(Collectors.joining(" ")));

        System.out.println("== word frequency ==");
        String text = "The quick brown fox jumps over the lazy dog. The dog didn't care; "
                + "the fox, however, was 'quick' to leave. Quick quick!";
        Map<String, Integer> freq = wordFrequency(text);
        for (Map.Entry<String, Integer> e : freq.entrySet()) {
            System.out.println(String.format("%-8s %d %s", e.getKey(), e.getValue(), "#".repeat(e.getValue())));
        }
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(freq.entrySet());
        sorted.sort((a, b) -> {
            int c = Integer.compare(b.getValue(), a.getValue());
            return c != 0 ? c : a.getKey().compareTo(b.getKey());
        });
        System.out.print("top3:");
        for (int i = 0; i < 3 && i < sorted.size(); i++) {
            System.out.print(" " + sorted.get(i).getKey() + "=" + sorted.get(i).getValue());
        }
        System.out.println();
        TreeMap<String, Integer> tm = (TreeMap<String, Integer>) freq;
        System.out.println("first=" + tm.firstKey() + " last=" + tm.lastKey());
        System.out.println("headMap(fox)=" + tm.headMap("fox").keySet());
        System.out.println("ceiling(m)=" + tm.ceilingKey("m"));

        System.out.println("== chars() streams ==");
        String sample = "Hello World 2024!";
        long letters = sample.chars().filter(Character::isLetter).count();
        long digits = sample.chars().filter(Character::isDigit).count();
        long spaces = sample.chars().filter(Character::isWhitespace).count();
        long upper = sample.chars().filter(Character::isUpperCase).count();
        System.out.println("letters=" + letters + " digits=" + digits + " spaces=" + spaces + " upper=" + upper);
        int digitSum = sample.chars().filter(Character::isDigit).map(c -> c - '0').sum();
        System.out.println("digitSum=" + digitSum);
        String vowelsOnly = sample.chars().filter(c -> "aeiouAEIOU".indexOf(c) >= 0)
                .mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining());
        System.out.println("vowels=" + vowelsOnly);
        String distinct = sample.toLowerCase().chars().filter(Character::isLetter).distinct().sorted()
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        System.out.println("distinct sorted=" + distinct);
        Map<Character, Long> charCounts = sample.toLowerCase().chars().filter(Character::isLetter)
                .mapToObj(c -> (char) c)
                .collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println("counts=" + charCounts);
        int maxChar = sample.chars().max().orElse(-1);
        System.out.println("max char=" + (char) maxChar + " code=" + maxChar);
    }
}
