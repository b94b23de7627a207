import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

public class HashMapCharBoolKeys {
    public static void main(String[] args) {
        String text = "the quick brown fox jumps over the lazy dog THE END";
        Map<Character, Integer> counts = new HashMap<>();
        for (char c : text.toCharArray()) {
            counts.merge(c, 1, Integer::sum);
        }
        System.out.println("counts=" + counts);
        System.out.println("count(o)=" + counts.get('o') + " count(' ')=" + counts.get(' '));
        System.out.println("Character.hashCode('A')=" + Character.hashCode('A'));
        Set<Character> vowels = new HashSet<>();
        for (char c : "uoiea UOIEA".toCharArray()) {
            vowels.add(c);
        }
        System.out.println("vowels=" + vowels);
        Map<Boolean, String> bools = new HashMap<>();
        bools.put(true, "yes");
        bools.put(false, "no");
        System.out.println("bools=" + bools);
        System.out.println("Boolean.hashCode true=" + Boolean.hashCode(true) + " false=" + Boolean.hashCode(false));
        Map<Boolean, Integer> parity = new HashMap<>();
        for (int i = 0; i < 11; i++) {
            parity.merge(i % 2 == 0, i, Integer::sum);
        }
        System.out.println("parity=" + parity);
        Map<Character, String> unicode = new HashMap<>();
        unicode.put('\u00e9', "e-acute");
        unicode.put('z', "zed");
        unicode.put('\u4e2d', "zhong");
        unicode.put('0', "zero");
        for (Map.Entry<Character, String> e : unicode.entrySet()) {
            System.out.println("unicode key " + (int) e.getKey() + " -> " + e.getValue());
        }
    }
}
