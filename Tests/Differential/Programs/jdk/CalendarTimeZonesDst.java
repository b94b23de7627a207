import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.TimeZone;

public class CalendarTimeZonesDst {
    static String fmt(Calendar c) {
        return c.get(Calendar.YEAR) + "-" + pad(c.get(Calendar.MONTH) + 1) + "-" + pad(c.get(Calendar.DAY_OF_MONTH))
                + " " + pad(c.get(Calendar.HOUR_OF_DAY)) + ":" + pad(c.get(Calendar.MINUTE)) + ":" + pad(c.get(Calendar.SECOND))
                + " zo=" + c.get(Calendar.ZONE_OFFSET) / 60000 + " dst=" + c.get(Calendar.DST_OFFSET) / 60000
                + " ms=" + c.getTimeInMillis();
    }

    static String pad(int v) {
        return v < 10 ? "0" + v : String.valueOf(v);
    }

    static Calendar at(String zone, int y, int m, int d, int h, int mi) {
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone(zone));
        c.clear();
        c.set(y, m, d, h, mi);
        return c;
    }

    public static void main(String[] args) {
        String[] zones = {"UTC", "GMT", "America/New_York", "Europe/Berlin", "Asia/Kolkata",
                "Australia/Sydney", "GMT+05:30", "GMT-08:00", "Mars/Olympus"};
        long instant = 1719835200000L; // 2024-07-01T12:00:00Z
        for (String z : zones) {
            Calendar c = new GregorianCalendar(TimeZone.getTimeZone(z));
            c.setTimeInMillis(instant);
            System.out.println(z + " (" + c.getTimeZone().getID() + "): " + fmt(c)
                    + " dow=" + c.get(Calendar.DAY_OF_WEEK) + " ampm=" + c.get(Calendar.AM_PM) + " hour=" + c.get(Calendar.HOUR));
        }

        // Same wall-clock time in several zones gives different instants
        for (String z : zones) {
            Calendar c = at(z, 2024, Calendar.JANUARY, 15, 9, 0);
            System.out.println("09:00 Jan 15 in " + z + " -> " + c.getTimeInMillis() + " date=" + c.getTime());
        }

        // DST gap: 2024-03-10 02:30 does not exist in New York
        Calendar gap = at("America/New_York", 2024, Calendar.MARCH, 10, 2, 30);
        System.out.println("NY gap 02:30 -> " + fmt(gap));
        // DST overlap: 2024-11-03 01:30 happens twice in New York
        Calendar overlap = at("America/New_York", 2024, Calendar.NOVEMBER, 3, 1, 30);
        System.out.println("NY overlap 01:30 -> " + fmt(overlap));
        overlap.add(Calendar.HOUR_OF_DAY, 1);
        System.out.println("NY overlap +1h -> " + fmt(overlap));
        overlap.add(Calendar.HOUR_OF_DAY, 1);
        System.out.println("NY overlap +2h -> " + fmt(overlap));
        Calendar berlinGap = at("Europe/Berlin", 2024, Calendar.MARCH, 31, 2, 30);
        System.out.println("Berlin gap 02:30 -> " + fmt(berlinGap));
        Calendar berlinOverlap = at("Europe/Berlin", 2024, Calendar.OCTOBER, 27, 2, 30);
        System.out.println("Berlin overlap 02:30 -> " + fmt(berlinOverlap));
        Calendar sydneyGap = at("Australia/Sydney", 2024, Calendar.OCTOBER, 6, 2, 30);
        System.out.println("Sydney gap 02:30 -> " + fmt(sydneyGap));

        // Walking hour by hour across the New York spring-forward
        Calendar walk = at("America/New_York", 2024, Calendar.MARCH, 10, 0, 0);
        for (int i = 0; i < 4; i++) {
            System.out.println("NY spring walk " + i + ": " + fmt(walk));
            walk.add(Calendar.HOUR_OF_DAY, 1);
        }
        // and across the fall-back
        walk = at("America/New_York", 2024, Calendar.NOVEMBER, 3, 0, 0);
        for (int i = 0; i < 4; i++) {
            System.out.println("NY fall walk " + i + ": " + fmt(walk));
            walk.add(Calendar.HOUR_OF_DAY, 1);
        }

        // add(DAY_OF_MONTH, 1) keeps wall time, add(HOUR_OF_DAY, 24) keeps elapsed time
        String[][] cases = {{"America/New_York", "2024", "2", "9"}, {"America/New_York", "2024", "10", "2"},
                {"Europe/Berlin", "2024", "2", "30"}, {"Europe/Berlin", "2024", "9", "26"}};
        for (String[] k : cases) {
            Calendar day = at(k[0], Integer.parseInt(k[1]), Integer.parseInt(k[2]), Integer.parseInt(k[3]), 12, 0);
            Calendar hours = (Calendar) day.clone();
            long start = day.getTimeInMillis();
            day.add(Calendar.DAY_OF_MONTH, 1);
            hours.add(Calendar.HOUR_OF_DAY, 24);
            System.out.println(k[0] + " " + k[2] + "/" + k[3] + ": +1 day -> " + fmt(day) + " (elapsed h="
                    + (day.getTimeInMillis() - start) / 3600000 + ")");
            System.out.println(k[0] + " " + k[2] + "/" + k[3] + ": +24h   -> " + fmt(hours));
            Calendar minutes = (Calendar) hours.clone();
            minutes.add(Calendar.MINUTE, -24 * 60);
            System.out.println("  back 1440 min -> " + fmt(minutes) + " equalsStart=" + (minutes.getTimeInMillis() == start));
        }

        // setTimeZone keeps the instant, changes the fields; equals then differs
        Calendar a = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        a.setTimeInMillis(1704067200000L); // 2024-01-01T00:00Z
        Calendar b = (Calendar) a.clone();
        System.out.println("clone equals=" + a.equals(b) + " cmp=" + a.compareTo(b));
        b.setTimeZone(TimeZone.getTimeZone("America/New_York"));
        System.out.println("after setTimeZone equals=" + a.equals(b) + " cmp=" + a.compareTo(b)
                + " sameMillis=" + (a.getTimeInMillis() == b.getTimeInMillis()));
        System.out.println("a: " + fmt(a));
        System.out.println("b: " + fmt(b));
        b.set(Calendar.HOUR_OF_DAY, 0);
        System.out.println("b midnight NY: " + fmt(b) + " after(a)=" + b.after(a) + " before(a)=" + b.before(a));
        b.setTimeZone(TimeZone.getTimeZone("Asia/Kolkata"));
        System.out.println("b in Kolkata: " + fmt(b));

        // TimeZone offsets around transitions
        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        long[] probes = {1710053999999L, 1710054000000L, 1730613599999L, 1730613600000L};
        for (long p : probes) {
            Date d = new Date(p);
            System.out.println("NY offset at " + p + " = " + ny.getOffset(p) / 60000 + " inDst=" + ny.inDaylightTime(d));
        }

        // Display names
        for (String z : zones) {
            TimeZone tz = TimeZone.getTimeZone(z);
            System.out.println("names " + z + ": " + tz.getDisplayName(false, TimeZone.SHORT) + " / "
                    + tz.getDisplayName(true, TimeZone.SHORT));
        }
        TimeZone def = TimeZone.getDefault();
        Calendar dc = Calendar.getInstance();
        dc.setTimeInMillis(0);
        System.out.println("default zone cal: " + dc.getTimeZone().getID() + " " + fmt(dc) + " sameDefault="
                + dc.getTimeZone().getID().equals(def.getID()));
    }
}
