import java.util.*;
import java.util.function.*;

public class SemLruCacheMaps {
    static final class LruCache<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        final List<K> evicted = new ArrayList<>();
        LruCache(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean drop = size() > capacity;
            if (drop) evicted.add(eldest.getKey());
            return drop;
        }
    }

    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return 31 * x + y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }

    static final class BadKey {
        final String id;
        BadKey(String id) { this.id = id; }
        @Override public boolean equals(Object o) { return o instanceof BadKey b && b.id.equals(id); }
        // hashCode intentionally not overridden in spirit: constant hash keeps it deterministic
        @Override public int hashCode() { return 7; }
    }

    record Sku(String code, int rev) {}

    public static void main(String[] args) {
        LruCache<String, Integer> cache = new LruCache<>(3);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.put("c", 3);
        System.out.println("initial=" + cache);
        cache.get("a");
        System.out.println("after get a=" + cache.keySet());
        cache.put("d", 4);
        System.out.println("after put d=" + cache + " evicted=" + cache.evicted);
        cache.put("c", 30);
        cache.getOrDefault("b", -1);
        System.out.println("after update c=" + cache + " b=" + cache.getOrDefault("b", -1));
        cache.put("e", 5);
        cache.put("f", 6);
        System.out.println("final=" + cache + " evicted=" + cache.evicted);

        LinkedHashMap<String, Integer> insertion = new LinkedHashMap<>();
        for (String k : new String[]{"zeta", "alpha", "mid", "alpha"}) insertion.merge(k, 1, Integer::sum);
        System.out.println("insertion-ordered=" + insertion);

        Map<String, Integer> stock = new TreeMap<>();
        stock.put("bolt", 10);
        System.out.println("merge new=" + stock.merge("nut", 5, Integer::sum) + " merge old=" + stock.merge("bolt", 5, Integer::sum));
        System.out.println("merge to null removes: " + stock.merge("nut", 0, (a, b) -> null) + " contains nut=" + stock.containsKey("nut"));
        System.out.println("compute=" + stock.compute("bolt", (k, v) -> v == null ? 1 : v * 2)
            + " computeMissing=" + stock.compute("gear", (k, v) -> v == null ? k.length() : v + 1));
        System.out.println("computeIfPresent=" + stock.computeIfPresent("gear", (k, v) -> v + 100)
            + " absentCIP=" + stock.computeIfPresent("none", (k, v) -> 1));
        System.out.println("putIfAbsent existing=" + stock.putIfAbsent("bolt", 0) + " new=" + stock.putIfAbsent("washer", 0));
        System.out.println("computeIfAbsent=" + stock.computeIfAbsent("washer", k -> 99) + " / " + stock.computeIfAbsent("spring", k -> 3));
        System.out.println("put returns old=" + stock.put("spring", 4) + " remove returns=" + stock.remove("washer") + " remove missing=" + stock.remove("zzz"));
        System.out.println("stock=" + stock);

        TreeMap<Integer, String> tiers = new TreeMap<>();
        tiers.put(0, "bronze"); tiers.put(100, "silver"); tiers.put(500, "gold"); tiers.put(1000, "platinum");
        for (int pts : new int[]{-5, 0, 99, 100, 750, 5000}) {
            Map.Entry<Integer, String> ce = tiers.ceilingEntry(pts);
            System.out.println("pts=" + pts + " floorKey=" + tiers.floorKey(pts) + " tier=" + (tiers.floorEntry(pts) == null ? "none" : tiers.floorEntry(pts).getValue())
                + " ceiling=" + (ce == null ? "null" : ce.getKey() + "=" + ce.getValue()) + " higherKey=" + tiers.higherKey(pts) + " lowerKey=" + tiers.lowerKey(pts));
        }
        System.out.println("headMap(500)=" + tiers.headMap(500) + " inclusive=" + tiers.headMap(500, true));
        System.out.println("tailMap(100)=" + tiers.tailMap(100) + " exclusive=" + tiers.tailMap(100, false));
        System.out.println("subMap=" + tiers.subMap(50, 1000) + " first=" + tiers.firstKey() + " last=" + tiers.lastEntry().getValue());
        System.out.println("descending=" + tiers.descendingMap().keySet());
        SortedMap<Integer, String> head = tiers.headMap(500);
        head.remove(100);
        System.out.println("view write-through: " + tiers.keySet());
        tiers.put(50, "copper");
        System.out.println("view sees new: " + head);
        try {
            head.put(900, "x");
        } catch (IllegalArgumentException e) {
            System.out.println("out of range: " + e.getClass().getSimpleName());
        }

        Map<Point, String> grid = new HashMap<>();
        grid.put(new Point(1, 2), "tree");
        grid.put(new Point(2, 1), "rock");
        grid.put(new Point(1, 2), "bush");
        System.out.println("grid size=" + grid.size() + " at(1,2)=" + grid.get(new Point(1, 2)) + " at(0,33)=" + grid.get(new Point(0, 33)));
        System.out.println("hash(1,2)=" + new Point(1, 2).hashCode() + " hash(0,33)=" + new Point(0, 33).hashCode());
        Set<Point> seen = new HashSet<>(List.of(new Point(3, 3), new Point(3, 3 * 1)));
        System.out.println("dedup points=" + seen.size() + " contains=" + seen.contains(new Point(3, 3)));

        Map<BadKey, Integer> bad = new HashMap<>();
        for (String s : List.of("k1", "k2", "k1", "k3", "k2")) bad.merge(new BadKey(s), 1, Integer::sum);
        System.out.println("collision map size=" + bad.size() + " k2=" + bad.get(new BadKey("k2")));

        Map<Sku, Integer> recs = new HashMap<>();
        recs.put(new Sku("X", 1), 10);
        recs.put(new Sku("X", 1), 11);
        recs.put(new Sku("X", 2), 20);
        System.out.println("record keys=" + recs.size() + " get=" + recs.get(new Sku("X", 1)) + " eq=" + new Sku("A", 1).equals(new Sku("A", 1)));

        Map<Integer, Integer> smallInts = new HashMap<>();
        for (int i = 9; i >= 0; i--) smallInts.put(i, i * i);
        System.out.println("small int keys=" + smallInts.keySet());
        BiFunction<Integer, Integer, Integer> safeAdd = (a, b) -> a == null ? b : a + b;
        Integer maybe = smallInts.size() > 5 ? null : 1;
        Integer other = smallInts.containsKey(3) ? smallInts.get(3) : Integer.valueOf(-1);
        System.out.println("maybe=" + maybe + " other=" + other + " safeAdd=" + safeAdd.apply(maybe, 5));
        try {
            int unboxed = maybe;
            System.out.println("unboxed " + unboxed);
        } catch (NullPointerException e) {
            System.out.println("unboxing null: " + e.getClass().getSimpleName());
        }
        Map<String, Integer> im = Map.of("one", 1);
        try {
            im.put("two", 2);
        } catch (UnsupportedOperationException e) {
            System.out.println("Map.of put: " + e.getClass().getSimpleName());
        }
    }
}
