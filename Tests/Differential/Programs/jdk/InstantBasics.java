import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class InstantBasics {
    static void parse(String s) {
        try {
            Instant i = Instant.parse(s);
            System.out.println("parse " + s + " -> " + i + " sec=" + i.getEpochSecond() + " nano=" + i.getNano());
        } catch (DateTimeParseException e) {
            System.out.println("parse " + s + " failed: " + e.getMessage());
        }
    }

    static void zone(String id) {
        try {
            ZoneId z = ZoneId.of(id);
            System.out.println("zone '" + id + "' -> " + z.getId() + " str=" + z + " offset=" + (z instanceof ZoneOffset)
                    + " hash=" + z.hashCode());
        } catch (DateTimeException e) {
            System.out.println("zone '" + id + "' failed: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println("EPOCH=" + Instant.EPOCH + " hash=" + Instant.EPOCH.hashCode());
        Instant a = Instant.ofEpochSecond(1720000000L);
        System.out.println("a=" + a + " ms=" + a.toEpochMilli() + " hash=" + a.hashCode());
        Instant[] samples = {
            Instant.ofEpochMilli(1720000000123L), Instant.ofEpochSecond(1720000000L, 123400000L),
            Instant.ofEpochSecond(1720000000L, 123456L), Instant.ofEpochSecond(1720000000L, 1L),
            Instant.ofEpochSecond(-1, 500_000_000), Instant.ofEpochSecond(0, -1), Instant.ofEpochMilli(-1),
            Instant.ofEpochSecond(10, 2_500_000_000L), Instant.ofEpochSecond(-2208988800L), Instant.ofEpochMilli(-123456789L)
        };
        for (Instant i : samples) {
            System.out.println(i + " sec=" + i.getEpochSecond() + " nano=" + i.getNano() + " ms=" + i.toEpochMilli()
                    + " hash=" + i.hashCode());
        }
        parse("2024-07-03T09:46:40Z");
        parse("2024-07-03T09:46:40.5Z");
        parse("2024-07-03T09:46:40.123456789Z");
        parse("2024-07-03T09:46Z");
        parse("1969-12-31T23:59:59.999Z");
        parse("2024-07-03T09:46:40+02:00");
        parse("2024-07-03T09:46:40");
        parse("2024-02-30T00:00:00Z");
        parse("2024-07-03 09:46:40Z");
        parse("");

        System.out.println("plusSeconds " + a.plusSeconds(3600) + " minusSeconds " + a.minusSeconds(86400));
        System.out.println("plusMillis " + a.plusMillis(1500) + " minusMillis " + a.minusMillis(1));
        System.out.println("plusNanos " + a.plusNanos(1000) + " minusNanos " + a.minusNanos(1));
        System.out.println("plusDuration " + a.plus(Duration.ofMinutes(90)) + " minusDuration " + a.minus(Duration.ofDays(2).plusMillis(5)));
        ChronoUnit[] units = {ChronoUnit.NANOS, ChronoUnit.MICROS, ChronoUnit.MILLIS, ChronoUnit.SECONDS,
            ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.HALF_DAYS, ChronoUnit.DAYS};
        for (ChronoUnit u : units) {
            System.out.println(u + ": +3 " + a.plus(3, u) + " -2 " + a.minus(2, u));
        }
        try {
            System.out.println(a.plus(1, ChronoUnit.MONTHS));
        } catch (DateTimeException e) {
            System.out.println("MONTHS: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        Instant f = Instant.parse("2024-07-03T09:46:40.987654321Z");
        System.out.println("trunc " + f.truncatedTo(ChronoUnit.SECONDS) + " " + f.truncatedTo(ChronoUnit.MINUTES) + " "
                + f.truncatedTo(ChronoUnit.HOURS) + " " + f.truncatedTo(ChronoUnit.DAYS) + " " + f.truncatedTo(ChronoUnit.MILLIS));
        Instant neg = Instant.parse("1950-06-15T13:45:30.25Z");
        System.out.println("negTrunc " + neg.truncatedTo(ChronoUnit.DAYS) + " " + neg.truncatedTo(ChronoUnit.HOURS) + " ms=" + neg.toEpochMilli());

        Instant b = Instant.parse("2024-07-03T09:46:40Z");
        System.out.println("a==b " + a.equals(b) + " cmp=" + a.compareTo(b) + " hashEq=" + (a.hashCode() == b.hashCode()));
        System.out.println("isBefore " + a.isBefore(f) + " isAfter " + a.isAfter(f) + " cmp " + a.compareTo(f) + " " + f.compareTo(a));
        System.out.println("between " + Duration.between(a, f) + " " + Duration.between(f, neg));
        System.out.println("SECONDS.between " + ChronoUnit.SECONDS.between(a, f) + " " + ChronoUnit.SECONDS.between(f, a)
                + " MILLIS.between " + ChronoUnit.MILLIS.between(neg, a) + " " + ChronoUnit.MILLIS.between(a, neg));
        Instant p1 = Instant.ofEpochSecond(0, 900_000_000), p2 = Instant.ofEpochSecond(2, 100_000_000);
        System.out.println("partial " + ChronoUnit.SECONDS.between(p1, p2) + " " + ChronoUnit.SECONDS.between(p2, p1)
                + " " + ChronoUnit.MILLIS.between(p1, p2.plusNanos(999_999)) + " " + Duration.between(p2, p1));
        System.out.println("now>2020 " + Instant.now().isAfter(Instant.parse("2020-01-01T00:00:00Z")));

        List<Instant> list = new ArrayList<>();
        for (Instant i : samples) list.add(i);
        list.add(a);
        Collections.sort(list);
        System.out.println("sorted " + list);

        String[] ids = {"America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "Asia/Kathmandu",
            "UTC", "GMT", "Z", "+05:30", "-08:00", "+5", "UTC+01:00", "GMT-3", "+00:00", "UT",
            "Mars/Olympus", "+25:00", "bad id!", "", "america/new_york", "UTC+25"};
        for (String id : ids) zone(id);
        System.out.println("eq " + ZoneId.of("+05:30").equals(ZoneOffset.ofHoursMinutes(5, 30))
                + " " + ZoneId.of("UTC").equals(ZoneOffset.UTC) + " " + ZoneId.of("Z").equals(ZoneOffset.UTC)
                + " " + ZoneId.of("Europe/Berlin").equals(ZoneId.of("Europe/Berlin")));
        ZoneOffset[] offs = {ZoneOffset.UTC, ZoneOffset.ofHours(-8), ZoneOffset.ofHoursMinutes(5, 45),
            ZoneOffset.ofTotalSeconds(3600), ZoneOffset.ofTotalSeconds(-12345), ZoneOffset.of("+02"),
            ZoneOffset.of("-0330"), ZoneOffset.of("+01:02:03"), ZoneOffset.ofHours(0)};
        for (ZoneOffset o : offs) {
            System.out.println("offset " + o.getId() + " str=" + o + " total=" + o.getTotalSeconds() + " hash=" + o.hashCode()
                    + " cmpUTC=" + o.compareTo(ZoneOffset.UTC));
        }
        try {
            ZoneOffset.ofHours(19);
        } catch (DateTimeException e) {
            System.out.println("ofHours(19): " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            ZoneOffset.ofHoursMinutes(5, -30);
        } catch (DateTimeException e) {
            System.out.println("ofHoursMinutes(5,-30): " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            ZoneOffset.of("5:30");
        } catch (DateTimeException e) {
            System.out.println("of(5:30): " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println("default is UTC: " + ZoneId.systemDefault().getId().equals("Etc/UTC") + " / " + ZoneId.systemDefault());
    }
}
