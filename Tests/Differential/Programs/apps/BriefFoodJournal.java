import java.util.*;

public class BriefFoodJournal {
    public static void main(String[] args) {
        FoodJournal journal = new FoodJournal(2000);
        journal.setListener((entry, total) ->
            System.out.println(String.format("  listener: day %d now %d kcal after %s", entry.getDay(), total, entry.getName())));
        journal.add(new MealEntry(1, MealType.BREAKFAST, "Oatmeal", 350, 12));
        journal.add(new MealEntry(1, MealType.LUNCH, "Chicken wrap", 620, 38));
        journal.add(new MealEntry(1, MealType.SNACK, "Apple", 95));
        journal.add(new MealEntry(1, MealType.DINNER, "Pasta", 840, 25));
        journal.add(new MealEntry(2, MealType.BREAKFAST, "Eggs", 210, 14));
        journal.add(new MealEntry(2, MealType.DINNER, "Salmon", 560, 40));
        journal.add(new MealEntry(2, MealType.SNACK, "Yogurt", 150, 9));
        String[] codes = {"B", "L", "Z"};
        for (String code : codes) {
            try {
                System.out.println("fromCode " + code + " -> " + MealType.fromCode(code));
            } catch (IllegalArgumentException e) {
                System.out.println("Error: " + e.getMessage());
            }
        }
        String[] badNames = {"Mystery", ""};
        int[] badCals = {-10, 100};
        for (int i = 0; i < badNames.length; i++) {
            try {
                journal.add(new MealEntry(3, MealType.LUNCH, badNames[i], badCals[i]));
            } catch (IllegalArgumentException e) {
                System.out.println("Rejected: " + e.getMessage());
            }
        }
        System.out.println("Sorted entries:");
        for (MealEntry e : journal.sortedEntries()) System.out.println("  " + e);
        for (int day = 1; day <= 3; day++) System.out.println(journal.summarize(day).render());
        Map<MealType, Integer> byType = journal.caloriesByType();
        for (Map.Entry<MealType, Integer> e : byType.entrySet())
            System.out.println(String.format("%-8s %5d", e.getKey().name(), e.getValue()));
        Optional<MealEntry> biggest = journal.sortedEntries().stream().max(Comparator.comparingInt(MealEntry::getCalories));
        System.out.println("Biggest: " + biggest.map(MealEntry::getName).orElse("none"));
        System.out.println("Contains apple copy: " + journal.sortedEntries().contains(new MealEntry(1, MealType.SNACK, "Apple", 95)));
    }
}

enum MealType {
    BREAKFAST("B", 1), LUNCH("L", 2), DINNER("D", 3), SNACK("S", 4);
    private final String code;
    private final int order;
    MealType(String code, int order) { this.code = code; this.order = order; }
    public int getOrder() { return order; }
    public static MealType fromCode(String code) {
        for (MealType t : values()) if (t.code.equals(code)) return t;
        throw new IllegalArgumentException("bad meal code " + code);
    }
}

interface OnEntryAddedListener {
    void onEntryAdded(MealEntry entry, int dayTotal);
}

class MealEntry {
    private final int day;
    private final MealType type;
    private final String name;
    private final int calories;
    private final int proteinGrams;
    public MealEntry(int day, MealType type, String name, int calories) { this(day, type, name, calories, 0); }
    public MealEntry(int day, MealType type, String name, int calories, int proteinGrams) {
        if (calories < 0) throw new IllegalArgumentException("calories must be >= 0 for " + name);
        if (name == null || name.isEmpty()) throw new IllegalArgumentException("name required");
        this.day = day; this.type = type; this.name = name; this.calories = calories; this.proteinGrams = proteinGrams;
    }
    public int getDay() { return day; }
    public MealType getType() { return type; }
    public String getName() { return name; }
    public int getCalories() { return calories; }
    public int getProteinGrams() { return proteinGrams; }
    @Override public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof MealEntry)) return false;
        MealEntry m = (MealEntry) o;
        return day == m.day && type == m.type && name.equals(m.name) && calories == m.calories;
    }
    @Override public int hashCode() { return Objects.hash(day, type, name, calories); }
    @Override public String toString() {
        return "Day" + day + " " + type + " " + name + " (" + calories + " kcal, " + proteinGrams + "g)";
    }
}

abstract class Report {
    public final String render() {
        return "== " + title() + " ==\n" + body() + footer();
    }
    protected abstract String title();
    protected abstract String body();
    protected String footer() { return "-- end --"; }
}

class DailySummary extends Report {
    private final int day;
    private final List<MealEntry> entries;
    private final int goal;
    DailySummary(int day, List<MealEntry> entries, int goal) { this.day = day; this.entries = entries; this.goal = goal; }
    @Override protected String title() { return "Day " + day; }
    @Override protected String body() {
        if (entries.isEmpty()) return "(no entries)\n";
        StringBuilder sb = new StringBuilder();
        for (MealEntry e : entries) sb.append(String.format("%-8s %5d", e.getType().name(), e.getCalories())).append("\n");
        return sb.toString();
    }
    @Override protected String footer() {
        int total = entries.stream().mapToInt(MealEntry::getCalories).sum();
        int protein = entries.stream().mapToInt(MealEntry::getProteinGrams).sum();
        String status = total > goal ? "OVER by " + (total - goal) : "under by " + (goal - total);
        return String.format("total %d kcal, %dg protein, %s, %.2f pct of goal", total, protein, status, total * 100.0 / goal);
    }
}

class FoodJournal {
    private final int dailyGoal;
    private final List<MealEntry> entries = new ArrayList<>();
    private final Map<Integer, Integer> totalsByDay = new TreeMap<>();
    private OnEntryAddedListener listener;
    FoodJournal(int dailyGoal) { this.dailyGoal = dailyGoal; }
    public void setListener(OnEntryAddedListener l) { this.listener = l; }
    public void add(MealEntry e) {
        entries.add(e);
        int total = totalsByDay.merge(e.getDay(), e.getCalories(), Integer::sum);
        if (listener != null) listener.onEntryAdded(e, total);
    }
    public List<MealEntry> sortedEntries() {
        List<MealEntry> copy = new ArrayList<>(entries);
        copy.sort(Comparator.comparingInt(MealEntry::getDay)
            .thenComparing(e -> e.getType().getOrder())
            .thenComparing(MealEntry::getName));
        return copy;
    }
    public DailySummary summarize(int day) {
        List<MealEntry> list = new ArrayList<>();
        for (MealEntry e : sortedEntries()) if (e.getDay() == day) list.add(e);
        return new DailySummary(day, list, dailyGoal);
    }
    public Map<MealType, Integer> caloriesByType() {
        Map<MealType, Integer> m = new TreeMap<>();
        for (MealEntry e : entries) m.merge(e.getType(), e.getCalories(), Integer::sum);
        return m;
    }
}
