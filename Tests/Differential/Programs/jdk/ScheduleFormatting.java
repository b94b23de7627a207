import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

public class ScheduleFormatting {
    static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy");
    static final DateTimeFormatter SHORT_DAY = DateTimeFormatter.ofPattern("EEE dd MMM yy");
    static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm");
    static final DateTimeFormatter AMPM = DateTimeFormatter.ofPattern("h:mm a");
    static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss");
    static final DateTimeFormatter LOG = DateTimeFormatter.ofPattern("[dd/MM/yyyy] 'at' HH'h'mm ''ss''");

    static final class Slot {
        final LocalDateTime start;
        final int minutes;
        final String title;

        Slot(LocalDateTime start, int minutes, String title) {
            this.start = start;
            this.minutes = minutes;
            this.title = title;
        }

        LocalDateTime end() {
            return start.plusMinutes(minutes);
        }
    }

    public static void main(String[] args) {
        List<Slot> slots = new ArrayList<>();
        LocalDate day = LocalDate.of(2024, 9, 2);
        slots.add(new Slot(day.atTime(9, 0), 45, "Standup & planning"));
        slots.add(new Slot(day.atTime(LocalTime.of(11, 30)), 90, "Design review"));
        slots.add(new Slot(LocalDateTime.of(2024, 9, 2, 12, 0), 60, "Lunch"));
        slots.add(new Slot(LocalDateTime.of(2024, 9, 2, 23, 15), 120, "Night deploy"));
        System.out.println(day.format(DAY) + " / " + day.format(SHORT_DAY));
        for (Slot s : slots) {
            System.out.println("  " + s.start.format(CLOCK) + "-" + s.end().format(CLOCK) + " (" + s.start.format(AMPM) + ") " + s.title
                + (s.end().toLocalDate().equals(day) ? "" : " ends " + s.end().format(SHORT_DAY)));
        }
        LocalDateTime t = LocalDateTime.of(2024, 12, 31, 23, 59, 59, 120_000_000);
        System.out.println("stamp=" + t.format(STAMP) + " iso=" + t + " isoTime=" + t.toLocalTime().format(DateTimeFormatter.ISO_LOCAL_TIME)
            + " isoDateTime=" + DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(t) + " log=" + t.format(LOG));
        System.out.println("12-hour: " + LocalTime.MIDNIGHT.format(AMPM) + ", " + LocalTime.NOON.format(AMPM) + ", " + LocalTime.of(0, 5).format(DateTimeFormatter.ofPattern("hh:mm a K k"))
            + ", " + LocalTime.of(13, 7, 9).format(DateTimeFormatter.ofPattern("H:m:s")));
        System.out.println("day of year=" + day.format(DateTimeFormatter.ofPattern("D DDD")) + " narrow=" + day.format(DateTimeFormatter.ofPattern("EEEEE MMMMM"))
            + " fraction=" + t.format(DateTimeFormatter.ofPattern("ss.SSS SSSSSS")) + " y=" + LocalDate.of(7, 1, 1).format(DateTimeFormatter.ofPattern("y yyyy uuuu")));
        System.out.println("big years: " + LocalDate.of(12345, 1, 1).format(DateTimeFormatter.ofPattern("yyyy")) + " " + LocalDate.of(12345, 1, 1)
            + " " + LocalDate.of(-5, 1, 1).format(DateTimeFormatter.ofPattern("uuuu/yyyy")));
        System.out.println("parsed: " + LocalDate.parse("Mon 02 Sep 24", SHORT_DAY) + " " + LocalDateTime.parse("2024-09-02T07:05:00", STAMP)
            + " " + LocalTime.parse("7:05 PM", AMPM) + " " + LocalDate.parse("20240902", DateTimeFormatter.ofPattern("yyyyMMdd"))
            + " " + LocalDateTime.parse("2024-09-02T07:05:30.5") + " " + LocalTime.parse("23:59:59.999999999") + " " + LocalDate.parse("+12345-01-02"));
        System.out.println("formatters: " + DateTimeFormatter.ISO_LOCAL_DATE + " | " + SHORT_DAY + " | " + LOG);
        System.out.println("times: " + LocalTime.of(10, 0) + " " + LocalTime.of(10, 0, 1) + " " + LocalTime.of(10, 0, 0, 1000) + " " + LocalTime.of(10, 0, 0, 1_000_000)
            + " " + LocalTime.of(10, 0, 0, 123) + " " + LocalTime.MAX + " " + LocalDateTime.of(2024, 1, 1, 0, 0));
    }
}
