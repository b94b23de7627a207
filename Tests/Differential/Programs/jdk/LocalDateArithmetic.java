import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.Period;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

public class LocalDateArithmetic {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 28);
        System.out.println("date=" + d + " plusDays(1)=" + d.plusDays(1) + " plusDays(2)=" + d.plusDays(2));
        System.out.println("isLeapYear=" + d.isLeapYear() + " lengthOfMonth=" + d.lengthOfMonth() + " dayOfWeek=" + d.getDayOfWeek() + " dayOfYear=" + d.getDayOfYear());
        System.out.println("2024-01-31 plusMonths(1)=" + LocalDate.of(2024, 1, 31).plusMonths(1) + " 2023-01-31 plusMonths(1)=" + LocalDate.of(2023, 1, 31).plusMonths(1));
        System.out.println("minusYears(1) of 2024-02-29=" + LocalDate.of(2024, 2, 29).minusYears(1));
        LocalDate start = LocalDate.of(2023, 11, 15);
        LocalDate end = LocalDate.of(2025, 3, 1);
        System.out.println("days between=" + ChronoUnit.DAYS.between(start, end) + " months between=" + ChronoUnit.MONTHS.between(start, end));
        Period p = Period.between(start, end);
        System.out.println("period=" + p + " years=" + p.getYears() + " months=" + p.getMonths() + " days=" + p.getDays());
        System.out.println("isBefore=" + start.isBefore(end) + " compareTo=" + start.compareTo(end) + " equals=" + start.equals(LocalDate.parse("2023-11-15")));
        System.out.println("withDayOfMonth(1)=" + end.withDayOfMonth(1) + " Month.FEBRUARY.length(false)=" + Month.FEBRUARY.length(false));
        LocalDate cursor = LocalDate.of(2024, 3, 1);
        StringBuilder weekdays = new StringBuilder();
        for (int i = 0; i < 7; i++) {
            DayOfWeek dow = cursor.plusDays(i).getDayOfWeek();
            weekdays.append(dow.getValue()).append(dow.name().charAt(0)).append(' ');
        }
        System.out.println("week from 2024-03-01=" + weekdays.toString().trim());
        DateTimeFormatter fmt = DateTimeFormatter.ofPattern("dd/MM/yyyy");
        System.out.println("format=" + d.format(fmt) + " iso=" + d.format(DateTimeFormatter.ISO_LOCAL_DATE) + " parse=" + LocalDate.parse("05/06/2021", fmt));
        try {
            LocalDate.parse("2023-02-30");
        } catch (DateTimeParseException e) {
            System.out.println("invalid date rejected: " + e.getMessage());
        }
        LocalDateTime ts = LocalDateTime.of(2024, 12, 31, 23, 59, 30);
        System.out.println("ts=" + ts + " plusSeconds(45)=" + ts.plusSeconds(45) + " truncated=" + ts.truncatedTo(ChronoUnit.HOURS));
        System.out.println("time=" + LocalTime.of(9, 5) + " plusMinutes(70)=" + LocalTime.of(9, 5).plusMinutes(70) + " wraps=" + LocalTime.of(23, 30).plusHours(2));
        Duration dur = Duration.ofMinutes(135).plusSeconds(7);
        System.out.println("duration=" + dur + " toHours=" + dur.toHours() + " toMinutesPart=" + dur.toMinutesPart() + " seconds=" + dur.getSeconds());
        System.out.println("Duration.between=" + Duration.between(LocalTime.of(8, 0), LocalTime.of(17, 45, 10)));
        System.out.println("epochDay of 1970-01-02=" + LocalDate.of(1970, 1, 2).toEpochDay() + " ofEpochDay(19675)=" + LocalDate.ofEpochDay(19675));
    }
}
