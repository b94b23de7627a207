import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class DomGradeBook {
    public static void main(String[] args) {
        GradeBook book = new GradeBook("CS101");
        Category hw = book.addCategory(new Category("Homework", 30, 1));
        Category quiz = book.addCategory(new Category("Quizzes", 20, 0));
        Category exam = book.addCategory(new Category("Exams", 50, 0));

        Student[] roster = {
            new Student("Nguyen", "Mai", 1001),
            new Student("Okafor", "Chidi", 1002),
            new Student("Lindqvist", "Elsa", 1003),
            new Student("Patel", "Arjun", 1004),
            new Student("Garcia", "Luis", 1005),
        };
        for (Student s : roster) book.enroll(s);

        List<Assessment> items = new ArrayList<>();
        items.add(new Homework("HW1", hw, 20));
        items.add(new Homework("HW2", hw, 20));
        items.add(new Homework("HW3", hw, 25));
        items.add(new Quiz("Q1", quiz, 10));
        items.add(new Quiz("Q2", quiz, 15));
        items.add(new Exam("Midterm", exam, 100, 5));
        items.add(new Exam("Final", exam, 120, 0));

        int[][] raw = {
            {18, 20, 22, 9, 13, 81, 101},
            {15, 0, 25, 7, 15, 92, 110},
            {20, 19, 24, 10, 14, 67, 95},
            {11, 14, 9, 5, 8, 58, 70},
            {19, 17, 21, 8, 12, 99, 118},
        };
        for (int i = 0; i < roster.length; i++) {
            for (int j = 0; j < items.size(); j++) {
                book.record(roster[i], items.get(j), raw[i][j]);
            }
        }
        book.record(new Student("Patel", "Arjun", 1004), items.get(2), 17);
        System.out.println("Regrade applied for Patel HW3");

        for (Assessment a : items) {
            System.out.println(String.format("%-8s %s max=%d weight=%d", a.getTitle(), a.kind(), a.getMaxPoints(), a.getCategory().getWeight()) + "%");
        }

        System.out.println("--- Report ---");
        Map<String, Integer> letterCounts = new TreeMap<>();
        for (Student s : roster) {
            long bp = book.finalBasisPoints(s);
            String letter = GradeBook.letter(bp);
            letterCounts.merge(letter, 1, Integer::sum);
            StringBuilder line = new StringBuilder(String.format("%-8s", s.getLast()));
            for (Category c : book.categories()) {
                line.append(" ").append(c.getName().charAt(0)).append("=").append(GradeBook.fmt(book.categoryBasisPoints(s, c)));
            }
            line.append(" final=").append(GradeBook.fmt(bp)).append(" ").append(letter);
            System.out.println(line);
        }
        System.out.println("Letter distribution: " + letterCounts);

        double sum = 0;
        for (Student s : roster) sum += book.finalBasisPoints(s) / 100.0;
        System.out.println(String.format("Class average: %.2f", sum / roster.length));
        Student lookup = new Student("Okafor", "Chidi", 1002);
        System.out.println("Lookup " + lookup + " Final exam score: " + book.score(lookup, items.get(6)));
        System.out.println("Assessments created: " + Assessment.getCreated());
    }
}

final class Student {
    private final String last;
    private final String first;
    private final int studentId;
    Student(String last, String first, int studentId) { this.last = last; this.first = first; this.studentId = studentId; }
    String getLast() { return last; }
    @Override public boolean equals(Object o) {
        if (!(o instanceof Student)) return false;
        Student s = (Student) o;
        return studentId == s.studentId && last.equals(s.last) && first.equals(s.first);
    }
    @Override public int hashCode() { return studentId * 31 + last.length(); }
    @Override public String toString() { return first + " " + last + " (" + studentId + ")"; }
}

class Category {
    private final String name;
    private final int weight;
    private final int dropLowest;
    Category(String name, int weight, int dropLowest) { this.name = name; this.weight = weight; this.dropLowest = dropLowest; }
    String getName() { return name; }
    int getWeight() { return weight; }
    int getDropLowest() { return dropLowest; }
}

abstract class Assessment {
    private static int created = 0;
    protected final String title;
    protected final Category category;
    protected final int maxPoints;
    protected Assessment(String title, Category category, int maxPoints) {
        this.title = title; this.category = category; this.maxPoints = maxPoints; created++;
    }
    static int getCreated() { return created; }
    String getTitle() { return title; }
    Category getCategory() { return category; }
    int getMaxPoints() { return maxPoints; }
    int adjusted(int raw) { return Math.max(0, Math.min(raw, maxPoints)); }
    abstract String kind();
}

class Homework extends Assessment {
    Homework(String t, Category c, int m) { super(t, c, m); }
    @Override String kind() { return "homework"; }
}

class Quiz extends Assessment {
    Quiz(String t, Category c, int m) { super(t, c, m); }
    @Override String kind() { return "quiz"; }
    @Override int adjusted(int raw) { return super.adjusted(raw == 0 ? 0 : raw + 1); }
}

class Exam extends Assessment {
    private final int curve;
    Exam(String t, Category c, int m, int curve) { super(t, c, m); this.curve = curve; }
    @Override String kind() { return "exam+" + curve; }
    @Override int adjusted(int raw) { return super.adjusted(raw + curve); }
}

class GradeBook {
    private final String course;
    private final List<Category> categories = new ArrayList<>();
    private final List<Student> students = new ArrayList<>();
    private final Map<Student, Map<Assessment, Integer>> scores = new HashMap<>();

    GradeBook(String course) { this.course = course; System.out.println("Gradebook for " + course); }
    Category addCategory(Category c) { categories.add(c); return c; }
    List<Category> categories() { return categories; }
    void enroll(Student s) { students.add(s); scores.put(s, new LinkedHashMap<>()); }
    void record(Student s, Assessment a, int raw) {
        Map<Assessment, Integer> m = scores.get(s);
        if (m == null) { System.out.println("unknown student " + s); return; }
        m.put(a, a.adjusted(raw));
    }
    int score(Student s, Assessment a) { return scores.get(s).getOrDefault(a, 0); }

    long categoryBasisPoints(Student s, Category c) {
        List<long[]> parts = new ArrayList<>();
        for (Map.Entry<Assessment, Integer> e : scores.get(s).entrySet()) {
            if (e.getKey().getCategory().getName().equals(c.getName())) parts.add(new long[]{e.getValue(), e.getKey().getMaxPoints()});
        }
        for (int d = 0; d < c.getDropLowest() && parts.size() > 1; d++) {
            int worst = 0;
            for (int i = 1; i < parts.size(); i++) {
                if (parts.get(i)[0] * parts.get(worst)[1] < parts.get(worst)[0] * parts.get(i)[1]) worst = i;
            }
            parts.remove(worst);
        }
        long earned = 0, possible = 0;
        for (long[] p : parts) { earned += p[0]; possible += p[1]; }
        return possible == 0 ? 0 : earned * 10000 / possible;
    }
    long finalBasisPoints(Student s) {
        long total = 0;
        int weights = 0;
        for (Category c : categories) {
            total += categoryBasisPoints(s, c) * c.getWeight();
            weights += c.getWeight();
        }
        return total / weights;
    }
    static String fmt(long bp) {
        long frac = bp % 100;
        return (bp / 100) + "." + (frac < 10 ? "0" : "") + frac;
    }
    static String letter(long bp) {
        if (bp >= 9000) return "A";
        if (bp >= 8000) return "B";
        if (bp >= 7000) return "C";
        if (bp >= 6000) return "D";
        return "F";
    }
}
