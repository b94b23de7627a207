import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

public class MapRemoveReplaceEntry {
    enum Level { LOW, MEDIUM, HIGH, CRITICAL }

    public static void main(String[] args) {
        Map<String, Integer> stock = new LinkedHashMap<>();
        stock.put("pen", 3);
        stock.put("cup", 0);
        stock.put("ink", null);
        System.out.println("remove(pen,4)=" + stock.remove("pen", 4) + " remove(pen,3)=" + stock.remove("pen", 3) + " " + stock);
        System.out.println("remove(ink,null)=" + stock.remove("ink", null) + " " + stock);
        System.out.println("replace(cup,5)=" + stock.replace("cup", 5) + " replace(mug,1)=" + stock.replace("mug", 1) + " " + stock);
        System.out.println("replace(cup,4,6)=" + stock.replace("cup", 4, 6) + " replace(cup,5,6)=" + stock.replace("cup", 5, 6) + " " + stock);
        Map.Entry<String, Integer> e = Map.entry("k", 7);
        System.out.println("entry=" + e + " key=" + e.getKey() + " value=" + e.getValue() + " hash=" + e.hashCode());
        try {
            e.setValue(8);
        } catch (UnsupportedOperationException ex) {
            System.out.println("Map.entry is immutable");
        }
        try {
            Map.entry(null, 1);
        } catch (NullPointerException ex) {
            System.out.println("Map.entry(null, 1): NullPointerException");
        }
        Map<String, Integer> hash = new HashMap<>();
        hash.put("k", 7);
        for (Map.Entry<String, Integer> me : hash.entrySet()) {
            System.out.println("equals mutable entry=" + me.equals(e) + " " + e.equals(me));
            me.setValue(70);
        }
        System.out.println("setValue writes through=" + hash);
        Map<Level, String> plan = new java.util.EnumMap<>(Level.class);
        plan.put(Level.HIGH, "page");
        plan.put(Level.LOW, "log");
        plan.put(Level.CRITICAL, "call");
        System.out.println("EnumMap by ordinal=" + plan + " keys=" + plan.keySet() + " containsKey(MEDIUM)=" + plan.containsKey(Level.MEDIUM));
        plan.remove(Level.HIGH);
        plan.put(Level.MEDIUM, "mail");
        System.out.println("after edits=" + plan + " values=" + plan.values());
        Map<String, Integer> readOnly = Collections.unmodifiableMap(stock);
        try {
            readOnly.replace("cup", 1);
        } catch (UnsupportedOperationException ex) {
            System.out.println("unmodifiable replace: UnsupportedOperationException");
        }
        try {
            readOnly.remove("absent", 1);
        } catch (UnsupportedOperationException ex) {
            System.out.println("unmodifiable remove(k,v): UnsupportedOperationException");
        }
        stock.put("new", 1);
        System.out.println("view sees later puts=" + readOnly + " get(new)=" + readOnly.get("new"));
        Set<String> keys = Collections.unmodifiableSet(new TreeMap<>(stock).keySet());
        System.out.println("unmodifiableSet=" + keys + " contains(cup)=" + keys.contains("cup"));
        try {
            keys.add("x");
        } catch (UnsupportedOperationException ex) {
            System.out.println("unmodifiableSet add: UnsupportedOperationException");
        }
        Map<String, Integer> single = Collections.singletonMap("only", 1);
        System.out.println("singletonMap=" + single + " singleton=" + Collections.singleton("s"));
        try {
            single.put("more", 2);
        } catch (UnsupportedOperationException ex) {
            System.out.println("singletonMap put: UnsupportedOperationException");
        }
    }
}
