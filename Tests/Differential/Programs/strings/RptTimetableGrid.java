import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

public class RptTimetableGrid {
    static final String[] DAYS = {"Mon", "Tue", "Wed", "Thu", "Fri"};
    static final int CELL = 11;

    static String fit(String s, int w, int align) {
        if (s.length() > w) s = s.substring(0, w - 1) + "~";
        int gap = w - s.length();
        if (align < 0) return s + " ".repeat(gap);
        if (align > 0) return " ".repeat(gap) + s;
        int left = gap / 2;
        return " ".repeat(left) + s + " ".repeat(gap - left);
    }

    static String hhmm(int minutes) {
        return String.format("%02d:%02d", minutes / 60, minutes % 60);
    }

    public static void main(String[] args) {
        List<Slot> slots = new ArrayList<>();
        slots.add(new Slot(0, 0, "Math", "R101"));
        slots.add(new Slot(0, 1, "Physics", "Lab2"));
        slots.add(new Slot(0, 3, "History", "R204"));
        slots.add(new Slot(1, 0, "English Literature", "R110"));
        slots.add(new Slot(1, 2, "Chemistry", "Lab1"));
        slots.add(new Slot(2, 0, "Math", "R101"));
        slots.add(new Slot(2, 1, "Art", "Studio"));
        slots.add(new Slot(2, 2, "Art", "Studio"));
        slots.add(new Slot(1, 3, "Computer Science", "R305"));
        slots.add(new Slot(2, 3, "Drama", "Main Hall A"));
        slots.add(new Slot(4, 0, "PE", "Gym"));
        slots.add(new Slot(4, 1, "Math", "R101"));
        slots.add(new Slot(4, 3, "Music", "R002"));

        int periods = 4;
        String[][] grid = new String[periods][DAYS.length];
        String[][] rooms = new String[periods][DAYS.length];
        for (String[] row : grid) Arrays.fill(row, "");
        for (String[] row : rooms) Arrays.fill(row, "");
        Map<String, Integer> counts = new TreeMap<>();
        for (Slot s : slots) {
            grid[s.period][s.day] = s.subject;
            rooms[s.period][s.day] = s.room;
            counts.merge(s.subject, 1, Integer::sum);
        }

        String sep = "+" + "-".repeat(13) + ("+" + "-".repeat(CELL)).repeat(DAYS.length) + "+";
        System.out.println(fit("CLASS 10B - WEEKLY TIMETABLE", sep.length(), 0));
        System.out.println(sep);
        StringBuilder header = new StringBuilder("|" + fit("Period", 13, 0));
        for (String d : DAYS) header.append('|').append(fit(d, CELL, 0));
        System.out.println(header.append('|'));
        System.out.println(sep.replace('-', '='));
        int start = 8 * 60 + 30;
        for (int p = 0; p < periods; p++) {
            int from = start + p * 55;
            StringBuilder line1 = new StringBuilder(String.format("|%-13s", " P" + (p + 1) + " " + hhmm(from)));
            StringBuilder line2 = new StringBuilder(String.format("|%13s", hhmm(from + 45) + " "));
            for (int d = 0; d < DAYS.length; d++) {
                String subj = grid[p][d].isEmpty() ? "--" : grid[p][d];
                line1.append('|').append(fit(subj, CELL, 0));
                line2.append('|').append(fit(rooms[p][d], CELL, 1));
            }
            System.out.println(line1.append('|'));
            System.out.println(line2.append('|'));
            System.out.println(sep);
        }

        System.out.println();
        System.out.printf("%-20s %5s %8s%n", "Subject", "Count", "Minutes");
        int totalMin = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            int min = e.getValue() * 45;
            totalMin += min;
            System.out.printf("%-20.20s %5d %8d%n", e.getKey(), e.getValue(), min);
        }
        System.out.printf("%-20s %5d %8d (%d h %02d min)%n", "TOTAL", slots.size(), totalMin, totalMin / 60, totalMin % 60);

        for (int d = 0; d < DAYS.length; d++) {
            StringJoiner sj = new StringJoiner(" -> ", DAYS[d] + ": ", "");
            sj.setEmptyValue(DAYS[d] + ": free day");
            int free = 0;
            for (int p = 0; p < periods; p++) {
                if (grid[p][d].isEmpty()) free++;
                else sj.add(String.format("%.4s", grid[p][d]));
            }
            System.out.printf("%-40s free=%d full=%-6b|%n", sj, free, free == 0);
        }
        double load = slots.size() * 100.0 / (periods * DAYS.length);
        System.out.printf("Room utilisation: %8.2f%% | ends at %s%n", load, hhmm(start + (periods - 1) * 55 + 45));
    }
}

class Slot {
    final int day;
    final int period;
    final String subject;
    final String room;

    Slot(int day, int period, String subject, String room) {
        this.day = day;
        this.period = period;
        this.subject = subject;
        this.room = room;
    }
}
