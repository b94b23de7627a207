import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

public class GxBoundedHelpers {
    public static void main(String[] args) {
        List<Integer> scores = new ArrayList<>(List.of(72, 95, 38, 61, 95, 14, 88, 50));
        System.out.println("scores=" + scores);
        System.out.println("max=" + Sorting.max(scores) + " min=" + Sorting.min(scores));

        List<Integer> sortedScores = Sorting.sortedCopy(scores);
        System.out.println("sortedCopy=" + sortedScores + " original untouched=" + scores);
        System.out.println("isSorted(original)=" + Sorting.isSorted(scores) + " isSorted(copy)=" + Sorting.isSorted(sortedScores));

        int[] probes = {61, 95, 14, 40, 100, 0};
        for (int probe : probes) {
            int idx = Sorting.binarySearch(sortedScores, probe);
            int ins = Sorting.lowerBound(sortedScores, probe);
            System.out.println(String.format("search %3d -> index %d, lowerBound %d", probe, idx, ins));
        }

        System.out.println("-- strings --");
        List<String> names = new ArrayList<>(List.of("pixel", "galaxy", "moto", "xperia", "nokia", "oneplus"));
        Sorting.insertionSort(names);
        System.out.println("sorted names=" + names);
        System.out.println("max name=" + Sorting.max(names) + " index of nokia=" + Sorting.binarySearch(names, "nokia"));
        System.out.println("clamp('apple','galaxy','pixel')=" + Sorting.clamp("apple", "galaxy", "pixel"));
        System.out.println("clamp('zte','galaxy','pixel')=" + Sorting.clamp("zte", "galaxy", "pixel"));
        System.out.println("clamp('moto','galaxy','pixel')=" + Sorting.clamp("moto", "galaxy", "pixel"));

        System.out.println("-- custom comparable with super bound --");
        List<Version> versions = new ArrayList<>();
        versions.add(new Version(2, 3, 1));
        versions.add(new Version(1, 9, 12));
        versions.add(new Version(2, 10, 0));
        versions.add(new Version(2, 3, 0));
        versions.add(new Version(1, 0, 0));
        List<Version> vs = Sorting.sortedCopy(versions);
        System.out.println("versions sorted=" + vs);
        System.out.println("latest=" + Sorting.max(versions));
        System.out.println("2.3.0 at " + Sorting.binarySearch(vs, new Version(2, 3, 0)));
        System.out.println("3.0.0 at " + Sorting.binarySearch(vs, new Version(3, 0, 0)));

        List<ReleaseVersion> releases = new ArrayList<>();
        releases.add(new ReleaseVersion(3, 1, 0, "Tiramisu"));
        releases.add(new ReleaseVersion(1, 5, 0, "Cupcake"));
        releases.add(new ReleaseVersion(2, 2, 0, "Froyo"));
        ReleaseVersion newest = Sorting.max(releases);
        System.out.println("newest release=" + newest + " codename=" + newest.codename);
        List<ReleaseVersion> sortedReleases = Sorting.sortedCopy(releases);
        System.out.println("releases sorted=" + sortedReleases);

        System.out.println("-- explicit type witnesses --");
        List<String> none = Util.<String>empty();
        List<Integer> single = Util.<Integer>listOf(7);
        List<Double> weights = Util.<Double>listOf(1.5, 0.25, 3.0);
        System.out.println("empty size=" + none.size() + " single=" + single + " weights count=" + weights.size());
        Map<String, Integer> ranks = Util.<String, Integer>orderedMap();
        for (int i = 0; i < names.size(); i++) {
            ranks.put(names.get(i), i + 1);
        }
        System.out.println("ranks=" + ranks);
        String top = Util.<String>firstOr(none, "(none)");
        Integer firstScore = Util.<Integer>firstOr(scores, -1);
        System.out.println("firstOr empty=" + top + " firstOr scores=" + firstScore);
        System.out.println("max weight=" + String.format("%.2f", Sorting.<Double>max(weights)));

        System.out.println("-- topN and distinct sorted --");
        System.out.println("top3 scores=" + Sorting.topN(scores, 3));
        System.out.println("distinct sorted=" + Sorting.distinctSorted(scores));
        System.out.println("top2 names=" + Sorting.topN(names, 2));
        System.out.println("max of empty=" + Util.<Integer>firstOr(Util.<Integer>empty(), 0));

        wildcardDemo();
    }

