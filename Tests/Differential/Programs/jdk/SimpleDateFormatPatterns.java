import java.text.DateFormat;
import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class SimpleDateFormatPatterns {
    static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    static String fmt(String pattern, TimeZone tz, Date d) {
        SimpleDateFormat f = new SimpleDateFormat(pattern, Locale.US);
        f.setTimeZone(tz);
        return f.format(d);
    }

    public static void main(String[] args) {
        Date a = new Date(1000000000050L);   // 2001-09-09T01:46:40.050Z (Sunday)
        Date b = new Date(-14182939995L);    // 1969-07-20T20:17:40.005Z (Sunday)
        Date c = new Date(4102444799999L);   // 2099-12-31T23:59:59.999Z (Thursday)
        Date w = new Date(1705320000000L);   // 2024-01-15T12:00:00Z (Monday)
        Date s = new Date(1721044800000L);   // 2024-07-15T12:00:00Z (Monday)

        // 1. Every letter, several counts, in UTC.
        String[] letters = {
            "G", "GGGG", "y", "yy", "yyy", "yyyy", "yyyyy",
            "M", "MM", "MMM", "MMMM", "MMMMM", "L", "LL", "LLL", "LLLL",
            "d", "dd", "ddd", "D", "DDD", "E", "EEE", "EEEE", "EEEEE", "u", "uu",
            "a", "H", "HH", "k", "kk", "K", "KK", "h", "hh", "m", "mm", "s", "ss",
            "S", "SS", "SSS", "SSSS", "SSSSS", "z", "zzz", "Z", "ZZ", "X", "XX", "XXX"
        };
        for (String p : letters) {
            System.out.println(p + " -> [" + fmt(p, UTC, a) + "] [" + fmt(p, UTC, b) + "] [" + fmt(p, UTC, c) + "]");
        }

        // 2. Zones and offsets, winter vs summer.
        String[] zones = {"UTC", "GMT", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "GMT+05:30", "GMT-09:30", "GMT+14"};
        for (String id : zones) {
            TimeZone tz = TimeZone.getTimeZone(id);
            String p = "yyyy-MM-dd HH:mm z|Z|X|XX|XXX";
            System.out.println(id + ": " + fmt(p, tz, w) + "  /  " + fmt(p, tz, s));
        }

        // 3. Twelve-hour clocks around midnight and noon.
        long dayStart = 1717200000000L; // 2024-06-01T00:00:00Z
        int[] hours = {0, 1, 11, 12, 13, 23};
        for (int h : hours) {
            Date d = new Date(dayStart + h * 3600000L + 5 * 60000L);
            System.out.println("hour " + h + ": " + fmt("H HH k kk K KK h hh a | h:mm a", UTC, d));
        }

        // 4. ISO-8601 style patterns in several zones.
        Date iso = new Date(1709210096789L); // 2024-02-29T12:34:56.789Z
        String[] isoPatterns = {
            "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "yyyy-MM-dd'T'HH:mm:ssZ", "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'",
            "yyyyMMdd'T'HHmmssX", "EEE, dd MMM yyyy HH:mm:ss z", "yyyy-DDD"
        };
        for (String p : isoPatterns) {
            System.out.println(p);
            for (String id : new String[]{"UTC", "America/New_York", "Asia/Kolkata", "GMT-09:30"}) {
                System.out.println("  " + id + " = " + fmt(p, TimeZone.getTimeZone(id), iso));
            }
        }

        // 5. DST transitions in New York.
        long[] edges = {1710053999999L, 1710054000000L, 1730611800000L, 1730615400000L};
        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        for (long t : edges) {
            System.out.println(t + " NY " + fmt("yyyy-MM-dd hh:mm:ss.SSS a z Z", ny, new Date(t))
                    + " | Berlin " + fmt("HH:mm z", TimeZone.getTimeZone("Europe/Berlin"), new Date(t)));
        }

        // 6. Quoted text.
        String[] quoted = {"'at'", "h 'o''clock' a", "''yy''", "'T'HH'h'", "yyyy.MM.dd G 'at' HH:mm:ss z",
            "EEE, MMM d, ''yy", "hh 'o''clock' a, z", "'Week day:' u, 'Era:' G", "'''quoted'''"};
        for (String p : quoted) {
            System.out.println(p + " => " + fmt(p, UTC, a));
        }

        // 7. Accessors, DateFormat variables, locales.
        SimpleDateFormat sdf = new SimpleDateFormat("dd/MM/yyyy HH:mm");
        System.out.println("toPattern=" + sdf.toPattern() + " lenient=" + sdf.isLenient());
        sdf.setTimeZone(TimeZone.getTimeZone("Asia/Kolkata"));
        System.out.println("zone=" + sdf.getTimeZone().getID() + " -> " + sdf.format(w));
        DateFormat df = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssXXX", Locale.ENGLISH);
        df.setTimeZone(TimeZone.getTimeZone("GMT+05:30"));
        System.out.println("DateFormat var: " + df.format(w) + " zone=" + df.getTimeZone().getID());
        SimpleDateFormat root = new SimpleDateFormat("G MMM MMMM EEE EEEE a", Locale.ROOT);
        root.setTimeZone(UTC);
        System.out.println("ROOT: " + root.format(w));
        SimpleDateFormat deflt = new SimpleDateFormat("EEEE d MMMM yyyy HH:mm z");
        System.out.println("default zone: " + deflt.format(s) + " id=" + deflt.getTimeZone().getID());

        // 8. Calendar-built dates formatted in their own zone.
        Calendar cal = Calendar.getInstance(ny);
        cal.clear();
        cal.set(2024, Calendar.DECEMBER, 31, 23, 59, 58);
        cal.set(Calendar.MILLISECOND, 7);
        Date nye = cal.getTime();
        System.out.println("nye millis=" + nye.getTime());
        for (String id : new String[]{"America/New_York", "UTC", "Asia/Kolkata", "Europe/Berlin"}) {
            System.out.println("  " + id + ": " + fmt("yy/M/d EEE h:m:s.S a D z", TimeZone.getTimeZone(id), nye));
        }
        // Same formatter reused after changing its zone.
        SimpleDateFormat reuse = new SimpleDateFormat("HH:mm zzz", Locale.US);
        StringBuilder sb = new StringBuilder();
        for (String id : zones) {
            reuse.setTimeZone(TimeZone.getTimeZone(id));
            sb.append(reuse.format(nye)).append("; ");
        }
        System.out.println(sb);
    }
}
