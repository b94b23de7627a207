import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class GenericsCachePair {

    static final class Pair<A, B> {
        private final A first;
        private final B second;

        private Pair(A first, B second) {
            this.first = first;
            this.second = second;
        }

        static <A, B> Pair<A, B> of(A first, B second) {
            return new Pair<>(first, second);
        }

        A first() { return first; }
        B second() { return second; }

        Pair<B, A> swap() {
            return new Pair<>(second, first);
        }

        <C> Pair<A, C> withSecond(C newSecond) {
            return new Pair<>(first, newSecond);
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Pair)) return false;
            Pair<?, ?> other = (Pair<?, ?>) o;
            return first.equals(other.first) && second.equals(other.second);
        }

        @Override
        public int hashCode() {
            return first.hashCode() * 31 + second.hashCode();
        }

        @Override
        public String toString() {
            return "(" + first + ", " + second + ")";
        }
    }

    static class Cache<K, V> {
        private final Map<K, V> entries = new LinkedHashMap<>();
        private final Function<K, V> loader;
        private final int capacity;
        private int hits;
        private int misses;
        private int evictions;

        Cache(int capacity, Function<K, V> loader) {
            this.capacity = capacity;
            this.loader = loader;
        }

        V get(K key) {
            if (entries.containsKey(key)) {
                hits++;
                V v = entries.remove(key);
                entries.put(key, v);
                return v;
            }
            misses++;
            V loaded = loader.apply(key);
            if (entries.size() >= capacity) {
                K eldest = entries.keySet().iterator().next();
                entries.remove(eldest);
                evictions++;
                System.out.println("    evicted " + eldest);
            }
            entries.put(key, loaded);
            return loaded;
        }

        void invalidate(K key) {
            entries.remove(key);
        }

        List<K> keys() {
            return new ArrayList<>(entries.keySet());
        }

        String stats() {
            return "hits=" + hits + " misses=" + misses + " evictions=" + evictions + " size=" + entries.size();
        }
    }

    static class Profile {
        final int userId;
        final String displayName;

        Profile(int userId, String displayName) {
            this.userId = userId;
            this.displayName = displayName;
        }

        @Override
        public String toString() {
            return "Profile{" + userId + ":" + displayName + "}";
        }
    }

    static int loadCount = 0;

    static Profile loadProfile(Integer id) {
        loadCount++;
        String[] names = {"ann", "ben", "cid", "dot", "eli", "fay"};
        return new Profile(id, names[id % names.length].toUpperCase() + "_" + id);
    }

    public static void main(String[] args) {
        Cache<Integer, Profile> profiles = new Cache<>(3, GenericsCachePair::loadProfile);
        int[] requests = {1, 2, 1, 3, 4, 1, 2, 5, 5, 3};
        for (int id : requests) {
            Profile p = profiles.get(id);
            System.out.println("get(" + id + ") -> " + p + "  keys=" + profiles.keys());
        }
        System.out.println("profile cache: " + profiles.stats() + ", loader calls=" + loadCount);
        profiles.invalidate(5);
        System.out.println("after invalidate(5): keys=" + profiles.keys());
        System.out.println("get(5) again -> " + profiles.get(5));
        System.out.println("profile cache: " + profiles.stats());

        Cache<String, Integer> wordLengths = new Cache<>(10, s -> {
            System.out.println("    computing length of '" + s + "'");
            return s.length();
        });
        String sentence = "the quick fox and the lazy dog and the cat";
        int sum = 0;
        for (String w : sentence.split(" ")) {
            sum += wordLengths.get(w);
        }
        System.out.println("sum of lengths = " + sum + "; " + wordLengths.stats());
        System.out.println("distinct words in cache order: " + wordLengths.keys());

        Pair<String, Integer> score = Pair.of("alice", 90);
        Pair<Integer, String> swapped = score.swap();
        System.out.println("score=" + score + " first=" + score.first() + " second=" + score.second());
        System.out.println("swapped=" + swapped + " swapped.first+1=" + (swapped.first() + 1));
        System.out.println("swap twice equals original? " + score.equals(swapped.swap()));
        Pair<String, Boolean> passed = score.withSecond(score.second() >= 60);
        System.out.println("passed=" + passed);

        List<Pair<String, Integer>> leaderboard = new ArrayList<>();
        leaderboard.add(Pair.of("alice", 90));
        leaderboard.add(Pair.of("bob", 72));
        leaderboard.add(Pair.of("carol", 95));
        leaderboard.add(Pair.of("dan", 58));
        leaderboard.sort((a, b) -> b.second() - a.second());
        System.out.println("leaderboard: " + leaderboard);

        Map<Pair<Integer, Integer>, Long> memo = new LinkedHashMap<>();
        System.out.println("paths(4,4) = " + paths(4, 4, memo) + ", memo entries=" + memo.size());
        System.out.println("memo contains (2,3)? " + memo.containsKey(Pair.of(2, 3))
                + " value=" + memo.get(Pair.of(2, 3)));
    }

    static long paths(int r, int c, Map<Pair<Integer, Integer>, Long> memo) {
        if (r == 0 || c == 0) return 1L;
        Pair<Integer, Integer> key = Pair.of(r, c);
        Long cached = memo.get(key);
        if (cached != null) return cached;
        long v = paths(r - 1, c, memo) + paths(r, c - 1, memo);
        memo.put(key, v);
        return v;
    }
}
