import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamSortedDistinct {
    public static void main(String[] args) {
        List<Integer> nums = List.of(5, 3, 9, 3, 1, 9, 7, 5, 0, -2, 7);
        System.out.println("sorted=" + nums.stream().sorted().collect(Collectors.toList()));
        System.out.println("sorted reverse=" + nums.stream().sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        System.out.println("distinct keeps encounter order=" + nums.stream().distinct().collect(Collectors.toList()));
        System.out.println("distinct sorted=" + nums.stream().distinct().sorted().collect(Collectors.toList()));
        System.out.println("sorted limit 3=" + nums.stream().sorted().limit(3).collect(Collectors.toList()));
        System.out.println("top 3 distinct desc=" + nums.stream().distinct().sorted(Comparator.reverseOrder()).limit(3).collect(Collectors.toList()));
        List<String> words = List.of("banana", "Apple", "cherry", "apple", "Banana", "date", "fig", "Fig");
        System.out.println("sorted natural=" + words.stream().sorted().collect(Collectors.toList()));
        System.out.println("sorted case-insensitive (stable)=" + words.stream().sorted(String.CASE_INSENSITIVE_ORDER).collect(Collectors.toList()));
        System.out.println("distinct lowercase=" + words.stream().map(String::toLowerCase).distinct().collect(Collectors.toList()));
        System.out.println("sorted by length then natural=" + words.stream().sorted(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder())).collect(Collectors.toList()));
        System.out.println("sorted by length stable=" + words.stream().sorted(Comparator.comparingInt(String::length)).collect(Collectors.toList()));
        System.out.println("skip 2 of sorted=" + words.stream().sorted().skip(2).collect(Collectors.toList()));
        System.out.println("limit 0=" + words.stream().limit(0).collect(Collectors.toList()));
        List<Point> points = List.of(new Point(1, 2), new Point(0, 0), new Point(1, 2), new Point(-1, 5), new Point(0, 0));
        System.out.println("distinct points uses equals/hashCode=" + points.stream().distinct().collect(Collectors.toList()));
        System.out.println("sorted points by x then y=" + points.stream().sorted(Comparator.comparingInt(Point::x).thenComparingInt(Point::y)).collect(Collectors.toList()));
        System.out.println("min/max=" + nums.stream().min(Integer::compare).get() + "/" + nums.stream().max(Integer::compare).get());
        System.out.println("second largest distinct=" + nums.stream().distinct().sorted(Comparator.reverseOrder()).skip(1).findFirst().get());
        System.out.println("sorted chars=" + "hello".chars().sorted().mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        List<Double> ds = List.of(2.5, -0.0, 0.0, Double.NaN, -1.5);
        System.out.println("sorted doubles=" + ds.stream().sorted().collect(Collectors.toList()) + " distinct=" + Stream.of(0.0, -0.0, Double.NaN, Double.NaN).distinct().collect(Collectors.toList()));
    }
}

record Point(int x, int y) {
}
