import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.TimeZone;

public class CalendarFieldsAndLenience {
    static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    static String ymd(Calendar c) {
        return c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH)
                + " " + c.get(Calendar.HOUR_OF_DAY) + ":" + c.get(Calendar.MINUTE) + ":" + c.get(Calendar.SECOND)
                + "." + c.get(Calendar.MILLISECOND);
    }

    static void fields(String label, Calendar c) {
        System.out.println(label + ": " + ymd(c)
                + " era=" + c.get(Calendar.ERA)
                + " doy=" + c.get(Calendar.DAY_OF_YEAR)
                + " dow=" + c.get(Calendar.DAY_OF_WEEK)
                + " dowim=" + c.get(Calendar.DAY_OF_WEEK_IN_MONTH)
                + " woy=" + c.get(Calendar.WEEK_OF_YEAR)
                + " wom=" + c.get(Calendar.WEEK_OF_MONTH)
                + " ampm=" + c.get(Calendar.AM_PM)
                + " hour=" + c.get(Calendar.HOUR)
                + " date=" + c.get(Calendar.DATE)
                + " ms=" + c.getTimeInMillis());
    }

    static Calendar utc(int y, int m, int d, int h, int mi, int s) {
        Calendar c = Calendar.getInstance(UTC);
        c.clear();
        c.set(y, m, d, h, mi, s);
        return c;
    }

    public static void main(String[] args) {
        System.out.println("constants: JAN=" + Calendar.JANUARY + " DEC=" + Calendar.DECEMBER
                + " SUN=" + Calendar.SUNDAY + " SAT=" + Calendar.SATURDAY + " AM=" + Calendar.AM + " PM=" + Calendar.PM);
        Calendar c = Calendar.getInstance(UTC);
        System.out.println("firstDow=" + c.getFirstDayOfWeek() + " minDays=" + c.getMinimalDaysInFirstWeek());

        c.setTimeInMillis(1709210096789L);
        fields("leap day", c);
        c.setTimeInMillis(0);
        fields("epoch", c);
        c.setTimeInMillis(-1);
        fields("minus1", c);

        // clear() then set(y,m,d) gives midnight
        c.clear();
        c.set(2023, Calendar.JUNE, 15);
        fields("cleared", c);
        System.out.println("cleared millis=" + c.getTimeInMillis() + " date=" + c.getTime().getTime());

        // lenient overflow
        Calendar l = utc(2023, Calendar.JANUARY, 10, 8, 0, 0);
        l.set(Calendar.MONTH, 13);
        fields("month 13", l);
        l.set(Calendar.DAY_OF_MONTH, 0);
        fields("day 0", l);
        l.set(Calendar.HOUR_OF_DAY, 25);
        fields("hour 25", l);
        l.set(Calendar.MINUTE, -1);
        fields("minute -1", l);
        l.set(Calendar.MONTH, -1);
        fields("month -1", l);
        l.set(Calendar.DAY_OF_MONTH, -40);
        fields("day -40", l);
        l.set(Calendar.SECOND, 3600);
        fields("second 3600", l);
        l.set(Calendar.MILLISECOND, 1500);
        fields("ms 1500", l);
        fields("set overflow all", utc(2023, 11, 32, 24, 60, 60));
        fields("set underflow all", utc(2024, 0, 0, -1, -1, -1));

        // DAY_OF_YEAR
        Calendar d = utc(2024, Calendar.JANUARY, 1, 12, 0, 0);
        d.set(Calendar.DAY_OF_YEAR, 60);
        fields("doy 60 (2024)", d);
        d.set(Calendar.DAY_OF_YEAR, 366);
        fields("doy 366 (2024)", d);
        d.set(Calendar.DAY_OF_YEAR, 367);
        fields("doy 367", d);
        d.set(Calendar.DAY_OF_YEAR, 0);
        fields("doy 0", d);

        // HOUR vs HOUR_OF_DAY and AM_PM
        Calendar h = utc(2024, Calendar.MAY, 5, 9, 30, 0);
        h.set(Calendar.AM_PM, Calendar.PM);
        fields("set PM", h);
        h.set(Calendar.HOUR, 0);
        fields("HOUR 0 (PM)", h);
        h.set(Calendar.HOUR, 12);
        fields("HOUR 12 (PM)", h);
        h.set(Calendar.AM_PM, Calendar.AM);
        fields("set AM", h);
        h.set(Calendar.HOUR_OF_DAY, 23);
        fields("HOD 23", h);
        h.set(Calendar.HOUR, 3);
        fields("HOUR 3 after HOD", h);

        // AM_PM alone after a fresh computation (no clear()) flips the half-day
        Calendar pm = Calendar.getInstance(UTC);
        pm.setTimeInMillis(1714901400000L); // 2024-05-05 09:30 UTC
        pm.set(Calendar.AM_PM, Calendar.PM);
        fields("computed then PM", pm);
        pm.set(Calendar.HOUR, 15);
        fields("HOUR 15", pm);

        // getActualMaximum / Minimum
        int[] years = {1900, 2000, 2023, 2024, 2100};
        for (int y : years) {
            GregorianCalendar g = new GregorianCalendar(UTC);
            g.clear();
            g.set(y, Calendar.FEBRUARY, 1);
            System.out.println(y + ": leap=" + g.isLeapYear(y)
                    + " febMax=" + g.getActualMaximum(Calendar.DAY_OF_MONTH)
                    + " doyMax=" + g.getActualMaximum(Calendar.DAY_OF_YEAR)
                    + " woyMax=" + g.getActualMaximum(Calendar.WEEK_OF_YEAR)
                    + " womMax=" + g.getActualMaximum(Calendar.WEEK_OF_MONTH)
                    + " domMin=" + g.getActualMinimum(Calendar.DAY_OF_MONTH));
        }
        Calendar m = utc(2024, Calendar.APRIL, 10, 0, 0, 0);
        System.out.println("april max=" + m.getActualMaximum(Calendar.DAY_OF_MONTH)
                + " monthMax=" + m.getActualMaximum(Calendar.MONTH)
                + " hodMax=" + m.getActualMaximum(Calendar.HOUR_OF_DAY)
                + " hourMax=" + m.getActualMaximum(Calendar.HOUR)
                + " minMax=" + m.getActualMaximum(Calendar.MINUTE)
                + " msMax=" + m.getActualMaximum(Calendar.MILLISECOND)
                + " dowMin=" + m.getActualMinimum(Calendar.DAY_OF_WEEK)
                + " dowMax=" + m.getActualMaximum(Calendar.DAY_OF_WEEK));

        // WEEK_OF_YEAR around new year
        int[][] days = {{2019, 11, 28}, {2019, 11, 31}, {2020, 0, 1}, {2020, 0, 4}, {2020, 0, 5},
                {2021, 11, 25}, {2021, 11, 26}, {2021, 11, 31}, {2022, 0, 1}, {2022, 0, 2},
                {2023, 11, 31}, {2024, 0, 1}, {2024, 11, 29}, {2024, 11, 31}, {2025, 0, 1}};
        for (int[] x : days) {
            Calendar w = utc(x[0], x[1], x[2], 12, 0, 0);
            System.out.println("week " + ymd(w) + " dow=" + w.get(Calendar.DAY_OF_WEEK)
                    + " woy=" + w.get(Calendar.WEEK_OF_YEAR) + " wom=" + w.get(Calendar.WEEK_OF_MONTH)
                    + " year=" + w.get(Calendar.YEAR));
        }

        // GregorianCalendar constructors use the default zone
        GregorianCalendar g1 = new GregorianCalendar(2024, Calendar.MARCH, 15);
        GregorianCalendar g2 = new GregorianCalendar(2024, Calendar.MARCH, 15, 14, 45);
        GregorianCalendar g3 = new GregorianCalendar(2024, Calendar.MARCH, 15, 14, 45, 30);
        fields("g1", g1);
        fields("g2", g2);
        fields("g3", g3);
        System.out.println("g3 time=" + g3.getTime() + " zone=" + g3.getTimeZone().getID());
        GregorianCalendar g4 = new GregorianCalendar(2024, 14, 35);
        fields("g4 lenient ctor", g4);
        Date fromCal = g3.getTime();
        Calendar back = Calendar.getInstance(TimeZone.getTimeZone("Asia/Kolkata"));
        back.setTime(fromCal);
        fields("g3 in Kolkata", back);
        System.out.println("zone/dst offsets Kolkata: " + back.get(Calendar.ZONE_OFFSET) + " " + back.get(Calendar.DST_OFFSET));
    }
}
