import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class ImmutableCollections {
    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": succeeded");
        } catch (UnsupportedOperationException e) {
            System.out.println(label + ": UnsupportedOperationException");
        } catch (NullPointerException e) {
            System.out.println(label + ": NullPointerException");
        }
    }

    public static void main(String[] args) {
        List<Integer> fixed = List.of(3, 1, 2);
        System.out.println("List.of " + fixed + " get(1) " + fixed.get(1) + " contains 2 " + fixed.contains(2));
        attempt("List.of add", () -> fixed.add(4));
        attempt("List.of set", () -> fixed.set(0, 9));
        attempt("List.of with null", () -> List.of(1, null));
        List<Integer> mutable = new ArrayList<>(fixed);
        attempt("ArrayList copy add", () -> mutable.add(4));
        System.out.println("copy " + mutable);
        List<Integer> copyOf = List.copyOf(mutable);
        mutable.add(5);
        System.out.println("List.copyOf is a snapshot: " + copyOf + " vs " + mutable);
        List<Integer> view = Collections.unmodifiableList(mutable);
        mutable.add(6);
        System.out.println("unmodifiable view tracks: " + view);
        attempt("view remove", () -> view.remove(0));
        Set<String> s = Set.of("x");
        attempt("Set.of add", () -> s.add("y"));
        System.out.println("Set.of contains x " + s.contains("x") + " size " + s.size());
        Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println("Map.of sorted view " + new TreeMap<>(m) + " get(two) " + m.get("two"));
        attempt("Map.of put", () -> m.put("four", 4));
        Map<String, Integer> entries = Map.ofEntries(Map.entry("k", 10));
        System.out.println("ofEntries " + entries);
        Set<Integer> sortedSet = new TreeSet<>(Set.of(5, 3, 9, 1));
        System.out.println("sorted from Set.of " + sortedSet);
        List<String> arrayBacked = java.util.Arrays.asList("a", "b");
        attempt("Arrays.asList set", () -> arrayBacked.set(0, "z"));
        attempt("Arrays.asList add", () -> arrayBacked.add("c"));
        System.out.println("asList now " + arrayBacked);
        System.out.println("List.of equals ArrayList: " + List.of(1, 2).equals(new ArrayList<>(List.of(1, 2))));
    }
}
