import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class MethodsMutatingCollections {
    static void appendAll(List<String> target, String... items) {
        for (String s : items) {
            target.add(s);
        }
    }

    static List<String> withExtra(List<String> source, String extra) {
        List<String> out = new ArrayList<>(source);
        out.add(extra);
        return out;
    }

    static int drainInto(List<Integer> from, List<Integer> to, int max) {
        int moved = 0;
        while (!from.isEmpty() && moved < max) {
            to.add(from.remove(from.size() - 1));
            moved++;
        }
        return moved;
    }

    static void increment(Map<String, int[]> counters, String key) {
        counters.computeIfAbsent(key, k -> new int[1])[0]++;
    }

    static void bump(int[] arr, int idx) {
        arr[idx]++;
    }

    static void bumpPrimitive(int x) {
        x++;
    }

    public static void main(String[] args) {
        List<String> log = new ArrayList<>();
        appendAll(log, "a", "b");
        appendAll(log);
        appendAll(log, "c");
        System.out.println("log " + log);
        List<String> extended = withExtra(log, "d");
        System.out.println("original " + log + " extended " + extended);
        List<Integer> src = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        List<Integer> dst = new ArrayList<>();
        System.out.println("moved " + drainInto(src, dst, 3) + " src " + src + " dst " + dst);
        System.out.println("moved " + drainInto(src, dst, 10) + " src " + src + " dst " + dst);
        Map<String, int[]> counters = new TreeMap<>();
        for (String w : "a b a c b a".split(" ")) {
            increment(counters, w);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, int[]> e : counters.entrySet()) {
            sb.append(e.getKey()).append('=').append(e.getValue()[0]).append(' ');
        }
        System.out.println("counters " + sb.toString().trim());
        int[] arr = {0, 0};
        int prim = 0;
        bump(arr, 1);
        bump(arr, 1);
        bumpPrimitive(prim);
        System.out.println("array bumped " + arr[1] + ", primitive unchanged " + prim);
        Integer boxed = 5;
        Integer alias = boxed;
        boxed++;
        System.out.println("boxed " + boxed + " alias " + alias);
        StringBuilder shared = new StringBuilder("x");
        List<StringBuilder> builders = new ArrayList<>();
        builders.add(shared);
        builders.add(shared);
        builders.get(0).append("y");
        System.out.println("same builder twice: " + builders);
    }
}
