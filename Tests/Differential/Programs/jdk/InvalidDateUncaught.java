import java.time.LocalDate;

public class InvalidDateUncaught {
    public static void main(String[] args) {
        LocalDate due = LocalDate.of(2024, 1, 31);
        for (int i = 1; i <= 3; i++) {
            System.out.println("reminder " + i + ": " + due.plusMonths(i));
        }
        LocalDate broken = LocalDate.of(due.getYear(), due.getMonthValue() + 1, due.getDayOfMonth());
        System.out.println("never printed " + broken);
    }
}
