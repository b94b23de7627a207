import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

public class ClosuresAndCapture {
    private int instanceCounter = 0;

    Runnable incrementer() {
        return () -> instanceCounter++;
    }

    static IntUnaryOperator adder(int n) {
        return x -> x + n;
    }

    static IntSupplier makeCounter() {
        int[] state = {0};
        return () -> ++state[0];
    }

    static Supplier<Integer> memoize(Supplier<Integer> expensive) {
        Map<String, Integer> cache = new HashMap<>();
        return () -> {
            if (!cache.containsKey("v")) {
                System.out.println("  computing...");
                cache.put("v", expensive.get());
            }
            return cache.get("v");
        };
    }

    public static void main(String[] args) {
        IntUnaryOperator add5 = adder(5);
        IntUnaryOperator add10 = adder(10);
        System.out.println(add5.applyAsInt(1) + " " + add10.applyAsInt(1) + " " + add5.andThen(add10).applyAsInt(0));
        IntSupplier c1 = makeCounter();
        IntSupplier c2 = makeCounter();
        System.out.println(c1.getAsInt() + " " + c1.getAsInt() + " " + c2.getAsInt() + " " + c1.getAsInt());
        ClosuresAndCapture obj = new ClosuresAndCapture();
        Runnable inc = obj.incrementer();
        inc.run();
        inc.run();
        inc.run();
        System.out.println("instance counter " + obj.instanceCounter);
        Supplier<Integer> memo = memoize(() -> 6 * 7);
        System.out.println(memo.get() + " " + memo.get());
        List<Supplier<String>> suppliers = new ArrayList<>();
        StringBuilder shared = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            int copy = i;
            suppliers.add(() -> {
                shared.append(copy);
                return "s" + copy + " shared=" + shared;
            });
        }
        for (Supplier<String> s : suppliers) {
            System.out.println(s.get());
        }
        List<String> names = new ArrayList<>(List.of("x"));
        Runnable addName = () -> names.add("added" + names.size());
        addName.run();
        addName.run();
        System.out.println(names);
    }
}
