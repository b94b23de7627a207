import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

public class InvalidDatesCaught {
    interface Attempt {
        Object run();
    }

    static void attempt(String what, Attempt a) {
        try {
            System.out.println(what + " -> " + a.run());
        } catch (DateTimeParseException e) {
            System.out.println(what + " -> parse error at " + e.getErrorIndex() + ": " + e.getMessage() + " [" + e.getParsedString() + "]");
        } catch (UnsupportedTemporalTypeException e) {
            System.out.println(what + " -> unsupported: " + e.getMessage());
        } catch (DateTimeException e) {
            System.out.println(what + " -> invalid: " + e.getMessage());
        } catch (ArithmeticException e) {
            System.out.println(what + " -> overflow: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            System.out.println(what + " -> bad argument: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        attempt("2023-02-29", () -> LocalDate.of(2023, 2, 29));
        attempt("2024-02-30", () -> LocalDate.of(2024, 2, 30));
        attempt("2024-04-31", () -> LocalDate.of(2024, Month.APRIL, 31));
        attempt("2024-13-01", () -> LocalDate.of(2024, 13, 1));
        attempt("2024-00-10", () -> LocalDate.of(2024, 0, 10));
        attempt("day 32", () -> LocalDate.of(2024, 1, 32));
        attempt("year 1e9", () -> LocalDate.of(1_000_000_000, 1, 1));
        attempt("ofYearDay 366", () -> LocalDate.ofYearDay(2023, 366));
        attempt("ofEpochDay huge", () -> LocalDate.ofEpochDay(Long.MAX_VALUE));
        attempt("plusDays overflow", () -> LocalDate.MAX.plusDays(1));
        attempt("withDayOfMonth(31) in June", () -> LocalDate.of(2024, 6, 1).withDayOfMonth(31));
        attempt("24:00", () -> LocalTime.of(24, 0));
        attempt("10:60", () -> LocalTime.of(10, 60));
        attempt("nanos", () -> LocalTime.of(1, 2, 3, 1_000_000_000));
        attempt("Month.of(0)", () -> Month.of(0));
        attempt("DayOfWeek.of(8)", () -> DayOfWeek.of(8));
        attempt("parse 2023-02-30", () -> LocalDate.parse("2023-02-30"));
        attempt("parse 2023-2-3", () -> LocalDate.parse("2023-2-3"));
        attempt("parse 2023-13-01", () -> LocalDate.parse("2023-13-01"));
        attempt("parse trailing", () -> LocalDate.parse("2023-01-011"));
        attempt("parse empty", () -> LocalDate.parse(""));
        attempt("parse -0000", () -> LocalDate.parse("-0000-01-01"));
        attempt("parse time 25:00", () -> LocalTime.parse("25:00"));
        attempt("parse datetime no T", () -> LocalDateTime.parse("2024-01-01 10:00"));
        DateTimeFormatter eu = DateTimeFormatter.ofPattern("dd/MM/yyyy");
        attempt("smart 31/04/2023", () -> LocalDate.parse("31/04/2023", eu));
        attempt("smart 29/02/2023", () -> LocalDate.parse("29/02/2023", eu));
        attempt("32/01/2023", () -> LocalDate.parse("32/01/2023", eu));
        attempt("1/2/2023", () -> LocalDate.parse("1/2/2023", eu));
        attempt("00/01/2023", () -> LocalDate.parse("00/01/2023", eu));
        attempt("year 0", () -> LocalDate.parse("01/01/0000", eu));
        attempt("time from date pattern", () -> LocalTime.parse("01/01/2024", eu));
        attempt("date from time pattern", () -> LocalDate.parse("10:30", DateTimeFormatter.ofPattern("HH:mm")));
        attempt("wrong weekday", () -> LocalDate.parse("Tue 2024-09-02", DateTimeFormatter.ofPattern("EEE yyyy-MM-dd")));
        attempt("month name", () -> LocalDate.parse("02 sep 2024", DateTimeFormatter.ofPattern("dd MMM yyyy")));
        attempt("format hours of a date", () -> LocalDate.of(2024, 1, 1).format(DateTimeFormatter.ofPattern("yyyy HH")));
        attempt("format year of a time", () -> LocalTime.NOON.format(DateTimeFormatter.ISO_LOCAL_DATE));
        attempt("unknown letter", () -> DateTimeFormatter.ofPattern("yyyy-MM-dd j"));
        attempt("too many d", () -> DateTimeFormatter.ofPattern("ddd"));
        attempt("open quote", () -> DateTimeFormatter.ofPattern("yyyy 'at"));
        attempt("reserved #", () -> DateTimeFormatter.ofPattern("yyyy#"));
        attempt("stray ]", () -> DateTimeFormatter.ofPattern("yyyy]"));
        attempt("hours between dates", () -> ChronoUnit.HOURS.between(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 1, 2)));
        attempt("days between times", () -> ChronoUnit.DAYS.between(LocalTime.of(1, 0), LocalTime.of(2, 0)));
        attempt("datetime from date", () -> ChronoUnit.MINUTES.between(LocalDateTime.of(2024, 1, 1, 0, 0), LocalDate.of(2024, 1, 2)));
        attempt("date plus hours", () -> LocalDate.of(2024, 1, 1).plus(5, ChronoUnit.HOURS));
        attempt("truncate to days", () -> LocalTime.of(10, 30).truncatedTo(ChronoUnit.DAYS));
        attempt("truncate to weeks", () -> LocalDateTime.of(2024, 1, 1, 10, 30).truncatedTo(ChronoUnit.WEEKS));
        attempt("Duration.between dates", () -> Duration.between(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 1, 2)));
        attempt("Duration overflow", () -> Duration.ofDays(Long.MAX_VALUE));
        attempt("Duration months", () -> Duration.of(1, ChronoUnit.MONTHS));
        attempt("Duration multiply", () -> Duration.ofSeconds(Long.MAX_VALUE / 2).multipliedBy(3));
        attempt("valueOf", () -> Month.valueOf("Sept"));
        attempt("compare", () -> LocalDate.of(2024, 1, 1).compareTo(LocalDate.of(2023, 12, 31)));
        try {
            LocalDate.of(2021, 2, 29);
        } catch (RuntimeException e) {
            System.out.println("as RuntimeException: " + (e instanceof DateTimeException) + " " + e.getMessage());
        }
    }
}
