import java.util.*;

public class BookingRecords {
    interface Priced {
        int nightlyRate();
        default int priceFor(int nights) { return nightlyRate() * nights; }
    }

    record DateRange(int startDay, int endDay) implements Comparable<DateRange> {
        DateRange {
            if (startDay > endDay) {
                int t = startDay;
                startDay = endDay;
                endDay = t;
            }
        }
        static DateRange nights(int start, int count) { return new DateRange(start, start + count); }
        int length() { return endDay - startDay; }
        boolean overlaps(DateRange o) { return startDay < o.endDay && o.startDay < endDay; }
        @Override public int compareTo(DateRange o) {
            return startDay != o.startDay ? Integer.compare(startDay, o.startDay) : Integer.compare(endDay, o.endDay);
        }
    }

    record Room(int number, String type, int nightlyRate) implements Priced {
        static int created = 0;
        Room(int number, String type, int nightlyRate) {
            if (nightlyRate <= 0) throw new IllegalArgumentException("rate must be positive for room " + number);
            this.number = number;
            this.type = type.toLowerCase();
            this.nightlyRate = nightlyRate;
            created++;
        }
        static Room suite(int number) { return new Room(number, "SUITE", 300); }
        static Room single(int number) { return new Room(number, "Single", 90); }
        @Override public String type() { return "<" + type + ">"; }
        @Override public int priceFor(int nights) {
            int base = Priced.super.priceFor(nights);
            return nights >= 7 ? base - base / 10 : base;
        }
    }

    record Guest(String name, boolean member) {
        Guest {
            Objects.requireNonNull(name, "name");
            name = name.isEmpty() ? "anonymous" : Character.toUpperCase(name.charAt(0)) + name.substring(1);
        }
    }

    record Booking(Guest guest, Room room, DateRange range) implements Priced {
        record Summary(String who, int room, int nights, int cost) {}
        public int nightlyRate() { return room.nightlyRate() - (guest.member() ? 15 : 0); }
        int cost() { return guest.member() ? priceFor(range.length()) : room.priceFor(range.length()); }
        Summary summarize() { return new Summary(guest.name(), room.number(), range.length(), cost()); }
    }

    public static void main(String[] args) {
        DateRange r1 = new DateRange(10, 13);
        DateRange r2 = new DateRange(15, 11);
        DateRange r3 = DateRange.nights(13, 2);
        System.out.println(r1 + " " + r2 + " " + r3);
        System.out.println("len=" + r1.length() + "," + r2.length() + "," + r3.length());
        System.out.println("r1~r2=" + r1.overlaps(r2) + " r1~r3=" + r1.overlaps(r3) + " r2~r3=" + r2.overlaps(r3));
        System.out.println("r2.equals(11..15)=" + r2.equals(new DateRange(11, 15)) + " cmp=" + r1.compareTo(r2));

        Room s = Room.suite(501);
        Room g = Room.single(102);
        Room d = new Room(210, "Double", 140);
        System.out.println(s);
        System.out.println("type accessor=" + g.type() + " created=" + Room.created);
        System.out.println("s.equals(suite501)=" + s.equals(Room.suite(501)) + " created=" + Room.created);
        try {
            new Room(999, "Broom", 0);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage() + " created=" + Room.created);
        }
        for (int n : new int[]{1, 6, 7, 10}) {
            System.out.println("suite " + n + " nights=" + s.priceFor(n) + " single=" + g.priceFor(n));
        }

        Guest ann = new Guest("ann", true);
        Guest bob = new Guest("bob", false);
        Guest anon = new Guest("", false);
        System.out.println(ann + " " + bob + " " + anon);
        try {
            new Guest(null, true);
        } catch (NullPointerException e) {
            System.out.println("npe: " + e.getMessage());
        }

        List<Booking> bookings = new ArrayList<>();
        bookings.add(new Booking(ann, s, DateRange.nights(20, 7)));
        bookings.add(new Booking(bob, s, DateRange.nights(20, 7)));
        bookings.add(new Booking(bob, g, new DateRange(5, 1)));
        bookings.add(new Booking(anon, d, DateRange.nights(3, 3)));
        bookings.add(new Booking(ann, d, DateRange.nights(5, 2)));
        bookings.add(new Booking(ann, g, DateRange.nights(2, 10)));

        int revenue = 0;
        for (Booking b : bookings) {
            Booking.Summary sum = b.summarize();
            revenue += sum.cost();
            System.out.println(sum + " rate=" + b.nightlyRate() + " revenue=" + revenue);
        }

        for (int i = 0; i < bookings.size(); i++) {
            for (int j = i + 1; j < bookings.size(); j++) {
                Booking x = bookings.get(i), y = bookings.get(j);
                if (x.room().equals(y.room()) && x.range().overlaps(y.range())) {
                    System.out.println("conflict room " + x.room().number() + ": " + x.guest().name() + " vs " + y.guest().name());
                }
            }
        }

        TreeMap<DateRange, String> calendar = new TreeMap<>();
        for (Booking b : bookings) calendar.merge(b.range(), b.guest().name(), (p, q) -> p + "+" + q);
        System.out.println("calendar=" + calendar);
        System.out.println("first=" + calendar.firstKey() + " ceiling(4,0)=" + calendar.ceilingKey(new DateRange(4, 0)));

        Object o = bookings.get(0).summarize();
        if (o instanceof Booking.Summary bs && bs.nights() > 5) {
            System.out.println("long stay by " + bs.who() + " cost " + bs.cost());
        }
        Priced p = bookings.get(3);
        System.out.println("priced as booking: " + p.priceFor(2) + " room priced: " + ((Priced) d).priceFor(2));
        Booking copy = new Booking(new Guest("ann", true), Room.suite(501), new DateRange(27, 20));
        System.out.println("copy equals first=" + copy.equals(bookings.get(0)) + " equals second=" + copy.equals(bookings.get(1)));
        System.out.println("summary equals=" + copy.summarize().equals(bookings.get(0).summarize()) + " created=" + Room.created);
    }
}
