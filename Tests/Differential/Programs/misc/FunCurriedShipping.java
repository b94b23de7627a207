import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

public class FunCurriedShipping {
    static String money(int cents) {
        return String.format("%.2f", cents / 100.0);
    }

    static <A, B, C> Function<A, Function<B, C>> curry(BiFunction<A, B, C> f) {
        return a -> b -> f.apply(a, b);
    }

    static <A, B, C> BiFunction<A, B, C> uncurry(Function<A, Function<B, C>> f) {
        return (a, b) -> f.apply(a).apply(b);
    }

    static int shippingCost(String zone, int grams, int express) {
        int base = zone.equals("local") ? 300 : zone.equals("national") ? 650 : 1500;
        int perKg = zone.equals("international") ? 900 : 250;
        int kg = (grams + 999) / 1000;
        return (base + perKg * kg) * (express == 1 ? 2 : 1);
    }

    public static void main(String[] args) {
        // curried lambdas returning lambdas
        Function<Integer, Function<Integer, Integer>> addCents = a -> b -> a + b;
        Function<Integer, Integer> plusHandling = addCents.apply(150);
        System.out.println("handling on 10.00: " + money(plusHandling.apply(1000)));

        Function<Integer, Function<Integer, Function<Integer, Integer>>> box = l -> w -> h -> l * w * h;
        Function<Integer, Function<Integer, Integer>> flatBox = box.apply(40);
        Function<Integer, Integer> square40 = flatBox.apply(40);
        for (int h : new int[] {5, 10, 20}) {
            System.out.println(String.format("box 40x40x%d volume=%d cm3", h, square40.apply(h)));
        }

        // TriFunction curried via default method, static method ref as source
        TriFunction<String, Integer, Integer, Integer> ship = FunCurriedShipping::shippingCost;
        Function<String, Function<Integer, Function<Integer, Integer>>> curriedShip = ship.curried();
        Map<String, Function<Integer, Integer>> standardByZone = new LinkedHashMap<>();
        for (String zone : new String[] {"local", "national", "international"}) {
            standardByZone.put(zone, grams -> curriedShip.apply(zone).apply(grams).apply(0));
        }
        int[] parcels = {250, 1000, 1001, 4800};
        for (Map.Entry<String, Function<Integer, Integer>> e : standardByZone.entrySet()) {
            StringBuilder row = new StringBuilder(String.format("%-8s", e.getKey()));
            for (int g : parcels) row.append(String.format("%5d", e.getValue().apply(g)));
            System.out.println(row.toString());
        }
        Function<Integer, Integer> expressNational = grams -> ship.apply("national", grams, 1);
        System.out.println("express national 2kg: " + money(expressNational.apply(2000)));

        // curry / uncurry round-trip on a BiFunction
        BiFunction<Integer, Integer, Integer> percentOf = (pct, cents) -> cents * pct / 100;
        Function<Integer, Function<Integer, Integer>> pctCurried = curry(percentOf);
        List<Function<Integer, Integer>> discounts = new ArrayList<>();
        for (int pct : new int[] {5, 10, 15}) discounts.add(pctCurried.apply(pct));
        int order = 4999;
        for (int i = 0; i < discounts.size(); i++) {
            System.out.println(String.format("discount option %d on %s = %s", i + 1, money(order), money(discounts.get(i).apply(order))));
        }
        BiFunction<Integer, Integer, Integer> back = uncurry(pctCurried);
        System.out.println("uncurried 20 pct of 80.00 = " + money(back.apply(20, 8000)));

        // threshold-based free shipping: lambda returning a lambda that captures config
        Function<Integer, Function<Function<Integer, Integer>, Function<Integer, Integer>>> freeAbove =
                threshold -> costFn -> subtotal -> subtotal >= threshold ? 0 : costFn.apply(subtotal);
        Function<Integer, Integer> flatRate = s -> 499;
        Function<Integer, Integer> policy = freeAbove.apply(5000).apply(flatRate);
        for (int subtotal : new int[] {1200, 4999, 5000, 12000}) {
            System.out.println(String.format("subtotal %s -> shipping %s", money(subtotal), money(policy.apply(subtotal))));
        }

        // IntUnaryOperator composition built from a curried factory
        Function<Integer, IntUnaryOperator> multiplier = k -> x -> x * k;
        IntUnaryOperator pipeline = multiplier.apply(3).andThen(x -> x + 1).compose(multiplier.apply(2));
        System.out.println("pipeline(5) = " + pipeline.applyAsInt(5));

        Supplier<Function<String, String>> greeterFactory = () -> name -> "Your parcel, " + name + ", has shipped";
        System.out.println(greeterFactory.get().apply("Sam"));
    }
}

@FunctionalInterface
interface TriFunction<A, B, C, R> {
    R apply(A a, B b, C c);

    default Function<A, Function<B, Function<C, R>>> curried() {
        return a -> b -> c -> apply(a, b, c);
    }
}
