import java.time.LocalDate;
import java.time.Month;
import java.time.Period;
import java.time.temporal.ChronoUnit;

public class AgeCalculator {
    static int age(LocalDate birth, LocalDate today) {
        return Period.between(birth, today).getYears();
    }

    static LocalDate nextBirthday(LocalDate birth, LocalDate today) {
        LocalDate candidate = birth.withYear(today.getYear());
        if (candidate.isBefore(today)) {
            candidate = birth.withYear(today.getYear() + 1);
        }
        return candidate;
    }

    static String describe(String name, LocalDate birth, LocalDate today) {
        Period p = Period.between(birth, today);
        LocalDate next = nextBirthday(birth, today);
        long days = ChronoUnit.DAYS.between(today, next);
        return name + ": born " + birth + " (" + birth.getDayOfWeek() + "), age " + age(birth, today)
            + ", exactly " + p + " = " + p.getYears() + "y " + p.getMonths() + "m " + p.getDays() + "d"
            + ", next birthday " + next + " in " + days + " days"
            + (birth.getMonth() == Month.FEBRUARY && birth.getDayOfMonth() == 29 ? " (leapling)" : "");
    }

    public static void main(String[] args) {
        LocalDate today = LocalDate.of(2025, 3, 1);
        System.out.println(describe("Ada", LocalDate.of(1990, 7, 15), today));
        System.out.println(describe("Leo", LocalDate.of(2000, 2, 29), today));
        System.out.println(describe("Kim", LocalDate.of(2024, 3, 1), today));
        System.out.println(describe("Max", LocalDate.of(1969, 12, 31), today));
        System.out.println(describe("Old", LocalDate.of(1900, 3, 1), today));
        System.out.println(describe("Neg", LocalDate.of(-44, 3, 15), today));

        LocalDate a = LocalDate.of(2024, 1, 31);
        LocalDate b = LocalDate.of(2024, 3, 1);
        System.out.println("between " + a + " and " + b + ": " + Period.between(a, b) + " / reverse " + Period.between(b, a)
            + " / months=" + ChronoUnit.MONTHS.between(a, b) + " weeks=" + ChronoUnit.WEEKS.between(a, b)
            + " years=" + ChronoUnit.YEARS.between(LocalDate.of(2000, 2, 29), LocalDate.of(2024, 2, 28)));
        Period p = Period.of(1, 14, 40);
        System.out.println("period " + p + " normalized=" + p.normalized() + " totalMonths=" + p.toTotalMonths()
            + " negated=" + p.negated() + " zero=" + Period.ZERO + " isZero=" + Period.of(0, 0, 0).isZero()
            + " ofWeeks=" + Period.ofWeeks(3) + " plusDays=" + Period.ofDays(5).plusDays(-5) + " equal=" + Period.ofMonths(12).equals(Period.ofYears(1))
            + " hash=" + p.hashCode());
        System.out.println("add to 2024-01-31: " + a.plusMonths(1).plusDays(1) + " minus: " + a.minusMonths(2) + " plus(3, WEEKS)=" + a.plus(3, ChronoUnit.WEEKS) + " minus(2, DECADES)=" + a.minus(2, ChronoUnit.DECADES));
        int[] years = {1900, 2000, 2023, 2024, 2100, 2400, 0, -4};
        StringBuilder leaps = new StringBuilder();
        for (int y : years) {
            leaps.append(y).append(LocalDate.of(y, 1, 1).isLeapYear() ? "L " : "- ");
        }
        System.out.println("leap years: " + leaps.toString().trim());
        System.out.println("dayOfYear of 2024-12-31=" + LocalDate.of(2024, 12, 31).getDayOfYear() + " lengthOfYear=" + LocalDate.of(2023, 6, 1).lengthOfYear()
            + " ofYearDay(2024,60)=" + LocalDate.ofYearDay(2024, 60) + " epochDay(-1)=" + LocalDate.ofEpochDay(-1) + " MIN=" + LocalDate.MIN + " MAX=" + LocalDate.MAX);
    }
}
