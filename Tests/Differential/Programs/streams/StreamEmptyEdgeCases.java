import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class StreamEmptyEdgeCases {
    public static void main(String[] args) {
        List<String> empty = new ArrayList<>();
        System.out.println("count=" + empty.stream().count());
        System.out.println("findFirst=" + empty.stream().findFirst() + " findAny=" + empty.stream().findAny());
        System.out.println("max=" + empty.stream().max((a, b) -> a.compareTo(b)) + " min=" + empty.stream().min((a, b) -> a.compareTo(b)));
        System.out.println("reduce=" + empty.stream().reduce((a, b) -> a + b) + " reduce identity=[" + empty.stream().reduce("", (a, b) -> a + b) + "]");
        System.out.println("anyMatch=" + empty.stream().anyMatch(s -> true) + " allMatch=" + empty.stream().allMatch(s -> false) + " noneMatch=" + empty.stream().noneMatch(s -> true));
        System.out.println("toList=" + empty.stream().toList() + " collect=" + empty.stream().collect(Collectors.toList()) + " toSet=" + empty.stream().collect(Collectors.toSet()));
        System.out.println("joining=[" + empty.stream().collect(Collectors.joining(", ")) + "] with affixes=" + empty.stream().collect(Collectors.joining(", ", "{", "}")));
        System.out.println("counting=" + empty.stream().collect(Collectors.counting()));
        System.out.println("IntStream.empty sum=" + IntStream.empty().sum() + " average=" + IntStream.empty().average() + " max=" + IntStream.empty().max() + " min=" + IntStream.empty().min());
        System.out.println("range(5,5) count=" + IntStream.range(5, 5).count() + " range(5,1) sum=" + IntStream.range(5, 1).sum() + " rangeClosed(3,3)=" + IntStream.rangeClosed(3, 3).boxed().toList());
        System.out.println("DoubleStream.empty sum=" + DoubleStream.empty().sum() + " average=" + DoubleStream.empty().average());
        System.out.println("average orElse=" + IntStream.empty().average().orElse(-1.0) + " max orElse=" + IntStream.empty().max().orElse(-1));
        System.out.println("summaryStatistics=" + IntStream.empty().summaryStatistics());
        System.out.println("Stream.of() count=" + Stream.of().count() + " Stream.empty toList=" + Stream.empty().toList());
        System.out.println("limit(0)=" + Stream.of(1, 2, 3).limit(0).toList() + " skip(10)=" + Stream.of(1, 2, 3).skip(10).toList());
        System.out.println("filter everything=" + Stream.of(1, 2, 3).filter(n -> n > 5).findFirst().isPresent());
        Optional<String> none = Stream.of("a", "b").filter(s -> s.equals("z")).findFirst();
        System.out.println("isEmpty=" + none.isEmpty() + " orElse=" + none.orElse("fallback") + " orElseGet=" + none.orElseGet(() -> "computed"));
        try {
            none.get();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("get on empty: " + e.getMessage());
        }
        try {
            IntStream.empty().max().getAsInt();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("getAsInt on empty: " + e.getMessage());
        }
        System.out.println("ofNullable(null)=" + Stream.ofNullable(null).count() + " ofNullable(x)=" + Stream.ofNullable("x").toList());
        List<String> withNulls = new ArrayList<>();
        withNulls.add(null);
        withNulls.add("b");
        withNulls.add(null);
        System.out.println("nulls pass through=" + withNulls.stream().toList() + " distinct=" + withNulls.stream().distinct().toList() + " nonNull count=" + withNulls.stream().filter(s -> s != null).count());
        System.out.println("joining nulls=" + withNulls.stream().collect(Collectors.joining("/")));
        try {
            withNulls.stream().findFirst();
        } catch (NullPointerException e) {
            System.out.println("findFirst of a null element throws NullPointerException");
        }
    }
}
