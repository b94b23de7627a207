import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class ArrRatingsHistogram {
    static int[] histogram(int[] ratings) {
        int[] h = new int[6];
        for (int r : ratings) {
            if (r >= 1 && r <= 5) h[r]++;
            else h[0]++;
        }
        return h;
    }

    static String bar(int n, char c) {
        char[] cs = new char[n];
        Arrays.fill(cs, c);
        return new String(cs);
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    public static void main(String[] args) {
        int[] ratings = {5, 4, 4, 3, 5, 1, 2, 5, 4, 0, 3, 5, 4, 4, 2, 7, 5, 3, 4, 1};
        int[] h = histogram(ratings);
        System.out.println("histogram: " + Arrays.toString(h));
        for (int star = 5; star >= 1; star--)
            System.out.println(String.format("%d* %5d %s", star, h[star], bar(h[star], '#')));
        System.out.println("invalid: " + h[0]);
        int total = sum(Arrays.copyOfRange(h, 1, 6));
        int weighted = 0;
        for (int i = 1; i <= 5; i++) weighted += i * h[i];
        System.out.println("valid count=" + total + " weighted=" + weighted + " sum(varargs)=" + sum(1, 2, 3) + " sum()=" + sum());
        System.out.println(String.format("average %.2f, integer avg %d, x100 %d", (double) weighted / total,
                weighted / total, weighted * 100 / total));

        int[] sorted = Arrays.copyOf(ratings, ratings.length);
        Arrays.sort(sorted);
        System.out.println("sorted: " + Arrays.toString(sorted));
        int median = sorted[sorted.length / 2];
        System.out.println("median-ish: " + median + " min=" + sorted[0] + " max=" + sorted[sorted.length - 1]);
        int[] distinct = {0, 1, 2, 3, 4, 5, 7};
        for (int key : new int[]{3, 6, -1, 9, 7})
            System.out.println("binarySearch(" + key + ")=" + Arrays.binarySearch(distinct, key));

        Integer[] boxed = new Integer[ratings.length];
        for (int i = 0; i < ratings.length; i++) boxed[i] = ratings[i];
        Arrays.sort(boxed, Comparator.reverseOrder());
        System.out.println("desc: " + Arrays.toString(boxed));
        Arrays.sort(boxed, (a, b) -> {
            int da = Math.abs(a - 3), db = Math.abs(b - 3);
            return da != db ? Integer.compare(da, db) : Integer.compare(a, b);
        });
        System.out.println("by distance from 3: " + Arrays.toString(boxed));
        Integer big1 = 1000, big2 = 1000;
        System.out.println("boxed equals: " + big1.equals(big2) + " compare=" + big1.compareTo(big2));

        String[] reviewers = {"mia", "Zoe", "bob", "alice", "Carl", "dan", "eve"};
        String[] byName = Arrays.copyOf(reviewers, reviewers.length);
        Arrays.sort(byName);
        System.out.println("natural: " + Arrays.toString(byName));
        Arrays.sort(byName, String.CASE_INSENSITIVE_ORDER);
        System.out.println("ignore case: " + Arrays.toString(byName));
        System.out.println("search 'dan': " + Arrays.binarySearch(byName, "dan", String.CASE_INSENSITIVE_ORDER));
        Arrays.sort(byName, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("by length then reverse: " + Arrays.toString(byName));

        Map<String, Integer> given = new TreeMap<>();
        for (int i = 0; i < reviewers.length; i++) given.put(reviewers[i], ratings[i * 2] + ratings[i * 2 + 1]);
        System.out.println("pair sums: " + given);

        List<String> asList = Arrays.asList(reviewers);
        Collections.reverse(asList);
        System.out.println("reversed through asList view: " + Arrays.toString(reviewers));
        asList.set(0, "zed");
        System.out.println("array sees set: " + reviewers[0] + ", list size " + asList.size());
        System.out.println("indexOf bob: " + asList.indexOf("bob") + ", contains ann: " + asList.contains("ann"));

        int[] a = {1, 2, 3};
        int[] b = {1, 2, 3};
        System.out.println("Arrays.equals=" + Arrays.equals(a, b) + " prefix=" + Arrays.equals(a, Arrays.copyOf(b, 2)));
        b[2] = 4;
        System.out.println("after change=" + Arrays.equals(a, b) + " compare=" + Arrays.compare(a, b));
        int[] lastWeek = Arrays.copyOf(h, 8);
        System.out.println("padded copy: " + Arrays.toString(lastWeek));
        System.out.println("shrunk copy: " + Arrays.toString(Arrays.copyOf(h, 3)));
        System.out.println("range past end: " + Arrays.toString(Arrays.copyOfRange(h, 4, 9)));
        String[] names3 = Arrays.copyOf(reviewers, 9);
        System.out.println("padded strings: " + Arrays.toString(names3));
    }
}
