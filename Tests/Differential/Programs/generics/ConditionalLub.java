import java.util.*;

// Conditionals without a target type: their arms meet at the least upper bound (JLS §15.25.3). When that is an
// intersection whose other parts are marker interfaces (Cloneable, Serializable, RandomAccess), its members are
// those of its one other part.
public class ConditionalLub {
    static String describe(boolean c) {
        var list = c ? new ArrayList<String>() : new LinkedList<String>();
        list.add("a");
        list.add(0, "b");
        var collection = c ? new ArrayList<Integer>() : new HashSet<Integer>();
        collection.add(3);
        collection.add(3);
        int size = (c ? new ArrayList<String>(List.of("x")) : new Vector<String>(List.of("y", "z"))).size();
        return list + " " + list.get(0) + " " + collection.size() + " " + size;
    }

    public static void main(String[] args) {
        System.out.println(describe(true));
        System.out.println(describe(false));
        var firstNonEmpty = args.length > 0 ? new ArrayList<>(Arrays.asList(args)) : new LinkedList<>(List.of("none"));
        System.out.println(firstNonEmpty.get(0) + " " + firstNonEmpty.size());
    }
}
