import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

public class ColLeaderboard {
    public static void main(String[] args) {
        Map<String, Integer> scores = new LinkedHashMap<>();
        String[] rounds = {"ana:120", "bo:85", "cy:140", "ana:30", "dee:95", "bo:60", "eli:75", "cy:-20", "fay:110"};
        for (String r : rounds) {
            String[] parts = r.split(":");
            int pts = Integer.parseInt(parts[1]);
            Integer total = scores.merge(parts[0], pts, Integer::sum);
            System.out.println(String.format("%-8s %5d -> total %5d", parts[0], pts, total));
        }
        System.out.println("totals (join order): " + scores);

        // rank by score descending, ties broken by name
        List<Map.Entry<String, Integer>> ranking = new ArrayList<>(scores.entrySet());
        ranking.sort(Map.Entry.<String, Integer>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey()));
        int place = 1;
        for (Map.Entry<String, Integer> e : ranking) {
            System.out.println(String.format("#%d %-8s %5d", place++, e.getKey(), e.getValue()));
        }

        Map.Entry<String, Integer> best = Collections.max(scores.entrySet(), Map.Entry.comparingByValue());
        Map.Entry<String, Integer> worst = Collections.min(scores.entrySet(), Map.Entry.comparingByValue());
        System.out.println("best " + best.getKey() + "=" + best.getValue() + ", worst " + worst.getKey() + "=" + worst.getValue());

        // score bands: TreeMap from threshold to badge
        NavigableMap<Integer, String> badges = new TreeMap<>();
        badges.put(0, "bronze");
        badges.put(100, "silver");
        badges.put(130, "gold");
        badges.put(150, "platinum");
        for (Map.Entry<String, Integer> e : ranking) {
            int s = e.getValue();
            Integer floor = badges.floorKey(s);
            Map.Entry<Integer, String> next = badges.higherEntry(s);
            String toNext = next == null ? "max badge" : (next.getKey() - s) + " to " + next.getValue();
            System.out.println(String.format("%-8s %-8s (%s)", e.getKey(), badges.get(floor), toNext));
        }

        // index of players by score, descending view
        TreeMap<Integer, List<String>> byScore = new TreeMap<>();
        for (Map.Entry<String, Integer> e : scores.entrySet()) {
            byScore.computeIfAbsent(e.getValue(), k -> new ArrayList<>()).add(e.getKey());
        }
        System.out.println("by score: " + byScore);
        System.out.println("descending: " + byScore.descendingMap());
        System.out.println("top two scores: " + byScore.descendingKeySet().headSet(byScore.lowerKey(byScore.lastKey()), true));
        System.out.println("scores >= 100: " + byScore.tailMap(100));
        System.out.println("scores < 100: " + byScore.headMap(100));
        System.out.println("first " + byScore.firstKey() + ", last " + byScore.lastKey());

        // Collections utilities on a plain list of totals
        List<Integer> totals = new ArrayList<>(scores.values());
        Collections.sort(totals);
        System.out.println("sorted totals: " + totals);
        Collections.reverse(totals);
        System.out.println("reversed: " + totals);
        Collections.swap(totals, 0, totals.size() - 1);
        System.out.println("swapped ends: " + totals);
        totals.sort(null);
        System.out.println("sort(null): " + totals);
        totals.sort(Comparator.reverseOrder());
        System.out.println("reverseOrder: " + totals);
        System.out.println("max " + Collections.max(totals) + ", min " + Collections.min(totals));
        int sum = 0;
        for (int t : totals) {
            sum += t;
        }
        System.out.println(String.format("average %.2f over %d players", sum / (double) totals.size(), totals.size()));

        // season reset: pop entries from the bottom until three remain
        while (byScore.size() > 3) {
            Map.Entry<Integer, List<String>> dropped = byScore.pollFirstEntry();
            System.out.println("relegated " + dropped.getValue() + " with " + dropped.getKey());
        }
        System.out.println("remaining: " + byScore);
    }
}
