import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class BoundCache {

    interface Versioned {
        int version();

        String payload();
    }

    static class Document implements Versioned {
        final String text;
        final int rev;

        Document(String text, int rev) {
            this.text = text;
            this.rev = rev;
        }

        public int version() {
            return rev;
        }

        public String payload() {
            return "\"" + text + "\"";
        }
    }

    static class TileData implements Versioned {
        final int pixels;
        final int generation;
        final String format;

        TileData(int pixels, int generation, String format) {
            this.pixels = pixels;
            this.generation = generation;
            this.format = format;
        }

        public int version() {
            return generation;
        }

        public String payload() {
            return format + "/" + pixels + "px";
        }
    }

    static class Coord implements Comparable<Coord> {
        final int x;
        final int y;

        Coord(int x, int y) {
            this.x = x;
            this.y = y;
        }

        public int compareTo(Coord o) {
            if (x != o.x) {
                return Integer.compare(x, o.x);
            }
            return Integer.compare(y, o.y);
        }

        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static class Cache<K extends Comparable<K>, V extends Versioned> {
        private final String name;
        private final int capacity;
        private final TreeMap<K, V> data = new TreeMap<>();
        private final List<K> recency = new ArrayList<>();
        private int hits = 0;
        private int misses = 0;
        private int evictions = 0;
        private int staleRejects = 0;

        Cache(String name, int capacity) {
            this.name = name;
            this.capacity = capacity;
        }

        private void touch(K key) {
            for (int i = 0; i < recency.size(); i++) {
                if (recency.get(i).compareTo(key) == 0) {
                    recency.remove(i);
                    break;
                }
            }
            recency.add(key);
        }

        boolean put(K key, V value) {
            V existing = data.get(key);
            if (existing != null && existing.version() >= value.version()) {
                staleRejects++;
                System.out.println("  [" + name + "] reject stale " + key + " v" + value.version() + " (have v"
                        + existing.version() + ")");
                return false;
            }
            if (existing == null && data.size() >= capacity) {
                K victim = recency.remove(0);
                data.remove(victim);
                evictions++;
                System.out.println("  [" + name + "] evict " + victim);
            }
            data.put(key, value);
            touch(key);
            System.out.println("  [" + name + "] put " + key + " -> " + value.payload() + " v" + value.version());
            return true;
        }

        V get(K key) {
            V v = data.get(key);
            if (v == null) {
                misses++;
                return null;
            }
            hits++;
            touch(key);
            return v;
        }

        K smallestKey() {
            return data.isEmpty() ? null : data.firstKey();
        }

        K largestKey() {
            return data.isEmpty() ? null : data.lastKey();
        }

        List<K> keysInRange(K lo, K hi) {
            List<K> out = new ArrayList<>();
            for (K k : data.keySet()) {
                if (k.compareTo(lo) >= 0 && k.compareTo(hi) <= 0) {
                    out.add(k);
                }
            }
            return out;
        }

        int maxVersion() {
            int m = 0;
            for (V v : data.values()) {
                m = Math.max(m, v.version());
            }
            return m;
        }

        void dump() {
            System.out.println("[" + name + "] size=" + data.size() + "/" + capacity + " hits=" + hits + " misses="
                    + misses + " evictions=" + evictions + " stale=" + staleRejects);
            for (K k : data.keySet()) {
                System.out.println("    " + k + " = " + data.get(k).payload() + " v" + data.get(k).version());
            }
            StringBuilder sb = new StringBuilder();
            for (K k : recency) {
                if (sb.length() > 0) {
                    sb.append(" < ");
                }
                sb.append(k);
            }
            System.out.println("    lru order: " + sb);
        }

        String hitRate() {
            int total = hits + misses;
            return total == 0 ? "n/a" : String.format("%.2f", 100.0 * hits / total) + "%";
        }
    }

    static <K extends Comparable<K>, V extends Versioned> V newest(Cache<K, V> cache, List<K> keys) {
        V best = null;
        for (K k : keys) {
            V v = cache.get(k);
            if (v != null && (best == null || v.version() > best.version())) {
                best = v;
            }
        }
        return best;
    }

    static <K extends Comparable<K>> K maxKey(List<K> keys) {
        K best = null;
        for (K k : keys) {
            if (best == null || k.compareTo(best) > 0) {
                best = k;
            }
        }
        return best;
    }

    public static void main(String[] args) {
        System.out.println("== documents ==");
        Cache<String, Document> docs = new Cache<>("docs", 3);
        docs.put("readme", new Document("hello", 1));
        docs.put("license", new Document("MIT", 1));
        docs.put("readme", new Document("hello world", 2));
        docs.put("readme", new Document("old", 1));
        docs.put("changelog", new Document("v0.1", 3));
        Document d = docs.get("license");
        System.out.println("get license: " + (d == null ? "miss" : d.payload()));
        docs.put("todo", new Document("ship it", 1));
        System.out.println("get readme: " + (docs.get("readme") == null ? "miss" : "hit"));
        System.out.println("get nothing: " + (docs.get("nothing") == null ? "miss" : "hit"));
        docs.put("authors", new Document("us", 5));
        docs.dump();
        System.out.println("docs range [a..l]: " + String.join(",", docs.keysInRange("a", "l")));
        System.out.println("docs smallest=" + docs.smallestKey() + " largest=" + docs.largestKey() + " maxVersion="
                + docs.maxVersion() + " hitRate=" + docs.hitRate());

        System.out.println("== tiles ==");
        Cache<Coord, TileData> tiles = new Cache<>("tiles", 4);
        for (int i = 0; i < 6; i++) {
            Coord c = new Coord(i % 3, i / 3);
            tiles.put(c, new TileData(256 * (i + 1), 1, i % 2 == 0 ? "png" : "webp"));
            if (i == 2) {
                TileData t = tiles.get(new Coord(0, 0));
                System.out.println("early get (0,0): " + (t == null ? "miss" : t.payload()));
            }
        }
        tiles.put(new Coord(0, 0), new TileData(4096, 2, "avif"));
        tiles.put(new Coord(2, 1), new TileData(1, 1, "png"));
        tiles.put(new Coord(2, 1), new TileData(9999, 7, "png"));
        TileData miss = tiles.get(new Coord(1, 0));
        System.out.println("get (1,0): " + (miss == null ? "miss" : miss.payload()));
        tiles.dump();
        List<Coord> probe = new ArrayList<>();
        probe.add(new Coord(0, 0));
        probe.add(new Coord(2, 1));
        probe.add(new Coord(5, 5));
        TileData newestTile = newest(tiles, probe);
        System.out.println("newest probed tile: " + newestTile.payload() + " v" + newestTile.version());
        System.out.println("tiles in range (0,0)..(1,9): " + tiles.keysInRange(new Coord(0, 0), new Coord(1, 9)).size());
        for (Coord c : tiles.keysInRange(new Coord(0, 0), new Coord(1, 9))) {
            System.out.println("   " + c);
        }
        System.out.println("max probe key: " + maxKey(probe));
        List<String> names = new ArrayList<>();
        names.add("pear");
        names.add("apple");
        names.add("zucchini");
        names.add("kiwi");
        System.out.println("max string key: " + maxKey(names));
        System.out.println("tiles hitRate=" + tiles.hitRate() + " maxVersion=" + tiles.maxVersion());
        tiles.dump();
    }
}
