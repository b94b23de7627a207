import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class OffsetDateTimeApi {
    static final ZoneId NY = ZoneId.of("America/New_York");
    static final DateTimeFormatter NY_FMT = DateTimeFormatter.ofPattern("EEE yyyy-MM-dd hh:mm a");

    record ApiEvent(String endpoint, String rawTimestamp, int status) {
        OffsetDateTime at() { return OffsetDateTime.parse(rawTimestamp); }
        OffsetDateTime utc() { return at().withOffsetSameInstant(ZoneOffset.UTC); }
    }

    static void tryParse(String s) {
        try {
            OffsetDateTime t = OffsetDateTime.parse(s);
            System.out.println("ok  " + s + " -> " + t + " off=" + t.getOffset() + " epoch=" + t.toEpochSecond());
        } catch (DateTimeParseException e) {
            System.out.println("err " + s + " -> " + e.getMessage() + " @" + e.getErrorIndex());
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"2024-07-03T09:46:40+02:00", "2024-07-03T09:46:40Z", "2024-07-03T09:46:40.5-05:30",
            "2024-07-03T09:46+01:00", "2024-07-03t09:46:40z", "2024-07-03T09:46:40.123456789+14:00",
            "2024-07-03T09:46:40-00:00", "2024-07-03T09:46:40+05:30:15", "2024-07-03T09:46:40+02", "2024-07-03T09:46:40.+18:00",
            "2024-07-03T09:46:40", "2024-07-03T09:46:40+0200", "2024-13-03T09:46:40Z", "2024-02-30T09:46:40Z",
            "2024-07-03T25:00:00Z", "2024-07-03T09:46:40+19:00", "2024-07-03T09:46:40Zjunk", "garbage", "",
            "2023-02-29T09:46:40Z", "2024-07-03T09:46:60Z", "2024-07-03 09:46:40Z", "2024-07-03T09:46:40-18:01",
            "2024-07-03T09:46:40+02:00[Europe/Paris]", "2024-07-03T09:46:40.1234567890Z"};
        for (String s : inputs) tryParse(s);

        // Factories and accessors
        ZoneOffset plus2 = ZoneOffset.ofHours(2);
        ZoneOffset minus530 = ZoneOffset.ofHoursMinutes(-5, -30);
        OffsetDateTime a = OffsetDateTime.of(2024, 2, 29, 23, 5, 9, 120_000_000, plus2);
        System.out.println("a " + a + " y=" + a.getYear() + " m=" + a.getMonthValue() + " " + a.getMonth()
                + " d=" + a.getDayOfMonth() + " doy=" + a.getDayOfYear() + " dow=" + a.getDayOfWeek()
                + " " + a.getHour() + ":" + a.getMinute() + ":" + a.getSecond() + "." + a.getNano());
        System.out.println("a inst=" + a.toInstant() + " epoch=" + a.toEpochSecond() + " ldt=" + a.toLocalDateTime()
                + " date=" + a.toLocalDate() + " time=" + a.toLocalTime() + " off=" + a.getOffset());
        OffsetDateTime b = OffsetDateTime.of(LocalDateTime.of(2024, 1, 1, 0, 0), ZoneOffset.UTC);
        OffsetDateTime c = OffsetDateTime.of(LocalDate.of(1999, 12, 31), LocalTime.of(23, 59, 59, 1000), minus530);
        OffsetDateTime d = OffsetDateTime.ofInstant(Instant.ofEpochSecond(1720000000L), NY);
        OffsetDateTime e = OffsetDateTime.ofInstant(Instant.ofEpochSecond(1700000000L, 500), ZoneId.of("Asia/Kolkata"));
        System.out.println("b=" + b + " c=" + c + " d=" + d + " e=" + e);
        System.out.println("sec " + OffsetDateTime.of(2024, 1, 1, 0, 0, 7, 0, ZoneOffset.ofHoursMinutesSeconds(1, 2, 3))
                + " ms " + OffsetDateTime.of(2024, 1, 1, 0, 0, 0, 1_000_000, ZoneOffset.ofHours(-8))
                + " now>=2024 " + (OffsetDateTime.now().getYear() >= 2024));

        // Arithmetic
        System.out.println("plusYears(1) " + a.plusYears(1) + " minusYears(4) " + a.minusYears(4));
        System.out.println("plusMonths(1) " + a.plusMonths(1) + " minusMonths(12) " + a.minusMonths(12));
        System.out.println("plusWeeks(2) " + a.plusWeeks(2) + " minusWeeks(9) " + a.minusWeeks(9));
        System.out.println("plusDays(1) " + a.plusDays(1) + " minusDays(60) " + a.minusDays(60));
        System.out.println("plusHours(1) " + a.plusHours(1) + " minusHours(24) " + a.minusHours(24));
        System.out.println("plusMinutes(55) " + a.plusMinutes(55) + " minusMinutes(5) " + a.minusMinutes(5));
        System.out.println("plusSeconds(51) " + a.plusSeconds(51) + " minusSeconds(9) " + a.minusSeconds(9));
        System.out.println("plusNanos(880000000) " + a.plusNanos(880_000_000) + " minusNanos(1) " + a.minusNanos(1));
        System.out.println("plus(3,DAYS) " + a.plus(3, ChronoUnit.DAYS) + " plus(90,MINUTES) " + a.plus(90, ChronoUnit.MINUTES)
                + " plus(-1,MILLIS) " + b.plus(-1, ChronoUnit.MILLIS));
        System.out.println("plus(PT36H) " + a.plus(Duration.ofHours(36)) + " minus(PT0.12S) " + a.minus(Duration.ofMillis(120))
                + " b.minus(P1D) " + b.minus(Duration.ofDays(1)));
        System.out.println("1970 " + OffsetDateTime.of(1970, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHours(1)).toEpochSecond()
                + " 1900 " + OffsetDateTime.of(1900, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC).minusNanos(1).toEpochSecond());

        // Offset conversions
        System.out.println("sameInstant " + a.withOffsetSameInstant(ZoneOffset.UTC) + " | " + a.withOffsetSameInstant(minus530));
        System.out.println("sameLocal " + a.withOffsetSameLocal(ZoneOffset.UTC) + " epoch=" + a.withOffsetSameLocal(ZoneOffset.UTC).toEpochSecond());
        ZonedDateTime zNy = a.atZoneSameInstant(NY);
        System.out.println("atZone NY " + zNy + " toZoned " + a.toZonedDateTime() + " back " + zNy.toOffsetDateTime());
        System.out.println("Instant.atOffset " + Instant.parse("2024-03-10T07:30:00Z").atOffset(minus530)
                + " | " + Instant.ofEpochSecond(0).atOffset(ZoneOffset.UTC));
        System.out.println("atZone UTC " + b.atZoneSameInstant(ZoneOffset.UTC) + " " + b.atZoneSameInstant(ZoneId.of("UTC")));

        // Comparison, equality, hashing
        OffsetDateTime x = OffsetDateTime.parse("2024-07-03T09:46:40+02:00");
        OffsetDateTime y = OffsetDateTime.parse("2024-07-03T07:46:40Z");
        OffsetDateTime z = OffsetDateTime.parse("2024-07-03T07:46:40.000000001Z");
        System.out.println("x==y " + x.equals(y) + " isEqual " + x.isEqual(y) + " cmp(x,y)=" + x.compareTo(y) + " cmp(y,x)=" + y.compareTo(x)
                + " cmp(x,x)=" + x.compareTo(x) + " sameUtc.equals " + x.withOffsetSameInstant(ZoneOffset.UTC).equals(y));
        System.out.println("isBefore " + y.isBefore(z) + " " + z.isBefore(y) + " isAfter " + z.isAfter(x) + " " + x.isAfter(y)
                + " cmp(y,z)=" + y.compareTo(z) + " cmp(b,a)=" + b.compareTo(a) + " cmp(a,b)=" + a.compareTo(b));
        OffsetDateTime half = OffsetDateTime.parse("2024-07-03T09:46:40.5+02:00"), quarter = OffsetDateTime.parse("2024-07-03T07:46:40.25Z");
        System.out.println("cmp sameOffset years=" + a.compareTo(a.plusYears(3)) + " months=" + a.plusMonths(5).compareTo(a)
                + " days=" + y.compareTo(y.plusDays(2)) + " hours=" + y.compareTo(y.plusHours(5)) + " nanosDiffOffset=" + half.compareTo(quarter)
                + " " + quarter.compareTo(half) + " secDiffOffset=" + half.compareTo(quarter.plusSeconds(7)));
        System.out.println("hash x=" + x.hashCode() + " y=" + y.hashCode() + " z=" + z.hashCode() + " a=" + a.hashCode()
                + " b=" + b.hashCode() + " c=" + c.hashCode());
        System.out.println("fmt " + a.format(DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss.SSS"))
                + " | " + c.format(DateTimeFormatter.ofPattern("E d M yy h:m:s a")));

        // Model: API event log normalised to UTC
        List<ApiEvent> log = List.of(
            new ApiEvent("GET /orders", "2024-11-03T01:30:00-04:00", 200),
            new ApiEvent("POST /orders", "2024-11-02T23:15:30.25-07:00", 201),
            new ApiEvent("GET /users/7", "2024-11-03T10:05+05:30", 404),
            new ApiEvent("DELETE /orders/3", "2024-11-03T05:30:00Z", 204),
            new ApiEvent("GET /health", "2024-11-03T07:00:00.000+01:00", 200),
            new ApiEvent("PUT /users/7", "2024-11-04T00:59:59+01:00", 500));
        List<OffsetDateTime> stamps = new ArrayList<>();
        for (ApiEvent ev : log) stamps.add(ev.at());
        Collections.sort(stamps);
        System.out.println("sorted raw " + stamps);
        List<ApiEvent> byTime = new ArrayList<>(log);
        byTime.sort((p, q) -> p.utc().compareTo(q.utc()));
        Map<LocalDate, List<String>> byDay = new TreeMap<>();
        for (ApiEvent ev : byTime) {
            OffsetDateTime u = ev.utc();
            byDay.computeIfAbsent(u.toLocalDate(), k -> new ArrayList<>()).add(ev.endpoint() + "@" + u.toLocalTime());
            System.out.println(String.format("%-17s %s -> %s | NY %s [%d]", ev.endpoint(), ev.rawTimestamp(), u,
                    u.atZoneSameInstant(NY).format(NY_FMT), ev.status()));
        }
        for (Map.Entry<LocalDate, List<String>> en : byDay.entrySet())
            System.out.println("day " + en.getKey() + " " + en.getValue().size() + " " + en.getValue());
        OffsetDateTime first = byTime.get(0).at(), last = byTime.get(byTime.size() - 1).at();
        Duration span = Duration.between(first.toInstant(), last.toInstant());
        System.out.println("span " + span + " minutes=" + ChronoUnit.MINUTES.between(first.toInstant(), last.toInstant())
                + " back=" + ChronoUnit.MINUTES.between(last.toInstant(), first.toInstant()) + " secs=" + span.getSeconds());
        long errors = log.stream().filter(ev -> ev.status() >= 400).count();
        System.out.println("errors " + errors + " first=" + first + " last=" + last + " lastUtc=" + last.withOffsetSameInstant(ZoneOffset.UTC));
    }
}
