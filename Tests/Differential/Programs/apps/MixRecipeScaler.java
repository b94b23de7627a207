import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class MixRecipeScaler {
    static final int GRAMS = 1;
    static final int MILLIS = 2;
    static final int PIECES = 3;

    static class UnitException extends Exception {
        UnitException(String m) { super(m); }
    }

    static class Ingredient {
        final String name; int amount; final int unit;
        Ingredient(String name, int amount, int unit) { this.name = name; this.amount = amount; this.unit = unit; }
        public String toString() { return name + " " + amount + unitSuffix(unit); }
    }

    static String unitSuffix(int unit) {
        return switch (unit) {
            case GRAMS -> "g";
            case MILLIS -> "ml";
            case PIECES -> "pc";
            default -> "?";
        };
    }

    static class Scaled<T> {
        final T base; final int factor;
        Scaled(T base, int factor) { this.base = base; this.factor = factor; }
        static <T> Scaled<T> twice(T base) { return new Scaled<>(base, 2); }
        <T> Scaled<T> rebase(T other) { return new Scaled<>(other, factor); }
        public String toString() { return base + "*" + factor; }
    }

    static class Converter<K, V> {
        private final Map<K, V> cache;
        private final Function<K, V> compute;
        private int misses;
        Converter(Supplier<Map<K, V>> mapMaker, Function<K, V> compute) { this.cache = mapMaker.get(); this.compute = compute; }
        V get(K k) {
            if (!cache.containsKey(k)) { misses += 1; cache.put(k, compute.apply(k)); }
            return cache.get(k);
        }
    }

    static int toBase(Ingredient ing) throws UnitException {
        if (ing.amount < 0) throw new UnitException("negative " + ing.name);
        return switch (ing.unit) {
            case GRAMS, MILLIS -> ing.amount;
            case PIECES -> {
                if (ing.name.equals("egg")) yield ing.amount * 50;
                yield ing.amount * 10;
            }
            default -> throw new UnitException("unit " + ing.unit + " for " + ing.name);
        };
    }

    static String scaleLine(Ingredient ing, int num, int den) throws UnitException {
        int scaled = toBase(ing) * num / den;
        return String.format("%-8s%5d", ing.name, scaled);
    }

    static <T> Map<String, List<T>> groupBy(List<T> items, Function<T, String> key, Supplier<List<T>> listMaker) {
        Map<String, List<T>> out = new TreeMap<>();
        for (T t : items) out.computeIfAbsent(key.apply(t), k -> listMaker.get()).add(t);
        return out;
    }

    public static void main(String[] args) {
        List<Ingredient> pancakes = new ArrayList<>(List.of(
            new Ingredient("flour", 200, GRAMS), new Ingredient("milk", 300, MILLIS),
            new Ingredient("egg", 2, PIECES), new Ingredient("sugar", 25, GRAMS),
            new Ingredient("salt", 3, 9), new Ingredient("butter", -10, GRAMS)));

        int[][] ratios = {{3, 2}, {1, 2}};
        for (int[] r : ratios) {
            System.out.println("scale " + r[0] + "/" + r[1]);
            for (Ingredient ing : pancakes) {
                try {
                    System.out.println("  " + scaleLine(ing, r[0], r[1]));
                } catch (UnitException e) {
                    System.out.println("  skipped: " + e.getMessage());
                }
            }
        }

        Converter<Integer, String> sfx = new Converter<>(HashMap::new, MixRecipeScaler::unitSuffix);
        StringBuilder units = new StringBuilder();
        for (Ingredient ing : pancakes) units.append(sfx.get(ing.unit)).append(' ');
        System.out.println("units: " + units.toString().trim() + " misses=" + sfx.misses);

        Map<String, List<Ingredient>> grouped = groupBy(pancakes, i -> unitSuffix(i.unit), ArrayList::new);
        grouped.forEach((k, v) -> System.out.println(k + " -> " + v));

        Scaled<Ingredient> s1 = Scaled.twice(pancakes.get(0));
        Scaled<String> s2 = s1.rebase("syrup");
        Scaled<Integer> s3 = s1.<Integer>rebase(42);
        System.out.println(s1 + " ; " + s2 + " ; " + s3);

        for (Ingredient ing : pancakes) {
            if (ing.unit == GRAMS) ing.amount += 5;
            else if (ing.unit == PIECES) ing.amount *= 3;
        }
        pancakes.get(1).amount -= 50;
        System.out.println("adjusted: " + pancakes);

        Comparator<Ingredient> byAmt = Comparator.comparingInt(i -> i.amount);
        List<Ingredient> sorted = pancakes.stream().sorted(byAmt.reversed().thenComparing(i -> i.name)).collect(Collectors.toList());
        System.out.println("sorted: " + sorted);

        boolean metric = pancakes.size() > 2;
        Function<Ingredient, String> label = metric ? Ingredient::toString : i -> i.name;
        System.out.println(pancakes.stream().limit(3).map(label).collect(Collectors.joining("; ")));

        List<String> allergens = pancakes.stream().anyMatch(i -> i.name.equals("nuts")) ? List.of("nuts") : Collections.emptyList();
        System.out.println("allergens=" + allergens + " empty=" + allergens.isEmpty());

        Object[] pantry = {pancakes.get(2), "water", 12, pancakes.get(4)};
        Predicate<Object> usable = o -> {
            if (o instanceof Ingredient ing && ing.unit != 9) {
                return ing.amount > 0;
            }
            return o instanceof String s && !s.isBlank();
        };
        for (Object o : pantry) System.out.println("usable(" + o + ")=" + usable.test(o));

        int oven = 180;
        String step;
        switch (oven / 60) {
            case 4:
                step = "very hot";
                break;
            case 3:
            case 2:
                step = "bake";
                break;
            default:
                step = "warm";
        }
        oven *= 2;
        System.out.println("step=" + step + " oven=" + oven);

        final String title = "pancakes";
        char[] letters = title.toCharArray();
        letters[0] -= 32;
        letters[letters.length - 1] += 1;
        System.out.println(String.valueOf(letters) + " len=" + title.length() + " vowels=" + title.chars().filter(c -> "aeiou".indexOf(c) >= 0).count());

        StringBuffer card = new StringBuffer();
        card.append(title.toUpperCase()).reverse().append('!');
        System.out.println(card + " " + String.join("+", "a", "b", "c"));

        try {
            int portions = 0;
            System.out.println(pancakes.size() / portions);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        System.out.printf("per portion %.2f g%n", 245 / 4.0);
    }
}
