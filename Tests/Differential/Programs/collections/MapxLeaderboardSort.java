import java.util.*;

public class MapxLeaderboardSort {
    static final class Match {
        final String winner;
        final String loser;
        final int points;

        Match(String winner, String loser, int points) {
            this.winner = winner;
            this.loser = loser;
            this.points = points;
        }
    }

    static List<Map.Entry<String, Integer>> sortedByScoreDesc(Map<String, Integer> scores) {
        List<Map.Entry<String, Integer>> list = new ArrayList<>(scores.entrySet());
        list.sort(Map.Entry.<String, Integer>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey()));
        return list;
    }

    static void printBoard(String title, List<Map.Entry<String, Integer>> entries) {
        System.out.println("== " + title + " ==");
        int rank = 1;
        for (Map.Entry<String, Integer> e : entries) {
            System.out.println(String.format("%d. %-8s %5d", rank++, e.getKey(), e.getValue()));
        }
    }

    public static void main(String[] args) {
        List<Match> matches = new ArrayList<>();
        matches.add(new Match("zoe", "max", 3));
        matches.add(new Match("max", "ivy", 2));
        matches.add(new Match("ivy", "zoe", 3));
        matches.add(new Match("leo", "max", 1));
        matches.add(new Match("zoe", "leo", 2));
        matches.add(new Match("ivy", "leo", 1));
        matches.add(new Match("max", "zoe", 2));
        matches.add(new Match("amy", "leo", 3));

        Map<String, Integer> points = new TreeMap<>();
        Map<String, Integer> losses = new TreeMap<>();
        for (Match m : matches) {
            points.merge(m.winner, m.points, Integer::sum);
            points.putIfAbsent(m.loser, 0);
            losses.merge(m.loser, 1, Integer::sum);
        }
        System.out.println("Points: " + points);
        System.out.println("Losses: " + losses);

        printBoard("By points", sortedByScoreDesc(points));

        // ascending by value, stable sort keeps key order for ties
        List<Map.Entry<String, Integer>> asc = new ArrayList<>(losses.entrySet());
        asc.sort(Map.Entry.comparingByValue());
        printBoard("Fewest losses first", asc);

        // comparingByValue with custom comparator
        Map<String, String> nicknames = new LinkedHashMap<>();
        nicknames.put("zoe", "Zed");
        nicknames.put("max", "Maximilian");
        nicknames.put("ivy", "Poison");
        nicknames.put("leo", "Lion");
        List<Map.Entry<String, String>> nickList = new ArrayList<>(nicknames.entrySet());
        nickList.sort(Map.Entry.comparingByValue(Comparator.comparingInt(String::length)));
        for (Map.Entry<String, String> e : nickList) {
            System.out.println("nick " + e.getKey() + " -> " + e.getValue());
        }

        // comparingByKey reversed
        List<Map.Entry<String, Integer>> byKeyDesc = new ArrayList<>(points.entrySet());
        byKeyDesc.sort(Map.Entry.<String, Integer>comparingByKey().reversed());
        printBoard("Keys reversed", byKeyDesc);

        // Map.entry and AbstractMap.SimpleEntry in an ArrayList
        List<Map.Entry<String, Integer>> manual = new ArrayList<>();
        manual.add(Map.entry("bonus", 7));
        manual.add(new AbstractMap.SimpleEntry<>("penalty", -4));
        manual.add(Map.entry("streak", 7));
        manual.add(new AbstractMap.SimpleEntry<>("base", 10));
        manual.sort(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()));
        for (Map.Entry<String, Integer> e : manual) {
            System.out.println("entry " + e.getKey() + "=" + e.getValue());
        }
        Map.Entry<String, Integer> a = Map.entry("bonus", 7);
        Map.Entry<String, Integer> b = new AbstractMap.SimpleEntry<>("bonus", 7);
        System.out.println("entry equals across impls: " + a.equals(b) + " " + b.equals(a));

        // setValue through entrySet of a TreeMap
        for (Map.Entry<String, Integer> e : points.entrySet()) {
            if (losses.getOrDefault(e.getKey(), 0) >= 2) {
                e.setValue(e.getValue() - 1);
            }
        }
        System.out.println("After loss penalty: " + points);

        // top N into LinkedHashMap preserving rank order
        Map<String, Integer> top3 = new LinkedHashMap<>();
        for (Map.Entry<String, Integer> e : sortedByScoreDesc(points)) {
            if (top3.size() == 3) {
                break;
            }
            top3.put(e.getKey(), e.getValue());
        }
        System.out.println("Top 3: " + top3);
        Map.Entry<String, Integer> maxEntry = Collections.max(points.entrySet(), Map.Entry.comparingByValue());
        Map.Entry<String, Integer> minEntry = Collections.min(points.entrySet(), Map.Entry.comparingByValue());
        System.out.println("max=" + maxEntry.getKey() + ":" + maxEntry.getValue() + " min=" + minEntry.getKey() + ":" + minEntry.getValue());
    }
}
