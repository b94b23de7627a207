import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

public class LinkedHashSetOrderReinsert {
    public static void main(String[] args) {
        Set<String> linked = new LinkedHashSet<>();
        Set<String> hashed = new HashSet<>();
        String[] words = {"pear", "apple", "zebra", "mango", "apple", "banana", "pear", "cherry", "Aa", "BB"};
        for (String w : words) {
            System.out.println("add " + w + " linked=" + linked.add(w) + " hashed=" + hashed.add(w));
        }
        System.out.println("linked=" + linked);
        System.out.println("hashed=" + hashed);
        System.out.println("equal as sets=" + linked.equals(hashed));
        linked.remove("zebra");
        linked.add("zebra");
        System.out.println("zebra re-added at end=" + linked);
        linked.add("pear");
        System.out.println("pear re-add keeps place=" + linked);
        List<Integer> withDupes = Arrays.asList(5, 3, 5, 1, 3, 9, 1, 7, 9, 0);
        Set<Integer> dedup = new LinkedHashSet<>(withDupes);
        System.out.println("dedup keeps first occurrence=" + dedup);
        List<Integer> back = new ArrayList<>(dedup);
        System.out.println("back to list=" + back + " get(2)=" + back.get(2));
        Set<Integer> hashDedup = new HashSet<>(withDupes);
        System.out.println("hash dedup=" + hashDedup);
        dedup.retainAll(Set.of(1, 9, 0));
        System.out.println("retainAll=" + dedup);
        Set<Character> chars = new LinkedHashSet<>();
        for (char c : "mississippi".toCharArray()) {
            chars.add(c);
        }
        System.out.println("unique chars of mississippi=" + chars);
    }
}
