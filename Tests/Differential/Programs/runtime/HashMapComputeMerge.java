import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class HashMapComputeMerge {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        System.out.println("putIfAbsent(a,1)=" + m.putIfAbsent("a", 1));
        System.out.println("putIfAbsent(a,2)=" + m.putIfAbsent("a", 2));
        m.put("n", null);
        System.out.println("putIfAbsent(n,5) on null value=" + m.putIfAbsent("n", 5) + " now " + m.get("n"));
        System.out.println("getOrDefault(a,0)=" + m.getOrDefault("a", 0));
        System.out.println("getOrDefault(zz,-1)=" + m.getOrDefault("zz", -1));
        m.put("nul", null);
        System.out.println("getOrDefault(nul,7)=" + m.getOrDefault("nul", 7));
        System.out.println("merge(a,10,sum)=" + m.merge("a", 10, Integer::sum));
        System.out.println("merge(b,10,sum)=" + m.merge("b", 10, Integer::sum));
        System.out.println("merge(b,0,null-result)=" + m.merge("b", 0, (x, y) -> null));
        System.out.println("containsKey(b)=" + m.containsKey("b"));
        System.out.println("compute(c)=" + m.compute("c", (k, v) -> v == null ? 100 : v * 2));
        System.out.println("compute(c)=" + m.compute("c", (k, v) -> v == null ? 100 : v * 2));
        System.out.println("computeIfPresent(c)=" + m.computeIfPresent("c", (k, v) -> v + 1));
        System.out.println("computeIfPresent(q)=" + m.computeIfPresent("q", (k, v) -> v + 1));
        System.out.println("computeIfAbsent(d)=" + m.computeIfAbsent("d", k -> k.length() * 40));
        System.out.println("computeIfAbsent(d) again=" + m.computeIfAbsent("d", k -> 999));
        System.out.println("computeIfAbsent(e,null)=" + m.computeIfAbsent("e", k -> null));
        System.out.println("containsKey(e)=" + m.containsKey("e"));
        System.out.println("map=" + m);
        Map<Integer, List<String>> byLen = new HashMap<>();
        for (String w : "kiwi fig apple pear plum banana date lime cherry".split(" ")) {
            byLen.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        }
        System.out.println("byLen=" + byLen);
        Map<String, Integer> wc = new HashMap<>();
        for (String w : "to be or not to be that is the question to".split(" ")) {
            wc.merge(w, 1, Integer::sum);
        }
        System.out.println("wc=" + wc);
        m.replaceAll((k, v) -> v == null ? -1 : v + k.length());
        System.out.println("replaceAll=" + m);
    }
}
