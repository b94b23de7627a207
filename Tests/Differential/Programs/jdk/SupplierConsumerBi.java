import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

public class SupplierConsumerBi {
    static int counter = 0;

    public static void main(String[] args) {
        Supplier<List<String>> listFactory = ArrayList::new;
        List<String> a = listFactory.get();
        List<String> b = listFactory.get();
        a.add("x");
        System.out.println("supplier gives fresh objects: a=" + a + " b=" + b + " same=" + (a == b));
        IntSupplier next = () -> ++counter;
        System.out.println("IntSupplier calls=" + next.getAsInt() + "," + next.getAsInt() + "," + next.getAsInt());
        Supplier<String> lazy = () -> {
            System.out.println("  (lazy supplier evaluated)");
            return "expensive";
        };
        System.out.println("before get");
        System.out.println("got " + lazy.get());
        StringBuilder log = new StringBuilder();
        Consumer<String> logIt = s -> log.append("[").append(s).append("]");
        Consumer<String> upper = s -> log.append(s.toUpperCase());
        logIt.andThen(upper).accept("hi");
        System.out.println("consumer andThen log=" + log);
        List<String> fruits = List.of("apple", "banana", "cherry");
        fruits.forEach(f -> System.out.println("forEach consumer: " + f));
        fruits.forEach(System.out::println);
        Map<String, Integer> prices = new TreeMap<>(Map.of("tea", 3, "coffee", 4, "juice", 5));
        BiConsumer<String, Integer> printer = (k, v) -> System.out.println("  " + k + " costs " + v);
        prices.forEach(printer);
        BiConsumer<String, Integer> both = printer.andThen((k, v) -> System.out.println("  ...and " + k + " doubled is " + v * 2));
        both.accept("water", 1);
        Map<String, Integer> totals = new HashMap<>();
        BiConsumer<String, Integer> accumulate = (k, v) -> totals.merge(k, v, Integer::sum);
        accumulate.accept("x", 1);
        accumulate.accept("x", 5);
        accumulate.accept("y", 2);
        System.out.println("totals=" + totals);
        ToIntFunction<String> len = String::length;
        System.out.println("ToIntFunction=" + len.applyAsInt("hello"));
        Supplier<Supplier<String>> nested = () -> () -> "inner";
        System.out.println("nested supplier=" + nested.get().get());
        Runnable r = () -> System.out.println("runnable ran, counter=" + counter);
        r.run();
        List<Runnable> tasks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int id = i;
            tasks.add(() -> System.out.println("task " + id));
        }
        tasks.forEach(Runnable::run);
    }
}
