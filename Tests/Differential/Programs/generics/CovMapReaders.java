import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class CovMapReaders {

    static double total(Map<String, ? extends Number> values) {
        double sum = 0;
        for (Number n : values.values()) {
            sum += n.doubleValue();
        }
        return sum;
    }

    static String maxKey(Map<String, ? extends Number> values) {
        String best = null;
        double bestValue = 0;
        for (Map.Entry<String, ? extends Number> e : values.entrySet()) {
            double v = e.getValue().doubleValue();
            if (best == null || v > bestValue) {
                best = e.getKey();
                bestValue = v;
            }
        }
        return best;
    }

    static long lookupAsLong(Map<String, ? extends Number> values, String key, long fallback) {
        Number n = values.get(key);
        if (n == null) {
            return fallback;
        }
        return n.longValue();
    }

    static void report(String title, Map<String, ? extends Number> values) {
        System.out.println("-- " + title + " --");
        for (Map.Entry<String, ? extends Number> e : values.entrySet()) {
            System.out.println(String.format("  %-8s %.2f", e.getKey(), e.getValue().doubleValue()));
        }
        System.out.println(String.format("  total=%.2f max=%s", total(values), maxKey(values)));
    }

    static Map<String, Double> normalize(Map<String, ? extends Number> values) {
        double sum = total(values);
        Map<String, Double> out = new TreeMap<>();
        for (Map.Entry<String, ? extends Number> e : values.entrySet()) {
            out.put(e.getKey(), sum == 0 ? 0.0 : e.getValue().doubleValue() / sum);
        }
        return out;
    }

    static List<String> keysAbove(Map<String, ? extends Number> values, double limit) {
        List<String> keys = new ArrayList<>();
        for (Map.Entry<String, ? extends Number> e : values.entrySet()) {
            if (e.getValue().doubleValue() > limit) {
                keys.add(e.getKey());
            }
        }
        return keys;
    }

    static void mergeInto(Map<String, ? super Integer> target, Map<String, Integer> source) {
        for (Map.Entry<String, Integer> e : source.entrySet()) {
            target.put(e.getKey(), e.getValue());
        }
    }

    public static void main(String[] args) {
        Map<String, Integer> unreadCounts = new TreeMap<>();
        unreadCounts.put("inbox", 13);
        unreadCounts.put("promos", 47);
        unreadCounts.put("social", 5);
        unreadCounts.put("updates", 0);

        Map<String, Double> prices = new LinkedHashMap<>();
        prices.put("coffee", 3.5);
        prices.put("bagel", 2.25);
        prices.put("juice", 4.75);

        Map<String, Long> downloads = new TreeMap<>();
        downloads.put("v1.0", 150000L);
        downloads.put("v1.1", 320500L);
        downloads.put("v2.0", 98000L);

        report("unread", unreadCounts);
        report("prices", prices);
        report("downloads", downloads);

        System.out.println("inbox as long: " + lookupAsLong(unreadCounts, "inbox", -1));
        System.out.println("spam as long: " + lookupAsLong(unreadCounts, "spam", -1));
        System.out.println("juice as long: " + lookupAsLong(prices, "juice", 0));
        System.out.println("v2.0 as long: " + lookupAsLong(downloads, "v2.0", 0));

        Map<String, Double> shares = normalize(unreadCounts);
        for (Map.Entry<String, Double> e : shares.entrySet()) {
            System.out.println(String.format("share %-8s %5d permille", e.getKey(), Math.round(e.getValue() * 1000)));
        }

        System.out.println("unread above 4: " + keysAbove(unreadCounts, 4));
        System.out.println("prices above 3: " + keysAbove(prices, 3));
        System.out.println("downloads above 100000: " + keysAbove(downloads, 100000));

        Map<String, Number> combined = new TreeMap<>();
        combined.put("ratio", 0.5);
        mergeInto(combined, unreadCounts);
        report("combined", combined);

        Map<String, Object> anything = new LinkedHashMap<>();
        anything.put("title", "Settings");
        mergeInto(anything, Map.of("retries", 3));
        for (Map.Entry<String, Object> e : anything.entrySet()) {
            System.out.println("anything " + e.getKey() + "=" + e.getValue());
        }

        Map<String, ? extends Number> view = downloads;
        Number v11 = view.get("v1.1");
        System.out.println("view v1.1 int: " + v11.intValue());
        System.out.println("view contains v3: " + view.containsKey("v3.0"));
        Map<String, Integer> emptyMap = new TreeMap<>();
        System.out.println("max of empty: " + maxKey(emptyMap));
        System.out.println(String.format("total of empty: %.2f", total(emptyMap)));
    }
}
