import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/** A day planner keyed by minute of the day: past, upcoming and window views of one TreeMap, and free slots. */
public class ScheduleRangeViews {
    static String time(int minute) {
        int h = minute / 60;
        int m = minute % 60;
        return (h < 10 ? "0" : "") + h + ":" + (m < 10 ? "0" : "") + m;
    }

    static String show(Map<Integer, String> events) {
        StringBuilder sb = new StringBuilder("[");
        for (Map.Entry<Integer, String> e : events.entrySet()) {
            if (sb.length() > 1) {
                sb.append(", ");
            }
            sb.append(time(e.getKey())).append(' ').append(e.getValue());
        }
        return sb.append(']').toString();
    }

    public static void main(String[] args) {
        TreeMap<Integer, String> day = new TreeMap<>();
        day.put(9 * 60, "standup");
        day.put(10 * 60 + 30, "design review");
        day.put(12 * 60, "lunch");
        day.put(14 * 60, "1:1");
        day.put(16 * 60 + 15, "deploy");
        day.put(8 * 60, "gym");

        int now = 11 * 60;
        SortedMap<Integer, String> past = day.headMap(now);
        NavigableMap<Integer, String> upcoming = day.tailMap(now, true);
        NavigableMap<Integer, String> afternoon = day.subMap(13 * 60, true, 18 * 60, false);
        System.out.println("past=" + show(past));
        System.out.println("upcoming=" + show(upcoming));
        System.out.println("afternoon=" + show(afternoon));

        upcoming.put(11 * 60 + 30, "call with vendor");
        afternoon.put(17 * 60, "retro");
        day.put(7 * 60 + 30, "breakfast");
        System.out.println("after adding through views: day=" + show(day));
        System.out.println("past sees the new breakfast: " + show(past) + " size=" + past.size());
        try {
            afternoon.put(19 * 60, "dinner");
        } catch (IllegalArgumentException e) {
            System.out.println("dinner is not in the afternoon: " + e.getMessage());
        }

        System.out.println("next up: " + time(upcoming.firstKey()) + " " + upcoming.firstEntry().getValue());
        System.out.println("last before 14:00 in the afternoon: " + afternoon.lowerKey(14 * 60)
            + ", first after 15:00: " + time(afternoon.ceilingKey(15 * 60))
            + ", latest by 23:00: " + time(afternoon.floorKey(23 * 60)));
        Map.Entry<Integer, String> done = upcoming.pollFirstEntry();
        System.out.println("done: " + time(done.getKey()) + " " + done.getValue() + "; upcoming=" + show(upcoming));

        NavigableMap<Integer, String> recentFirst = past.isEmpty() ? day : day.headMap(now, false).descendingMap();
        System.out.println("most recent first: " + show(recentFirst));
        System.out.println("most recent back to 08:00: " + show(recentFirst.headMap(8 * 60, true)));

        afternoon.subMap(16 * 60, 17 * 60).clear();
        System.out.println("deploy cancelled: " + show(afternoon) + " day size=" + day.size());
        for (Map.Entry<Integer, String> e : afternoon.entrySet()) {
            e.setValue(e.getValue().toUpperCase());
        }
        System.out.println("afternoon shouted through entries: " + show(day.tailMap(13 * 60)));

        NavigableSet<Integer> starts = day.navigableKeySet();
        starts.remove(7 * 60 + 30);
        System.out.println("starts=" + starts + " descending=" + day.descendingKeySet());

        TreeSet<Integer> freeSlots = new TreeSet<>();
        for (int m = 8 * 60; m < 18 * 60; m += 30) {
            if (!day.containsKey(m)) {
                freeSlots.add(m);
            }
        }
        NavigableSet<Integer> morningSlots = freeSlots.headSet(12 * 60, false);
        NavigableSet<Integer> lateSlots = freeSlots.tailSet(16 * 60, true);
        System.out.println("free morning slots=" + morningSlots.size() + " first=" + time(morningSlots.first())
            + " last=" + time(morningSlots.last()));
        int booked = morningSlots.pollFirst();
        int bookedLate = lateSlots.pollLast();
        System.out.println("booked " + time(booked) + " and " + time(bookedLate) + ", free now " + freeSlots.size());
        lateSlots.add(16 * 60 + 45);
        try {
            lateSlots.add(15 * 60);
        } catch (IllegalArgumentException e) {
            System.out.println("15:00 is not late: " + e.getMessage());
        }
        StringBuilder late = new StringBuilder();
        for (int m : lateSlots.descendingSet()) {
            late.append(time(m)).append(' ');
        }
        System.out.println("late slots, latest first: " + late.toString().trim());
        System.out.println("slot after 10:00=" + time(freeSlots.higher(10 * 60)) + " morning slot at or before 11:59="
            + time(morningSlots.floor(11 * 60 + 59)) + " morning ceiling(12:00)=" + morningSlots.ceiling(12 * 60));
    }
}
