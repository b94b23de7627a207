import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;

public class CollBookingCalendar {
    static class Booking {
        final String guest;
        final int start;
        final int end;

        Booking(String guest, int start, int end) {
            this.guest = guest;
            this.start = start;
            this.end = end;
        }

        @Override
        public String toString() {
            return guest + "[" + fmt(start) + "-" + fmt(end) + "]";
        }
    }

    static String fmt(int minutes) {
        int h = minutes / 60;
        int m = minutes % 60;
        return (h < 10 ? "0" : "") + h + ":" + (m < 10 ? "0" : "") + m;
    }

    static class Calendar {
        private final TreeMap<Integer, Booking> byStart = new TreeMap<>();

        boolean book(String guest, int start, int end) {
            Map.Entry<Integer, Booking> before = byStart.floorEntry(start);
            if (before != null && before.getValue().end > start) {
                System.out.println("  reject " + guest + " " + fmt(start) + "-" + fmt(end) + ": overlaps " + before.getValue());
                return false;
            }
            Integer nextStart = byStart.ceilingKey(start);
            if (nextStart != null && nextStart < end) {
                System.out.println("  reject " + guest + " " + fmt(start) + "-" + fmt(end) + ": overlaps " + byStart.get(nextStart));
                return false;
            }
            byStart.put(start, new Booking(guest, start, end));
            System.out.println("  booked " + guest + " " + fmt(start) + "-" + fmt(end));
            return true;
        }

        Booking at(int time) {
            Map.Entry<Integer, Booking> e = byStart.floorEntry(time);
            if (e == null || e.getValue().end <= time) return null;
            return e.getValue();
        }
    }

    static String keys(Map<Integer, Booking> m) {
        List<String> out = new ArrayList<>();
        for (Integer k : m.keySet()) out.add(fmt(k));
        return out.toString();
    }

