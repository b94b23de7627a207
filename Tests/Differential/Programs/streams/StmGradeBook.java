import java.util.*;
import java.util.stream.*;

public class StmGradeBook {
    public static void main(String[] args) {
        List<Student> students = List.of(
            new Student("Ava", 10, List.of(new Score("math", 88), new Score("art", 95), new Score("history", 72))),
            new Student("Ben", 11, List.of(new Score("math", 54), new Score("physics", 61), new Score("history", 80))),
            new Student("Chloe", 10, List.of(new Score("math", 99), new Score("physics", 93), new Score("art", 70))),
            new Student("Dan", 12, List.of(new Score("history", 45), new Score("art", 58))),
            new Student("Eve", 11, List.of(new Score("math", 77), new Score("physics", 84), new Score("art", 90), new Score("history", 66))),
            new Student("Finn", 12, List.of(new Score("math", 91), new Score("history", 88)))
        );

        System.out.println("== Report cards ==");
        for (Student s : students) {
            String line = s.scores().stream()
                .map(sc -> sc.subject() + "=" + sc.points())
                .collect(Collectors.joining(", ", "[", "]"));
            System.out.println(String.format("%-8s grade %d %s avg %.2f", s.name(), s.grade(), line, s.average()));
        }

        Set<String> subjects = students.stream()
            .flatMap(s -> s.scores().stream())
            .map(Score::subject)
            .collect(Collectors.toCollection(TreeSet::new));
        System.out.println("Subjects offered: " + subjects);

        for (String subject : subjects) {
            IntSummaryStatistics st = students.stream()
                .flatMap(s -> s.scores().stream())
                .filter(sc -> sc.subject().equals(subject))
                .mapToInt(Score::points)
                .summaryStatistics();
            System.out.println(String.format("  %-8s n=%d min=%d max=%d avg=%.2f",
                subject, st.getCount(), st.getMin(), st.getMax(), st.getAverage()));
        }

        Map<Integer, List<String>> namesByGrade = students.stream()
            .collect(Collectors.groupingBy(Student::grade, TreeMap::new, Collectors.mapping(Student::name, Collectors.toList())));
        System.out.println("Students by grade level: " + namesByGrade);

        Map<String, Long> letterCounts = students.stream()
            .flatMap(s -> s.scores().stream())
            .collect(Collectors.groupingBy(sc -> letter(sc.points()), TreeMap::new, Collectors.counting()));
        System.out.println("Letter distribution: " + letterCounts);

        Map<Boolean, List<String>> passFail = students.stream()
            .collect(Collectors.partitioningBy(s -> s.average() >= 65.0,
                Collectors.mapping(Student::name, Collectors.toList())));
        System.out.println("Passing: " + passFail.get(true));
        System.out.println("At risk: " + passFail.get(false));

        System.out.println("Honour roll (ranked):");
        students.stream()
            .sorted(Comparator.comparing(Student::average).reversed().thenComparing(Student::name))
            .limit(3)
            .forEach(s -> System.out.println(String.format("  %-8s %.2f", s.name(), s.average())));

        Map<String, Integer> bestBySubject = students.stream()
            .flatMap(s -> s.scores().stream())
            .collect(Collectors.toMap(Score::subject, Score::points, Math::max, LinkedHashMap::new));
        System.out.println("Best score per subject (first-seen order): " + bestBySubject);

        Map<Integer, Double> avgByGrade = students.stream()
            .flatMap(s -> s.scores().stream().map(sc -> new GradedScore(s.grade(), sc.points())))
            .collect(Collectors.groupingBy(GradedScore::grade, TreeMap::new, Collectors.averagingInt(GradedScore::points)));
        avgByGrade.forEach((g, avg) -> System.out.println(String.format("  grade %d average %.2f", g, avg)));

        boolean anyPerfect = students.stream().flatMap(s -> s.scores().stream()).anyMatch(sc -> sc.points() == 100);
        boolean allTookTwo = students.stream().allMatch(s -> s.scores().size() >= 2);
        boolean noneBelow40 = students.stream().flatMap(s -> s.scores().stream()).noneMatch(sc -> sc.points() < 40);
        System.out.println("anyPerfect=" + anyPerfect + " allTookTwo=" + allTookTwo + " noneBelow40=" + noneBelow40);

        OptionalInt topMath = students.stream()
            .flatMap(s -> s.scores().stream())
            .filter(sc -> sc.subject().equals("math"))
            .mapToInt(Score::points)
            .max();
        OptionalDouble musicAvg = students.stream()
            .flatMap(s -> s.scores().stream())
            .filter(sc -> sc.subject().equals("music"))
            .mapToInt(Score::points)
            .average();
        System.out.println("Top math: " + topMath.getAsInt());
        System.out.println(String.format("Music avg (none recorded): %.2f", musicAvg.orElse(-1.0)));

        int curveTotal = students.stream()
            .flatMap(s -> s.scores().stream())
            .map(sc -> Math.min(100, sc.points() + 5))
            .reduce(0, Integer::sum);
        System.out.println("Total points after +5 curve: " + curveTotal);
    }

    static String letter(int p) {
        if (p >= 90) return "A";
        if (p >= 80) return "B";
        if (p >= 70) return "C";
        if (p >= 60) return "D";
        return "F";
    }
}

record Score(String subject, int points) {}

record GradedScore(int grade, int points) {}

record Student(String name, int grade, List<Score> scores) {
    double average() {
        return scores.stream().mapToInt(Score::points).average().orElse(0.0);
    }
}
