import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class BookingCalendar {
    static final class Booking {
        final String guest;
        final String room;
        final LocalDate checkIn;
        final LocalDate checkOut;

        Booking(String guest, String room, LocalDate checkIn, LocalDate checkOut) {
            if (!checkOut.isAfter(checkIn)) {
                throw new IllegalArgumentException("check-out " + checkOut + " must be after check-in " + checkIn);
            }
            this.guest = guest;
            this.room = room;
            this.checkIn = checkIn;
            this.checkOut = checkOut;
        }

        long nights() {
            return ChronoUnit.DAYS.between(checkIn, checkOut);
        }

        boolean overlaps(Booking other) {
            return room.equals(other.room) && checkIn.isBefore(other.checkOut) && other.checkIn.isBefore(checkOut);
        }

        int weekendNights() {
            int count = 0;
            for (LocalDate d = checkIn; d.isBefore(checkOut); d = d.plusDays(1)) {
                switch (d.getDayOfWeek()) {
                    case FRIDAY:
                    case SATURDAY:
                        count++;
                        break;
                    default:
                        break;
                }
            }
            return count;
        }

        int price(int weekday, int weekend) {
            int weekendNights = weekendNights();
            return (int) (nights() - weekendNights) * weekday + weekendNights * weekend;
        }

        @Override
        public String toString() {
            return guest + " in " + room + " " + checkIn + ".." + checkOut + " (" + nights() + " nights)";
        }
    }

    public static void main(String[] args) {
        List<Booking> bookings = new ArrayList<>();
        bookings.add(new Booking("Ana", "101", LocalDate.of(2024, 2, 26), LocalDate.of(2024, 3, 2)));
        bookings.add(new Booking("Ben", "102", LocalDate.of(2024, 2, 28), LocalDate.parse("2024-03-01")));
        bookings.add(new Booking("Cai", "101", LocalDate.of(2024, 3, 1), LocalDate.of(2024, 3, 4)));
        bookings.add(new Booking("Dee", "103", LocalDate.of(2023, 12, 30), LocalDate.of(2024, 1, 2)));
        try {
            bookings.add(new Booking("Eve", "104", LocalDate.of(2024, 5, 5), LocalDate.of(2024, 5, 5)));
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        for (Booking b : bookings) {
            System.out.println(b + " weekend=" + b.weekendNights() + " price=" + b.price(90, 120));
        }
        for (int i = 0; i < bookings.size(); i++) {
            for (int j = i + 1; j < bookings.size(); j++) {
                if (bookings.get(i).overlaps(bookings.get(j))) {
                    System.out.println("overlap: " + bookings.get(i).guest + " and " + bookings.get(j).guest);
                }
            }
        }

        Map<LocalDate, Integer> occupancy = new HashMap<>();
        for (Booking b : bookings) {
            for (LocalDate d = b.checkIn; d.isBefore(b.checkOut); d = d.plusDays(1)) {
                occupancy.merge(d, 1, Integer::sum);
            }
        }
        Map<LocalDate, Integer> sorted = new TreeMap<>(occupancy);
        for (Map.Entry<LocalDate, Integer> e : sorted.entrySet()) {
            DayOfWeek dow = e.getKey().getDayOfWeek();
            System.out.println(e.getKey() + " " + dow + " rooms=" + e.getValue());
        }
        System.out.println("hashMap lookup: " + occupancy.get(LocalDate.of(2024, 2, 29)) + " hash=" + LocalDate.of(2024, 2, 29).hashCode());
        System.out.println("occupied days=" + occupancy.size() + " first=" + ((TreeMap<LocalDate, Integer>) sorted).firstKey());
    }
}
