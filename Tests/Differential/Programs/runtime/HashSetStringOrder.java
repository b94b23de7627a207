import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

public class HashSetStringOrder {
    public static void main(String[] args) {
        Set<String> set = new HashSet<>();
        String[] fruits = {"banana", "apple", "cherry", "date", "elderberry", "fig", "grape", "apple", "kiwi"};
        for (String f : fruits) {
            boolean added = set.add(f);
            System.out.println("add(" + f + ")=" + added + " -> " + set);
        }
        System.out.println("contains(fig)=" + set.contains("fig") + " contains(Fig)=" + set.contains("Fig"));
        System.out.println("remove(date)=" + set.remove("date") + " remove(date)=" + set.remove("date"));
        Set<String> other = new HashSet<>(Arrays.asList("kiwi", "lemon", "apple", "mango"));
        System.out.println("other=" + other);
        Set<String> union = new HashSet<>(set);
        union.addAll(other);
        System.out.println("union=" + union);
        Set<String> inter = new HashSet<>(set);
        inter.retainAll(other);
        System.out.println("intersection=" + inter);
        Set<String> diff = new HashSet<>(set);
        diff.removeAll(other);
        System.out.println("difference=" + diff);
        System.out.println("containsAll=" + set.containsAll(inter));
        Set<String> letters = new HashSet<>();
        for (char c = 'z'; c >= 'a'; c -= 3) {
            letters.add(String.valueOf(c) + c);
        }
        System.out.println("letters=" + letters);
        System.out.println("hashCode=" + set.hashCode() + " equals copy=" + set.equals(new HashSet<>(set)));
        Object[] arr = set.toArray();
        System.out.println("toArray=" + Arrays.toString(arr));
    }
}
