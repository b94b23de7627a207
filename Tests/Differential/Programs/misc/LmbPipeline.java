import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;

public class LmbPipeline {
    private final String name;
    private final Map<String, Function<String, String>> stages = new LinkedHashMap<>();
    private final Predicate<String> accept;
    private final ToIntFunction<String> scorer;
    private int processed = 0;
    private String separator = "_";

    LmbPipeline(String name, Predicate<String> accept, ToIntFunction<String> scorer) {
        this.name = name;
        this.accept = accept;
        this.scorer = scorer;
    }

    LmbPipeline stage(String label, Function<String, String> fn) {
        stages.put(label, fn);
        return this;
    }

    Function<String, String> compiled() {
        Function<String, String> all = Function.identity();
        for (Function<String, String> f : stages.values()) {
            all = all.andThen(f);
        }
        return all.andThen(s -> {
            processed++;
            return s;
        });
    }

    Function<String, String> slugStage() {
        // captures the field through `this`; changing separator later is visible
        return s -> s.replace(" ", separator);
    }

    List<String> run(List<String> inputs) {
        Function<String, String> fn = compiled();
        List<String> out = new ArrayList<>();
        for (String in : inputs) {
            if (!accept.test(in)) {
                System.out.println("  [" + name + "] rejected '" + in + "'");
                continue;
            }
            String r = fn.apply(in);
            System.out.println(String.format("  [%s] %-8s => %-8s score=%d", name, "'" + in + "'", r, scorer.applyAsInt(r)));
            out.add(r);
        }
        return out;
    }

    public static void main(String[] args) {
        UnaryOperator<String> trim = String::trim;
        UnaryOperator<String> lower = s -> s.toLowerCase();
        Function<String, String> collapse = s -> s.replaceAll("\\s+", " ");
        Function<String, String> stripPunct = s -> s.replaceAll("[^a-z0-9 ]", "");

        LmbPipeline slug = new LmbPipeline("slug", s -> s != null && !s.isBlank(), String::length);
        slug.stage("trim", trim).stage("lower", lower).stage("collapse", collapse)
                .stage("punct", stripPunct).stage("slug", slug.slugStage());
        System.out.println("stages = " + slug.stages.keySet());

        List<String> titles = new ArrayList<>();
        titles.add("  Hello   World!  ");
        titles.add("Kotlin vs. Java");
        titles.add("   ");
        titles.add("Top 10 Android Tips");
        List<String> slugs = slug.run(titles);
        System.out.println("slugs = " + slugs + ", processed=" + slug.processed);

        slug.separator = "-";
        List<String> again = slug.run(List.of("Release Notes v2", "Bug  Fix"));
        System.out.println("after separator change = " + again + ", processed=" + slug.processed);

        int vowelBonus = 3;
        ToIntFunction<String> vowelScore = s -> {
            int n = 0;
            for (char c : s.toCharArray()) {
                if ("aeiou".indexOf(c) >= 0) {
                    n += vowelBonus;
                }
            }
            return n;
        };
        LmbPipeline tags = new LmbPipeline("tags", s -> s.startsWith("#"), vowelScore);
        tags.stage("drop-hash", s -> s.substring(1)).stage("lower", lower)
                .stage("cap", s -> s.length() > 6 ? s.substring(0, 6) : s);
        List<String> tagOut = tags.run(List.of("#Android", "#UI", "plain", "#Compose", "#io"));
        System.out.println("tags = " + tagOut);

        Function<Integer, Integer> plus3 = x -> x + 3;
        Function<Integer, Integer> times2 = x -> x * 2;
        System.out.println("plus3.andThen(times2)(5) = " + plus3.andThen(times2).apply(5));
        System.out.println("plus3.compose(times2)(5) = " + plus3.compose(times2).apply(5));
        Function<Integer, Integer> id = Function.identity();
        System.out.println("identity.andThen(plus3)(1) = " + id.andThen(plus3).apply(1));
        UnaryOperator<Integer> uid = UnaryOperator.identity();
        System.out.println("UnaryOperator.identity(9) = " + uid.apply(9));

        BinaryOperator<String> longer = BinaryOperator.maxBy((a, b) -> Integer.compare(a.length(), b.length()));
        BinaryOperator<String> shorter = BinaryOperator.minBy((a, b) -> Integer.compare(a.length(), b.length()));
        BinaryOperator<String> joiner = (a, b) -> a + "+" + b;
        String best = null;
        String worst = null;
        String joined = null;
        for (String s : slugs) {
            best = best == null ? s : longer.apply(best, s);
            worst = worst == null ? s : shorter.apply(worst, s);
            joined = joined == null ? s : joiner.apply(joined, s);
        }
        System.out.println("longest = " + best + ", shortest = " + worst);
        System.out.println("joined = " + joined);
        Function<String, Integer> joinedLen = joiner.andThen(String::length).apply("ab", "cde") > 5
                ? String::length : s -> -1;
        System.out.println("joinedLen(xyz) = " + joinedLen.apply("xyz"));
    }
}
