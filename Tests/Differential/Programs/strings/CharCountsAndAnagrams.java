import java.util.Arrays;

public class CharCountsAndAnagrams {
    static String signature(String s) {
        char[] cs = s.replace(" ", "").toLowerCase().toCharArray();
        Arrays.sort(cs);
        return new String(cs);
    }

    static boolean anagram(String a, String b) {
        int[] counts = new int[128];
        for (char c : a.toCharArray()) {
            if (c != ' ') {
                counts[Character.toLowerCase(c)]++;
            }
        }
        for (char c : b.toCharArray()) {
            if (c != ' ') {
                counts[Character.toLowerCase(c)]--;
            }
        }
        for (int n : counts) {
            if (n != 0) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) {
        String[][] pairs = {{"listen", "silent"}, {"Dormitory", "dirty room"}, {"hello", "world"}, {"aab", "abb"}, {"", ""}};
        for (String[] p : pairs) {
            System.out.println(p[0] + " / " + p[1] + ": " + anagram(p[0], p[1]) + " sig " + signature(p[0]) + " vs " + signature(p[1]));
        }
        String s = "abracadabra";
        int[] counts = new int[26];
        for (int i = 0; i < s.length(); i++) {
            counts[s.charAt(i) - 'a']++;
        }
        char firstUnique = '?';
        for (int i = 0; i < s.length(); i++) {
            if (counts[s.charAt(i) - 'a'] == 1) {
                firstUnique = s.charAt(i);
                break;
            }
        }
        System.out.println("first unique in " + s + ": " + firstUnique);
        char most = 'a';
        for (char c = 'a'; c <= 'z'; c++) {
            if (counts[c - 'a'] > counts[most - 'a']) {
                most = c;
            }
        }
        System.out.println("most common: " + most + " x" + counts[most - 'a']);
        System.out.println("counts: " + Arrays.toString(Arrays.copyOf(counts, 6)));
    }
}
