import java.util.*;
import java.util.stream.*;

public class ModelHabitCalendar {
    static class InvalidDateException extends RuntimeException {
        InvalidDateException(String message) { super(message); }
    }

    static class HabitException extends Exception {
        HabitException(String message) { super(message); }
    }

    enum Weekday {
        MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY;
        String shortName() { return name().charAt(0) + name().substring(1, 2).toLowerCase(); }
        boolean isWeekend() { return this == SATURDAY || this == SUNDAY; }
    }

    static boolean isLeap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

    static int daysInMonth(int y, int m) {
        return switch (m) {
            case 1, 3, 5, 7, 8, 10, 12 -> 31;
            case 4, 6, 9, 11 -> 30;
            case 2 -> isLeap(y) ? 29 : 28;
            default -> throw new InvalidDateException("month " + m + " out of range");
        };
    }

    record SimpleDate(int year, int month, int day) implements Comparable<SimpleDate> {
        SimpleDate {
            int max = daysInMonth(year, month);
            if (day < 1 || day > max) throw new InvalidDateException(year + "-" + month + " has no day " + day + " (max " + max + ")");
        }
        static SimpleDate parse(String s) {
            String[] p = s.split("-");
            if (p.length != 3) throw new InvalidDateException("expected yyyy-mm-dd: " + s);
            return new SimpleDate(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]));
        }
        Weekday zellerWeekday() {
            int m = month, y = year;
            if (m < 3) { m += 12; y--; }
            int k = y % 100, j = y / 100;
            int h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7; // 0 = Saturday
            return Weekday.values()[(h + 5) % 7];
        }
        long toEpochDay() {
            int y = month <= 2 ? year - 1 : year;
            int era = Math.floorDiv(y, 400);
            int yoe = y - era * 400;
            int doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
            return era * 146097L + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
        }
        SimpleDate plusDays(int n) {
            int y = year, m = month, d = day;
            while (n > 0) {
                int left = daysInMonth(y, m) - d;
                if (n <= left) { d += n; n = 0; }
                else { n -= left + 1; d = 1; if (++m > 12) { m = 1; y++; } }
            }
            while (n < 0) {
                if (-n < d) { d += n; n = 0; }
                else { n += d; if (--m < 1) { m = 12; y--; } d = daysInMonth(y, m); }
            }
            return new SimpleDate(y, m, d);
        }
        public int compareTo(SimpleDate o) { return Long.compare(toEpochDay(), o.toEpochDay()); }
        @Override public String toString() {
            final String digits = "0123456789";
            return year + "-" + digits.charAt(month / 10) + digits.charAt(month % 10) + "-" + digits.charAt(day / 10) + digits.charAt(day % 10);
        }
    }

    enum Frequency {
        DAILY { boolean isDue(SimpleDate d, SimpleDate start) { return true; } },
        WEEKDAYS { boolean isDue(SimpleDate d, SimpleDate start) { return !d.zellerWeekday().isWeekend(); } },
        WEEKENDS { boolean isDue(SimpleDate d, SimpleDate start) { return d.zellerWeekday().isWeekend(); } },
        EVERY_OTHER_DAY { boolean isDue(SimpleDate d, SimpleDate start) { return (d.toEpochDay() - start.toEpochDay()) % 2 == 0; } };
        abstract boolean isDue(SimpleDate d, SimpleDate start);
    }

    static final class Habit {
        final String name; final Frequency frequency; final SimpleDate start;
        private final TreeSet<Long> done = new TreeSet<>();
        Habit(String name, Frequency frequency, SimpleDate start) { this.name = name; this.frequency = frequency; this.start = start; }

        void markDone(SimpleDate d, SimpleDate today) throws HabitException {
            if (d.compareTo(start) < 0) throw new HabitException(name + ": " + d + " is before start " + start);
            if (d.compareTo(today) > 0) throw new HabitException(name + ": " + d + " is in the future");
            if (!frequency.isDue(d, start)) throw new HabitException(name + ": not due on " + d.zellerWeekday().shortName() + " " + d);
            if (!done.add(d.toEpochDay())) throw new HabitException(name + ": already done on " + d);
        }
        boolean isDone(SimpleDate d) { return done.contains(d.toEpochDay()); }

        List<SimpleDate> dueDays(SimpleDate today) {
            List<SimpleDate> out = new ArrayList<>();
            for (SimpleDate d = start; d.compareTo(today) <= 0; d = d.plusDays(1)) if (frequency.isDue(d, start)) out.add(d);
            return out;
        }
        int currentStreak(SimpleDate today) {
            List<SimpleDate> due = dueDays(today);
            int streak = 0;
            for (int i = due.size() - 1; i >= 0; i--) {
                SimpleDate d = due.get(i);
                if (isDone(d)) streak++;
                else if (!d.equals(today)) break;
            }
            return streak;
        }
        int longestStreak(SimpleDate today) {
            int best = 0, run = 0;
            for (SimpleDate d : dueDays(today)) { run = isDone(d) ? run + 1 : 0; best = Math.max(best, run); }
            return best;
        }
        String rate(SimpleDate today) {
            int due = dueDays(today).size();
            long permille = due == 0 ? 0 : (done.size() * 1000L + due / 2) / due;
            return permille / 10 + "." + permille % 10 + "%";
        }
    }

    static void printMonth(Habit h, int year, int month) {
        System.out.println("  " + h.name + " " + year + "/" + month + ": " + Arrays.stream(Weekday.values()).map(Weekday::shortName).collect(Collectors.joining("  ")));
        SimpleDate first = new SimpleDate(year, month, 1);
        StringBuilder row = new StringBuilder("  ").append("    ".repeat(first.zellerWeekday().ordinal()));
        for (int d = 1; d <= daysInMonth(year, month); d++) {
            SimpleDate date = new SimpleDate(year, month, d);
            String cell = h.isDone(date) ? "*" : h.frequency.isDue(date, h.start) && date.compareTo(h.start) >= 0 ? "o" : ".";
            row.append(String.format("%2d%s ", d, cell));
            if (date.zellerWeekday() == Weekday.SUNDAY) { System.out.println(row.toString().stripTrailing()); row = new StringBuilder("  "); }
        }
        if (row.length() > 2) System.out.println(row.toString().stripTrailing());
    }

    public static void main(String[] args) {
        for (String s : new String[] { "2000-02-29", "2024-02-29", "1900-02-29", "2023-02-29", "2024-13-01", "2024-04-31", "1970-01-01", "2024-7" }) {
            try {
                SimpleDate d = SimpleDate.parse(s);
                System.out.println(d + " " + d.zellerWeekday() + " epoch=" + d.toEpochDay() + " leap=" + isLeap(d.year()));
            } catch (InvalidDateException e) {
                System.out.println("invalid: " + e.getMessage());
            }
        }
        SimpleDate base = new SimpleDate(1999, 12, 25);
        int mismatches = 0;
        SimpleDate walk = base;
        for (int i = 0; i < 1200; i++, walk = walk.plusDays(1)) {
            Weekday byEpoch = Weekday.values()[(int) Math.floorMod(walk.toEpochDay() + 3, 7L)];
            if (byEpoch != walk.zellerWeekday() || walk.toEpochDay() != base.toEpochDay() + i || !walk.plusDays(-i).equals(base)) mismatches++;
        }
        System.out.println("walked to " + walk + ", mismatches=" + mismatches);
        System.out.println("2024-01-31 +29 = " + new SimpleDate(2024, 1, 31).plusDays(29) + ", 2024-03-01 -366 = " + new SimpleDate(2024, 3, 1).plusDays(-366));

        SimpleDate today = new SimpleDate(2024, 2, 20);
        Habit run = new Habit("Run", Frequency.WEEKDAYS, new SimpleDate(2024, 2, 1));
        Habit read = new Habit("Read", Frequency.EVERY_OTHER_DAY, new SimpleDate(2024, 2, 3));
        for (int d = 1; d <= 21; d++) {
            SimpleDate date = new SimpleDate(2024, 2, d);
            for (Habit h : List.of(run, read)) {
                if ((d % 6 == 2 && h == run) || (d == 11 && h == read)) continue;
                try { h.markDone(date, today); }
                catch (HabitException e) { if (d > 16 || d % 5 == 0) System.out.println("skip: " + e.getMessage()); }
            }
        }
        try { run.markDone(new SimpleDate(2024, 2, 19), today); } catch (HabitException e) { System.out.println("skip: " + e.getMessage()); }
        try { read.markDone(new SimpleDate(2024, 1, 30), today); } catch (HabitException e) { System.out.println("skip: " + e.getMessage()); }
        for (Habit h : List.of(run, read)) {
            System.out.println(h.name + ": current=" + h.currentStreak(today) + " longest=" + h.longestStreak(today) + " rate=" + h.rate(today));
            printMonth(h, 2024, 2);
        }
    }
}
