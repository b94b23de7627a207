import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

public class StreamReduceForms {
    public static void main(String[] args) {
        List<Integer> nums = List.of(3, 8, 1, 9, 4);
        System.out.println("sum=" + nums.stream().reduce(0, (a, b) -> a + b));
        System.out.println("product=" + nums.stream().reduce(1, (a, b) -> a * b));
        Optional<Integer> max = nums.stream().reduce((a, b) -> a > b ? a : b);
        System.out.println("max=" + max + " get=" + max.get() + " isPresent=" + max.isPresent());
        System.out.println("left fold=" + nums.stream().reduce((a, b) -> a - b).get());
        System.out.println("string concat=" + Stream.of("a", "b", "c").reduce("", (x, y) -> x + y));
        System.out.println("string fold=" + Stream.of("a", "b", "c").reduce((x, y) -> "(" + x + y + ")").orElse("?"));
        System.out.println("three-arg reduce=" + Stream.of("one", "three", "five").reduce(0, (acc, s) -> acc + s.length(), (x, y) -> x + y));
        System.out.println("empty reduce=" + Stream.<Integer>empty().reduce((a, b) -> a + b) + " identity=" + Stream.<Integer>empty().reduce(42, (a, b) -> a + b));
        System.out.println("single element reduce=" + Stream.of(7).reduce((a, b) -> a * 100 + b));
        StringBuilder calls = new StringBuilder();
        int folded = nums.stream().reduce(0, (a, b) -> {
            calls.append(a).append('+').append(b).append(' ');
            return a + b;
        });
        System.out.println("fold order=" + calls.toString().trim() + " = " + folded);
        System.out.println("longest=" + Stream.of("kiwi", "banana", "fig", "cherry").reduce((a, b) -> a.length() >= b.length() ? a : b).get());
        System.out.println("min via reduce=" + nums.stream().reduce(Integer.MAX_VALUE, (a, b) -> Math.min(a, b)));
        System.out.println("overflow in reduce=" + Stream.of(Integer.MAX_VALUE, 1).reduce(0, (a, b) -> a + b));
        Optional<String> mapped = Stream.of("x", "yy").reduce((a, b) -> b).map(s -> s + "!");
        System.out.println("map on optional=" + mapped + " ofNullable=" + Optional.ofNullable(null) + " of=" + Optional.of(5));
        mapped.ifPresent(s -> System.out.println("ifPresent: " + s));
        System.out.println("equals=" + Optional.of("a").equals(Optional.of("a")) + " " + Optional.empty().equals(Optional.of("a")) + " hash=" + Optional.of("a").hashCode() + " " + Optional.empty().hashCode());
        try {
            Stream.of("a", "b").reduce((a, b) -> null);
        } catch (NullPointerException e) {
            System.out.println("a null reduction throws NullPointerException");
        }
        try {
            Optional.empty().orElseThrow(() -> new IllegalArgumentException("nothing here"));
        } catch (IllegalArgumentException e) {
            System.out.println("orElseThrow(supplier): " + e.getMessage());
        }
    }
}
