import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class HashMapEntrySetViews {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String[] names = {"zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron"};
        for (int i = 0; i < names.length; i++) {
            m.put(names[i], i * 10);
        }
        Set<String> keys = m.keySet();
        Collection<Integer> values = m.values();
        Set<Map.Entry<String, Integer>> entries = m.entrySet();
        System.out.println("keys=" + keys);
        System.out.println("values=" + values);
        System.out.println("entries=" + entries);
        for (Map.Entry<String, Integer> e : entries) {
            if (e.getKey().length() == 2) {
                int old = e.setValue(e.getValue() + 1);
                System.out.println("setValue on " + e.getKey() + " old=" + old + " new=" + e.getValue());
            }
        }
        System.out.println("map after setValue=" + m);
        keys.remove("eta");
        System.out.println("after keys.remove(eta) map=" + m);
        m.put("alpha", -1);
        System.out.println("views see new key: keys=" + keys + " size=" + values.size());
        List<String> keyCopy = new ArrayList<>(keys);
        System.out.println("copied keys=" + keyCopy);
        Map<String, Integer> copy = new HashMap<>(m);
        System.out.println("copy equals=" + copy.equals(m) + " copy=" + copy);
        System.out.println("entry toString example=" + Map.entry("k", 5));
        System.out.println("contains entry=" + entries.contains(Map.entry("mu", 61)));
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append('=').append(v).append(';'));
        System.out.println("forEach=" + sb);
        System.out.println("hashCode=" + m.hashCode());
    }
}
