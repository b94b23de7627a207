import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

public class ColBookingCalendar {
    public static void main(String[] args) {
        // day-of-year -> bookings for a small meeting room
        TreeMap<Integer, List<Booking>> calendar = new TreeMap<>();
        int[] days = {12, 40, 12, 75, 33, 40, 101, 58};
        String[] titles = {"standup", "retro", "design review", "offsite", "1:1 sam", "planning", "launch", "interview"};
        int[] lengths = {15, 60, 45, 240, 30, 90, 120, 60};
        for (int i = 0; i < days.length; i++) {
            Booking b = new Booking(titles[i], lengths[i]);
            calendar.computeIfAbsent(days[i], d -> new ArrayList<>()).add(b);
        }
        System.out.println("calendar: " + calendar);
        System.out.println("booked days: " + calendar.keySet());
        System.out.println("first day " + calendar.firstKey() + ", last day " + calendar.lastKey());

        // navigation queries a date picker would make
        int[] probes = {1, 12, 35, 60, 101, 200};
        for (int p : probes) {
            Integer before = calendar.floorKey(p);
            Map.Entry<Integer, List<Booking>> after = calendar.ceilingEntry(p);
            String next = after == null ? "none" : after.getKey() + " " + after.getValue();
            System.out.println(String.format("day %5d: floor=%s next=%s", p, before, next));
        }
        System.out.println("strictly before 40: " + calendar.lowerKey(40) + ", strictly after 40: " + calendar.higherKey(40));

        // ranges
        SortedMap<Integer, List<Booking>> q1 = calendar.headMap(60);
        NavigableMap<Integer, List<Booking>> q2 = calendar.tailMap(60, true);
        System.out.println("before day 60: " + q1.keySet() + ", from day 60: " + q2.keySet());
        NavigableMap<Integer, List<Booking>> feb = calendar.subMap(32, true, 59, true);
        System.out.println("february: " + feb);
        System.out.println("reverse agenda: " + calendar.descendingMap().keySet());

        // total minutes per range, and the busiest day
        int busiestDay = -1;
        int busiestMinutes = -1;
        for (Map.Entry<Integer, List<Booking>> e : calendar.entrySet()) {
            int minutes = 0;
            for (Booking b : e.getValue()) {
                minutes += b.minutes;
            }
            String tag = e.getValue().size() > 1 ? " (double)" : "";
            System.out.println(String.format("day %5d %5d min%s", e.getKey(), minutes, tag));
            if (minutes > busiestMinutes) {
                busiestMinutes = minutes;
                busiestDay = e.getKey();
            }
        }
        System.out.println("busiest day " + busiestDay + " with " + busiestMinutes + " min");
        System.out.println(String.format("average %.2f min per booked day", totalMinutes(calendar) / (double) calendar.size()));

        // the range view is live: cancel everything in february through it
        feb.clear();
        System.out.println("after clearing february view: " + calendar.keySet());
        calendar.headMap(20).computeIfPresent(12, (d, list) -> {
            list.removeIf(b -> b.minutes < 30);
            return list;
        });
        System.out.println("day 12 after dropping short meetings: " + calendar.get(12));

        // free days as a TreeSet
        TreeSet<Integer> free = new TreeSet<>();
        for (int d = 70; d <= 110; d += 5) {
            if (!calendar.containsKey(d)) {
                free.add(d);
            }
        }
        System.out.println("free slots: " + free);
        System.out.println("first free " + free.first() + ", last free " + free.last());
        System.out.println("free after 90: " + free.tailSet(90, false) + ", free up to 80: " + free.headSet(80, true));
        System.out.println("higher(100) " + free.higher(100) + ", lower(70) " + free.lower(70));

        // process the queue of days in order, archiving as we go
        List<String> archive = new ArrayList<>();
        while (!calendar.isEmpty()) {
            Map.Entry<Integer, List<Booking>> e = calendar.pollFirstEntry();
            archive.add(e.getKey() + ":" + e.getValue().size());
            System.out.println("archived day " + e.getKey() + ", remaining " + calendar.keySet());
        }
        System.out.println("archive: " + archive);
        Iterator<Integer> fit = free.iterator();
        while (fit.hasNext()) {
            if (fit.next() % 10 == 0) {
                fit.remove();
            }
        }
        System.out.println("free slots not on round days: " + free);
    }

    static int totalMinutes(Map<Integer, List<Booking>> cal) {
        int total = 0;
        for (List<Booking> list : cal.values()) {
            for (Booking b : list) {
                total += b.minutes;
            }
        }
        return total;
    }
}

class Booking {
    final String title;
    final int minutes;

    Booking(String title, int minutes) {
        this.title = title;
        this.minutes = minutes;
    }

    @Override
    public String toString() {
        return title + "/" + minutes;
    }
}
