import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class CtlPricingRules {
    static int ruleEvaluations = 0;

    static class Customer {
        final String name;
        final int points;
        final int ordersThisYear;
        final boolean student;
        final String country;
        Customer(String name, int points, int ordersThisYear, boolean student, String country) {
            this.name = name;
            this.points = points;
            this.ordersThisYear = ordersThisYear;
            this.student = student;
            this.country = country;
        }
    }

    static String tier(Customer c) {
        return c.points >= 10000 ? "PLATINUM"
             : c.points >= 5000 ? (c.ordersThisYear > 20 ? "PLATINUM" : "GOLD")
             : c.points >= 1000 ? "SILVER"
             : c.ordersThisYear == 0 ? "NEW" : "BASIC";
    }

    static boolean rule(String name, boolean value) {
        ruleEvaluations++;
        System.out.println("    rule " + name + "=" + value);
        return value;
    }

    static int discountPercent(Customer c, int cartCents) {
        String t = tier(c);
        int base = t.equals("PLATINUM") ? 15 : t.equals("GOLD") ? 10 : t.equals("SILVER") ? 5 : 0;
        // short circuit: student discount only checked when base discount is small
        if (base < 10 && rule("student", c.student) && rule("cartMin", cartCents >= 2000)) {
            base += 5;
        }
        // bonus for big carts, but never for NEW customers (checked first)
        if (!t.equals("NEW") && (rule("bigCart", cartCents > 50000) || rule("loyal", c.ordersThisYear >= 50))) {
            base += 3;
        }
        return base > 20 ? 20 : base < 0 ? 0 : base;
    }

    static int shippingCents(String country, int cartCents, String tierName) {
        return cartCents >= 10000 ? 0
             : tierName.equals("PLATINUM") ? 0
             : country.equals("US") ? (cartCents >= 5000 ? 299 : 599)
             : country.equals("CA") || country.equals("MX") ? 899
             : 1499;
    }

    static String sign(int v) {
        return v > 0 ? "+" : v < 0 ? "-" : "=";
    }

    static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : word.endsWith("s") ? "es" : "s");
    }

    public static void main(String[] args) {
        List<Customer> customers = new ArrayList<>();
        customers.add(new Customer("ana", 12000, 3, false, "US"));
        customers.add(new Customer("ben", 6000, 25, false, "CA"));
        customers.add(new Customer("cai", 6000, 5, true, "DE"));
        customers.add(new Customer("dee", 1500, 60, true, "US"));
        customers.add(new Customer("eli", 200, 0, true, "MX"));
        customers.add(new Customer("fay", 0, 2, false, "JP"));

        int[] carts = {1500, 4999, 7500, 60000};
        Map<String, Integer> revenueByTier = new TreeMap<>();
        Map<String, String> summary = new LinkedHashMap<>();

        for (Customer c : customers) {
            String t = tier(c);
            System.out.println(c.name + " tier=" + t);
            int total = 0;
            for (int cart : carts) {
                System.out.println("  cart " + cart);
                int pct = discountPercent(c, cart);
                int discount = cart * pct / 100;
                int ship = shippingCents(c.country, cart - discount, t);
                int due = cart - discount + ship;
                total += due;
                System.out.println(String.format("  => pct=%d discount=%d ship=%d due=%.2f", pct, discount, ship, due / 100.0));
            }
            revenueByTier.merge(t, total, Integer::sum);
            summary.put(c.name, t + "/" + (total > 70000 ? "high" : total > 65000 ? "mid" : "low"));
        }
        System.out.println("rule evaluations=" + ruleEvaluations);
        for (Map.Entry<String, Integer> e : revenueByTier.entrySet()) {
            System.out.println(String.format("%-8s %d", e.getKey(), e.getValue()));
        }
        for (Map.Entry<String, String> e : summary.entrySet()) {
            System.out.println(e.getKey() + " -> " + e.getValue());
        }

        int[] deltas = {5, -3, 0, 12, -1};
        StringBuilder sb = new StringBuilder();
        for (int d : deltas) sb.append(sign(d)).append(Math.abs(d)).append(' ');
        System.out.println("deltas: " + sb.toString().trim());

        System.out.println(plural(1, "item") + ", " + plural(3, "item") + ", " + plural(2, "box") + ", "
                + plural(0, "class") + ", " + plural(1, "bus"));

        // ternary chains producing chars and mixed numeric types
        int[] scores = {97, 85, 74, 66, 59, 100, 0};
        StringBuilder grades = new StringBuilder();
        for (int s : scores) {
            char g = s >= 90 ? 'A' : s >= 80 ? 'B' : s >= 70 ? 'C' : s >= 60 ? 'D' : 'F';
            char mod = s % 10 >= 7 && g != 'F' && s < 100 ? '+' : s % 10 <= 2 && g != 'F' ? '-' : ' ';
            grades.append(g).append(mod == ' ' ? "" : String.valueOf(mod)).append(',');
        }
        System.out.println("grades: " + grades);

        // ternary as statement target selection
        int[] even = new int[3];
        int[] odd = new int[3];
        int ei = 0, oi = 0;
        for (int v = 1; v <= 6; v++) {
            (v % 2 == 0 ? even : odd)[v % 2 == 0 ? ei++ : oi++] = v * v;
        }
        System.out.println("even squares=" + java.util.Arrays.toString(even) + " odd squares=" + java.util.Arrays.toString(odd));

        // ternary with side-effecting branches: only one branch runs
        int hits = 0, misses = 0;
        for (int v = 0; v < 10; v++) {
            int r = v % 3 == 0 ? ++hits : (misses += 2);
            System.out.print(r + (v < 9 ? " " : "\n"));
        }
        System.out.println("hits=" + hits + " misses=" + misses);
    }
}
