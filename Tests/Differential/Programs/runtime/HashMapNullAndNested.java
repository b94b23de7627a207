import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class HashMapNullAndNested {
    public static void main(String[] args) {
        Map<String, String> m = new HashMap<>();
        m.put("zz", "last?");
        m.put(null, "null key");
        m.put("a", null);
        m.put("", "empty key");
        System.out.println("map with null key/value=" + m);
        System.out.println("get(null)=" + m.get(null) + " containsKey(null)=" + m.containsKey(null) + " containsValue(null)=" + m.containsValue(null));
        System.out.println("remove(null)=" + m.remove(null) + " now=" + m);
        Set<String> s = new HashSet<>();
        s.add("x");
        s.add(null);
        s.add("");
        System.out.println("set with null=" + s + " contains(null)=" + s.contains(null));
        Map<String, List<Integer>> nested = new HashMap<>();
        nested.put("evens", new ArrayList<>(List.of(2, 4, 6)));
        nested.put("odds", new ArrayList<>(List.of(1, 3)));
        nested.put("none", new ArrayList<>());
        System.out.println("nested=" + nested);
        nested.get("none").add(0);
        System.out.println("mutated through get=" + nested);
        Map<Integer, Map<String, Integer>> deep = new HashMap<>();
        for (int i = 0; i < 3; i++) {
            Map<String, Integer> inner = new HashMap<>();
            inner.put("sq", i * i);
            inner.put("cube", i * i * i);
            deep.put(i, inner);
        }
        System.out.println("deep=" + deep);
        Map<String, Object> self = new HashMap<>();
        self.put("me", self);
        self.put("n", 1);
        System.out.println("self-referencing map=" + self);
        List<Object> selfList = new ArrayList<>();
        selfList.add("start");
        selfList.add(selfList);
        System.out.println("self-referencing list=" + selfList);
        List<String> withNulls = new ArrayList<>();
        withNulls.add(null);
        withNulls.add("b");
        System.out.println("list with null=" + withNulls + " indexOf(null)=" + withNulls.indexOf(null));
        Map<Character, int[]> arrays = new HashMap<>();
        arrays.put('k', new int[] {1, 2});
        System.out.println("array value length=" + arrays.get('k').length);
        String nothing = null;
        System.out.println("null concatenation=" + nothing + " " + null + "|" + (nothing + "x"));
        StringBuilder sb = new StringBuilder();
        sb.append(nothing).append((Object) null).append('|');
        System.out.println("builder with nulls=" + sb + " length=" + sb.length());
    }
}
