import java.util.*;
import java.util.stream.*;

public class StxFitnessTracker {
    record Workout(int day, String kind, int minutes, int calories) {}

    record WeekSummary(int week, int totalMinutes, int sessions) {
        String render() {
            return String.format("week %d: %5d min over %d sessions", week, totalMinutes, sessions);
        }
    }

    static List<Workout> buildLog() {
        String[] kinds = {"run", "swim", "bike", "yoga", "run", "lift", "rest"};
        int[] minutes = {30, 45, 60, 40, 25, 50, 0};
        return IntStream.range(0, 21)
            .mapToObj(d -> {
                int idx = d % kinds.length;
                int extra = (d / 7) * 5;
                int mins = minutes[idx] == 0 ? 0 : minutes[idx] + extra;
                int cals = mins * (kinds[idx].equals("run") ? 11 : kinds[idx].equals("yoga") ? 4 : 8);
                return new Workout(d + 1, kinds[idx], mins, cals);
            })
            .collect(Collectors.toList());
    }

    public static void main(String[] args) {
        List<Workout> log = buildLog();
        System.out.println("Days logged: " + log.size());
        log.stream().limit(7).forEach(w ->
            System.out.println(String.format("  day %05d %-8s %5d min %5d kcal", w.day(), w.kind(), w.minutes(), w.calories())));

        List<Workout> active = log.stream().filter(w -> w.minutes() > 0).collect(Collectors.toList());
        System.out.println("Active days: " + active.size());

        IntSummaryStatistics minuteStats = active.stream().mapToInt(Workout::minutes).summaryStatistics();
        System.out.println("Minutes min=" + minuteStats.getMin() + " max=" + minuteStats.getMax()
            + " sum=" + minuteStats.getSum() + " count=" + minuteStats.getCount());
        System.out.println(String.format("Minutes avg=%.2f", minuteStats.getAverage()));

        IntSummaryStatistics calStats = log.stream().mapToInt(Workout::calories).summaryStatistics();
        System.out.println(String.format("Calories: min %d, max %d, sum %d, count %d, avg %.2f",
            calStats.getMin(), calStats.getMax(), calStats.getSum(), calStats.getCount(), calStats.getAverage()));

        List<WeekSummary> weeks = IntStream.rangeClosed(1, 3)
            .mapToObj(wk -> {
                List<Workout> inWeek = log.stream()
                    .filter(w -> (w.day() - 1) / 7 + 1 == wk)
                    .filter(w -> w.minutes() > 0)
                    .collect(Collectors.toList());
                int total = inWeek.stream().mapToInt(Workout::minutes).sum();
                return new WeekSummary(wk, total, inWeek.size());
            })
            .collect(Collectors.toList());
        weeks.forEach(ws -> System.out.println(ws.render()));

        TreeMap<String, Integer> minutesByKind = active.stream()
            .collect(Collectors.groupingBy(Workout::kind, TreeMap::new, Collectors.summingInt(Workout::minutes)));
        System.out.println("Minutes by kind: " + minutesByKind);

        TreeMap<String, Double> avgCalByKind = active.stream()
            .collect(Collectors.groupingBy(Workout::kind, TreeMap::new, Collectors.averagingDouble(Workout::calories)));
        avgCalByKind.forEach((k, v) -> System.out.println(String.format("  avg kcal %-8s %.2f", k, v)));

        TreeMap<String, List<Integer>> daysByKind = log.stream()
            .collect(Collectors.groupingBy(Workout::kind, TreeMap::new,
                Collectors.mapping(Workout::day, Collectors.toList())));
        System.out.println("Days by kind: " + daysByKind);

        Map<Boolean, Long> longSessions = active.stream()
            .collect(Collectors.partitioningBy(w -> w.minutes() >= 45, Collectors.counting()));
        System.out.println("Long sessions: " + longSessions.get(true) + ", short sessions: " + longSessions.get(false));

        List<Integer> goalPlan = Stream.iterate(20, m -> m + m / 4).limit(8).collect(Collectors.toList());
        System.out.println("Progressive goal plan: " + goalPlan);

        List<String> streak = Stream.iterate(1, d -> d + 3)
            .limit(7)
            .map(d -> log.get(d - 1))
            .map(w -> w.kind().substring(0, 1).toUpperCase() + w.kind().substring(1))
            .collect(Collectors.toList());
        System.out.println("Every third day: " + streak);

        int runDistanceMeters = active.stream()
            .filter(w -> w.kind().equals("run"))
            .reduce(0, (acc, w) -> acc + w.minutes() * 180, Integer::sum);
        System.out.println("Estimated run distance (m): " + runDistanceMeters);

        double avgRunPace = active.stream()
            .filter(w -> w.kind().equals("run"))
            .mapToInt(Workout::minutes)
            .average()
            .orElse(0.0);
        System.out.println(String.format("Average run length: %.2f min", avgRunPace));

        Optional<Workout> firstBig = log.stream().filter(w -> w.calories() > 500).findFirst();
        System.out.println("First >500 kcal day: " + firstBig.map(w -> "day " + w.day() + " " + w.kind()).orElse("none"));

        boolean restedWeekly = IntStream.rangeClosed(1, 3)
            .allMatch(wk -> log.stream().anyMatch(w -> (w.day() - 1) / 7 + 1 == wk && w.kind().equals("rest")));
        System.out.println("Rested every week? " + restedWeekly);
        System.out.println("Never exceeded 90 min? " + log.stream().noneMatch(w -> w.minutes() > 90));

        String badge = weeks.stream()
            .filter(ws -> ws.totalMinutes() >= 260)
            .map(ws -> "W" + ws.week())
            .collect(Collectors.collectingAndThen(Collectors.joining("+", "{", "}"),
                s -> s.equals("{}") ? "no badge" : "badge " + s));
        System.out.println(badge);
    }
}
