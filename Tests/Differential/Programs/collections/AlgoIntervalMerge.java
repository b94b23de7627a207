import java.util.*;
import java.util.stream.*;

public class AlgoIntervalMerge {
    static class InvalidIntervalException extends RuntimeException {
        InvalidIntervalException(int start, int end) { super("end " + end + " before start " + start); }
    }

    record Interval(int start, int end) implements Comparable<Interval> {
        Interval {
            if (end < start) throw new InvalidIntervalException(start, end);
        }
        int length() { return end - start; }
        boolean overlaps(Interval o) { return start <= o.end && o.start <= end; }
        Interval union(Interval o) { return new Interval(Math.min(start, o.start), Math.max(end, o.end)); }
        int midpoint() { return (start + end) >>> 1; }
        @Override public int compareTo(Interval o) {
            return start != o.start ? Integer.compare(start, o.start) : Integer.compare(end, o.end);
        }
        @Override public String toString() { return "[" + start + "," + end + "]"; }
    }

    enum Kind { STANDUP, REVIEW, LUNCH, FOCUS }

    record Meeting(String title, Kind kind, Interval slot) {}

    static List<Interval> merge(List<Interval> input) {
        List<Interval> sorted = new ArrayList<>(input);
        Collections.sort(sorted);
        Deque<Interval> out = new ArrayDeque<>();
        for (Interval iv : sorted) {
            if (!out.isEmpty() && out.peekLast().overlaps(iv)) {
                out.addLast(out.pollLast().union(iv));
            } else {
                out.addLast(iv);
            }
        }
        return new ArrayList<>(out);
    }

    static List<Interval> insert(List<Interval> merged, Interval added) {
        List<Interval> out = new ArrayList<>();
        Interval pending = added;
        boolean placed = false;
        for (Interval iv : merged) {
            if (iv.end() < pending.start()) {
                out.add(iv);
            } else if (pending.end() < iv.start()) {
                if (!placed) { out.add(pending); placed = true; }
                out.add(iv);
            } else {
                pending = pending.union(iv);
            }
        }
        if (!placed) out.add(pending);
        return out;
    }

    static int minRooms(List<Interval> intervals) {
        List<int[]> events = new ArrayList<>();
        for (Interval iv : intervals) {
            events.add(new int[]{iv.start(), 1});
            events.add(new int[]{iv.end(), -1});
        }
        events.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int cur = 0, best = 0;
        for (int[] e : events) {
            cur += e[1];
            best = Math.max(best, cur);
        }
        return best;
    }

    static List<Interval> maxNonOverlapping(List<Interval> intervals) {
        List<Interval> byEnd = intervals.stream()
                .sorted(Comparator.comparingInt(Interval::end).thenComparingInt(Interval::start))
                .collect(Collectors.toList());
        List<Interval> chosen = new ArrayList<>();
        int lastEnd = Integer.MIN_VALUE;
        for (Interval iv : byEnd) {
            if (iv.start() >= lastEnd) { chosen.add(iv); lastEnd = iv.end(); }
        }
        return chosen;
    }

    static List<Interval> gaps(List<Interval> merged, Interval window) {
        List<Interval> out = new ArrayList<>();
        int cursor = window.start();
        for (Interval iv : merged) {
            if (iv.start() > cursor) out.add(new Interval(cursor, Math.min(iv.start(), window.end())));
            cursor = Math.max(cursor, iv.end());
            if (cursor >= window.end()) break;
        }
        if (cursor < window.end()) out.add(new Interval(cursor, window.end()));
        return out;
    }

    static String hhmm(int minutes) {
        int h = minutes / 60, m = minutes % 60;
        return (h < 10 ? "0" : "") + h + ":" + (m < 10 ? "0" : "") + m;
    }

    public static void main(String[] args) {
        List<Interval> raw = List.of(new Interval(1, 3), new Interval(8, 10), new Interval(2, 6),
                new Interval(15, 18), new Interval(17, 20), new Interval(10, 12), new Interval(25, 25));
        System.out.println("raw=" + raw);
        List<Interval> merged = merge(raw);
        System.out.println("merged=" + merged);
        System.out.println("covered=" + merged.stream().mapToInt(Interval::length).sum());
        System.out.println("midpoints=" + merged.stream().map(Interval::midpoint).collect(Collectors.toList()));
        System.out.println("insert [4,9] -> " + insert(merged, new Interval(4, 9)));
        System.out.println("insert [13,14] -> " + insert(merged, new Interval(13, 14)));
        System.out.println("insert [30,31] -> " + insert(merged, new Interval(30, 31)));
        System.out.println("insert [0,100] -> " + insert(merged, new Interval(0, 100)));
        System.out.println("minRooms(raw)=" + minRooms(raw));
        System.out.println("maxNonOverlapping=" + maxNonOverlapping(raw));
        System.out.println("gaps in [0,30]=" + gaps(merged, new Interval(0, 30)));
        try {
            new Interval(9, 4);
        } catch (InvalidIntervalException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println("equals=" + new Interval(2, 5).equals(new Interval(2, 5)) + " set=" + new TreeSet<>(raw).first());

        List<Meeting> day = new ArrayList<>();
        String[] titles = {"daily", "design", "lunch", "deep work", "code review", "sync", "retro", "1:1"};
        Kind[] kinds = Kind.values();
        for (int i = 0; i < titles.length; i++) {
            int start = 540 + (i * 53) % 420;
            int dur = 15 + (i * 25) % 90;
            day.add(new Meeting(titles[i], kinds[i % kinds.length], new Interval(start, start + dur)));
        }
        day.sort(Comparator.comparing(Meeting::slot));
        for (Meeting m : day) {
            System.out.println(String.format("%-12s", m.title()) + hhmm(m.slot().start()) + "-" + hhmm(m.slot().end())
                    + " " + m.kind().name().toLowerCase() + " " + String.format("%5d", m.slot().length()) + "min");
        }
        List<Interval> busy = merge(day.stream().map(Meeting::slot).collect(Collectors.toList()));
        System.out.println("busy=" + busy.stream().map(iv -> hhmm(iv.start()) + "-" + hhmm(iv.end())).collect(Collectors.joining(", ")));
        System.out.println("free=" + gaps(busy, new Interval(540, 1080)).stream()
                .map(iv -> hhmm(iv.start()) + "-" + hhmm(iv.end())).collect(Collectors.joining(", ")));
        System.out.println("rooms needed=" + minRooms(day.stream().map(Meeting::slot).collect(Collectors.toList())));
        Map<Integer, List<String>> byHour = day.stream().collect(Collectors.groupingBy(
                m -> m.slot().start() / 60, TreeMap::new, Collectors.mapping(Meeting::title, Collectors.toList())));
        System.out.println("byHour=" + byHour);
        Map<Kind, Integer> minutesByKind = new EnumMap<>(Kind.class);
        for (Meeting m : day) minutesByKind.merge(m.kind(), m.slot().length(), Integer::sum);
        System.out.println("minutesByKind=" + minutesByKind);
        Optional<Meeting> longest = day.stream().max(Comparator.comparingInt((Meeting m) -> m.slot().length()));
        System.out.println("longest=" + longest.map(Meeting::title).orElse("none"));
    }
}
