import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class NutritionLog {
    enum Meal { BREAKFAST, LUNCH, DINNER, SNACK;
        static Meal parse(String s) {
            try { return valueOf(s.trim().toUpperCase(Locale.ROOT)); }
            catch (IllegalArgumentException e) { return SNACK; }
        }
    }

    static final class Entry implements Comparable<Entry> {
        final Meal meal; final String food; final int calories; final double protein;
        Entry(Meal meal, String food, int calories, double protein) { this.meal = meal; this.food = food; this.calories = calories; this.protein = protein; }
        @Override public int compareTo(Entry o) {
            int c = meal.compareTo(o.meal);
            return c != 0 ? c : food.compareTo(o.food);
        }
        @Override public String toString() { return String.format("%-9s %-12s %5d kcal %6.1fg", meal, food, calories, protein); }
    }

    private static final Pattern LINE = Pattern.compile("^(\\w+)\\s*,\\s*([^,]+?)\\s*,\\s*(\\d+)(?:\\s*,\\s*(\\d+(?:\\.\\d+)?))?$");

    static List<Entry> parse(String csv, List<String> errors) {
        List<Entry> out = new ArrayList<>();
        String[] lines = csv.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            Matcher m = LINE.matcher(line);
            if (!m.matches()) { errors.add("line " + (i + 1) + ": " + line); continue; }
            double protein = m.group(4) == null ? 0 : Double.parseDouble(m.group(4));
            out.add(new Entry(Meal.parse(m.group(1)), m.group(2), Integer.parseInt(m.group(3)), protein));
        }
        return out;
    }

    public static void main(String[] args) {
        String csv = "# day 1\nbreakfast, Oat meal , 320, 11.5\nlunch,Chicken wrap,610,38\n\ndinner , Lentil soup, 450 , 24.25\nsnack,apple,95\nbrunch, Waffles, 500\nbroken line here\nlunch, Salad, abc";
        List<String> errors = new ArrayList<>();
        List<Entry> entries = parse(csv, errors);
        Collections.sort(entries);
        entries.forEach(System.out::println);
        System.out.println("errors: " + errors);

        EnumMap<Meal, Integer> byMeal = new EnumMap<>(Meal.class);
        for (Entry e : entries) byMeal.merge(e.meal, e.calories, Integer::sum);
        for (Map.Entry<Meal, Integer> e : byMeal.entrySet()) System.out.printf("%s=%d ", e.getKey().name().charAt(0), e.getValue());
        System.out.println();

        IntSummaryStatistics stats = entries.stream().mapToInt(e -> e.calories).summaryStatistics();
        System.out.println(stats.getMin() + " " + stats.getMax() + " " + stats.getAverage() + " " + stats.getSum() + " " + stats.getCount());
        double protein = entries.stream().mapToDouble(e -> e.protein).sum();
        System.out.println(String.format("protein %.2f avg %.3f", protein, protein / entries.size()));

        String foods = entries.stream().map(e -> e.food.toLowerCase()).collect(Collectors.joining(";"));
        System.out.println(foods.replaceAll("([aeiou])\\1?", "<$1>") + " | " + foods.replace(';', '/'));
        System.out.println(Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString("k=v=w".split("=", 2)));

        char[] letters = "nutrition".toCharArray();
        Arrays.sort(letters);
        System.out.println(new String(letters) + " " + Arrays.binarySearch(letters, 't') + " " + String.valueOf(letters, 2, 3));
        StringBuilder sb = new StringBuilder("calories");
        sb.setCharAt(0, 'C');
        sb.deleteCharAt(sb.length() - 1).insert(4, "-").replace(0, 1, "K");
        System.out.println(sb + " " + sb.charAt(4) + " " + sb.lastIndexOf("o"));
        StringBuilder chained = new StringBuilder().append(new char[] {'a', 'b', 'c'}, 1, 2).append("|").append("xyz", 0, 2).appendCodePoint(0x1F600).reverse();
        System.out.println(chained.length() + " " + chained.deleteCharAt(0).deleteCharAt(0).append('!'));

        int[][] grid = new int[3][4];
        for (int r = 0; r < grid.length; r++) Arrays.fill(grid[r], r * 10);
        grid[1][2] = -1;
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.stream(grid[2]).sum());
        Entry[] arr = entries.toArray(new Entry[0]);
        Arrays.sort(arr, Comparator.comparingDouble((Entry e) -> e.protein).reversed());
        System.out.println(arr[0].food + " " + arr[arr.length - 1].food + " " + arr.length);

        Map<Boolean, List<String>> split = entries.stream().collect(Collectors.partitioningBy(e -> e.calories > 400, Collectors.mapping(e -> e.food, Collectors.toList())));
        System.out.println(split);
        Matcher nums = Pattern.compile("\\d+").matcher("a1b22c333");
        List<Integer> found = new ArrayList<>();
        while (nums.find()) found.add(Integer.parseInt(nums.group()) * 2);
        System.out.println(found + " " + "Hello World".chars().filter(Character::isUpperCase).count() + " " + "x".repeat(3) + " " + "  pad ".trim().isBlank());
    }
}
