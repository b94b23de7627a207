import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamSortedStable {
    record Person(String name, int age) {
    }

    public static void main(String[] args) {
        List<String> words = List.of("pear", "Fig", "apple", "kiwi", "date", "Plum", "fig", "banana", "yam");
        System.out.println("natural=" + words.stream().sorted().toList());
        System.out.println("reverse=" + words.stream().sorted(Comparator.reverseOrder()).toList());
        System.out.println("by length, stable=" + words.stream().sorted((a, b) -> a.length() - b.length()).toList());
        System.out.println("by length desc, stable=" + words.stream().sorted((a, b) -> b.length() - a.length()).toList());
        System.out.println("ignoring case, stable=" + words.stream().sorted((a, b) -> a.toLowerCase().compareTo(b.toLowerCase())).toList());
        System.out.println("distinct then sorted=" + Stream.of(5, 1, 5, 3, 1, 9, 3).distinct().sorted().toList());
        System.out.println("sorted then skip/limit=" + Stream.of(8, 6, 7, 5, 3, 0, 9).sorted().skip(2).limit(3).toList());
        List<Person> people = List.of(new Person("Ann", 31), new Person("Bob", 25), new Person("Cid", 31), new Person("Dot", 25), new Person("Eve", 40));
        System.out.println("people by age, stable=" + people.stream().sorted((p, q) -> Integer.compare(p.age(), q.age())).map(p -> p.name()).collect(Collectors.joining(" ")));
        System.out.println("oldest=" + people.stream().max((p, q) -> Integer.compare(p.age(), q.age())).get() + " youngest=" + people.stream().min((p, q) -> Integer.compare(p.age(), q.age())).get());
        System.out.println("distinct records=" + Stream.of(new Person("Ann", 31), new Person("Ann", 31), new Person("Ann", 32)).distinct().count());
        System.out.println("sorted integers with negatives=" + Stream.of(3, -10, 0, -2, 7).sorted().toList());
        System.out.println("sorted doubles=" + Stream.of(2.5, -0.0, 0.0, Double.NaN, -1.5).sorted().toList());
        System.out.println("distinct doubles=" + Stream.of(0.0, -0.0, Double.NaN, Double.NaN).distinct().toList());
        System.out.println("UTF-16 order=" + Stream.of("é", "z", "Z", "a").sorted().toList());
        System.out.println("already sorted stays=" + Stream.of(1, 2, 3).sorted((a, b) -> 0).toList() + " reverse comparator=" + Stream.of(1, 2, 3).sorted((a, b) -> b - a).toList());
        System.out.println("second largest distinct=" + Stream.of(4, 9, 9, 7, 1).distinct().sorted(Comparator.reverseOrder()).skip(1).findFirst().get());
        try {
            Stream.of(new Person("Zed", 1), new Person("Amy", 2)).sorted().toList();
        } catch (ClassCastException e) {
            System.out.println("sorting records that are not Comparable throws ClassCastException");
        }
    }
}
