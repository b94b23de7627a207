import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class UnmodifiableListThrows {
    interface Action {
        void run();
    }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (UnsupportedOperationException e) {
            System.out.println(label + ": UnsupportedOperationException");
        } catch (NullPointerException e) {
            System.out.println(label + ": NullPointerException");
        } catch (IllegalArgumentException e) {
            System.out.println(label + ": IllegalArgumentException " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        List<String> backing = new ArrayList<>(List.of("a", "b"));
        List<String> view = Collections.unmodifiableList(backing);
        attempt("view.add", () -> view.add("c"));
        attempt("view.set", () -> view.set(0, "z"));
        attempt("view.remove", () -> view.remove(0));
        attempt("view.clear", view::clear);
        attempt("view.sort", () -> view.sort(null));
        backing.add("c");
        System.out.println("view sees backing change=" + view + " size=" + view.size());
        List<String> copy = List.copyOf(backing);
        backing.add("d");
        System.out.println("List.copyOf is a snapshot=" + copy);
        List<Integer> immutable = List.of(1, 2, 3);
        attempt("List.of add", () -> immutable.add(4));
        attempt("List.of set", () -> immutable.set(0, 9));
        attempt("List.of contains(null)", () -> immutable.contains(null));
        attempt("List.of with null", () -> List.of(1, null));
        attempt("Set.of duplicate", () -> Set.of("x", "x"));
        attempt("Map.of duplicate key", () -> Map.of("k", 1, "k", 2));
        attempt("Map.of put", () -> Map.of("k", 1).put("j", 2));
        List<Integer> fixed = java.util.Arrays.asList(3, 1, 2);
        attempt("Arrays.asList set", () -> fixed.set(0, 30));
        attempt("Arrays.asList sort", () -> Collections.sort(fixed));
        attempt("Arrays.asList add", () -> fixed.add(4));
        attempt("Arrays.asList remove", () -> fixed.remove(0));
        System.out.println("fixed after allowed ops=" + fixed);
        List<String> empty = Collections.emptyList();
        attempt("emptyList add", () -> empty.add("x"));
        System.out.println("emptyList=" + empty + " size=" + empty.size());
        List<String> single = Collections.singletonList("only");
        attempt("singletonList set", () -> single.set(0, "other"));
        Map<String, Integer> umap = Collections.unmodifiableMap(new java.util.HashMap<>(Map.of("a", 1)));
        attempt("unmodifiableMap put", () -> umap.put("b", 2));
        attempt("unmodifiableMap get", () -> umap.get("a"));
        attempt("stream toList add", () -> java.util.stream.Stream.of(1, 2).toList().add(3));
        attempt("Collectors.toList add", () -> java.util.stream.Stream.of(1, 2).collect(java.util.stream.Collectors.toList()).add(3));
    }
}
