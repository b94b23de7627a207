import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class AppFoodJournalStreaks {
    record DayLog(int dayIndex, int calories, int proteinG, int waterMl, int vegServings) {}

    static class GoalConfigException extends Exception {
        GoalConfigException(String msg) { super(msg); }
    }

    static abstract class Goal {
        private final String name;
        protected Goal(String name) { this.name = name; }
        String name() { return name; }
        abstract boolean isMet(DayLog d);
        abstract String describe();
        int score(DayLog d) { return isMet(d) ? 10 : 0; }
        @Override public String toString() { return name + " (" + describe() + ")"; }
    }

    static class MinGoal extends Goal {
        private final ToIntFunction<DayLog> metric; private final int min;
        MinGoal(String name, ToIntFunction<DayLog> metric, int min) throws GoalConfigException {
            super(name);
            if (min <= 0) throw new GoalConfigException("minimum must be positive for " + name);
            this.metric = metric; this.min = min;
        }
        boolean isMet(DayLog d) { return metric.applyAsInt(d) >= min; }
        String describe() { return ">= " + min; }
        @Override int score(DayLog d) { return Math.min(10, metric.applyAsInt(d) * 10 / min); }
    }

    static class RangeGoal extends Goal {
        private final ToIntFunction<DayLog> metric; private final int lo, hi;
        RangeGoal(String name, ToIntFunction<DayLog> metric, int lo, int hi) throws GoalConfigException {
            super(name);
            if (lo > hi) throw new GoalConfigException("bad range " + lo + ".." + hi + " for " + name);
            this.metric = metric; this.lo = lo; this.hi = hi;
        }
        boolean isMet(DayLog d) { int v = metric.applyAsInt(d); return v >= lo && v <= hi; }
        String describe() { return lo + ".." + hi; }
    }

    record Streak(int start, int end) {
        int length() { return end - start + 1; }
        @Override public String toString() { return "d" + start + "-d" + end + " (" + length() + ")"; }
    }

    static <T> List<Streak> streaks(List<T> items, ToIntFunction<T> dayOf, Predicate<T> ok) {
        List<Streak> out = new ArrayList<>();
        int start = -1, prev = -2;
        for (T t : items) {
            int day = dayOf.applyAsInt(t);
            boolean good = ok.test(t);
            if (good && start >= 0 && day == prev + 1) { prev = day; continue; }
            if (start >= 0) out.add(new Streak(start, prev));
            start = good ? day : -1;
            prev = day;
        }
        if (start >= 0) out.add(new Streak(start, prev));
        return out;
    }

    static String weekdayName(int dayIndex) {
        String[] names = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
        return names[Math.floorMod(dayIndex, 7)];
    }

    public static void main(String[] args) {
        int[][] raw = {
            {0, 1950, 95, 2100, 5}, {1, 2200, 80, 1800, 3}, {2, 1880, 102, 2500, 6}, {3, 1700, 110, 2600, 5},
            {4, 2050, 99, 2000, 4}, {6, 2600, 60, 900, 1}, {7, 1990, 91, 2200, 5}, {8, 1920, 97, 2300, 5},
            {9, 1850, 88, 2400, 6}, {10, 2010, 120, 2700, 7}, {11, 1600, 92, 2000, 5}, {13, 1980, 95, 2100, 3},
        };
        List<DayLog> days = Arrays.stream(raw).map(r -> new DayLog(r[0], r[1], r[2], r[3], r[4]))
            .sorted(Comparator.comparingInt(DayLog::dayIndex)).collect(Collectors.toList());
        System.out.println("Logged days: " + days.size() + ", missing: " + (days.get(days.size() - 1).dayIndex() + 1 - days.size()));

        List<Goal> goals = new ArrayList<>();
        Object[][] specs = {
            {"Protein", "min", 90, 0}, {"Calories", "range", 1800, 2100}, {"Water", "min", 2000, 0},
            {"Veggies", "min", 5, 0}, {"Broken", "range", 500, 100}, {"Zero", "min", 0, 0},
        };
        for (Object[] s : specs) {
            String name = (String) s[0];
            int a = (Integer) s[2], b = (Integer) s[3];
            try {
                Goal g = switch ((String) s[1]) {
                    case "min" -> new MinGoal(name, metricFor(name), a);
                    case "range" -> new RangeGoal(name, metricFor(name), a, b);
                    default -> throw new IllegalArgumentException("kind " + s[1]);
                };
                goals.add(g);
            } catch (GoalConfigException e) {
                System.out.println("Config error: " + e.getMessage());
            }
        }
        goals.forEach(g -> System.out.println("Goal: " + g));

        System.out.println("--- Daily report ---");
        for (DayLog d : days) {
            StringBuilder marks = new StringBuilder();
            int total = 0;
            for (Goal g : goals) {
                marks.append(g.isMet(d) ? Character.toUpperCase(g.name().charAt(0)) : '.');
                total += g.score(d);
            }
            System.out.printf("%-3s d%-2d %s score=%2d/%d%n", weekdayName(d.dayIndex()), d.dayIndex(), marks, total, goals.size() * 10);
        }

        System.out.println("--- Streaks ---");
        for (Goal g : goals) {
            List<Streak> s = streaks(days, DayLog::dayIndex, g::isMet);
            Optional<Streak> best = s.stream().max(Comparator.comparingInt(Streak::length).thenComparing(Streak::start, Comparator.reverseOrder()));
            System.out.println(g.name() + ": " + s + " best=" + best.map(Streak::toString).orElse("none"));
        }
        Predicate<DayLog> allMet = d -> goals.stream().allMatch(g -> g.isMet(d));
        System.out.println("All-goals streaks: " + streaks(days, DayLog::dayIndex, allMet));

        Map<String, Long> metCounts = new LinkedHashMap<>();
        for (Goal g : goals) metCounts.put(g.name(), days.stream().filter(g::isMet).count());
        System.out.println("Met counts: " + metCounts);

        Map<Integer, Integer> weeklyWater = days.stream().collect(Collectors.groupingBy(
            d -> d.dayIndex() / 7, TreeMap::new, Collectors.summingInt(DayLog::waterMl)));
        weeklyWater.forEach((w, ml) -> System.out.println("Week " + (w + 1) + " water: " + ml / 1000 + "." + (ml % 1000) / 100 + " L"));

        long totalCalories = days.stream().mapToLong(DayLog::calories).sum();
        System.out.println("Total kcal: " + totalCalories + ", avg/day: " + totalCalories / days.size());
        String weekendFlag = days.stream().filter(d -> d.dayIndex() % 7 >= 5)
            .map(d -> weekdayName(d.dayIndex()) + d.dayIndex() + "=" + (d.calories() > 2100 ? "splurge" : "fine"))
            .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("Weekend: " + weekendFlag);
    }

    static ToIntFunction<DayLog> metricFor(String name) {
        return switch (name) {
            case "Protein" -> DayLog::proteinG;
            case "Calories", "Broken" -> DayLog::calories;
            case "Water" -> DayLog::waterMl;
            default -> DayLog::vegServings;
        };
    }
}
