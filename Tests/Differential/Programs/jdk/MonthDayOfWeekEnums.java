import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

public class MonthDayOfWeekEnums {
    static String season(Month m) {
        return switch (m) {
            case DECEMBER, JANUARY, FEBRUARY -> "winter";
            case MARCH, APRIL, MAY -> "spring";
            case JUNE, JULY, AUGUST -> "summer";
            default -> "autumn";
        };
    }

    public static void main(String[] args) {
        Set<DayOfWeek> weekend = EnumSet.of(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY);
        Map<DayOfWeek, Integer> counts = new EnumMap<>(DayOfWeek.class);
        for (LocalDate d = LocalDate.of(2024, 1, 1); d.getYear() == 2024; d = d.plusDays(1)) {
            counts.merge(d.getDayOfWeek(), 1, Integer::sum);
        }
        System.out.println(counts + " weekend=" + weekend + " contains MONDAY=" + weekend.contains(DayOfWeek.MONDAY));
        for (Month m : Month.values()) {
            System.out.print(m.name().substring(0, 3) + "=" + season(m) + (m.ordinal() < 11 ? " " : "\n"));
        }
        System.out.println(DayOfWeek.valueOf("FRIDAY").getValue() + " " + Month.MAY.compareTo(Month.MARCH) + " " + Month.MAY.equals(Month.of(5)));
    }
}
