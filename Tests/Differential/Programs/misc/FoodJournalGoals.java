import java.util.*;
import java.util.stream.*;

public class FoodJournalGoals {
    enum FoodGroup { GRAINS, WHOLE_GRAINS, VEGETABLES, FRUITS, DAIRY, PROTEIN, JUNK }
    enum MealType { MEAL, SNACK }

    static final class NutritionFacts {
        final int calories; final double fatGrams;
        NutritionFacts(int calories, double fatGrams) { this.calories = calories; this.fatGrams = fatGrams; }
    }

    static class FoodItem {
        private static int nextId = 1;
        final int id;
        final String name;
        final EnumSet<FoodGroup> groups;
        NutritionFacts facts;
        FoodItem(String name, FoodGroup first, FoodGroup... rest) {
            this.id = nextId++;
            this.name = name;
            this.groups = EnumSet.of(first, rest);
        }
        FoodItem withFacts(int cal, double fat) { facts = new NutritionFacts(cal, fat); return this; }
        int calories() { return facts == null ? 0 : facts.calories; }
    }

    static class Entry {
        final FoodItem food; final int day; final MealType type;
        Entry(FoodItem food, int day, MealType type) { this.food = food; this.day = day; this.type = type; }
    }

    static class DailyGoal {
        private final Map<FoodGroup, Integer> required = new EnumMap<>(FoodGroup.class);
        DailyGoal() {
            int[] servings = {3, 3, 3, 2, 3, 3};
            FoodGroup[] groups = FoodGroup.values();
            for (int i = 0; i < servings.length; i++) required.put(groups[i], servings[i]);
        }
        double percent(List<Entry> entries) {
            Map<FoodGroup, Integer> counts = new EnumMap<>(FoodGroup.class);
            for (Entry e : entries) for (FoodGroup g : e.food.groups) counts.merge(g, 1, Integer::sum);
            int got = 0, need = 0;
            for (Map.Entry<FoodGroup, Integer> r : required.entrySet()) {
                got += Math.min(counts.getOrDefault(r.getKey(), 0), r.getValue());
                need += r.getValue();
            }
            return need == 0 ? 0 : 100.0 * got / need;
        }
    }

    public static void main(String[] args) {
        FoodItem oats = new FoodItem("oats", FoodGroup.WHOLE_GRAINS, FoodGroup.GRAINS).withFacts(150, 2.5);
        FoodItem apple = new FoodItem("apple", FoodGroup.FRUITS).withFacts(95, 0.3);
        FoodItem yogurt = new FoodItem("yogurt", FoodGroup.DAIRY, FoodGroup.PROTEIN).withFacts(120, 3.25);
        FoodItem chips = new FoodItem("chips", FoodGroup.JUNK);
        FoodItem salad = new FoodItem("salad", FoodGroup.VEGETABLES, FoodGroup.PROTEIN, FoodGroup.DAIRY).withFacts(310, 18.0);
        List<Entry> entries = new ArrayList<>();
        entries.add(new Entry(oats, 1, MealType.MEAL));
        entries.add(new Entry(apple, 1, MealType.SNACK));
        entries.add(new Entry(chips, 1, MealType.SNACK));
        entries.add(new Entry(salad, 2, MealType.MEAL));
        entries.add(new Entry(yogurt, 2, MealType.SNACK));
        entries.add(new Entry(apple, 2, MealType.SNACK));
        entries.add(new Entry(oats, 3, MealType.MEAL));
        DailyGoal goal = new DailyGoal();
        Map<Integer, List<Entry>> byDay = entries.stream().collect(Collectors.groupingBy(e -> e.day, TreeMap::new, Collectors.toList()));
        for (Map.Entry<Integer, List<Entry>> day : byDay.entrySet()) {
            List<Entry> list = day.getValue();
            int cal = list.stream().mapToInt(e -> e.food.calories()).sum();
            String names = list.stream().map(e -> e.food.name + (e.type == MealType.SNACK ? "*" : "")).collect(Collectors.joining(","));
            System.out.printf("day %d: %-24s %4d kcal %5.1f%%%n", day.getKey(), names, cal, goal.percent(list));
        }
        EnumMap<MealType, Long> perType = entries.stream().collect(Collectors.groupingBy(e -> e.type, () -> new EnumMap<>(MealType.class), Collectors.counting()));
        System.out.println(perType);
        Set<FoodGroup> eaten = EnumSet.noneOf(FoodGroup.class);
        entries.forEach(e -> eaten.addAll(e.food.groups));
        System.out.println(EnumSet.complementOf(EnumSet.copyOf(eaten)) + " " + eaten.contains(FoodGroup.JUNK) + " " + oats.groups);
        Optional<FoodItem> fattiest = entries.stream().map(e -> e.food).filter(f -> f.facts != null).max(Comparator.comparingDouble(f -> f.facts.fatGrams));
        System.out.println(fattiest.map(f -> f.name + " " + f.facts.fatGrams).orElse("-") + " ids " + oats.id + "," + salad.id);
        double avg = entries.stream().mapToInt(e -> e.food.calories()).average().orElse(0);
        System.out.println(String.format("avg %.3f, max day %d", avg, byDay.keySet().stream().max(Integer::compare).get()));
        List<String> sortedNames = entries.stream().map(e -> e.food.name).distinct().sorted(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder())).collect(Collectors.toList());
        System.out.println(sortedNames + " " + FoodGroup.valueOf("DAIRY").compareTo(FoodGroup.FRUITS) + " " + MealType.values().length);
    }
}
