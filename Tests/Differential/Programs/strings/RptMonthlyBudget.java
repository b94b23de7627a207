import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class RptMonthlyBudget {
    static String padRight(String s, int w) {
        return s.length() >= w ? s : s + " ".repeat(w - s.length());
    }

    static String padLeft(String s, int w) {
        return s.length() >= w ? s : " ".repeat(w - s.length()) + s;
    }

    static String bar(long spent, long budget, int width) {
        int filled = budget == 0 ? 0 : (int) Math.min(width, spent * width / budget);
        return "[" + "#".repeat(filled) + ".".repeat(width - filled) + "]";
    }

    public static void main(String[] args) {
        Map<String, long[]> categories = new LinkedHashMap<>();
        categories.put("Rent", new long[] {150000, 150000});
        categories.put("Groceries", new long[] {60000, 71234});
        categories.put("Utilities", new long[] {18000, 15567});
        categories.put("Transport", new long[] {12000, 9050});
        categories.put("Dining Out", new long[] {20000, 26599});
        categories.put("Entertainment", new long[] {10000, 4500});
        categories.put("Savings", new long[] {100000, 100000});

        System.out.println("MONTHLY BUDGET REPORT - PERIOD 07");
        System.out.println("=".repeat(72));
        System.out.printf("%-14s%12s%12s%10s %-6s %s%n", "Category", "Budget", "Spent", "Used%", "Over", "Progress");
        System.out.println("-".repeat(72));

        long totalBudget = 0;
        long totalSpent = 0;
        List<String> overList = new ArrayList<>();
        Map<Long, String> byRemaining = new TreeMap<>();
        for (Map.Entry<String, long[]> e : categories.entrySet()) {
            long budget = e.getValue()[0];
            long spent = e.getValue()[1];
            totalBudget += budget;
            totalSpent += spent;
            double pct = budget == 0 ? 0.0 : spent * 100.0 / budget;
            boolean over = spent > budget;
            if (over) overList.add(e.getKey());
            byRemaining.merge(budget - spent, e.getKey(), (a, b) -> a + "/" + b);
            System.out.printf("%-14s%,12d%,12d%9.1f%% %-6b %s%n",
                    e.getKey(), budget / 100, spent / 100, pct, over, bar(spent, budget, 10));
        }
        System.out.println("-".repeat(72));
        System.out.printf("%-14s%,12d%,12d%9.1f%%%n", "TOTAL", totalBudget / 100, totalSpent / 100,
                totalSpent * 100.0 / totalBudget);
        long diff = totalBudget - totalSpent;
        System.out.printf("Net position (cents): %+,d%n", diff);
        long absDiff = Math.abs(diff);
        System.out.printf("Net position: %s$%d.%02d%n", diff < 0 ? "-" : "", absDiff / 100, absDiff % 100);
        System.out.println();

        System.out.println("Categories over budget: " + (overList.isEmpty() ? "none" : String.join(" & ", overList)));
        System.out.println("Remaining by amount (ascending):");
        for (Map.Entry<Long, String> e : byRemaining.entrySet()) {
            long r = e.getKey();
            long a = Math.abs(r);
            String amount = String.format("%s%d.%02d", r < 0 ? "-" : "", a / 100, a % 100);
            System.out.println("  " + padRight(e.getValue(), 16, '.') + padLeft(amount, 10));
        }
        System.out.println();

        double dailyAvg = totalSpent / 100.0 / 31;
        System.out.printf("Daily average spend: %10.3f%n", dailyAvg);
        System.out.printf("Daily average spend: %8.2f%n", dailyAvg);
        System.out.printf("Savings rate: %5.1f%% | on track: %b%n",
                categories.get("Savings")[1] * 100.0 / totalSpent, diff >= 0);
        System.out.printf("Report flags: %-6b|%-6b|%n", overList.size() > 2, categories.containsKey("Rent"));
        System.out.println(padLeft("-- end of report --", 72));
    }

    static String padRight(String s, int w, char fill) {
        StringBuilder sb = new StringBuilder(s);
        sb.append(' ');
        while (sb.length() < w) sb.append(fill);
        return sb.toString();
    }
}
