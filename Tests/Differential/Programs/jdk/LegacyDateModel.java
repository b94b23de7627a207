import java.util.ArrayList;
import java.util.Calendar;
import java.util.Collections;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;

public class LegacyDateModel {
    static final TimeZone ZONE = TimeZone.getTimeZone("Europe/Berlin");
    static final long HOUR = 3600_000L;
    static final long DAY = 24 * HOUR;

    static Date at(int y, int m, int d, int h, int mi) {
        Calendar c = Calendar.getInstance(ZONE);
        c.clear();
        c.set(y, m, d, h, mi);
        return c.getTime();
    }

    static String show(Date d) {
        Calendar c = Calendar.getInstance(ZONE);
        c.setTime(d);
        return c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH)
                + " " + c.get(Calendar.HOUR_OF_DAY) + ":" + (c.get(Calendar.MINUTE) < 10 ? "0" : "") + c.get(Calendar.MINUTE);
    }

    static class Announcement {
        final String title;
        final Date start;
        final Date end; // may be null: open ended

        Announcement(String title, Date start, Date end) {
            this.title = title;
            this.start = start;
            this.end = end;
        }

        boolean isActive(Date now) {
            if (now.before(start)) return false;
            return end == null || now.before(end);
        }

        long daysLeft(Date now) {
            if (end == null) return -1;
            return (end.getTime() - now.getTime()) / DAY;
        }
    }

    static class MusterSchedule {
        final Calendar lastMuster;
        final int intervalDays;

        MusterSchedule(Calendar lastMuster, int intervalDays) {
            this.lastMuster = lastMuster;
            this.intervalDays = intervalDays;
        }

        static Calendar startOfDay(Calendar c) {
            Calendar copy = (Calendar) c.clone();
            copy.set(Calendar.HOUR_OF_DAY, 0);
            copy.set(Calendar.MINUTE, 0);
            copy.set(Calendar.SECOND, 0);
            copy.set(Calendar.MILLISECOND, 0);
            return copy;
        }

        Calendar dueDate() {
            Calendar due = startOfDay(lastMuster);
            due.add(Calendar.DAY_OF_MONTH, intervalDays);
            return due;
        }

        boolean isDue(Calendar today) {
            return !startOfDay(today).before(dueDate());
        }
    }

    static class Booking implements Comparable<Booking> {
        final String guest;
        final Date checkIn;
        final Date checkOut;

        Booking(String guest, Date checkIn, Date checkOut) {
            this.guest = guest;
            this.checkIn = checkIn;
            this.checkOut = checkOut;
        }

        int nights() {
            Calendar c = Calendar.getInstance(ZONE);
            c.setTime(checkIn);
            int n = 0;
            while (c.getTime().before(checkOut)) {
                c.add(Calendar.DAY_OF_MONTH, 1);
                n++;
            }
            return n;
        }

        public int compareTo(Booking o) {
            return checkIn.compareTo(o.checkIn);
        }
    }

    public static void main(String[] args) {
        List<Announcement> list = new ArrayList<>();
        list.add(new Announcement("Summer fair", at(2024, Calendar.JUNE, 1, 9, 0), at(2024, Calendar.JUNE, 30, 18, 0)));
        list.add(new Announcement("Pool closed", at(2024, Calendar.JUNE, 15, 0, 0), null));
        list.add(new Announcement("Old news", at(2023, Calendar.JANUARY, 1, 0, 0), at(2023, Calendar.FEBRUARY, 1, 0, 0)));
        list.add(new Announcement("Forever", new Date(0), new Date(32503680000000L))); // until year 3000
        Date[] probes = {at(2024, Calendar.JUNE, 1, 8, 59), at(2024, Calendar.JUNE, 1, 9, 0),
                at(2024, Calendar.JUNE, 20, 12, 0), at(2024, Calendar.JUNE, 30, 18, 0)};
        for (Date now : probes) {
            StringBuilder sb = new StringBuilder("at " + show(now) + ":");
            for (Announcement a : list) {
                if (a.isActive(now)) sb.append(" [").append(a.title).append(" left=").append(a.daysLeft(now)).append("]");
            }
            System.out.println(sb);
        }
        Date realNow = new Date();
        int active = 0;
        for (Announcement a : list) if (a.isActive(realNow)) active++;
        System.out.println("forever active now: " + list.get(3).isActive(realNow) + ", old news active now: "
                + list.get(2).isActive(realNow) + ", active>=1: " + (active >= 1));

        Calendar clock = new GregorianCalendar();
        Calendar clockBerlin = new GregorianCalendar(ZONE);
        System.out.println("clock: year>=2024 " + (clock.get(Calendar.YEAR) >= 2024)
                + ", not before realNow " + (clock.getTimeInMillis() >= realNow.getTime())
                + ", berlin zone " + clockBerlin.getTimeZone().getID()
                + ", millis ordered " + (realNow.getTime() <= System.currentTimeMillis()));

        Calendar last = Calendar.getInstance(ZONE);
        last.setTime(at(2024, Calendar.MARCH, 24, 21, 45));
        MusterSchedule schedule = new MusterSchedule(last, 7);
        System.out.println("last muster " + show(last.getTime()) + ", due " + show(schedule.dueDate().getTime())
                + " (" + schedule.dueDate().getTimeInMillis() + ")");
        System.out.println("lastMuster untouched: " + show(schedule.lastMuster.getTime()));
        int[] dayOffsets = {0, 6, 7, 8};
        for (int off : dayOffsets) {
            Calendar today = (Calendar) last.clone();
            today.add(Calendar.DAY_OF_MONTH, off);
            today.set(Calendar.HOUR_OF_DAY, off == 7 ? 0 : 23);
            System.out.println("  day+" + off + " " + show(today.getTime()) + " due=" + schedule.isDue(today));
        }
        Calendar sod = MusterSchedule.startOfDay(last);
        System.out.println("start of day offset h=" + (last.getTimeInMillis() - sod.getTimeInMillis()) / (double) HOUR
                + " zone=" + sod.get(Calendar.ZONE_OFFSET) + "+" + sod.get(Calendar.DST_OFFSET));

        List<Booking> bookings = new ArrayList<>();
        bookings.add(new Booking("Ada", at(2024, Calendar.OCTOBER, 25, 15, 0), at(2024, Calendar.OCTOBER, 28, 11, 0)));
        bookings.add(new Booking("Bob", at(2024, Calendar.MARCH, 29, 15, 0), at(2024, Calendar.APRIL, 2, 10, 0)));
        bookings.add(new Booking("Cy", at(2024, Calendar.DECEMBER, 30, 14, 0), at(2025, Calendar.JANUARY, 2, 10, 0)));
        bookings.add(new Booking("Dee", at(2024, Calendar.MARCH, 29, 15, 0), at(2024, Calendar.MARCH, 30, 10, 0)));
        Collections.sort(bookings);
        Map<Date, List<String>> byCheckIn = new HashMap<>();
        for (Booking b : bookings) {
            long hours = (b.checkOut.getTime() - b.checkIn.getTime()) / HOUR;
            System.out.println(b.guest + ": " + show(b.checkIn) + " -> " + show(b.checkOut) + " nights=" + b.nights()
                    + " hours=" + hours);
            byCheckIn.computeIfAbsent(b.checkIn, k -> new ArrayList<>()).add(b.guest);
        }
        System.out.println("same check-in: " + byCheckIn.get(at(2024, Calendar.MARCH, 29, 15, 0)) + " keys=" + byCheckIn.size());

        List<Date> checkOuts = new ArrayList<>();
        for (Booking b : bookings) checkOuts.add(b.checkOut);
        Collections.sort(checkOuts, Collections.reverseOrder());
        StringBuilder sb = new StringBuilder("checkouts desc:");
        for (Date d : checkOuts) sb.append(' ').append(show(d));
        System.out.println(sb);
        System.out.println("earliest checkout toString: " + checkOuts.get(checkOuts.size() - 1));
    }
}
