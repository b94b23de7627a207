import java.util.*;

// instanceof on collections held as Object (JSON-like values): which interfaces each implements, and reading
// through the pattern variable.
public class InstanceofCollections {
    static String kinds(Object o) {
        StringBuilder sb = new StringBuilder();
        if (o instanceof Collection) sb.append("Collection ");
        if (o instanceof List<?>) sb.append("List ");
        if (o instanceof Set) sb.append("Set ");
        if (o instanceof Queue<?>) sb.append("Queue ");
        if (o instanceof Deque) sb.append("Deque ");
        if (o instanceof Map<?, ?>) sb.append("Map ");
        return sb.toString().trim();
    }

    static int total(Object o) {
        if (o instanceof Integer i) {
            return i;
        } else if (o instanceof List<?> l) {
            int t = 0;
            for (int i = 0; i < l.size(); i++) t += total(l.get(i));
            return t;
        } else if (o instanceof Set<?> s) {
            int t = 0;
            for (Object x : s) t += total(x);
            return t + (s.contains(100) ? 1000 : 0);
        } else if (o instanceof Map<?, ?> m) {
            int t = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) t += total(e.getKey()) + total(e.getValue());
            return t + (m.containsKey(7) ? 10000 : 0) + (m.get(7) == null ? 0 : 1);
        } else if (o instanceof Collection<?> c) {
            System.out.println("other collection of " + c.size() + ": " + c);
            return c.size();
        }
        return 0;
    }

    public static void main(String[] args) {
        Object[] values = {
            new ArrayList<>(List.of(1, 2)), new LinkedList<>(List.of(3)), new ArrayDeque<>(List.of(4)),
            new HashSet<>(Set.of(5)), new TreeSet<>(Set.of(6, 100)), new PriorityQueue<>(List.of(8, 9)),
            new HashMap<>(Map.of(7, 70)), new TreeMap<>(Map.of("a", 1)), List.of(), Map.of(), "text", 42, null
        };
        for (Object v : values) {
            String t;
            try {
                t = "" + total(v);
            } catch (ClassCastException e) {
                t = "ClassCastException";  // a TreeMap<String, …> asked for the key 7
            }
            System.out.println(v + " -> [" + kinds(v) + "] total " + t);
        }
        List<Object> nested = new ArrayList<>();
        nested.add(List.of(1, List.of(2, 3)));
        nested.add(Map.of("k", Set.of(4)));
        nested.add(null);
        Object held = nested;
        System.out.println("nested total " + total(nested) + " list? " + (held instanceof List<?> l && l.size() == 3));
    }
}
