import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

public class RecordsInCollections {
    record Student(String name, String course, int grade) {
    }

    record Key(String a, int b) {
    }

    public static void main(String[] args) {
        List<Student> students = new ArrayList<>();
        students.add(new Student("ann", "math", 90));
        students.add(new Student("bob", "math", 72));
        students.add(new Student("cy", "art", 85));
        students.add(new Student("dee", "art", 91));
        students.add(new Student("eve", "math", 90));
        students.sort(Comparator.comparingInt(Student::grade).reversed().thenComparing(Student::name));
        for (Student s : students) {
            System.out.println(s);
        }
        Map<String, List<String>> byCourse = new TreeMap<>();
        for (Student s : students) {
            byCourse.computeIfAbsent(s.course(), k -> new ArrayList<>()).add(s.name());
        }
        System.out.println(byCourse);
        Map<String, Integer> best = new TreeMap<>();
        for (Student s : students) {
            best.merge(s.course(), s.grade(), Math::max);
        }
        System.out.println("best " + best);
        Set<Key> keys = new HashSet<>();
        keys.add(new Key("x", 1));
        keys.add(new Key("x", 1));
        keys.add(new Key("x", 2));
        System.out.println("distinct keys " + keys.size() + " contains x1: " + keys.contains(new Key("x", 1)));
        Map<Key, String> lookup = new HashMap<>();
        lookup.put(new Key("k", 7), "seven");
        System.out.println("lookup by equal record: " + lookup.get(new Key("k", 7)) + ", miss: " + lookup.get(new Key("k", 8)));
        System.out.println("index of bob: " + students.indexOf(new Student("bob", "math", 72)));
        students.remove(new Student("cy", "art", 85));
        System.out.println("after remove: " + students.size() + " " + students.get(students.size() - 1));
    }
}
