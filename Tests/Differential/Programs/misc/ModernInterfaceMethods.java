import java.util.*;
import java.util.function.*;

public class ModernInterfaceMethods {

    interface Priced {
        int basePriceCents();

        default int taxCents() {
            return percentOf(basePriceCents(), taxRatePercent());
        }

        default int taxRatePercent() {
            return 10;
        }

        default int totalCents() {
            return basePriceCents() + taxCents();
        }

        default String priceLabel() {
            return formatCents(totalCents()) + " (incl. " + formatCents(taxCents()) + " tax)";
        }

        private int percentOf(int amount, int pct) {
            return (amount * pct + 50) / 100;
        }

        private static String pad2(int v) {
            return v < 10 ? "0" + v : String.valueOf(v);
        }

        static String formatCents(int cents) {
            return "$" + (cents / 100) + "." + pad2(cents % 100);
        }

        static int sum(List<Priced> items) {
            int s = 0;
            for (Priced p : items) s += p.totalCents();
            return s;
        }
    }

    interface Named {
        String name();

        default String displayName() {
            return decorate(name());
        }

        private String decorate(String s) {
            return "<" + s + ">";
        }
    }

    record Book(String name, int basePriceCents) implements Priced, Named {
        @Override
        public int taxRatePercent() {
            return 0;
        }
    }

    record Gadget(String name, int basePriceCents, boolean luxury) implements Priced, Named {
        @Override
        public int taxRatePercent() {
            return luxury ? 25 : Priced.super.taxRatePercent();
        }

        @Override
        public String displayName() {
            return luxury ? "*" + Named.super.displayName() + "*" : Named.super.displayName();
        }
    }

    @FunctionalInterface
    interface Transformer {
        String transform(String input);

        default Transformer andThen(Transformer next) {
            return s -> next.transform(transform(s));
        }

        static Transformer identity() {
            return s -> s;
        }

        static Transformer chain(List<Transformer> steps) {
            Transformer t = identity();
            for (Transformer step : steps) t = t.andThen(step);
            return t;
        }
    }

    @FunctionalInterface
    interface IntCombiner {
        int combine(int a, int b);

        default IntCombiner flipped() {
            return (a, b) -> combine(b, a);
        }
    }

    @FunctionalInterface
    interface Factory<T> {
        T create(String name, int value);
    }

    @FunctionalInterface
    interface Check<T> {
        boolean test(T value);

        default Check<T> negate() {
            return v -> !test(v);
        }

        default Check<T> and(Check<T> other) {
            return v -> test(v) && other.test(v);
        }
    }

    static String shout(String s) {
        return s.toUpperCase() + "!";
    }

    static String reverse(String s) {
        return new StringBuilder(s).reverse().toString();
    }

    static int power(int base, int exp) {
        int r = 1;
        for (int i = 0; i < exp; i++) r *= base;
        return r;
    }

    static class Prefixer {
        private final String prefix;
        private int uses;

        Prefixer(String prefix) {
            this.prefix = prefix;
        }

        String apply(String s) {
            uses++;
            return prefix + s;
        }

        int uses() {
            return uses;
        }
    }

    static class Counter {
        final String label;
        final int start;

        Counter(String label, int start) {
            this.label = label;
            this.start = start;
        }

        @Override
        public String toString() {
            return "Counter(" + label + "@" + start + ")";
        }
    }

