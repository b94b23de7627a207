import java.util.*;
import java.util.function.*;
public class MethodReferences {
    static int twice(int x) { return 2 * x; }
    int offset = 5;
    int shift(int x) { return x + offset; }
    void run() {
        Function<Integer, Integer> f = this::shift;
        System.out.println(f.apply(1));
    }
    public static void main(String[] args) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : "a b a c".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts);
        List<String> names = new ArrayList<>(List.of("pear", "fig", "apple"));
        names.sort(String::compareTo);
        names.forEach(System.out::println);
        Function<Integer, Integer> t = MethodReferences::twice;
        Supplier<List<String>> mk = ArrayList::new;
        List<String> fresh = mk.get();
        fresh.add("x");
        List<Integer> nums = new ArrayList<>(List.of(3, 1, 2));
        nums.sort(Integer::compare);
        System.out.println(t.apply(4) + " " + fresh + " " + nums);
        new MethodReferences().run();
    }
}
