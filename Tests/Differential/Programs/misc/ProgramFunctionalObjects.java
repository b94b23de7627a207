import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Program classes and interfaces that implement or extend the JDK's functional interfaces. */
public class ProgramFunctionalObjects {
    static class ByLength implements Comparator<String> {
        public int compare(String a, String b) { return Integer.compare(a.length(), b.length()); }
    }

    static class Doubler implements IntUnaryOperator {
        int calls;
        public int applyAsInt(int x) { calls++; return x * 2; }
    }

    static class Printer implements Consumer<String> {
        private final StringBuilder seen = new StringBuilder();
        public void accept(String s) { seen.append('<').append(s).append('>'); }
        String seen() { return seen.toString(); }
    }

    static class LongerThan implements Predicate<String> {
        private final int limit;
        LongerThan(int limit) { this.limit = limit; }
        public boolean test(String s) { return s.length() > limit; }
    }

    static class Parser implements Function<String, Integer> {
        public Integer apply(String s) { return Integer.parseInt(s.trim()); }
    }

    /** A program interface that extends a library one: its lambdas, its default methods and its callers. */
    interface Named extends Supplier<String> {
        default String shout() { return get().toUpperCase() + "!"; }
        static Named of(String s) { return () -> s; }
    }

    static class Fixed implements Named {
        public String get() { return "fixed"; }
    }

    interface Op extends IntBinaryOperator {
        static Op of(char c) {
            switch (c) {
                case '+': return (a, b) -> a + b;
                case '*': return (a, b) -> a * b;
                default: return (a, b) -> a - b;
            }
        }
    }

    static int fold(int[] values, IntBinaryOperator op, int start) {
        int acc = start;
        for (int v : values) acc = op.applyAsInt(acc, v);
        return acc;
    }

    public static void main(String[] args) {
        List<String> words = new ArrayList<>(List.of("pear", "fig", "banana", "kiwi", "apple"));
        words.sort(new ByLength());
        System.out.println(words);
        Collections.sort(words, new ByLength().reversed());
        System.out.println(words);
        TreeMap<String, Integer> byLength = new TreeMap<>(new ByLength());
        for (String w : words) byLength.put(w, w.length());
        System.out.println(byLength);
        ByLength direct = new ByLength();
        System.out.println(direct.compare("a", "bb") + " " + direct.compare("ccc", "dd"));

        Doubler doubler = new Doubler();
        System.out.println(doubler.applyAsInt(21) + " " + IntStream.of(1, 2, 3).map(doubler).sum());
        IntUnaryOperator asOperator = doubler;
        System.out.println(asOperator.applyAsInt(5) + " calls=" + doubler.calls);

        Printer printer = new Printer();
        words.forEach(printer);
        System.out.println(printer.seen());
        LongerThan longerThanFour = new LongerThan(4);
        System.out.println(words.stream().filter(longerThanFour).collect(Collectors.toList()) + " "
                + words.stream().filter(longerThanFour.negate()).count());
        List<Integer> parsed = Stream.of(" 7", "12 ", "3").map(new Parser()).collect(Collectors.toList());
        System.out.println(parsed);

        Named fixed = new Fixed();
        Named lambda = () -> "lam";
        System.out.println(fixed.get() + " " + fixed.shout() + " " + lambda.shout() + " " + Named.of("of").shout());
        Supplier<String> supplier = fixed;
        System.out.println(supplier.get());

        int[] values = {1, 2, 3, 4};
        System.out.println(fold(values, Op.of('+'), 0) + " " + fold(values, Op.of('*'), 1) + " " + Op.of('-').applyAsInt(10, 4));
    }
}