    public static void main(String[] args) {
        Calendar cal = new Calendar();
        System.out.println("=== Booking ===");
        cal.book("Alice", 9 * 60, 10 * 60);
        cal.book("Bob", 10 * 60 + 30, 11 * 60 + 30);
        cal.book("Carol", 9 * 60 + 30, 10 * 60 + 15);
        cal.book("Dan", 13 * 60, 14 * 60);
        cal.book("Eve", 11 * 60, 12 * 60);
        cal.book("Frank", 8 * 60, 9 * 60);
        cal.book("Grace", 15 * 60 + 45, 17 * 60);
        cal.book("Heidi", 12 * 60, 13 * 60);
        cal.book("Ivan", 14 * 60 - 10, 14 * 60 + 20);
        TreeMap<Integer, Booking> map = cal.byStart;
        System.out.println("All: " + map.values());
        System.out.println("Count: " + map.size());

        System.out.println("=== Lookups ===");
        int[] probes = {7 * 60 + 59, 8 * 60, 9 * 60 + 45, 10 * 60 + 10, 12 * 60 + 30, 16 * 60, 18 * 60};
        for (int p : probes) {
            Integer fk = map.floorKey(p);
            Integer ck = map.ceilingKey(p);
            Map.Entry<Integer, Booking> hi = map.higherEntry(p);
            Map.Entry<Integer, Booking> lo = map.lowerEntry(p);
            System.out.println(fmt(p) + ": floor=" + (fk == null ? "none" : fmt(fk))
                    + " ceiling=" + (ck == null ? "none" : fmt(ck))
                    + " higher=" + (hi == null ? "none" : hi.getValue().guest)
                    + " lower=" + (lo == null ? "none" : lo.getValue().guest)
                    + " occupiedBy=" + cal.at(p));
        }
        System.out.println("higherKey(13:00)=" + fmt(map.higherKey(13 * 60)) + " lowerKey(13:00)=" + fmt(map.lowerKey(13 * 60)));
        System.out.println("floorEntry(09:00)=" + map.floorEntry(9 * 60).getValue());
        System.out.println("ceilingEntry(09:01)=" + map.ceilingEntry(9 * 60 + 1).getValue());

        System.out.println("=== Views ===");
        SortedMap<Integer, Booking> morning = map.headMap(12 * 60);
        System.out.println("morning (headMap <12:00): " + keys(morning) + " -> " + morning.values());
        NavigableMap<Integer, Booking> morningIncl = map.headMap(12 * 60, true);
        System.out.println("headMap <=12:00 inclusive: " + keys(morningIncl));
        SortedMap<Integer, Booking> afternoon = map.tailMap(12 * 60);
        System.out.println("afternoon (tailMap >=12:00): " + keys(afternoon));
        NavigableMap<Integer, Booking> afternoonExcl = map.tailMap(12 * 60, false);
        System.out.println("tailMap >12:00 exclusive: " + keys(afternoonExcl));
        SortedMap<Integer, Booking> lunch = map.subMap(10 * 60, 13 * 60);
        System.out.println("subMap [10:00,13:00): " + lunch.values());
        NavigableMap<Integer, Booking> lunch2 = map.subMap(10 * 60 + 30, false, 13 * 60, true);
        System.out.println("subMap (10:30,13:00]: " + lunch2.values());
        NavigableMap<Integer, Booking> desc = map.descendingMap();
        List<String> descNames = new ArrayList<>();
        for (Map.Entry<Integer, Booking> e : desc.entrySet()) descNames.add(e.getValue().guest);
        System.out.println("descending guests: " + descNames);
        System.out.println("descending firstKey: " + fmt(desc.firstKey()) + " lastKey: " + fmt(desc.lastKey()));
        System.out.println("firstEntry: " + map.firstEntry().getValue() + " lastEntry: " + map.lastEntry().getValue());
        System.out.println("firstKey: " + fmt(map.firstKey()) + " lastKey: " + fmt(map.lastKey()));
        System.out.println("descendingKeySet head: " + fmt(map.descendingKeySet().first()));

        System.out.println("=== Views are live ===");
        int before = lunch.size();
        cal.book("Judy", 10 * 60 + 15, 10 * 60 + 30);
        System.out.println("lunch view size before=" + before + " after=" + lunch.size());
        Booking removed = lunch.remove(10 * 60 + 30);
        Booking notThere = lunch.remove(11 * 60);
        System.out.println("removed via view: " + removed + ", missing key gives: " + notThere);
        System.out.println("map now: " + map.values());

        System.out.println("=== Free gaps ===");
        Integer prevEnd = null;
        for (Map.Entry<Integer, Booking> e : map.entrySet()) {
            if (prevEnd != null && e.getKey() > prevEnd) {
                System.out.println("  gap " + fmt(prevEnd) + "-" + fmt(e.getKey()) + " (" + (e.getKey() - prevEnd) + " min)");
            }
            prevEnd = e.getValue().end;
        }

        System.out.println("=== Processing in order with pollFirstEntry ===");
        TreeMap<Integer, Booking> work = new TreeMap<>(map);
        int total = 0;
        while (!work.isEmpty()) {
            Map.Entry<Integer, Booking> e = work.pollFirstEntry();
            int dur = e.getValue().end - e.getValue().start;
            total += dur;
            System.out.println("  serve " + e.getValue() + " dur=" + dur + " remaining=" + work.size());
        }
        System.out.println("total booked minutes: " + total);
        Map.Entry<Integer, Booking> last = map.pollLastEntry();
        System.out.println("pollLastEntry from original: " + last.getValue() + ", size now " + map.size());
        System.out.println("pollFirstEntry on empty: " + work.pollFirstEntry());
        System.out.println("firstEntry on empty: " + work.firstEntry());

        System.out.println("=== Price tiers (floorEntry lookup table) ===");
        TreeMap<Integer, String> tiers = new TreeMap<>();
        tiers.put(0, "off-peak");
        tiers.put(7 * 60, "morning");
        tiers.put(11 * 60, "peak");
        tiers.put(14 * 60, "afternoon");
        tiers.put(19 * 60, "evening");
        int[] times = {30, 7 * 60, 10 * 60 + 59, 11 * 60, 16 * 60 + 5, 23 * 60 + 59};
        for (int t : times) {
            System.out.println("  " + fmt(t) + " -> " + tiers.floorEntry(t).getValue());
        }
        System.out.println("tiers: " + tiers);
        System.out.println("tiers descending: " + tiers.descendingMap());
    }
}
