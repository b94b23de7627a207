import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamLazyPeekOrder {
    public static void main(String[] args) {
        List<String> words = List.of("one", "three", "five", "seven", "eleven");
        StringBuilder log = new StringBuilder();
        Function<String, String> shout = w -> {
            log.append("map(").append(w).append(") ");
            return w.toUpperCase();
        };
        List<String> result = words.stream()
            .peek(w -> log.append("peek(").append(w).append(") "))
            .filter(w -> {
                log.append("filter(").append(w).append(") ");
                return w.length() > 3;
            })
            .map(shout)
            .limit(2)
            .collect(Collectors.toList());
        System.out.println("result=" + result);
        System.out.println("order=" + log.toString().trim());

        log.setLength(0);
        String first = words.stream().peek(w -> log.append(w).append(' ')).filter(w -> w.startsWith("f")).findFirst().orElse("none");
        System.out.println("findFirst=" + first + " visited=" + log.toString().trim());

        log.setLength(0);
        boolean any = words.stream().peek(w -> log.append(w.charAt(0))).anyMatch(w -> w.length() == 5);
        boolean all = words.stream().peek(w -> log.append(w.charAt(0))).allMatch(w -> w.length() < 5);
        boolean none = words.stream().peek(w -> log.append(w.charAt(0))).noneMatch(w -> w.isEmpty());
        System.out.println("any=" + any + " all=" + all + " none=" + none + " visited=" + log);

        log.setLength(0);
        List<String> sorted = words.stream()
            .peek(w -> log.append("a:").append(w).append(' '))
            .sorted()
            .peek(w -> log.append("b:").append(w).append(' '))
            .limit(2)
            .toList();
        System.out.println("sorted=" + sorted + " order=" + log.toString().trim());

        log.setLength(0);
        long sized = words.stream().peek(w -> log.append("counted ")).count();
        System.out.println("count of a sized pipeline=" + sized + " peeked=[" + log + "]");
        long limited = words.stream().peek(w -> log.append("counted ")).skip(1).limit(3).count();
        System.out.println("count after skip/limit=" + limited + " peeked=[" + log + "]");
        long filtered = words.stream().peek(w -> log.append("x")).filter(w -> w.contains("e")).count();
        System.out.println("count after filter=" + filtered + " peeked=[" + log + "]");

        log.setLength(0);
        Stream.of("x", "y", "z").peek(s -> log.append("p").append(s)).forEach(s -> log.append("f").append(s));
        System.out.println("forEach order=" + log);

        log.setLength(0);
        words.stream().skip(3).peek(w -> log.append("after-skip:").append(w).append(' ')).forEachOrdered(w -> log.append("| "));
        System.out.println("skip=" + log.toString().trim());
    }
}
