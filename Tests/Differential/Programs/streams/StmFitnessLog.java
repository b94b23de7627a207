import java.util.*;
import java.util.stream.*;

public class StmFitnessLog {
    public static void main(String[] args) {
        List<Workout> log = new ArrayList<>();
        String[] kinds = {"run", "cycle", "swim", "yoga", "run", "lift", "cycle", "run", "swim", "lift", "yoga", "run"};
        int[] minutes = {30, 45, 25, 60, 40, 50, 90, 20, 35, 45, 30, 55};
        int[] kcalPerMin = {10, 8, 9, 3, 11, 6, 7, 12, 9, 6, 3, 10};
        IntStream.range(0, kinds.length)
            .forEach(i -> log.add(new Workout(i + 1, kinds[i], minutes[i], minutes[i] * kcalPerMin[i])));

        System.out.println("== Workout log ==");
        for (Workout w : log) {
            System.out.println(String.format("day %5d %-8s %5d min %5d kcal", w.day(), w.kind(), w.minutes(), w.calories()));
        }

        IntSummaryStatistics stats = log.stream().mapToInt(Workout::minutes).summaryStatistics();
        System.out.println(String.format("minutes: count=%d sum=%d min=%d max=%d avg=%.2f",
            stats.getCount(), stats.getSum(), stats.getMin(), stats.getMax(), stats.getAverage()));

        int totalKcal = log.stream().mapToInt(Workout::calories).sum();
        OptionalInt maxKcal = log.stream().mapToInt(Workout::calories).max();
        OptionalDouble avgKcal = log.stream().mapToInt(Workout::calories).average();
        System.out.println("Total kcal: " + totalKcal);
        System.out.println("Max kcal in a session: " + maxKcal.getAsInt());
        System.out.println(String.format("Avg kcal per session: %.2f", avgKcal.getAsDouble()));

        OptionalInt longestSwim = log.stream().filter(w -> w.kind().equals("swim")).mapToInt(Workout::minutes).max();
        OptionalInt longestDance = log.stream().filter(w -> w.kind().equals("dance")).mapToInt(Workout::minutes).max();
        System.out.println("Longest swim: " + longestSwim.orElse(-1) + ", longest dance: " + longestDance.orElse(-1));

        Map<String, Long> sessionsByKind = log.stream()
            .collect(Collectors.groupingBy(Workout::kind, TreeMap::new, Collectors.counting()));
        System.out.println("Sessions by kind: " + sessionsByKind);

        Map<String, Double> avgMinutesByKind = log.stream()
            .collect(Collectors.groupingBy(Workout::kind, TreeMap::new, Collectors.averagingInt(Workout::minutes)));
        avgMinutesByKind.forEach((k, v) -> System.out.println(String.format("  avg %-8s %.2f min", k, v)));

        System.out.println("Top 3 by calories, then by day descending:");
        log.stream()
            .sorted(Comparator.comparing(Workout::calories).thenComparing(Workout::day).reversed())
            .limit(3)
            .forEach(w -> System.out.println(String.format("  day %5d %-8s %5d kcal", w.day(), w.kind(), w.calories())));

        System.out.println("By kind then minutes:");
        log.stream()
            .sorted(Comparator.comparing(Workout::kind).thenComparing(Workout::minutes, Comparator.reverseOrder()))
            .map(w -> w.kind() + ":" + w.minutes())
            .forEach(s -> System.out.println("  " + s));

        Map<Boolean, Long> cardioSplit = log.stream()
            .collect(Collectors.partitioningBy(w -> w.calories() / w.minutes() >= 8, Collectors.counting()));
        System.out.println("High intensity sessions: " + cardioSplit.get(true) + ", low: " + cardioSplit.get(false));

        System.out.println("Weekly totals (minutes):");
        IntStream.rangeClosed(1, 2).forEach(week -> {
            int sum = log.stream()
                .filter(w -> (w.day() - 1) / 7 + 1 == week)
                .mapToInt(Workout::minutes)
                .sum();
            System.out.println(String.format("  week %d: %5d", week, sum));
        });

        List<Integer> goalLadder = IntStream.iterate(20, m -> m + 15).limit(6).boxed().collect(Collectors.toList());
        System.out.println("Goal ladder: " + goalLadder);
        for (int goal : goalLadder) {
            long met = log.stream().filter(w -> w.minutes() >= goal).count();
            System.out.println(String.format("  >= %5d min: %d sessions", goal, met));
        }

        String runDays = log.stream()
            .filter(w -> w.kind().equals("run"))
            .map(w -> "d" + w.day())
            .collect(Collectors.joining("|", "<", ">"));
        System.out.println("Run days: " + runDays);

        boolean everyDayActive = log.stream().allMatch(w -> w.minutes() > 0);
        boolean anyMarathon = log.stream().anyMatch(w -> w.minutes() > 120);
        System.out.println("Every day active: " + everyDayActive + ", any marathon: " + anyMarathon);
    }
}

record Workout(int day, String kind, int minutes, int calories) {}
