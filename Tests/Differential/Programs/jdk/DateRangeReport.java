import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

public class DateRangeReport {
    static final class DateRange {
        final LocalDate start;
        final LocalDate endInclusive;

        DateRange(LocalDate start, LocalDate endInclusive) {
            this.start = start;
            this.endInclusive = endInclusive;
        }

        boolean contains(LocalDate d) {
            return !d.isBefore(start) && !d.isAfter(endInclusive);
        }

        long length() {
            return start.until(endInclusive, ChronoUnit.DAYS) + 1;
        }

        List<LocalDate> workingDays() {
            List<LocalDate> days = new ArrayList<>();
            for (LocalDate d = start; !d.isAfter(endInclusive); d = d.plusDays(1)) {
                DayOfWeek dow = d.getDayOfWeek();
                if (dow != DayOfWeek.SATURDAY && dow != DayOfWeek.SUNDAY) {
                    days.add(d);
                }
            }
            return days;
        }
    }

    static LocalDate firstInMonth(int year, Month month, DayOfWeek dow) {
        LocalDate d = LocalDate.of(year, month, 1);
        while (d.getDayOfWeek() != dow) {
            d = d.plusDays(1);
        }
        return d;
    }

    public static void main(String[] args) {
        DateRange q1 = new DateRange(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 3, 31));
        System.out.println("Q1 length=" + q1.length() + " working=" + q1.workingDays().size()
            + " contains 2024-02-29=" + q1.contains(LocalDate.of(2024, 2, 29)) + " contains 2024-04-01=" + q1.contains(LocalDate.of(2024, 4, 1)));

        StringBuilder months = new StringBuilder();
        for (Month m : Month.values()) {
            months.append(m.getValue()).append(':').append(m.length(true)).append(m == Month.DECEMBER ? "" : ",");
        }
        System.out.println("month lengths (leap): " + months);
        System.out.println("Month.of(11).plus(3)=" + Month.of(11).plus(3) + " JANUARY.minus(1)=" + Month.JANUARY.minus(1)
            + " firstDayOfYear(MARCH, leap)=" + Month.MARCH.firstDayOfYear(true) + " quarter of AUGUST=" + Month.AUGUST.firstMonthOfQuarter()
            + " valueOf=" + Month.valueOf("JUNE").ordinal() + " compare=" + Month.MAY.compareTo(Month.JULY));

        for (Month m : new Month[] {Month.JANUARY, Month.FEBRUARY, Month.SEPTEMBER}) {
            System.out.println("first Monday of " + m + " 2024: " + firstInMonth(2024, m, DayOfWeek.MONDAY));
        }

        LocalDate endOfMonth = LocalDate.of(2024, 1, 31);
        List<String> billing = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            billing.add(endOfMonth.plusMonths(i).toString());
        }
        System.out.println("billing dates: " + String.join(" ", billing));

        List<LocalDate> march = LocalDate.of(2024, 3, 1).datesUntil(LocalDate.of(2024, 4, 1)).collect(Collectors.toList());
        long weekends = march.stream().filter(d -> d.getDayOfWeek().getValue() >= 6).count();
        System.out.println("March 2024: " + march.size() + " days, " + weekends + " weekend days, last=" + march.get(march.size() - 1));

        List<LocalDate> deadlines = new ArrayList<>();
        deadlines.add(LocalDate.of(2024, 6, 30));
        deadlines.add(LocalDate.of(2023, 12, 1));
        deadlines.add(LocalDate.of(2024, 1, 15));
        deadlines.add(LocalDate.of(2024, 1, 15));
        Collections.sort(deadlines);
        System.out.println("sorted deadlines: " + deadlines + " max=" + Collections.max(deadlines) + " distinct=" + deadlines.stream().distinct().count());

        DayOfWeek d = DayOfWeek.FRIDAY;
        System.out.println("FRIDAY plus 3=" + d.plus(3) + " minus 12=" + d.minus(12) + " of(7)=" + DayOfWeek.of(7) + " values=" + DayOfWeek.values().length);
        System.out.println("weeks between=" + ChronoUnit.WEEKS.between(q1.start, q1.endInclusive) + " months=" + ChronoUnit.MONTHS.between(q1.start, q1.endInclusive.plusDays(1))
            + " decades=" + ChronoUnit.DECADES.between(LocalDate.of(1999, 5, 1), LocalDate.of(2024, 4, 30)) + " unit=" + ChronoUnit.HALF_DAYS + " name=" + ChronoUnit.HALF_DAYS.name());
        LocalDate leap = LocalDate.of(2024, 2, 29);
        System.out.println("withYear(2023)=" + leap.withYear(2023) + " withMonth(4)=" + LocalDate.of(2024, 3, 31).withMonth(4) + " withDayOfYear(1)=" + leap.withDayOfYear(1)
            + " minusWeeks(1)=" + leap.minusWeeks(1) + " plusYears(4)=" + leap.plusYears(4) + " minusDays(60)=" + leap.minusDays(60));
    }
}