    static void wildcardDemo() {
        List<Integer> steps = List.of(4200, 8100, 3050, 12000, 6400);
        List<Double> distancesKm = List.of(3.25, 6.5, 2.0, 9.75, 4.5);
        List<Long> calories = List.of(180L, 350L, 120L, 520L, 260L);
        List<Float> ratings = List.of(4.5f, 3.0f, 5.0f);

        System.out.println("-- sum via List<? extends Number> --");
        System.out.println(String.format("steps sum=%.2f", Stats.sum(steps)));
        System.out.println(String.format("km sum=%.2f", Stats.sum(distancesKm)));
        System.out.println(String.format("kcal sum=%.2f", Stats.sum(calories)));
        System.out.println(String.format("ratings avg=%.2f", Stats.average(ratings)));
        System.out.println(String.format("steps avg=%.2f max=%.2f", Stats.average(steps), Stats.max(steps)));
        System.out.println("longSum steps=" + Stats.longSum(steps) + " longSum kcal=" + Stats.longSum(calories));

        List<Number> mixed = new ArrayList<>();
        mixed.add(10);
        mixed.add(2.5);
        mixed.add(7L);
        mixed.add(0.5f);
        System.out.println(String.format("mixed sum=%.2f avg=%.2f", Stats.sum(mixed), Stats.average(mixed)));
        System.out.println("mixed describe: " + Stats.describe(mixed));

        System.out.println("-- filling Collection<? super Integer> --");
        List<Integer> ints = new ArrayList<>();
        List<Number> numbers = new ArrayList<>();
        List<Object> objects = new ArrayList<>();
        Filler.fillRange(ints, 1, 5);
        Filler.fillRange(numbers, 10, 13);
        Filler.fillRange(objects, 100, 102);
        objects.add("tail");
        System.out.println("ints=" + ints + " numbers=" + numbers + " objects=" + objects);
        TreeSet<Integer> ordered = new TreeSet<>();
        int added = Filler.fillMultiples(ordered, 3, 20);
        Filler.fillMultiples(ordered, 5, 20);
        System.out.println("multiples of 3 added=" + added + " union with 5s=" + ordered);
        LinkedHashSet<Number> seen = new LinkedHashSet<>();
        Filler.fillRange(seen, 1, 3);
        Filler.fillRange(seen, 2, 5);
        System.out.println("linked set=" + seen + " size=" + seen.size());

        System.out.println("-- copy(dst super T, src extends T) --");
        List<Number> merged = new ArrayList<>();
        Filler.copyInto(merged, steps);
        Filler.copyInto(merged, distancesKm);
        System.out.println("merged size=" + merged.size() + String.format(" sum=%.2f", Stats.sum(merged)));
        List<Object> audit = new ArrayList<>();
        Filler.copyInto(audit, List.of("start"));
        Filler.copyInto(audit, calories);
        System.out.println("audit=" + audit);

        System.out.println("-- bucketing with wildcard input --");
        Map<String, List<Double>> buckets = Stats.bucket(distancesKm, 4.0);
        for (Map.Entry<String, List<Double>> e : buckets.entrySet()) {
            System.out.println(String.format("%-6s count=%d sum=%.2f", e.getKey(), e.getValue().size(), Stats.sum(e.getValue())));
        }
        Map<String, List<Double>> stepBuckets = Stats.bucket(steps, 5000);
        for (Map.Entry<String, List<Double>> e : stepBuckets.entrySet()) {
            System.out.println(String.format("%-6s count=%d", e.getKey(), e.getValue().size()));
        }

        System.out.println("-- weighted average of two wildcard lists --");
        double pace = Stats.weightedAverage(List.of(5.5, 6.0, 4.75), List.of(2, 4, 1));
        System.out.println(String.format("weighted pace=%.2f", pace));
        double bad = Stats.weightedAverage(List.of(1, 2), List.of(0, 0));
        System.out.println(String.format("zero weights=%.2f", bad));

        System.out.println("-- counting matches in Collection<?> --");
        System.out.println("count of 3 in ints: " + Stats.countEqual(ints, 3));
        System.out.println("count of 'tail' in objects: " + Stats.countEqual(objects, "tail"));
        System.out.println("count of 9 in ordered: " + Stats.countEqual(ordered, 9));
        System.out.println("sizes total: " + Stats.totalSize(List.of(ints, numbers, objects)));
    }
}

final class Sorting {
    private Sorting() {
    }

    static <T extends Comparable<? super T>> T max(List<? extends T> items) {
        T best = items.get(0);
        for (T t : items) {
            if (t.compareTo(best) > 0) {
                best = t;
            }
        }
        return best;
    }

    static <T extends Comparable<? super T>> T min(List<? extends T> items) {
        T best = items.get(0);
        for (T t : items) {
            if (t.compareTo(best) < 0) {
                best = t;
            }
        }
        return best;
    }

    static <T extends Comparable<? super T>> void insertionSort(List<T> list) {
        for (int i = 1; i < list.size(); i++) {
            T key = list.get(i);
            int j = i - 1;
            while (j >= 0 && list.get(j).compareTo(key) > 0) {
                list.set(j + 1, list.get(j));
                j--;
            }
            list.set(j + 1, key);
        }
    }

    static <T extends Comparable<? super T>> List<T> sortedCopy(List<? extends T> items) {
        List<T> copy = new ArrayList<>(items);
        insertionSort(copy);
        return copy;
    }

    static <T extends Comparable<? super T>> boolean isSorted(List<? extends T> items) {
        for (int i = 1; i < items.size(); i++) {
            if (items.get(i - 1).compareTo(items.get(i)) > 0) {
                return false;
            }
        }
        return true;
    }

