import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeSet;

public class HashSetAndTreeSet {
    public static void main(String[] args) {
        Set<String> hs = new HashSet<>();
        String[] words = {"pear", "apple", "fig", "apple", "kiwi", "banana", "fig", "zucchini", "date"};
        for (String w : words) {
            boolean added = hs.add(w);
            if (!added) {
                System.out.println("duplicate " + w);
            }
        }
        System.out.println("HashSet " + hs + " size " + hs.size());
        Set<Integer> hi = new HashSet<>();
        int[] nums = {42, 7, 1000, -3, 16, 7, 256, 99, 0, 17};
        for (int n : nums) {
            hi.add(n);
        }
        System.out.println("HashSet<Integer> " + hi);
        TreeSet<String> ts = new TreeSet<>(hs);
        System.out.println("TreeSet " + ts + " first " + ts.first() + " last " + ts.last());
        System.out.println("headSet(fig) " + ts.headSet("fig") + " tailSet(fig) " + ts.tailSet("fig"));
        System.out.println("ceiling(c) " + ts.ceiling("c") + " floor(c) " + ts.floor("c") + " higher(zz) " + ts.higher("zz"));
        Set<String> lhs = new LinkedHashSet<>();
        for (String w : words) {
            lhs.add(w);
        }
        System.out.println("LinkedHashSet keeps insertion " + lhs);
        Set<Integer> a = new TreeSet<>(Set.of(1, 2, 3, 4, 5));
        Set<Integer> b = new TreeSet<>(Set.of(4, 5, 6, 7));
        Set<Integer> union = new TreeSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new TreeSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new TreeSet<>(a);
        diff.removeAll(b);
        System.out.println("union " + union + " intersection " + inter + " difference " + diff);
        System.out.println("contains 3 " + a.contains(3) + " remove 3 " + a.remove(3) + " again " + a.remove(3) + " -> " + a);
        TreeSet<Integer> desc = new TreeSet<>(java.util.Comparator.reverseOrder());
        desc.addAll(union);
        System.out.println("descending " + desc + " pollFirst " + desc.pollFirst() + " -> " + desc);
        System.out.println("set equality ignores impl: " + new HashSet<>(inter).equals(inter));
    }
}
