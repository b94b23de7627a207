import java.time.Duration;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ShiftDurations {
    static final class Shift {
        final String worker;
        final LocalDateTime start;
        final LocalDateTime end;

        Shift(String worker, LocalDateTime start, LocalDateTime end) {
            this.worker = worker;
            this.start = start;
            this.end = end;
        }

        Duration length() {
            return Duration.between(start, end);
        }
    }

    static String hhmm(Duration d) {
        return d.toHours() + "h" + (d.toMinutesPart() < 10 ? "0" : "") + d.toMinutesPart();
    }

    public static void main(String[] args) {
        List<Shift> shifts = new ArrayList<>();
        shifts.add(new Shift("Ana", LocalDateTime.of(2024, 3, 9, 8, 0), LocalDateTime.of(2024, 3, 9, 16, 30)));
        shifts.add(new Shift("Ana", LocalDateTime.of(2024, 3, 10, 22, 0), LocalDateTime.of(2024, 3, 11, 6, 15)));
        shifts.add(new Shift("Ben", LocalDateTime.of(2024, 3, 9, 12, 0, 30), LocalDateTime.of(2024, 3, 9, 21, 45, 15)));
        shifts.add(new Shift("Ben", LocalDateTime.of(2024, 2, 28, 23, 0), LocalDateTime.of(2024, 3, 1, 1, 0)));
        Duration total = Duration.ZERO;
        Duration overtime = Duration.ZERO;
        Duration regular = Duration.ofHours(8);
        for (Shift s : shifts) {
            Duration d = s.length();
            total = total.plus(d);
            if (d.compareTo(regular) > 0) {
                overtime = overtime.plus(d.minus(regular));
            }
            System.out.println(s.worker + " " + s.start + " -> " + s.end + " = " + d + " (" + hhmm(d) + ", " + d.toMinutes() + " min, "
                + ChronoUnit.MINUTES.between(s.start, s.end) + " by unit, " + ChronoUnit.HOURS.between(s.start, s.end) + " h, "
                + ChronoUnit.DAYS.between(s.start, s.end) + " days)");
        }
        System.out.println("total=" + total + " " + hhmm(total) + " overtime=" + overtime + " seconds=" + total.getSeconds() + " millis=" + total.toMillis());
        List<Duration> lengths = new ArrayList<>();
        for (Shift s : shifts) {
            lengths.add(s.length());
        }
        Collections.sort(lengths);
        System.out.println("sorted=" + lengths + " longest=" + Collections.max(lengths));

        LocalTime open = LocalTime.of(9, 0);
        LocalTime close = LocalTime.of(17, 30);
        System.out.println("open " + Duration.between(open, close) + " reverse " + Duration.between(close, open) + " minutes=" + open.until(close, ChronoUnit.MINUTES)
            + " half days=" + ChronoUnit.HALF_DAYS.between(LocalTime.MIDNIGHT, close));
        System.out.println("wrap: " + close.plusHours(10) + " " + open.minusMinutes(600) + " " + LocalTime.of(23, 59, 59).plusSeconds(2) + " " + LocalTime.of(0, 0).minusNanos(1)
            + " " + open.plus(Duration.ofMinutes(90)) + " " + open.minus(3, ChronoUnit.HALF_DAYS) + " truncated=" + LocalTime.of(10, 47, 31, 5).truncatedTo(ChronoUnit.MINUTES));
        Duration[] samples = {Duration.ofMillis(1500), Duration.ofMillis(-1500), Duration.ofSeconds(-1, 500_000_000), Duration.ofNanos(1), Duration.ofDays(2).plusMinutes(3),
            Duration.ofSeconds(3661).negated(), Duration.ofMinutes(-90).abs(), Duration.ofSeconds(59, 999_999_999).plusNanos(1), Duration.ofMillis(250).multipliedBy(7),
            Duration.of(3, ChronoUnit.HALF_DAYS), Duration.ofHours(25).minusDays(1), Duration.ZERO, Duration.ofSeconds(0, -1)};
        for (Duration d : samples) {
            System.out.println(d + " secs=" + d.getSeconds() + " nano=" + d.getNano() + " days=" + d.toDays() + " hoursPart=" + d.toHoursPart()
                + " minutesPart=" + d.toMinutesPart() + " secondsPart=" + d.toSecondsPart() + " millisPart=" + d.toMillisPart() + " millis=" + d.toMillis()
                + " negative=" + d.isNegative() + " zero=" + d.isZero() + " hash=" + d.hashCode());
        }
        System.out.println("equals=" + Duration.ofMinutes(60).equals(Duration.ofHours(1)) + " nanos=" + Duration.ofSeconds(2, 5).toNanos()
            + " between dt=" + Duration.between(LocalDateTime.of(2024, 1, 1, 0, 0, 0, 900_000_000), LocalDateTime.of(2024, 1, 3, 0, 0, 0, 100_000_000)));
        LocalDateTime meeting = LocalDateTime.of(2024, 3, 31, 23, 30);
        System.out.println("meeting " + meeting + " +45m=" + meeting.plusMinutes(45) + " -1d=" + meeting.minusDays(1) + " +1M=" + meeting.plusMonths(1)
            + " +36h=" + meeting.plus(36, ChronoUnit.HOURS) + " +Duration=" + meeting.plus(Duration.ofSeconds(5400)) + " -Duration=" + meeting.minus(Duration.ofDays(31))
            + " isBefore=" + meeting.isBefore(meeting.plusNanos(1)) + " compare=" + meeting.compareTo(LocalDateTime.of(2024, 3, 31, 23, 29))
            + " hash=" + meeting.hashCode() + " " + LocalTime.of(8, 15).hashCode());
    }
}