    static <T extends Comparable<? super T>> int binarySearch(List<? extends T> sorted, T key) {
        int lo = 0;
        int hi = sorted.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = sorted.get(mid).compareTo(key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    static <T extends Comparable<? super T>> int lowerBound(List<? extends T> sorted, T key) {
        int lo = 0;
        int hi = sorted.size();
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (sorted.get(mid).compareTo(key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    static <T extends Comparable<? super T>> T clamp(T value, T low, T high) {
        if (value.compareTo(low) < 0) {
            return low;
        }
        if (value.compareTo(high) > 0) {
            return high;
        }
        return value;
    }

    static <T extends Comparable<? super T>> List<T> topN(List<? extends T> items, int n) {
        List<T> copy = sortedCopy(items);
        Collections.reverse(copy);
        return new ArrayList<>(copy.subList(0, Math.min(n, copy.size())));
    }

    static <T extends Comparable<? super T>> List<T> distinctSorted(List<? extends T> items) {
        List<T> sorted = sortedCopy(items);
        List<T> out = new ArrayList<>();
        for (T t : sorted) {
            if (out.isEmpty() || out.get(out.size() - 1).compareTo(t) != 0) {
                out.add(t);
            }
        }
        return out;
    }
}

final class Util {
    private Util() {
    }

    static <T> List<T> empty() {
        return new ArrayList<>();
    }

    @SafeVarargs
    static <T> List<T> listOf(T... values) {
        List<T> out = new ArrayList<>();
        for (T v : values) {
            out.add(v);
        }
        return out;
    }

    static <K extends Comparable<? super K>, V> Map<K, V> orderedMap() {
        return new TreeMap<>();
    }

    static <T> T firstOr(List<? extends T> items, T fallback) {
        return items.isEmpty() ? fallback : items.get(0);
    }
}

class Version implements Comparable<Version> {
    final int major;
    final int minor;
    final int patch;

    Version(int major, int minor, int patch) {
        this.major = major;
        this.minor = minor;
        this.patch = patch;
    }

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

class ReleaseVersion extends Version {
    final String codename;

    ReleaseVersion(int major, int minor, int patch, String codename) {
        super(major, minor, patch);
        this.codename = codename;
    }

    @Override
    public String toString() {
        return super.toString() + "-" + codename;
    }
}

final class Stats {
    private Stats() {
    }

    static double sum(Collection<? extends Number> values) {
        double total = 0.0;
        for (Number n : values) {
            total += n.doubleValue();
        }
        return total;
    }

    static long longSum(List<? extends Number> values) {
        long total = 0L;
        for (Number n : values) {
            total += n.longValue();
        }
        return total;
    }

    static double average(List<? extends Number> values) {
        if (values.isEmpty()) {
            return 0.0;
        }
        return sum(values) / values.size();
    }

    static double max(List<? extends Number> values) {
        double best = values.get(0).doubleValue();
        for (Number n : values) {
            best = Math.max(best, n.doubleValue());
        }
        return best;
    }

    static String describe(List<? extends Number> values) {
        StringBuilder sb = new StringBuilder();
        for (Number n : values) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            String kind;
            if (n instanceof Integer) {
                kind = "int";
            } else if (n instanceof Long) {
                kind = "long";
            } else if (n instanceof Double) {
                kind = "double";
            } else {
                kind = "other";
            }
            sb.append(kind).append(":").append(String.format("%.2f", n.doubleValue()));
        }
        return sb.toString();
    }

    static Map<String, List<Double>> bucket(List<? extends Number> values, double threshold) {
        Map<String, List<Double>> out = new TreeMap<>();
        for (Number n : values) {
            String key = n.doubleValue() < threshold ? "low" : "high";
            List<Double> list = out.get(key);
            if (list == null) {
                list = new ArrayList<>();
                out.put(key, list);
            }
            list.add(n.doubleValue());
        }
        return out;
    }

    static double weightedAverage(List<? extends Number> values, List<? extends Number> weights) {
        double num = 0.0;
        double den = 0.0;
        for (int i = 0; i < values.size(); i++) {
            double w = weights.get(i).doubleValue();
            num += values.get(i).doubleValue() * w;
            den += w;
        }
        return den == 0.0 ? 0.0 : num / den;
    }

    static int countEqual(Collection<?> items, Object target) {
        int c = 0;
        for (Object o : items) {
            if (o.equals(target)) {
                c++;
            }
        }
        return c;
    }

    static int totalSize(List<? extends Collection<?>> groups) {
        int total = 0;
        for (Collection<?> g : groups) {
            total += g.size();
        }
        return total;
    }
}

final class Filler {
    private Filler() {
    }

    static void fillRange(Collection<? super Integer> target, int from, int toInclusive) {
        for (int i = from; i <= toInclusive; i++) {
            target.add(i);
        }
    }

    static int fillMultiples(Collection<? super Integer> target, int step, int limit) {
        int count = 0;
        for (int v = step; v <= limit; v += step) {
            if (target.add(v)) {
                count++;
            }
        }
        return count;
    }

    static <T> void copyInto(Collection<? super T> dst, List<? extends T> src) {
        for (T t : src) {
            dst.add(t);
        }
    }
}
