import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ZonedDateTimeRules {
    static final ZoneId NY = ZoneId.of("America/New_York");

    static void show(String label, ZonedDateTime z) {
        System.out.println(label + ": " + z + " off=" + z.getOffset() + " epoch=" + z.toEpochSecond());
    }

    public static void main(String[] args) {
        Instant base = Instant.ofEpochSecond(1720000000L);
        String[] ids = {"America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "Asia/Kathmandu",
            "UTC", "GMT", "Z", "+05:30", "-08:00", "UTC+01:00", "GMT-3"};
        for (String id : ids) {
            ZonedDateTime z = base.atZone(ZoneId.of(id));
            System.out.println(id + " -> " + z + " local=" + z.toLocalDateTime() + " hash=" + z.hashCode());
        }
        ZonedDateTime full = ZonedDateTime.of(2024, 2, 29, 23, 5, 9, 120_000_000, ZoneId.of("Europe/Berlin"));
        System.out.println("full " + full + " y=" + full.getYear() + " m=" + full.getMonthValue() + " " + full.getMonth()
                + " d=" + full.getDayOfMonth() + " doy=" + full.getDayOfYear() + " dow=" + full.getDayOfWeek()
                + " " + full.getHour() + ":" + full.getMinute() + ":" + full.getSecond() + "." + full.getNano()
                + " zone=" + full.getZone() + " date=" + full.toLocalDate() + " time=" + full.toLocalTime()
                + " inst=" + full.toInstant());
        System.out.println("noSec " + ZonedDateTime.of(LocalDate.of(2024, 1, 1), LocalTime.of(0, 0), ZoneOffset.UTC)
                + " sec " + ZonedDateTime.of(LocalDateTime.of(2024, 1, 1, 0, 0, 7), ZoneId.of("UTC"))
                + " nano " + ZonedDateTime.of(2024, 1, 1, 0, 0, 0, 1000, ZoneOffset.ofHours(-8)));

        // DST gap and overlap in New York
        show("gap 02:30", LocalDateTime.of(2024, 3, 10, 2, 30).atZone(NY));
        show("gap 02:00", ZonedDateTime.of(2024, 3, 10, 2, 0, 0, 0, NY));
        show("before gap", ZonedDateTime.of(2024, 3, 10, 1, 59, 59, 0, NY));
        ZonedDateTime ov = ZonedDateTime.of(LocalDateTime.of(2024, 11, 3, 1, 30), NY);
        show("overlap", ov);
        show("overlap later", ov.withLaterOffsetAtOverlap());
        show("later.earlier", ov.withLaterOffsetAtOverlap().withEarlierOffsetAtOverlap());
        show("overlap +1h", ov.plusHours(1));
        show("overlap +1h later", ov.withLaterOffsetAtOverlap().plusHours(1));
        show("no overlap later", full.withLaterOffsetAtOverlap());
        show("overlap +0 days", ov.withLaterOffsetAtOverlap().plusDays(0));
        show("overlap later +1min", ov.withLaterOffsetAtOverlap().plusMinutes(1));
        System.out.println("ov eq later " + ov.equals(ov.withLaterOffsetAtOverlap()) + " cmp=" + ov.compareTo(ov.withLaterOffsetAtOverlap()));

        // Across DST: plusDays keeps wall time, plusHours(24) keeps elapsed time
        ZonedDateTime sat = ZonedDateTime.of(2024, 3, 9, 9, 0, 0, 0, NY);
        show("sat", sat);
        show("sat plusDays(1)", sat.plusDays(1));
        show("sat plusHours(24)", sat.plusHours(24));
        show("sat plus(1,DAYS)", sat.plus(1, ChronoUnit.DAYS));
        show("sat plus(Duration 1d)", sat.plus(Duration.ofDays(1)));
        show("sat plus(24,HOURS)", sat.plus(24, ChronoUnit.HOURS));
        show("sat plusWeeks(1)", sat.plusWeeks(1));
        show("gap-eve plusDays(1)", ZonedDateTime.of(2024, 3, 9, 2, 30, 0, 0, NY).plusDays(1));
        show("sun minusDays(1)", ZonedDateTime.of(2024, 3, 10, 12, 0, 0, 0, NY).minusDays(1));
        show("sun minusHours(24)", ZonedDateTime.of(2024, 3, 10, 12, 0, 0, 0, NY).minusHours(24));
        show("nov plusDays(1)", ZonedDateTime.of(2024, 11, 2, 1, 30, 0, 0, NY).plusDays(1));
        show("nov later minusDays(0)", ov.withLaterOffsetAtOverlap().minusDays(0));
        show("nov4 minusDays(1)", ZonedDateTime.of(2024, 11, 4, 1, 30, 0, 0, NY).minusDays(1));
        show("nov4 minusWeeks(1)", ZonedDateTime.of(2024, 11, 10, 1, 30, 0, 0, NY).minusWeeks(1));
        System.out.println("elapsed plusDays " + Duration.between(sat.toInstant(), sat.plusDays(1).toInstant()) + " seconds="
                + ChronoUnit.SECONDS.between(sat.toInstant(), sat.plusDays(1).toInstant()));

        // Month ends
        ZonedDateTime jan31 = ZonedDateTime.of(2024, 1, 31, 10, 0, 0, 0, ZoneId.of("Europe/Berlin"));
        show("jan31+1M", jan31.plusMonths(1));
        show("jan31+2M", jan31.plusMonths(2));
        show("jan31-2M", jan31.minusMonths(2));
        show("feb29+1Y", ZonedDateTime.of(2024, 2, 29, 10, 0, 0, 0, NY).plusYears(1));
        show("feb29-4Y", ZonedDateTime.of(2024, 2, 29, 10, 0, 0, 0, NY).minusYears(4));
        show("mixed", jan31.plusWeeks(2).minusMinutes(30).plusSeconds(45).plusNanos(5_000_000).minusWeeks(1).minusSeconds(1).minusNanos(1));
        show("+90 MINUTES", jan31.plus(90, ChronoUnit.MINUTES));
        show("+1 MONTHS", jan31.plus(1, ChronoUnit.MONTHS));
        show("-2 WEEKS", jan31.minus(2, ChronoUnit.WEEKS));
        show("minus(Duration)", jan31.minus(Duration.ofHours(36).plusSeconds(1)));

        // Lord Howe (30-minute DST) and Kathmandu (+05:45)
        ZoneId lh = ZoneId.of("Australia/Lord_Howe");
        show("LH before", ZonedDateTime.of(2024, 4, 7, 1, 45, 0, 0, lh));
        show("LH overlap", ZonedDateTime.of(2024, 4, 7, 1, 45, 0, 0, lh).withLaterOffsetAtOverlap());
        show("LH gap", ZonedDateTime.of(2024, 10, 6, 2, 15, 0, 0, lh));
        show("LH +30m", ZonedDateTime.of(2024, 10, 6, 1, 45, 0, 0, lh).plusMinutes(30));
        ZoneId ktm = ZoneId.of("Asia/Kathmandu");
        show("KTM", ZonedDateTime.ofInstant(Instant.parse("2024-12-31T18:14:59Z"), ktm));
        show("KTM 1985", ZonedDateTime.ofInstant(Instant.parse("1985-06-01T00:00:00Z"), ktm));

        // Zone conversion
        ZonedDateTime nyNoon = ZonedDateTime.of(2024, 7, 3, 12, 0, 0, 0, NY);
        show("sameInstant Kolkata", nyNoon.withZoneSameInstant(ZoneId.of("Asia/Kolkata")));
        show("sameInstant +5", nyNoon.withZoneSameInstant(ZoneId.of("+5")));
        show("sameLocal Berlin", nyNoon.withZoneSameLocal(ZoneId.of("Europe/Berlin")));
        show("sameLocal UTC", nyNoon.withZoneSameLocal(ZoneOffset.UTC));
        ZonedDateTime berlinGap = ZonedDateTime.of(2024, 3, 10, 2, 30, 0, 0, ZoneId.of("Europe/Berlin"));
        show("sameLocal into gap", berlinGap.withZoneSameLocal(NY));
        show("sameLocal into overlap", ZonedDateTime.of(2024, 11, 3, 1, 30, 0, 0, ZoneOffset.ofHours(-5)).withZoneSameLocal(NY));
        show("sameInstant into overlap", ZonedDateTime.of(2024, 11, 3, 1, 30, 0, 0, ZoneOffset.ofHours(-5)).withZoneSameInstant(NY));

        // equals vs isEqual, ordering
        ZonedDateTime utcNoon = nyNoon.withZoneSameInstant(ZoneId.of("UTC"));
        ZonedDateTime zNoon = nyNoon.withZoneSameInstant(ZoneOffset.UTC);
        System.out.println("equals " + nyNoon.equals(utcNoon) + " isEqual " + nyNoon.isEqual(utcNoon) + " isBefore "
                + nyNoon.isBefore(utcNoon) + " isAfter " + nyNoon.isAfter(utcNoon) + " cmp " + Integer.signum(nyNoon.compareTo(utcNoon))
                + " cmpZ " + Integer.signum(utcNoon.compareTo(zNoon)) + " eqZ " + utcNoon.equals(zNoon));
        System.out.println("hash " + nyNoon.hashCode() + " " + utcNoon.hashCode() + " " + zNoon.hashCode()
                + " same " + (nyNoon.hashCode() == ZonedDateTime.of(2024, 7, 3, 12, 0, 0, 0, NY).hashCode()));
        List<ZonedDateTime> list = new ArrayList<>();
        list.add(utcNoon);
        list.add(nyNoon);
        list.add(zNoon);
        list.add(ZonedDateTime.of(2024, 7, 3, 12, 0, 0, 0, ZoneId.of("Asia/Kolkata")));
        list.add(ZonedDateTime.of(2024, 7, 3, 21, 30, 0, 0, ZoneId.of("Asia/Kolkata")));
        list.add(nyNoon.withZoneSameInstant(ZoneId.of("Europe/Berlin")));
        Collections.sort(list);
        for (ZonedDateTime z : list) System.out.println("  sorted " + z);

        DateTimeFormatter f1 = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");
        DateTimeFormatter f2 = DateTimeFormatter.ofPattern("EEE, d MMM yyyy h:mm a");
        DateTimeFormatter f3 = DateTimeFormatter.ofPattern("EEEE dd/MM/yy");
        for (ZonedDateTime z : new ZonedDateTime[] {full, ov, ov.withLaterOffsetAtOverlap(), nyNoon.withZoneSameInstant(ktm)}) {
            System.out.println("fmt " + z.format(f1) + " | " + z.format(f2) + " | " + z.format(f3));
        }
        DayOfWeek d = full.getDayOfWeek();
        Month m = full.getMonth();
        System.out.println("enums " + d.getValue() + " " + m.getValue() + " " + (m == Month.FEBRUARY));
    }
}
