import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

public class GenMethods {

    record Pair<A, B>(A first, B second) {
        Pair<B, A> swap() {
            return new Pair<>(second, first);
        }

        @Override
        public String toString() {
            return "<" + first + ", " + second + ">";
        }
    }

    record Version(int major, int minor, int patch) implements Comparable<Version> {
        @Override
        public int compareTo(Version o) {
            if (major != o.major) {
                return Integer.compare(major, o.major);
            }
            if (minor != o.minor) {
                return Integer.compare(minor, o.minor);
            }
            return Integer.compare(patch, o.patch);
        }

        @Override
        public String toString() {
            return major + "." + minor + "." + patch;
        }
    }

    static <T extends Comparable<T>> T max(List<T> items) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("empty list");
        }
        T best = items.get(0);
        for (T item : items) {
            if (item.compareTo(best) > 0) {
                best = item;
            }
        }
        return best;
    }

    static <T extends Comparable<T>> T min(List<T> items) {
        T best = items.get(0);
        for (T item : items) {
            if (item.compareTo(best) < 0) {
                best = item;
            }
        }
        return best;
    }

    static <K, V extends Comparable<V>> K argMax(Map<K, V> map) {
        K bestKey = null;
        V bestValue = null;
        for (Map.Entry<K, V> e : map.entrySet()) {
            if (bestValue == null || e.getValue().compareTo(bestValue) > 0) {
                bestKey = e.getKey();
                bestValue = e.getValue();
            }
        }
        return bestKey;
    }

    static <T> List<T> filter(List<T> items, Predicate<T> keep) {
        List<T> out = new ArrayList<>();
        for (T item : items) {
            if (keep.test(item)) {
                out.add(item);
            }
        }
        return out;
    }

    static <T, R> List<R> mapAll(List<T> items, Function<T, R> f) {
        List<R> out = new ArrayList<>();
        for (T item : items) {
            out.add(f.apply(item));
        }
        return out;
    }

    static <A, B> List<Pair<A, B>> zip(List<A> as, List<B> bs) {
        List<Pair<A, B>> out = new ArrayList<>();
        int n = Math.min(as.size(), bs.size());
        for (int i = 0; i < n; i++) {
            out.add(new Pair<>(as.get(i), bs.get(i)));
        }
        return out;
    }

    static <A, B> Pair<List<A>, List<B>> unzip(List<Pair<A, B>> pairs) {
        List<A> as = new ArrayList<>();
        List<B> bs = new ArrayList<>();
        for (Pair<A, B> p : pairs) {
            as.add(p.first());
            bs.add(p.second());
        }
        return new Pair<>(as, bs);
    }

    static <K extends Comparable<K>, T> TreeMap<K, List<T>> groupBy(List<T> items, Function<T, K> key) {
        TreeMap<K, List<T>> out = new TreeMap<>();
        for (T item : items) {
            K k = key.apply(item);
            if (!out.containsKey(k)) {
                out.put(k, new ArrayList<>());
            }
            out.get(k).add(item);
        }
        return out;
    }

    static <T extends Comparable<T>> boolean isSorted(List<T> items) {
        for (int i = 1; i < items.size(); i++) {
            if (items.get(i - 1).compareTo(items.get(i)) > 0) {
                return false;
            }
        }
        return true;
    }

    static <T> String joinAll(List<T> items, String sep) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                sb.append(sep);
            }
            sb.append(items.get(i));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        List<Integer> nums = List.of(17, 4, 42, -8, 23, 42, 15, 0, 9);
        List<String> words = List.of("kiwi", "apple", "mango", "banana", "fig", "cherry", "date");
        List<Version> versions = List.of(new Version(1, 2, 3), new Version(1, 10, 0),
                new Version(0, 9, 9), new Version(2, 0, 0), new Version(1, 2, 10));

        System.out.println("nums: " + joinAll(nums, " "));
        System.out.println("max(nums) = " + max(nums) + ", min(nums) = " + min(nums));
        System.out.println("max(words) = " + max(words) + ", min(words) = " + min(words));
        System.out.println("max(versions) = " + max(versions) + ", min(versions) = " + min(versions));
        try {
            max(new ArrayList<Integer>());
        } catch (IllegalArgumentException e) {
            System.out.println("max(empty) threw: " + e.getMessage());
        }

        List<Integer> evens = filter(nums, n -> n % 2 == 0);
        List<Integer> positives = filter(nums, n -> n > 0);
        List<String> longWords = filter(words, w -> w.length() >= 5);
        List<Version> v1 = filter(versions, v -> v.major() == 1);
        System.out.println("evens: " + joinAll(evens, ","));
        System.out.println("positives: " + joinAll(positives, ","));
        System.out.println("long words: " + joinAll(longWords, ","));
        System.out.println("v1.x: " + joinAll(v1, ", ") + " max=" + max(v1));
        System.out.println("sorted(nums)? " + isSorted(nums) + ", sorted(evens sorted)? "
                + isSorted(List.of(-8, 0, 4, 42, 42)));

        List<Pair<String, Integer>> wordLens = zip(words, mapAll(words, String::length));
        System.out.println("zip words/lengths:");
        for (Pair<String, Integer> p : wordLens) {
            System.out.println("  " + p + " swapped " + p.swap());
        }
        List<Pair<Integer, Version>> numbered = zip(List.of(1, 2, 3), versions);
        System.out.println("zip shorter: " + joinAll(numbered, " "));

        Pair<List<String>, List<Integer>> unzipped = unzip(wordLens);
        System.out.println("unzip firsts: " + joinAll(unzipped.first(), "/"));
        System.out.println("unzip seconds: " + joinAll(unzipped.second(), "/"));

        Map<String, Integer> scores = new LinkedHashMap<>();
        scores.put("alice", 72);
        scores.put("bob", 91);
        scores.put("carol", 85);
        scores.put("dave", 91);
        scores.put("erin", 64);
        System.out.println("argMax(scores) = " + argMax(scores));

        Map<String, String> capitals = new TreeMap<>();
        capitals.put("norway", "oslo");
        capitals.put("france", "paris");
        capitals.put("peru", "lima");
        capitals.put("japan", "tokyo");
        System.out.println("argMax(capitals by name) = " + argMax(capitals));

        Map<Integer, Version> releases = new TreeMap<>();
        for (int i = 0; i < versions.size(); i++) {
            releases.put(100 + i, versions.get(i));
        }
        System.out.println("argMax(releases) = " + argMax(releases));

        Map<String, Integer> lengthByWord = new LinkedHashMap<>();
        for (Pair<String, Integer> p : wordLens) {
            lengthByWord.put(p.first(), p.second());
        }
        System.out.println("argMax(lengthByWord) = " + argMax(lengthByWord));

        TreeMap<Integer, List<String>> byLength = groupBy(words, String::length);
        System.out.println("words grouped by length:");
        for (Map.Entry<Integer, List<String>> e : byLength.entrySet()) {
            System.out.println("  " + e.getKey() + " -> " + joinAll(e.getValue(), ",") + " (max " + max(e.getValue()) + ")");
        }
        TreeMap<String, List<Integer>> bySign = groupBy(nums, n -> n > 0 ? "pos" : (n < 0 ? "neg" : "zero"));
        System.out.println("nums grouped by sign:");
        for (Map.Entry<String, List<Integer>> e : bySign.entrySet()) {
            System.out.println("  " + e.getKey() + " -> " + joinAll(e.getValue(), ","));
        }
        TreeMap<Integer, List<Version>> byMajor = groupBy(versions, Version::major);
        for (Map.Entry<Integer, List<Version>> e : byMajor.entrySet()) {
            System.out.println("  major " + e.getKey() + ": newest " + max(e.getValue()) + " of " + e.getValue().size());
        }

        List<Pair<Pair<String, Integer>, Boolean>> nested = zip(wordLens, mapAll(words, w -> w.contains("a")));
        int withA = 0;
        for (Pair<Pair<String, Integer>, Boolean> p : nested) {
            if (p.second()) {
                withA++;
                System.out.println("  has 'a': " + p.first().first() + " len " + p.first().second());
            }
        }
        System.out.println("words with 'a': " + withA + " of " + nested.size());
        List<Integer> lens = mapAll(wordLens, p -> p.second());
        int longest = max(lens);
        Pair<String, Integer> champion = longest > 5
                ? new Pair<>("long", longest)
                : new Pair<>("short", 0);
        System.out.println("champion: " + champion);
    }
}
