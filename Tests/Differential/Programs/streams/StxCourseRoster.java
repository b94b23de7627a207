import java.util.*;
import java.util.stream.*;

public class StxCourseRoster {
    public static void main(String[] args) {
        List<Course> courses = List.of(
            new Course("CS101", "Intro Programming", List.of(
                new Student("Nina", "Park", 3, 88),
                new Student("Omar", "Diaz", 1, 92),
                new Student("Lena", "Park", 2, 75))),
            new Course("MA201", "Linear Algebra", List.of(
                new Student("Omar", "Diaz", 1, 81),
                new Student("Ivy", "Chen", 4, 95),
                new Student("Ben", "Adams", 2, 67),
                new Student("Nina", "Park", 3, 90))),
            new Course("PH110", "Physics I", List.of(
                new Student("Ben", "Adams", 2, 73),
                new Student("Zoe", "Chen", 1, 84))),
            new Course("EN050", "Writing Lab", List.of())
        );

        System.out.println("Courses loaded: " + courses.size());
        courses.forEach(c -> System.out.println(String.format("  %-8s %s (%d enrolled)", c.code(), c.title(), c.students().size())));

        List<Enrollment> enrollments = courses.stream()
            .flatMap(c -> c.students().stream().map(s -> new Enrollment(c.code(), s)))
            .collect(Collectors.toList());
        System.out.println("Total enrollments: " + enrollments.size());

        System.out.println("-- Sorted by last name, first name, then grade desc --");
        enrollments.stream()
            .sorted(Comparator.comparing((Enrollment e) -> e.student().last())
                .thenComparing(e -> e.student().first())
                .thenComparing(Enrollment::grade, Comparator.reverseOrder()))
            .forEach(e -> System.out.println("  " + e.label()));

        List<String> uniqueNames = enrollments.stream()
            .map(e -> e.student().fullName())
            .distinct()
            .sorted()
            .collect(Collectors.toList());
        System.out.println("Unique students: " + uniqueNames);

        System.out.println("-- Page 2 of enrollments (size 3) by grade desc --");
        enrollments.stream()
            .sorted(Comparator.comparingInt(Enrollment::grade).reversed().thenComparing(Enrollment::course))
            .skip(3)
            .limit(3)
            .forEach(e -> System.out.println("  " + e.label()));

        List<Student> byYearThenName = courses.stream()
            .flatMap(c -> c.students().stream())
            .sorted(Comparator.comparingInt(Student::year).thenComparing(Student::last).thenComparing(Student::first))
            .collect(Collectors.toList());
        System.out.println("-- By year then name (with duplicates) --");
        for (Student s : byYearThenName) {
            System.out.println(String.format("  y%d %-8s %-8s %5d", s.year(), s.first(), s.last(), s.grade()));
        }

        TreeMap<String, Double> avgGradeByStudent = enrollments.stream()
            .collect(Collectors.groupingBy(e -> e.student().fullName(), TreeMap::new,
                Collectors.averagingDouble(Enrollment::grade)));
        System.out.println("-- Average grade per student --");
        avgGradeByStudent.forEach((name, g) -> System.out.println(String.format("  %s: %.2f", name, g)));

        TreeMap<String, List<String>> coursesByStudent = enrollments.stream()
            .collect(Collectors.groupingBy(e -> e.student().fullName(), TreeMap::new,
                Collectors.mapping(Enrollment::course, Collectors.toList())));
        coursesByStudent.forEach((n, cs) -> System.out.println("  " + n + " takes " + String.join("+", cs)));

        List<String> surnames = courses.stream()
            .map(Course::students)
            .flatMap(List::stream)
            .map(Student::last)
            .distinct()
            .collect(Collectors.toList());
        System.out.println("Surnames in first-seen order: " + surnames);

        List<List<Integer>> gradeMatrix = courses.stream()
            .map(c -> c.students().stream().map(Student::grade).collect(Collectors.toList()))
            .collect(Collectors.toList());
        System.out.println("Grade matrix: " + gradeMatrix);
        int flatTotal = gradeMatrix.stream().flatMap(List::stream).mapToInt(Integer::intValue).sum();
        System.out.println("Sum of all grades: " + flatTotal);

        Optional<Course> emptyCourse = courses.stream().filter(c -> c.students().isEmpty()).findFirst();
        emptyCourse.ifPresent(c -> System.out.println("Course with no students: " + c.code()));
        Optional<Enrollment> perfect = enrollments.stream().filter(e -> e.grade() == 100).findFirst();
        System.out.println("Perfect score present? " + perfect.isPresent());

        String honorRoll = enrollments.stream()
            .filter(e -> e.grade() >= 90)
            .map(e -> e.student().first())
            .distinct()
            .sorted(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()))
            .collect(Collectors.joining(", ", "Honor roll: [", "]"));
        System.out.println(honorRoll);
    }
}

record Student(String first, String last, int year, int grade) {
    String fullName() { return first + " " + last; }
}

record Course(String code, String title, List<Student> students) {}

record Enrollment(String course, Student student) {
    int grade() { return student.grade(); }
    String label() { return course + "/" + student.fullName() + "=" + student.grade(); }
}
