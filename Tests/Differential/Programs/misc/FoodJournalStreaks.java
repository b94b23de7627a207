import java.util.*;
import java.util.stream.*;

public class FoodJournalStreaks {

    enum MealType {
        BREAKFAST(0.25), LUNCH(0.35), DINNER(0.30), SNACK(0.10);

        private final double share;
        MealType(double share) { this.share = share; }
        double getShare() { return share; }
    }

    static final class Meal {
        private final int day;
        private final MealType type;
        private final String name;
        private final int calories;
        private final double protein;
        private final double carbs;

        private Meal(Builder b) {
            this.day = b.day; this.type = b.type; this.name = b.name;
            this.calories = b.calories; this.protein = b.protein; this.carbs = b.carbs;
        }

        int getDay() { return day; }
        MealType getType() { return type; }
        String getName() { return name; }
        int getCalories() { return calories; }
        double getProtein() { return protein; }
        double getCarbs() { return carbs; }

        static Builder builder() { return new Builder(); }

        static final class Builder {
            private int day; private MealType type = MealType.SNACK; private String name = "?";
            private int calories; private double protein; private double carbs;
            Builder day(int d) { day = d; return this; }
            Builder type(MealType t) { type = t; return this; }
            Builder name(String n) { name = n; return this; }
            Builder calories(int c) { calories = c; return this; }
            Builder protein(double p) { protein = p; return this; }
            Builder carbs(double c) { carbs = c; return this; }
            Meal build() { return new Meal(this); }
        }

        @Override
        public String toString() { return "D" + day + ":" + type + ":" + name + "(" + calories + ")"; }
    }

    static final class Goal {
        final int maxCalories;
        final double minProtein;
        Goal(int maxCalories, double minProtein) { this.maxCalories = maxCalories; this.minProtein = minProtein; }
        boolean met(int cal, double protein) { return cal <= maxCalories && protein >= minProtein; }
    }

    static class Journal {
        private final List<Meal> meals = new ArrayList<>();
        void log(Meal m) { meals.add(m); }
        List<Meal> getMeals() { return meals; }

        Map<Integer, Integer> caloriesPerDay() {
            return meals.stream().collect(Collectors.groupingBy(Meal::getDay, TreeMap::new, Collectors.summingInt(Meal::getCalories)));
        }

        Map<Integer, Double> proteinPerDay() {
            return meals.stream().collect(Collectors.groupingBy(Meal::getDay, TreeMap::new, Collectors.summingDouble(Meal::getProtein)));
        }

        int longestStreak(Goal g) {
            Map<Integer, Integer> cal = caloriesPerDay();
            Map<Integer, Double> pro = proteinPerDay();
            int best = 0, cur = 0, prevDay = Integer.MIN_VALUE;
            for (int day : cal.keySet()) {
                boolean ok = g.met(cal.get(day), pro.get(day));
                if (ok && day == prevDay + 1) cur++;
                else if (ok) cur = 1;
                else cur = 0;
                best = Math.max(best, cur);
                prevDay = day;
            }
            return best;
        }
    }

