import java.util.*;

public class MapxNestedStats {
    static final class Event {
        final String screen;
        final String action;
        final int count;

        Event(String screen, String action, int count) {
            this.screen = screen;
            this.action = action;
            this.count = count;
        }
    }

    static Map<String, Map<String, Integer>> aggregate(List<Event> events) {
        Map<String, Map<String, Integer>> stats = new TreeMap<>();
        for (Event e : events) {
            stats.computeIfAbsent(e.screen, k -> new TreeMap<>()).merge(e.action, e.count, Integer::sum);
        }
        return stats;
    }

    static Map<String, Map<String, Integer>> invert(Map<String, Map<String, Integer>> stats) {
        Map<String, Map<String, Integer>> inv = new TreeMap<>();
        for (Map.Entry<String, Map<String, Integer>> outer : stats.entrySet()) {
            for (Map.Entry<String, Integer> inner : outer.getValue().entrySet()) {
                inv.computeIfAbsent(inner.getKey(), k -> new TreeMap<>()).put(outer.getKey(), inner.getValue());
            }
        }
        return inv;
    }

    static void dump(String title, Map<String, Map<String, Integer>> m) {
        System.out.println("-- " + title + " --");
        for (Map.Entry<String, Map<String, Integer>> outer : m.entrySet()) {
            int sum = 0;
            for (int v : outer.getValue().values()) {
                sum += v;
            }
            System.out.println(String.format("%-10s total=%5d %s", outer.getKey(), sum, outer.getValue()));
        }
    }

    public static void main(String[] args) {
        List<Event> day1 = new ArrayList<>();
        day1.add(new Event("home", "tap", 12));
        day1.add(new Event("home", "scroll", 30));
        day1.add(new Event("profile", "tap", 4));
        day1.add(new Event("settings", "toggle", 2));
        day1.add(new Event("home", "tap", 3));
        day1.add(new Event("profile", "edit", 1));
        day1.add(new Event("search", "type", 18));
        day1.add(new Event("search", "tap", 6));
        day1.add(new Event("settings", "tap", 1));

        Map<String, Map<String, Integer>> stats = aggregate(day1);
        dump("Day 1 by screen", stats);
        dump("Day 1 by action", invert(stats));

        // nested getOrDefault lookups
        String[][] queries = {{"home", "tap"}, {"home", "swipe"}, {"cart", "tap"}, {"search", "type"}};
        for (String[] q : queries) {
            int v = stats.getOrDefault(q[0], Collections.emptyMap()).getOrDefault(q[1], 0);
            System.out.println("lookup " + q[0] + "/" + q[1] + " = " + v);
        }

        // equals between nested maps built differently
        List<Event> reordered = new ArrayList<>(day1);
        Collections.reverse(reordered);
        Map<String, Map<String, Integer>> stats2 = aggregate(reordered);
        System.out.println("reordered aggregate equal: " + stats.equals(stats2));
        Map<String, Map<String, Integer>> linkedCopy = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, Integer>> e : new TreeMap<>(stats).descendingMap().entrySet()) {
            linkedCopy.put(e.getKey(), new LinkedHashMap<>(e.getValue()));
        }
        System.out.println("linked copy: " + linkedCopy);
        System.out.println("linked copy equals tree: " + linkedCopy.equals(stats));
        stats2.get("home").merge("tap", 1, Integer::sum);
        System.out.println("after bump, equal: " + stats.equals(stats2));

        // removeIf on inner values: drop low counts
        for (Map<String, Integer> inner : stats.values()) {
            inner.values().removeIf(v -> v < 3);
        }
        System.out.println("after dropping <3: " + stats);
        // removeIf on outer entrySet: drop empty screens
        stats.entrySet().removeIf(e -> e.getValue().isEmpty());
        System.out.println("after dropping empty screens: " + stats);

        // computeIfPresent on nested map removing the key when the inner map empties
        stats.computeIfPresent("profile", (k, inner) -> {
            inner.remove("tap");
            return inner.isEmpty() ? null : inner;
        });
        System.out.println("after removing profile/tap: " + stats);

        // replaceAll on inner maps: convert counts to percentage of screen total
        Map<String, Map<String, Integer>> percent = new TreeMap<>();
        for (Map.Entry<String, Map<String, Integer>> e : stats.entrySet()) {
            Map<String, Integer> copy = new TreeMap<>(e.getValue());
            int total = 0;
            for (int v : copy.values()) {
                total += v;
            }
            final int t = total;
            copy.replaceAll((k, v) -> v * 100 / t);
            percent.put(e.getKey(), copy);
        }
        System.out.println("percentages: " + percent);

        // merge two days
        List<Event> day2 = new ArrayList<>();
        day2.add(new Event("home", "tap", 5));
        day2.add(new Event("cart", "checkout", 2));
        day2.add(new Event("search", "type", 2));
        Map<String, Map<String, Integer>> combined = new TreeMap<>();
        for (Map<String, Map<String, Integer>> day : List.of(stats, aggregate(day2))) {
            day.forEach((screen, inner) -> inner.forEach((action, count) ->
                    combined.computeIfAbsent(screen, k -> new TreeMap<>()).merge(action, count, Integer::sum)));
        }
        dump("Combined", combined);
        TreeMap<String, Map<String, Integer>> nav = new TreeMap<>(combined);
        System.out.println("screens from h to t: " + nav.subMap("h", true, "t", false).keySet());
        System.out.println("last screen: " + nav.lastEntry().getKey() + " " + nav.lastEntry().getValue());
    }
}
