import java.util.*;

public class MapxNavigablePricing {
    // Shipping price tiers keyed by minimum weight in grams
    static final NavigableMap<Integer, Integer> TIERS = new TreeMap<>();

    static {
        TIERS.put(0, 299);
        TIERS.put(500, 499);
        TIERS.put(1000, 799);
        TIERS.put(2500, 1299);
        TIERS.put(5000, 1999);
        TIERS.put(10000, 3499);
    }

    static int priceFor(int grams) {
        Map.Entry<Integer, Integer> tier = TIERS.floorEntry(grams);
        return tier == null ? -1 : tier.getValue();
    }

    static String describe(Map.Entry<Integer, Integer> e) {
        if (e == null) {
            return "none";
        }
        return e.getKey() + "g:" + String.format("%d.%02d", e.getValue() / 100, e.getValue() % 100);
    }

    public static void main(String[] args) {
        int[] parcels = {120, 500, 999, 1000, 2400, 7300, 15000};
        for (int g : parcels) {
            Integer floor = TIERS.floorKey(g);
            Integer ceil = TIERS.ceilingKey(g);
            System.out.println(String.format("%5d g -> tier %-5s next %-5s price %d", g, floor, ceil, priceFor(g)));
        }

        System.out.println("higherEntry(1000) = " + describe(TIERS.higherEntry(1000)));
        System.out.println("lowerEntry(1000) = " + describe(TIERS.lowerEntry(1000)));
        System.out.println("lowerEntry(0) = " + describe(TIERS.lowerEntry(0)));
        System.out.println("higherEntry(10000) = " + describe(TIERS.higherEntry(10000)));
        System.out.println("firstEntry = " + describe(TIERS.firstEntry()));
        System.out.println("lastEntry = " + describe(TIERS.lastEntry()));
        System.out.println("firstKey/lastKey = " + TIERS.firstKey() + "/" + TIERS.lastKey());

        System.out.println("headMap(2500) = " + TIERS.headMap(2500));
        System.out.println("headMap(2500, true) = " + TIERS.headMap(2500, true));
        System.out.println("tailMap(2500) = " + TIERS.tailMap(2500));
        System.out.println("tailMap(2500, false) = " + TIERS.tailMap(2500, false));
        System.out.println("subMap(500, 5000) = " + TIERS.subMap(500, 5000));
        System.out.println("subMap(500, false, 5000, true) = " + TIERS.subMap(500, false, 5000, true));
        System.out.println("descendingMap = " + TIERS.descendingMap());
        System.out.println("descendingKeySet = " + TIERS.descendingKeySet());

        // descending iteration with entries
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, Integer> e : TIERS.descendingMap().entrySet()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(describe(e));
        }
        System.out.println("Descending tiers: " + sb);

        // priority queue of delivery slots using pollFirstEntry
        TreeMap<Integer, String> slots = new TreeMap<>();
        slots.put(900, "Morning-A");
        slots.put(1400, "Afternoon");
        slots.put(1030, "Morning-B");
        slots.put(1800, "Evening");
        slots.put(700, "Early");
        while (!slots.isEmpty()) {
            Map.Entry<Integer, String> next = slots.pollFirstEntry();
            System.out.println(String.format("dispatch %04d %-10s remaining=%d", next.getKey(), next.getValue(), slots.size()));
            if (next.getKey().intValue() == 900) {
                slots.put(1500, "Reschedule");
            }
        }
        System.out.println("pollFirstEntry on empty: " + slots.pollFirstEntry());
        System.out.println("firstEntry on empty: " + slots.firstEntry());

        // views are live: modify through subMap
        TreeMap<Integer, Integer> copy = new TreeMap<>(TIERS);
        NavigableMap<Integer, Integer> middle = copy.subMap(500, true, 2500, true);
        middle.replaceAll((k, v) -> v - 50);
        System.out.println("Discounted middle: " + copy);
        copy.headMap(500).clear();
        System.out.println("After clearing head: " + copy);
        Map.Entry<Integer, Integer> last = copy.pollLastEntry();
        System.out.println("Polled last: " + describe(last) + " now " + copy);

        // ceilingEntry to find rating bands
        NavigableMap<Integer, String> grades = new TreeMap<>();
        grades.put(90, "A");
        grades.put(80, "B");
        grades.put(70, "C");
        grades.put(60, "D");
        int[] scores = {95, 80, 79, 61, 42};
        for (int s : scores) {
            Map.Entry<Integer, String> band = grades.floorEntry(s);
            String grade = band == null ? "F" : band.getValue();
            Map.Entry<Integer, String> up = grades.higherEntry(s);
            String need = up == null ? "top" : (up.getKey() - s) + " to " + up.getValue();
            System.out.println("score " + s + " grade " + grade + " (" + need + ")");
        }
    }
}