    public static void main(String[] args) {
        Journal j = new Journal();
        String[] foods = {"Oats", "Salad", "Pasta", "Apple", "Eggs", "Wrap", "Steak", "Yogurt", "Toast", "Soup", "Curry", "Nuts"};
        MealType[] types = MealType.values();
        int seed = 17;
        for (int day = 1; day <= 7; day++) {
            if (day == 5) continue;
            for (int t = 0; t < types.length; t++) {
                seed = (seed * 31 + 11) % 1009;
                int cal = 150 + seed % 550;
                double protein = (seed % 37) + 0.5 * t;
                double carbs = Math.floor(cal / 9.0 * 10) / 10;
                j.log(Meal.builder().day(day).type(types[t]).name(foods[(seed + t) % foods.length])
                        .calories(cal).protein(protein).carbs(carbs).build());
            }
        }
        System.out.println("meals logged=" + j.getMeals().size());
        for (int i = 0; i < 6; i++) System.out.println("meal " + i + " " + j.getMeals().get(i) + " carbs=" + j.getMeals().get(i).getCarbs());

        Map<Integer, Integer> cal = j.caloriesPerDay();
        Map<Integer, Double> pro = j.proteinPerDay();
        for (Integer d : cal.keySet()) {
            System.out.println(String.format("day %d: %5d kcal, protein %6.1f g", d, cal.get(d), pro.get(d)));
        }

        Goal g = new Goal(1600, 60.0);
        for (Integer d : cal.keySet()) System.out.println("day " + d + " goal met=" + g.met(cal.get(d), pro.get(d)));
        System.out.println("longest streak=" + j.longestStreak(g));
        System.out.println("lenient streak=" + j.longestStreak(new Goal(2200, 30)));

        Map<MealType, Double> avgByType = j.getMeals().stream()
                .collect(Collectors.groupingBy(Meal::getType, () -> new EnumMap<>(MealType.class), Collectors.averagingDouble(Meal::getCalories)));
        avgByType.forEach((k, v) -> System.out.println("avg " + k + " = " + v + " target share=" + k.getShare()));

        Map<String, Long> counts = j.getMeals().stream()
                .collect(Collectors.groupingBy(Meal::getName, TreeMap::new, Collectors.counting()));
        System.out.println("food counts=" + counts);

        String heavy = j.getMeals().stream().filter(m -> m.getCalories() > 550)
                .sorted(Comparator.comparingInt(Meal::getCalories).reversed().thenComparing(Meal::getName))
                .map(Meal::getName).limit(5).collect(Collectors.joining(", ", "[", "]"));
        System.out.println("heaviest=" + heavy);

        Optional<Meal> leanest = j.getMeals().stream().min(Comparator.comparingDouble(Meal::getProtein).thenComparing(Meal::getDay));
        System.out.println("least protein=" + leanest.map(Meal::toString).orElse("none"));
        Optional<Meal> day5 = j.getMeals().stream().filter(m -> m.getDay() == 5).findFirst();
        System.out.println("day5 present=" + day5.isPresent() + " -> " + day5.map(Meal::getName).orElse("skipped"));

        int total = j.getMeals().stream().mapToInt(Meal::getCalories).sum();
        OptionalDouble avgCarb = j.getMeals().stream().mapToDouble(Meal::getCarbs).average();
        System.out.println("total kcal=" + total + " avgCarbs=" + String.format("%.4f", avgCarb.getAsDouble()));
        System.out.println("any > 650: " + j.getMeals().stream().anyMatch(m -> m.getCalories() > 650));
        System.out.println("all >= 150: " + j.getMeals().stream().allMatch(m -> m.getCalories() >= 150));
        System.out.println("none named Pizza: " + j.getMeals().stream().noneMatch(m -> m.getName().equals("Pizza")));
        int maxCal = j.getMeals().stream().map(Meal::getCalories).reduce(0, Math::max);
        System.out.println("max kcal by reduce=" + maxCal);

        List<Integer> weekly = IntStream.rangeClosed(1, 7).map(d -> cal.getOrDefault(d, 0)).boxed().collect(Collectors.toList());
        System.out.println("weekly=" + weekly);
        int[] arr = weekly.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(arr);
        System.out.println("sorted weekly=" + Arrays.toString(arr) + " median=" + arr[arr.length / 2]);
        long big = 0L;
        for (int v : arr) big = big * 31 + v;
        System.out.println("weekly signature=" + big + " mod=" + Math.floorMod(big, 97L));
        Map<Boolean, List<String>> part = j.getMeals().stream().filter(m -> m.getType() == MealType.DINNER)
                .collect(Collectors.partitioningBy(m -> m.getCalories() >= 400, Collectors.mapping(Meal::getName, Collectors.toList())));
        System.out.println("dinner big=" + part.get(true) + " small=" + part.get(false));
    }
}
