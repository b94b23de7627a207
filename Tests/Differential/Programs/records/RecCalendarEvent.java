import java.util.*;

public class RecCalendarEvent {
    public static void main(String[] args) {
        var standup = new Event("Standup", 9 * 60, 9 * 60 + 15, Kind.MEETING);
        var focus = Event.ofDuration("Focus time", 10 * 60, 90, Kind.FOCUS);
        var lunch = new Event("lunch", 12 * 60 + 30, 13 * 60 + 15);
        var review = Event.parse("Code review|11:00|12:00|MEETING");
        var gym = Event.parse("Gym|18:30|19:45|PERSONAL");
        System.out.println(standup);
        System.out.println(lunch);
        System.out.println("events created: " + Event.count);

        String[] rawEvents = {"Late|23:30|24:30|PERSONAL", "Backwards|15:00|14:00|FOCUS", "Oops|aa:00|10:00|FOCUS", "  |09:00|10:00|MEETING", "Sync|16:00|16:30|MEETING"};
        List<Event> day = new ArrayList<>(List.of(gym, lunch, review, standup, focus));
        for (String raw : rawEvents) {
            try {
                var e = Event.parse(raw);
                day.add(e);
                System.out.println("parsed " + e.title() + " " + e.range());
            } catch (IllegalArgumentException ex) {
                System.out.println("skip '" + raw + "': " + ex.getMessage());
            }
        }

        day.sort(Comparator.comparingInt(Event::start).thenComparing(Event::title));
        System.out.println("-- agenda --");
        for (var e : day) {
            String icon = switch (e.kind()) {
                case MEETING -> "[M]";
                case FOCUS -> "[F]";
                case PERSONAL -> {
                    String s = e.start() >= 17 * 60 ? "[E]" : "[P]";
                    yield s;
                }
            };
            System.out.println(String.format("%s %s %-8s %5d min", icon, e.range(), e.title(), e.duration()));
        }

        System.out.println("-- conflicts --");
        for (int i = 0; i < day.size(); i++) {
            for (int j = i + 1; j < day.size(); j++) {
                var a = day.get(i);
                var b = day.get(j);
                if (a.overlaps(b)) System.out.println(a.title() + " overlaps " + b.title() + " by " + a.overlapMinutes(b) + " min");
            }
        }

        Map<Kind, Integer> minutesByKind = new TreeMap<>();
        for (var e : day) minutesByKind.merge(e.kind(), e.duration(), Integer::sum);
        for (var entry : minutesByKind.entrySet()) {
            System.out.println(String.format("%-8s %5d", entry.getKey(), entry.getValue()));
        }

        var moved = focus.shiftBy(30).withTitle("Deep work");
        System.out.println("moved: " + moved + " " + moved.range());
        System.out.println("focus unchanged: " + focus.range());
        System.out.println("same slot as copy: " + standup.equals(new Event("Standup", 540, 555, Kind.MEETING)));

        int busy = 0;
        for (var e : day) if (e.kind() != Kind.PERSONAL) busy += e.duration();
        String summary = """
            Day summary
            -----------
            events:   %d
            work min: %d
            first:    %s
            last:     %s
            """;
        System.out.print(String.format(summary, day.size(), busy, day.get(0).title(), day.get(day.size() - 1).title()));
    }
}

enum Kind { MEETING, FOCUS, PERSONAL }

record Event(String title, int start, int end, Kind kind) {
    static int count = 0;
    static final int DAY_MINUTES = 24 * 60;

    Event {
        if (title == null || title.isBlank()) throw new IllegalArgumentException("title required");
        if (start < 0 || end > DAY_MINUTES) throw new IllegalArgumentException("outside the day");
        if (end <= start) throw new IllegalArgumentException("end " + end + " not after start " + start);
        title = Character.toUpperCase(title.trim().charAt(0)) + title.trim().substring(1);
        count++;
    }

    Event(String title, int start, int end) { this(title, start, end, Kind.PERSONAL); }

    static Event ofDuration(String title, int start, int minutes, Kind kind) { return new Event(title, start, start + minutes, kind); }

    static Event parse(String line) {
        String[] f = line.split("\\|");
        if (f.length != 4) throw new IllegalArgumentException("expected 4 fields");
        return new Event(f[0], toMinutes(f[1]), toMinutes(f[2]), Kind.valueOf(f[3]));
    }

    static int toMinutes(String hhmm) {
        int colon = hhmm.indexOf(':');
        if (colon < 0) throw new IllegalArgumentException("no colon in " + hhmm);
        String h = hhmm.substring(0, colon), m = hhmm.substring(colon + 1);
        for (char c : (h + m).toCharArray()) if (!Character.isDigit(c)) throw new IllegalArgumentException("bad time " + hhmm);
        return Integer.parseInt(h) * 60 + Integer.parseInt(m);
    }

    static String clock(int minutes) {
        int h = minutes / 60, m = minutes % 60;
        return (h < 10 ? "0" : "") + h + ":" + (m < 10 ? "0" : "") + m;
    }

    int duration() { return end - start; }
    String range() { return clock(start) + "-" + clock(end); }
    boolean overlaps(Event o) { return start < o.end && o.start < end; }
    int overlapMinutes(Event o) { return Math.max(0, Math.min(end, o.end) - Math.max(start, o.start)); }
    Event shiftBy(int minutes) { return new Event(title, start + minutes, end + minutes, kind); }
    Event withTitle(String t) { return new Event(t, start, end, kind); }
}
