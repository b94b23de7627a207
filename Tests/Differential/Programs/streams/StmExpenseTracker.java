import java.util.*;
import java.util.stream.*;

public class StmExpenseTracker {
    public static void main(String[] args) {
        List<Expense> expenses = List.of(
            new Expense(1, Category.FOOD, "Groceries", 5420, "card"),
            new Expense(2, Category.TRANSPORT, "Bus pass", 3000, "card"),
            new Expense(3, Category.FOOD, "Lunch", 1250, "cash"),
            new Expense(4, Category.ENTERTAINMENT, "Cinema", 1800, "card"),
            new Expense(5, Category.UTILITIES, "Electricity", 7640, "bank"),
            new Expense(6, Category.FOOD, "Coffee", 380, "cash"),
            new Expense(7, Category.TRANSPORT, "Taxi", 2290, "card"),
            new Expense(8, Category.HEALTH, "Pharmacy", 1575, "card"),
            new Expense(9, Category.ENTERTAINMENT, "Concert", 6500, "card"),
            new Expense(10, Category.FOOD, "Dinner out", 4310, "card"),
            new Expense(11, Category.UTILITIES, "Internet", 3990, "bank"),
            new Expense(12, Category.FOOD, "Snacks", 645, "cash")
        );
        Map<Category, Integer> budget = new EnumMap<>(Category.class);
        budget.put(Category.FOOD, 10000);
        budget.put(Category.TRANSPORT, 6000);
        budget.put(Category.ENTERTAINMENT, 5000);
        budget.put(Category.UTILITIES, 12000);
        budget.put(Category.HEALTH, 3000);

        int total = expenses.stream().mapToInt(Expense::cents).sum();
        System.out.println(String.format("Total spent: %s across %d expenses", money(total), expenses.size()));

        Map<Category, Integer> byCategory = expenses.stream()
            .collect(Collectors.groupingBy(Expense::category, TreeMap::new, Collectors.summingInt(Expense::cents)));
        System.out.println("Spending by category:");
        byCategory.forEach((cat, cents) -> {
            int limit = budget.get(cat);
            String flag = cents > limit ? "OVER" : "ok";
            System.out.println(String.format("  %-8s %s / %s %s", cat, money(cents), money(limit), flag));
        });

        List<Category> overBudget = byCategory.entrySet().stream()
            .filter(e -> e.getValue() > budget.get(e.getKey()))
            .map(Map.Entry::getKey)
            .toList();
        System.out.println("Over budget: " + overBudget);

        Map<String, Long> countByMethod = expenses.stream()
            .collect(Collectors.groupingBy(Expense::method, TreeMap::new, Collectors.counting()));
        System.out.println("Payments by method: " + countByMethod);

        Map<Category, Double> avgByCategory = expenses.stream()
            .collect(Collectors.groupingBy(Expense::category, TreeMap::new, Collectors.averagingInt(Expense::cents)));
        avgByCategory.forEach((c, a) -> System.out.println(String.format("  avg %-8s %.2f", c, a / 100.0)));

        Map<String, Integer> ranked = expenses.stream()
            .sorted(Comparator.comparing(Expense::cents).reversed())
            .limit(5)
            .collect(Collectors.toMap(Expense::label, Expense::cents, (a, b) -> a, LinkedHashMap::new));
        System.out.println("Top 5 expenses: " + ranked);

        Map<Boolean, Integer> cashVsOther = expenses.stream()
            .collect(Collectors.partitioningBy(e -> e.method().equals("cash"), Collectors.summingInt(Expense::cents)));
        System.out.println("Cash total: " + money(cashVsOther.get(true)) + ", non-cash: " + money(cashVsOther.get(false)));

        List<Integer> foodAmounts = expenses.stream()
            .filter(e -> e.category() == Category.FOOD)
            .map(Expense::cents)
            .sorted()
            .collect(Collectors.toList());
        System.out.println("Food amounts ascending: " + foodAmounts);

        int runningMax = expenses.stream().map(Expense::cents).reduce(0, Math::max);
        Optional<Integer> smallest = expenses.stream().map(Expense::cents).reduce(Math::min);
        System.out.println("Largest: " + money(runningMax) + ", smallest: " + money(smallest.orElse(0)));

        Map<Category, String> labelsByCategory = expenses.stream()
            .collect(Collectors.groupingBy(Expense::category, TreeMap::new,
                Collectors.mapping(Expense::label, Collectors.joining("; "))));
        labelsByCategory.forEach((c, l) -> System.out.println(String.format("  %-8s %s", c, l)));

        List<Integer> roundedUp = expenses.stream()
            .mapToInt(Expense::cents)
            .map(c -> (c + 99) / 100)
            .boxed()
            .collect(Collectors.toList());
        System.out.println("Rounded up to whole units: " + roundedUp);
        System.out.println("Round-up savings jar: " + money(roundedUp.stream().mapToInt(Integer::intValue).sum() * 100 - total));

        System.out.println("Any single expense over 70.00? " + expenses.stream().anyMatch(e -> e.cents() > 7000));
        System.out.println("Every category budgeted? " + expenses.stream().allMatch(e -> budget.containsKey(e.category())));
        long smallCount = expenses.stream().filter(e -> e.cents() < 1000).count();
        System.out.println("Small purchases (< 10.00): " + smallCount);
    }

    static String money(int cents) {
        return String.format("%d.%s", cents / 100, cents % 100 < 10 ? "0" + cents % 100 : String.valueOf(cents % 100));
    }
}

enum Category { FOOD, TRANSPORT, ENTERTAINMENT, UTILITIES, HEALTH }

record Expense(int id, Category category, String label, int cents, String method) {}
