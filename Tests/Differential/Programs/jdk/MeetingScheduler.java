import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;

public class MeetingScheduler {
    static final DateTimeFormatter SHORT = DateTimeFormatter.ofPattern("EEE d MMM HH:mm");
    static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("h:mm a");

    static class Attendee {
        final String name;
        final ZoneId zone;

        Attendee(String name, String zoneId) { this.name = name; this.zone = ZoneId.of(zoneId); }
    }

    static class Meeting implements Comparable<Meeting> {
        final String title;
        final Instant start;
        final Duration length;

        Meeting(String title, Instant start, Duration length) {
            this.title = title;
            this.start = start;
            this.length = length;
        }

        Instant end() {
            return start.plus(length);
        }

        boolean overlaps(Meeting other) {
            return start.isBefore(other.end()) && other.start.isBefore(end());
        }

        public int compareTo(Meeting o) {
            return start.compareTo(o.start);
        }

        @Override
        public String toString() {
            return title + " [" + start + " .. " + end() + "]";
        }
    }

    static Meeting fromApi(String title, String iso, long minutes) {
        try {
            return new Meeting(title, Instant.parse(iso), Duration.ofMinutes(minutes));
        } catch (DateTimeParseException e) {
            System.out.println("rejected " + title + ": " + e.getMessage());
            return null;
        }
    }

    public static void main(String[] args) {
        List<Attendee> people = new ArrayList<>();
        people.add(new Attendee("Ana", "America/New_York"));
        people.add(new Attendee("Bernd", "Europe/Berlin"));
        people.add(new Attendee("Chitra", "Asia/Kolkata"));
        people.add(new Attendee("Dawa", "Asia/Kathmandu"));
        people.add(new Attendee("Eli", "Australia/Lord_Howe"));
        people.add(new Attendee("Fay", "UTC"));
        try {
            people.add(new Attendee("Gus", "Mars/Olympus"));
        } catch (DateTimeException e) {
            System.out.println("skipping Gus: " + e.getMessage());
        }

        String[][] api = {
            {"Planning", "2024-03-05T14:00:00Z", "60"}, {"Retro", "2024-03-05T14:30:00.000Z", "45"},
            {"Standup", "2024-03-04T13:15:00Z", "15"}, {"Broken", "2024-03-05T25:00:00Z", "30"},
            {"Review", "2024-03-06T23:30:00.250Z", "90"}, {"Offsetted", "2024-03-05T09:00:00-05:00", "30"}
        };
        List<Meeting> meetings = new ArrayList<>();
        for (String[] row : api) {
            Meeting m = fromApi(row[0], row[1], Long.parseLong(row[2]));
            if (m != null) meetings.add(m);
        }
        Meeting earliest = meetings.get(0);
        for (Meeting m : meetings) if (m.start.isBefore(earliest.start)) earliest = m;
        System.out.println("earliest: " + earliest);
        Collections.sort(meetings);
        for (Meeting m : meetings) {
            System.out.println(m);
            for (Attendee a : people) {
                ZonedDateTime local = m.start.atZone(a.zone);
                ZonedDateTime end = m.end().atZone(a.zone);
                String flag = local.getHour() < 8 || end.getHour() >= 18 || !end.toLocalDate().equals(local.toLocalDate())
                        ? " (outside hours)" : "";
                System.out.println("  " + a.name + ": " + local.format(SHORT) + "-" + end.format(CLOCK) + " " + local.getOffset() + flag);
            }
        }
        for (int i = 0; i < meetings.size(); i++) {
            for (int j = i + 1; j < meetings.size(); j++) {
                Meeting x = meetings.get(i), y = meetings.get(j);
                if (x.overlaps(y)) {
                    Instant from = x.start.isAfter(y.start) ? x.start : y.start;
                    Instant to = x.end().isBefore(y.end()) ? x.end() : y.end();
                    System.out.println("overlap " + x.title + "/" + y.title + " for " + Duration.between(from, to).toMinutes() + " min");
                }
            }
        }

        // Weekly series scheduled in New York wall time across the March DST change
        ZonedDateTime first = ZonedDateTime.of(LocalDate.of(2024, 2, 27), LocalTime.of(10, 0), ZoneId.of("America/New_York"));
        Map<String, List<String>> series = new LinkedHashMap<>();
        for (int week = 0; week < 7; week++) {
            ZonedDateTime occ = first.plusWeeks(week);
            for (Attendee a : people) {
                series.computeIfAbsent(a.name, k -> new ArrayList<>()).add(occ.withZoneSameInstant(a.zone).format(CLOCK));
            }
            String gap = week == 0 ? "-" : Duration.between(first.plusWeeks(week - 1).toInstant(), occ.toInstant()).toString();
            System.out.println("week " + week + ": " + occ + " utc=" + occ.toInstant() + " gapFromPrev=" + gap);
        }
        for (Map.Entry<String, List<String>> e : series.entrySet()) System.out.println(e.getKey() + " sees " + e.getValue());

        // Legacy java.util.Date interop
        Date legacy = new Date(1709647200000L);
        Instant li = legacy.toInstant();
        System.out.println("legacy instant " + li + " ms=" + li.toEpochMilli() + " eqPlanning=" + li.equals(meetings.get(1).start));
        Date back = Date.from(meetings.get(3).start);
        System.out.println("Date.from ms=" + back.getTime() + " roundtrip=" + back.toInstant() + " eq=" + back.toInstant().equals(meetings.get(3).start));
        Date nanoDate = Date.from(Instant.ofEpochSecond(1709647200L, 123_987_654L));
        System.out.println("nanos dropped: " + nanoDate.getTime() + " -> " + nanoDate.toInstant());
        TimeZone tz = TimeZone.getTimeZone(ZoneId.of("Asia/Kathmandu"));
        System.out.println("TimeZone " + tz.getID() + " raw=" + tz.getRawOffset() + " back=" + tz.toZoneId());
        System.out.println("TimeZone UTC -> " + TimeZone.getTimeZone("UTC").toZoneId() + " / " + TimeZone.getTimeZone(ZoneId.of("Z")).getID());

        // Re-schedule the Review into Eli's morning, keeping Eli's wall clock
        Meeting review = meetings.get(meetings.size() - 1);
        ZonedDateTime eli = review.start.atZone(ZoneId.of("Australia/Lord_Howe"));
        ZonedDateTime moved = ZonedDateTime.of(eli.toLocalDate().plusDays(1), LocalTime.of(9, 0), eli.getZone());
        System.out.println("Review for Eli " + eli + " -> " + moved + " shift " + Duration.between(eli.toInstant(), moved.toInstant()));
        LocalDateTime nyView = moved.withZoneSameInstant(ZoneId.of("America/New_York")).toLocalDateTime();
        System.out.println("in New York " + nyView + " truncated " + moved.toInstant().truncatedTo(ChronoUnit.HOURS));
        System.out.println("clock sane: " + Instant.now().isAfter(Instant.parse("2020-01-01T00:00:00Z")));
    }
}