    public static void main(String[] args) {
        System.out.println("== default / private / static interface methods ==");
        List<Priced> cart = new ArrayList<>();
        cart.add(new Book("Dune", 1299));
        cart.add(new Gadget("Phone", 49900, true));
        cart.add(new Gadget("Cable", 999, false));
        cart.add(new Book("SICP", 4550));
        for (Priced p : cart) {
            Named n = (Named) p;
            System.out.println(n.displayName() + " rate=" + p.taxRatePercent() + "% " + p.priceLabel());
        }
        System.out.println("cart total " + Priced.formatCents(Priced.sum(cart)));
        System.out.println("format 5 -> " + Priced.formatCents(5) + ", 12345 -> " + Priced.formatCents(12345));

        System.out.println("== Transformer: static method refs, bound, unbound ==");
        Transformer up = ModernInterfaceMethods::shout;
        Transformer rev = ModernInterfaceMethods::reverse;
        Transformer trim = String::trim;
        Transformer lower = String::toLowerCase;
        Prefixer pre = new Prefixer(">> ");
        Transformer prefix = pre::apply;
        String suffix = " [end]";
        Transformer addSuffix = suffix::concat;
        String in = "  Hello World  ";
        System.out.println("trim: [" + trim.transform(in) + "]");
        System.out.println("trim+up: " + trim.andThen(up).transform(in));
        System.out.println("trim+rev+lower: " + trim.andThen(rev).andThen(lower).transform(in));
        Transformer pipeline = Transformer.chain(List.of(trim, lower, prefix, up));
        System.out.println("pipeline: " + pipeline.transform(in));
        System.out.println("pipeline again: " + pipeline.transform("  Java  "));
        System.out.println("bound concat: " + addSuffix.transform("x"));
        System.out.println("prefixer uses=" + pre.uses());
        System.out.println("identity: " + Transformer.identity().transform("same"));

        System.out.println("== IntCombiner ==");
        IntCombiner plus = Integer::sum;
        IntCombiner minus = (a, b) -> a - b;
        IntCombiner pow = ModernInterfaceMethods::power;
        IntCombiner max = Math::max;
        Map<String, IntCombiner> combiners = new LinkedHashMap<>();
        combiners.put("plus", plus);
        combiners.put("minus", minus);
        combiners.put("pow", pow);
        combiners.put("max", max);
        for (Map.Entry<String, IntCombiner> e : combiners.entrySet()) {
            IntCombiner c = e.getValue();
            System.out.println(e.getKey() + "(2,5)=" + c.combine(2, 5) + " flipped=" + c.flipped().combine(2, 5));
        }
        int acc = 1;
        for (int i = 1; i <= 5; i++) acc = plus.combine(acc, pow.combine(i, 2));
        System.out.println("1 + sum of squares 1..5 = " + acc);

        System.out.println("== constructor references ==");
        Factory<Counter> counterFactory = Counter::new;
        Factory<Book> bookFactory = (n, v) -> new Book(n, v);
        Factory<Gadget> luxuryFactory = (n, v) -> new Gadget(n, v, true);
        Function<String, StringBuilder> sbMaker = StringBuilder::new;
        Supplier<ArrayList<String>> listMaker = ArrayList::new;
        IntFunction<int[]> arrayMaker = int[]::new;
        System.out.println(counterFactory.create("hits", 3));
        System.out.println(bookFactory.create("Emma", 800));
        Gadget g = luxuryFactory.create("Watch", 20000);
        System.out.println(g + " -> " + g.displayName() + " " + g.priceLabel());
        StringBuilder sb = sbMaker.apply("abc");
        sb.append("def");
        System.out.println("sb=" + sb + " len=" + sb.length());
        ArrayList<String> names = listMaker.get();
        names.add("z");
        names.add("a");
        System.out.println("names=" + names);
        int[] arr = arrayMaker.apply(4);
        System.out.println("array length=" + arr.length + " first=" + arr[0]);

        System.out.println("== Check<T> combinators ==");
        Check<String> nonEmpty = s -> !s.isEmpty();
        Check<String> shortWord = s -> s.length() <= 4;
        Check<String> startsUpper = s -> !s.isEmpty() && Character.isUpperCase(s.charAt(0));
        Check<String> shortAndUpper = shortWord.and(startsUpper);
        Check<String> longOrEmpty = shortWord.and(nonEmpty).negate();
        for (String w : List.of("Tom", "tom", "Thomas", "", "Ann")) {
            System.out.println("'" + w + "' shortUpper=" + shortAndUpper.test(w) + " longOrEmpty=" + longOrEmpty.test(w));
        }

        System.out.println("== unbound refs on records ==");
        Function<Book, String> getName = Book::name;
        ToIntFunction<Priced> getTotal = Priced::totalCents;
        List<Book> books = new ArrayList<>(List.of(new Book("B2", 500), new Book("A1", 900), new Book("C3", 100)));
        books.sort(Comparator.comparing(getName));
        List<String> out = new ArrayList<>();
        for (Book b : books) out.add(getName.apply(b) + "=" + getTotal.applyAsInt(b));
        System.out.println(String.join(", ", out));
    }
}
