import java.util.*;

public class ShippingRateTable {

    static class Rate {
        final String label;
        final int cents;

        Rate(String label, int cents) {
            this.label = label;
            this.cents = cents;
        }

        @Override
        public String toString() {
            return label + "@" + cents;
        }
    }

    // weight threshold in grams -> rate applying from that weight upwards
    private final TreeMap<Integer, Rate> rates = new TreeMap<>();

    void addTier(int fromGrams, String label, int cents) {
        rates.put(fromGrams, new Rate(label, cents));
    }

    Rate rateFor(int grams) {
        Integer key = rates.floorKey(grams);
        if (key == null) {
            return null;
        }
        return rates.get(key);
    }

    String describeNextTier(int grams) {
        Map.Entry<Integer, Rate> next = rates.higherEntry(grams);
        if (next == null) {
            return "no heavier tier after " + grams + "g";
        }
        return "next tier at " + next.getKey() + "g is " + next.getValue();
    }

    public static void main(String[] args) {
        ShippingRateTable table = new ShippingRateTable();
        table.addTier(0, "letter", 150);
        table.addTier(500, "small", 450);
        table.addTier(2000, "medium", 899);
        table.addTier(5000, "large", 1499);
        table.addTier(20000, "freight", 4999);
        TreeMap<Integer, Rate> rates = table.rates;

        System.out.println("Rate table: " + rates);
        int[] weights = {0, 120, 499, 500, 1999, 2500, 5000, 19999, 25000};
        for (int w : weights) {
            System.out.println("  " + w + "g -> " + table.rateFor(w) + "; " + table.describeNextTier(w));
        }
        System.out.println("Negative weight rate: " + table.rateFor(-5));

        System.out.println("floorKey(1000)=" + rates.floorKey(1000) + " ceilingKey(1000)=" + rates.ceilingKey(1000));
        System.out.println("lowerKey(500)=" + rates.lowerKey(500) + " higherKey(500)=" + rates.higherKey(500));
        System.out.println("ceilingKey(30000)=" + rates.ceilingKey(30000));
        Map.Entry<Integer, Rate> ce = rates.ceilingEntry(2001);
        System.out.println("ceilingEntry(2001): " + ce.getKey() + " => " + ce.getValue());
        Map.Entry<Integer, Rate> fe = rates.floorEntry(2001);
        System.out.println("floorEntry(2001): " + fe.getKey() + " => " + fe.getValue());

        System.out.println("firstEntry: " + rates.firstEntry().getKey() + "=" + rates.firstEntry().getValue());
        System.out.println("lastEntry: " + rates.lastEntry().getKey() + "=" + rates.lastEntry().getValue());
        System.out.println("firstKey=" + rates.firstKey() + " lastKey=" + rates.lastKey());

        SortedMap<Integer, Rate> light = rates.headMap(2000);
        SortedMap<Integer, Rate> heavy = rates.tailMap(2000);
        System.out.println("headMap(2000): " + light.keySet());
        System.out.println("tailMap(2000): " + heavy.keySet());
        System.out.println("headMap(2000, inclusive): " + rates.headMap(2000, true).keySet());
        System.out.println("tailMap(2000, exclusive): " + rates.tailMap(2000, false).keySet());
        System.out.println("subMap(500, 5000): " + rates.subMap(500, 5000));

        NavigableMap<Integer, Rate> desc = rates.descendingMap();
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, Rate> e : desc.entrySet()) {
            sb.append(e.getValue().label).append(' ');
        }
        System.out.println("Descending labels: " + sb.toString().trim());
        System.out.println("descendingKeySet: " + rates.descendingKeySet());

        // Views write through
        SortedMap<Integer, Rate> mid = rates.subMap(500, 20000);
        mid.put(1000, new Rate("small-plus", 599));
        System.out.println("After inserting via subMap view: " + rates.keySet());
        try {
            mid.put(30000, new Rate("bogus", 1));
        } catch (IllegalArgumentException e) {
            System.out.println("Key out of subMap range rejected");
        }

        // pollFirstEntry / pollLastEntry drain
        TreeMap<Integer, Rate> copy = new TreeMap<>(rates);
        while (copy.size() > 2) {
            Map.Entry<Integer, Rate> polled = copy.pollFirstEntry();
            System.out.println("pollFirstEntry -> " + polled.getKey() + " " + polled.getValue() + " (left " + copy.size() + ")");
        }
        Map.Entry<Integer, Rate> lastPolled = copy.pollLastEntry();
        System.out.println("pollLastEntry -> " + lastPolled.getKey() + ", remaining " + copy);
        copy.clear();
        System.out.println("pollFirstEntry on empty: " + copy.pollFirstEntry() + ", firstEntry on empty: " + copy.firstEntry());
        try {
            copy.firstKey();
        } catch (NoSuchElementException e) {
            System.out.println("firstKey on empty map throws NoSuchElementException");
        }

        // TreeMap with a custom comparator: name length asc, then reverse alphabetical
        TreeMap<String, Integer> lifetime = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        lifetime.put("ann", 300);
        lifetime.put("bartholomew", 1200);
        lifetime.put("cy", 80);
        lifetime.put("dora", 640);
        lifetime.put("eve", 410);
        System.out.println("Custom-ordered customers: " + lifetime);
        System.out.println("Custom floorKey(\"bob\"): " + lifetime.floorKey("bob"));
        System.out.println("Custom headMap(\"dora\"): " + lifetime.headMap("dora"));

        // TreeSet navigation for appointment slots
        TreeSet<Integer> slots = new TreeSet<>(Arrays.asList(900, 930, 1000, 1100, 1330, 1400, 1600));
        System.out.println("Slots: " + slots);
        System.out.println("First slot at/after 1015: " + slots.ceiling(1015));
        System.out.println("Last slot before 1330: " + slots.lower(1330));
        System.out.println("Morning: " + slots.headSet(1200) + " afternoon: " + slots.tailSet(1200));
        System.out.println("Descending: " + slots.descendingSet());
        System.out.println("pollFirst=" + slots.pollFirst() + " pollLast=" + slots.pollLast() + " now " + slots);
    }
}
