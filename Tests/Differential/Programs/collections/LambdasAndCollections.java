import java.util.*;
import java.util.function.*;
public class LambdasAndCollections {
    int base = 10;
    int addBase(List<Integer> xs) { int[] total = {0}; xs.forEach(x -> total[0] += x + base); return total[0]; }
    public static void main(String[] args) {
        List<String> names = new ArrayList<>(List.of("pear", "fig", "apple", "kiwi"));
        names.sort((a, b) -> a.length() - b.length());
        System.out.println(names);
        Collections.sort(names, Comparator.reverseOrder());
        System.out.println(names);
        Function<Integer, Integer> twice = x -> x * 2;
        Supplier<String> hello = () -> "hi";
        System.out.println(twice.apply(21) + " " + hello.get());
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : "a b a c b a".split(" ")) counts.merge(w, 1, (x, y) -> x + y);
        Map<String, List<Integer>> idx = new HashMap<>();
        for (int i = 0; i < 5; i++) idx.computeIfAbsent(i % 2 == 0 ? "even" : "odd", k -> new ArrayList<>()).add(i);
        System.out.println(idx + " " + counts);
        names.removeIf(n -> n.startsWith("k"));
        System.out.println(names + " " + new LambdasAndCollections().addBase(List.of(1, 2)));
        Runnable r = () -> { System.out.println("run"); };
        r.run();
    }
}
