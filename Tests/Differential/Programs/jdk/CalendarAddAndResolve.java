import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;

public class CalendarAddAndResolve {
    static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    static String fmt(Calendar c) {
        return c.get(Calendar.YEAR) + "/" + (c.get(Calendar.MONTH) + 1) + "/" + c.get(Calendar.DAY_OF_MONTH)
                + " " + c.get(Calendar.HOUR_OF_DAY) + ":" + c.get(Calendar.MINUTE) + ":" + c.get(Calendar.SECOND)
                + "." + c.get(Calendar.MILLISECOND) + " dow=" + c.get(Calendar.DAY_OF_WEEK);
    }

    static Calendar utc(int y, int m, int d) {
        Calendar c = Calendar.getInstance(UTC);
        c.clear();
        c.set(y, m, d, 10, 15, 30);
        return c;
    }

    public static void main(String[] args) {
        // Pending set() calls are resolved together on the next get()
        Calendar a = utc(2023, Calendar.JANUARY, 31);
        a.set(Calendar.MONTH, Calendar.FEBRUARY);
        a.set(Calendar.DAY_OF_MONTH, 15);
        System.out.println("Jan31 set Feb then 15: " + fmt(a));

        Calendar b = utc(2023, Calendar.JANUARY, 31);
        b.set(Calendar.MONTH, Calendar.FEBRUARY);
        System.out.println("Jan31 set Feb (2023) get DOM: " + b.get(Calendar.DAY_OF_MONTH) + " month=" + b.get(Calendar.MONTH));
        b.set(Calendar.DAY_OF_MONTH, 15);
        System.out.println("  then set 15: " + fmt(b));

        Calendar b2 = utc(2024, Calendar.JANUARY, 31);
        b2.set(Calendar.MONTH, Calendar.FEBRUARY);
        System.out.println("Jan31 set Feb (2024): " + fmt(b2));

        Calendar c = utc(2024, Calendar.MARCH, 31);
        c.set(Calendar.MONTH, Calendar.APRIL);
        c.set(Calendar.YEAR, 2025);
        c.set(Calendar.DAY_OF_MONTH, 30);
        System.out.println("Mar31 -> Apr, 2025, 30: " + fmt(c));

        Calendar d = utc(2024, Calendar.MAY, 10);
        d.set(Calendar.DAY_OF_MONTH, 40);
        d.set(Calendar.MONTH, Calendar.JANUARY);
        System.out.println("May10 set DOM 40 then Jan: " + fmt(d));

        Calendar e = utc(2024, Calendar.MAY, 10);
        e.set(Calendar.DAY_OF_YEAR, 100);
        e.set(Calendar.DAY_OF_MONTH, 1);
        System.out.println("DOY 100 then DOM 1 (DOM wins): " + fmt(e));
        Calendar e2 = utc(2024, Calendar.MAY, 10);
        e2.set(Calendar.DAY_OF_MONTH, 1);
        e2.set(Calendar.DAY_OF_YEAR, 100);
        System.out.println("DOM 1 then DOY 100 (DOY wins): " + fmt(e2));

        // getTime() between set() calls also forces resolution
        Calendar f = utc(2023, Calendar.JANUARY, 31);
        f.set(Calendar.MONTH, Calendar.FEBRUARY);
        long mid = f.getTimeInMillis();
        f.set(Calendar.DAY_OF_MONTH, 15);
        System.out.println("resolved in between: mid=" + mid + " " + fmt(f));

        // add(MONTH) pins to the end of the month
        int[][] starts = {{2023, 0, 31}, {2024, 0, 31}, {2024, 2, 31}, {2024, 7, 31}, {2024, 11, 31}, {2024, 1, 29}};
        for (int[] s : starts) {
            Calendar x = utc(s[0], s[1], s[2]);
            String from = fmt(x);
            x.add(Calendar.MONTH, 1);
            String plus1 = fmt(x);
            Calendar y = utc(s[0], s[1], s[2]);
            y.add(Calendar.MONTH, -1);
            Calendar z = utc(s[0], s[1], s[2]);
            z.add(Calendar.YEAR, 1);
            Calendar w = utc(s[0], s[1], s[2]);
            w.add(Calendar.MONTH, 13);
            System.out.println(from + " | +1m " + plus1 + " | -1m " + fmt(y) + " | +1y " + fmt(z) + " | +13m " + fmt(w));
        }
        Calendar chain = utc(2024, Calendar.JANUARY, 31);
        for (int i = 0; i < 4; i++) {
            chain.add(Calendar.MONTH, 1);
            System.out.println("chained +1m: " + fmt(chain));
        }

        // add on the smaller fields carries into larger ones
        Calendar g = utc(2024, Calendar.DECEMBER, 31);
        g.add(Calendar.HOUR_OF_DAY, 14);
        System.out.println("+14h: " + fmt(g));
        g.add(Calendar.MINUTE, -1000);
        System.out.println("-1000min: " + fmt(g));
        g.add(Calendar.SECOND, 86400 * 3);
        System.out.println("+3 days of seconds: " + fmt(g));
        g.add(Calendar.MILLISECOND, -1);
        System.out.println("-1ms: " + fmt(g));
        g.add(Calendar.DAY_OF_YEAR, 365);
        System.out.println("+365 DOY: " + fmt(g));
        g.add(Calendar.DATE, -60);
        System.out.println("-60 DATE: " + fmt(g));
        g.add(Calendar.WEEK_OF_YEAR, 2);
        System.out.println("+2 weeks: " + fmt(g));
        g.add(Calendar.DAY_OF_WEEK, 3);
        System.out.println("+3 DOW: " + fmt(g));
        g.add(Calendar.HOUR, 5);
        System.out.println("+5 HOUR: " + fmt(g));
        g.add(Calendar.AM_PM, 1);
        System.out.println("+1 AM_PM: " + fmt(g));
        g.add(Calendar.YEAR, -10);
        System.out.println("-10y: " + fmt(g));
        g.add(Calendar.MONTH, 0);
        System.out.println("+0 month: " + fmt(g));

        // Feb 29 + years
        Calendar leap = utc(2024, Calendar.FEBRUARY, 29);
        leap.add(Calendar.YEAR, 1);
        System.out.println("Feb29 +1y: " + fmt(leap));
        leap.add(Calendar.YEAR, 3);
        System.out.println("  +3y more: " + fmt(leap));

        // GregorianCalendar in the default zone, compare/before/after
        GregorianCalendar p = new GregorianCalendar(2024, Calendar.JUNE, 1, 8, 0);
        GregorianCalendar q = (GregorianCalendar) p.clone();
        q.add(Calendar.MINUTE, 90);
        System.out.println("p<q: " + p.before(q) + " " + q.after(p) + " cmp=" + p.compareTo(q) + "/" + q.compareTo(p)
                + " eq=" + p.equals(q) + " leap(2024)=" + p.isLeapYear(2024) + " leap(1900)=" + p.isLeapYear(1900));
        System.out.println("before(non-Calendar)=" + p.before(q.getTime()) + " after(String)=" + p.after("x"));
        q.add(Calendar.MINUTE, -90);
        System.out.println("back: eq=" + p.equals(q) + " cmp=" + p.compareTo(q));
        System.out.println("p=" + fmt(p) + " time=" + p.getTime());

        // Clone independence
        Calendar orig = utc(2020, Calendar.FEBRUARY, 28);
        Calendar copy = (Calendar) orig.clone();
        System.out.println("clone equal=" + orig.equals(copy) + " same=" + (orig == copy));
        copy.add(Calendar.DAY_OF_MONTH, 1);
        copy.set(Calendar.HOUR_OF_DAY, 0);
        System.out.println("orig=" + fmt(orig) + " copy=" + fmt(copy) + " equal=" + orig.equals(copy));
        copy.setTime(orig.getTime());
        System.out.println("after setTime equal=" + orig.equals(copy) + " cmp=" + orig.compareTo(copy));
    }
}
