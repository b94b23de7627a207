import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class AppFoodJournalTotals {
    enum Nutrient {
        CALORIES("kcal", 2000), PROTEIN("g", 90), CARBS("g", 250), FAT("g", 70), SODIUM("mg", 2300);
        final String unit; final int dailyTarget;
        Nutrient(String unit, int dailyTarget) { this.unit = unit; this.dailyTarget = dailyTarget; }
        String label() { return name().charAt(0) + name().substring(1).toLowerCase(); }
    }

    enum MealType { BREAKFAST, LUNCH, DINNER, SNACK;
        String icon() {
            return switch (this) { case BREAKFAST -> "B"; case LUNCH -> "L"; case DINNER -> "D"; default -> "s"; };
        }
    }

    record Food(String name, int calories, int proteinG, int carbsG, int fatG, int sodiumMg) {
        int get(Nutrient n) {
            return switch (n) {
                case CALORIES -> calories; case PROTEIN -> proteinG; case CARBS -> carbsG;
                case FAT -> fatG; case SODIUM -> sodiumMg;
            };
        }
    }

    record Entry(int day, MealType meal, Food food, int servingsTimes4) {
        // servings stored in quarters to keep integer arithmetic exact
        int amount(Nutrient n) { return food.get(n) * servingsTimes4 / 4; }
        String servings() {
            int whole = servingsTimes4 / 4, quarter = servingsTimes4 % 4;
            return quarter == 0 ? String.valueOf(whole) : whole + " " + quarter + "/4";
        }
    }

    static class Totals {
        private final EnumMap<Nutrient, Integer> values = new EnumMap<>(Nutrient.class);
        Totals() { for (Nutrient n : Nutrient.values()) values.put(n, 0); }
        void add(Entry e) { for (Nutrient n : Nutrient.values()) values.merge(n, e.amount(n), Integer::sum); }
        int get(Nutrient n) { return values.get(n); }
        int percentOf(Nutrient n) { return get(n) * 100 / n.dailyTarget; }
        @Override public String toString() {
            StringBuilder sb = new StringBuilder("{");
            values.forEach((k, v) -> sb.append(sb.length() > 1 ? ", " : "").append(k.label()).append('=').append(v).append(k.unit));
            return sb.append('}').toString();
        }
    }

    static class Journal {
        private final List<Entry> entries = new ArrayList<>();
        private final Map<String, Food> catalog = new LinkedHashMap<>();

        void register(Food f) { catalog.put(f.name().toLowerCase(), f); }

        void log(int day, MealType meal, String foodName, int quarters) {
            Food f = Optional.ofNullable(catalog.get(foodName.toLowerCase()))
                .orElseThrow(() -> new NoSuchElementException("Unknown food: " + foodName));
            if (quarters <= 0) throw new IllegalArgumentException("servings must be positive: " + quarters);
            entries.add(new Entry(day, meal, f, quarters));
        }

        SortedMap<Integer, Totals> dailyTotals() {
            SortedMap<Integer, Totals> map = new TreeMap<>();
            for (Entry e : entries) map.computeIfAbsent(e.day(), d -> new Totals()).add(e);
            return map;
        }

        Map<MealType, Integer> caloriesByMeal(int day) {
            return entries.stream().filter(e -> e.day() == day).collect(Collectors.groupingBy(
                Entry::meal, () -> new EnumMap<>(MealType.class), Collectors.summingInt(e -> e.amount(Nutrient.CALORIES))));
        }

        List<Entry> entries() { return entries; }
    }

    public static void main(String[] args) {
        Journal j = new Journal();
        Stream.of(
            new Food("Oatmeal", 150, 5, 27, 3, 115), new Food("Banana", 105, 1, 27, 0, 1),
            new Food("Chicken Breast", 165, 31, 0, 4, 74), new Food("Brown Rice", 216, 5, 45, 2, 10),
            new Food("Salmon", 367, 40, 0, 22, 109), new Food("Greek Yogurt", 100, 17, 6, 1, 61),
            new Food("Pizza Slice", 285, 12, 36, 10, 640), new Food("Almonds", 164, 6, 6, 14, 0)
        ).forEach(j::register);

        Object[][] log = {
            {1, MealType.BREAKFAST, "oatmeal", 4}, {1, MealType.BREAKFAST, "Banana", 4},
            {1, MealType.LUNCH, "chicken breast", 6}, {1, MealType.LUNCH, "brown rice", 4},
            {1, MealType.DINNER, "salmon", 4}, {1, MealType.SNACK, "almonds", 2},
            {2, MealType.BREAKFAST, "greek yogurt", 4}, {2, MealType.LUNCH, "pizza slice", 12},
            {2, MealType.SNACK, "donut", 4}, {2, MealType.DINNER, "salmon", 0},
            {2, MealType.DINNER, "chicken breast", 8}, {3, MealType.BREAKFAST, "oatmeal", 5},
            {3, MealType.LUNCH, "brown rice", 3}, {3, MealType.SNACK, "Banana", 4},
        };
        for (Object[] row : log) {
            try {
                j.log((Integer) row[0], (MealType) row[1], (String) row[2], (Integer) row[3]);
            } catch (NoSuchElementException | IllegalArgumentException ex) {
                System.out.println("Skipped entry: " + ex.getMessage());
            }
        }
        System.out.println("Entries logged: " + j.entries().size());

        System.out.println("--- Day 1 detail ---");
        j.entries().stream().filter(e -> e.day() == 1)
            .forEach(e -> System.out.printf("%s %-15s x%-6s %5d kcal%n", e.meal().icon(), e.food().name(), e.servings(),
                e.amount(Nutrient.CALORIES)));

        SortedMap<Integer, Totals> totals = j.dailyTotals();
        System.out.println("--- Daily totals ---");
        totals.forEach((day, t) -> System.out.println("Day " + day + ": " + t));

        System.out.println("--- Percent of target ---");
        for (Map.Entry<Integer, Totals> e : totals.entrySet()) {
            String pct = Arrays.stream(Nutrient.values())
                .map(n -> n.label().substring(0, 3) + " " + e.getValue().percentOf(n) + "%")
                .collect(Collectors.joining(" | "));
            System.out.println("Day " + e.getKey() + ": " + pct);
        }

        System.out.println("Day 2 by meal: " + j.caloriesByMeal(2));

        BiFunction<Totals, Nutrient, String> flag = (t, n) -> {
            int p = t.percentOf(n);
            return p > 110 ? "OVER" : p < 50 ? "LOW" : "OK";
        };
        totals.forEach((day, t) -> System.out.println("Day " + day + " sodium " + flag.apply(t, Nutrient.SODIUM)
            + ", protein " + flag.apply(t, Nutrient.PROTEIN)));

        IntSummaryStatistics cal = totals.values().stream().mapToInt(t -> t.get(Nutrient.CALORIES)).summaryStatistics();
        System.out.println("Calories min=" + cal.getMin() + " max=" + cal.getMax() + " avg=" + (cal.getSum() / cal.getCount())
            + " remainder=" + (cal.getSum() % cal.getCount()));
        System.out.printf("Average calories (exact): %.2f%n", cal.getAverage());

        Map<String, Long> favorites = j.entries().stream()
            .collect(Collectors.groupingBy(e -> e.food().name(), TreeMap::new, Collectors.counting()));
        String top = favorites.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(3).map(en -> en.getKey() + "(" + en.getValue() + ")").collect(Collectors.joining(", "));
        System.out.println("Top foods: " + top);

        Optional<Entry> richest = j.entries().stream()
            .max(Comparator.comparingInt((Entry e) -> e.amount(Nutrient.PROTEIN)).thenComparing(e -> e.food().name()));
        richest.ifPresent(e -> System.out.println("Most protein in one entry: " + e.food().name() + " day " + e.day()
            + " = " + e.amount(Nutrient.PROTEIN) + "g"));
        int macroCals = totals.get(1).get(Nutrient.PROTEIN) * 4 + totals.get(1).get(Nutrient.CARBS) * 4 + totals.get(1).get(Nutrient.FAT) * 9;
        System.out.println("Day 1 macro-derived kcal: " + macroCals + " vs logged " + totals.get(1).get(Nutrient.CALORIES));
    }
}
