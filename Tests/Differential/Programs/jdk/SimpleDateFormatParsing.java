import java.text.DateFormat;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class SimpleDateFormatParsing {
    static final SimpleDateFormat OUT = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", Locale.US);

    static SimpleDateFormat make(String pattern, String zone, boolean lenient) {
        SimpleDateFormat f = new SimpleDateFormat(pattern, Locale.US);
        f.setTimeZone(TimeZone.getTimeZone(zone));
        f.setLenient(lenient);
        return f;
    }

    static String attempt(DateFormat f, String text) {
        try {
            Date d = f.parse(text);
            return d.getTime() + " " + OUT.format(d);
        } catch (ParseException e) {
            return "PE(" + e.getMessage() + ", offset " + e.getErrorOffset() + ")";
        }
    }

    static void one(String pattern, String zone, String... inputs) {
        SimpleDateFormat f = make(pattern, zone, true);
        for (String in : inputs) {
            System.out.println(pattern + (zone.equals("UTC") ? "" : " @" + zone) + " [" + in + "] -> " + attempt(f, in));
        }
    }

    static void both(String pattern, String... inputs) {
        SimpleDateFormat lenient = make(pattern, "UTC", true);
        SimpleDateFormat strict = make(pattern, "UTC", false);
        for (String in : inputs) {
            System.out.println(pattern + " [" + in + "] lenient: " + attempt(lenient, in) + " | strict: " + attempt(strict, in));
        }
    }

    public static void main(String[] args) {
        OUT.setTimeZone(TimeZone.getTimeZone("UTC"));

        System.out.println("== ISO-8601 with XXX");
        one("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "UTC", "2024-02-29T12:34:56.789Z", "2024-02-29T12:34:56.789+05:30",
            "2024-02-29T12:34:56.789-08:00", "2024-02-29T12:34:56.789+0530", "2024-02-29T12:34:56.789",
            "2024-02-29T12:34:56Z", "2024-02-29T12:34:56.5Z", "2024-02-29T12:34:56.123456Z", "2024-02-29t12:34:56.789Z");
        System.out.println("== RFC 822 Z");
        one("yyyy-MM-dd'T'HH:mm:ssZ", "Asia/Kolkata", "2024-02-29T12:34:56-0800", "2024-02-29T12:34:56+0530",
            "2024-02-29T12:34:56GMT+05:30", "2024-02-29T12:34:56Z", "2024-02-29T12:34:56+05:30", "2024-02-29T12:34:56 -0800");
        System.out.println("== X, XX, XXX");
        for (String p : new String[]{"HH:mm X", "HH:mm XX", "HH:mm XXX"}) {
            SimpleDateFormat f = make(p, "Europe/Berlin", true);
            StringBuilder sb = new StringBuilder(p + ":");
            for (String z : new String[]{"Z", "+05", "+0530", "+05:30", "-08"}) {
                String r = attempt(f, "10:00 " + z);
                sb.append(" [").append(z).append("] ").append(r.startsWith("PE") ? "PE@" + r.substring(r.lastIndexOf(' ') + 1, r.length() - 1) : r.substring(0, r.indexOf(' ')));
            }
            System.out.println(sb);
        }
        System.out.println("== z in New York (fresh formatter each time)");
        // "UTC" is found among the default zone's names when that is UTC (the formatter then switches to it);
        // elsewhere Java searches every zone, which the translation reports instead.
        boolean defaultIsUtc = TimeZone.getDefault().getDisplayName(false, TimeZone.SHORT).equals("UTC");
        String[] names = defaultIsUtc ? new String[]{"EST", "EDT", "est", "GMT", "GMT+05:30", "UTC", "utc"}
                : new String[]{"EST", "EDT", "est", "GMT", "GMT+05:30"};
        for (String z : names) {
            SimpleDateFormat f = make("yyyy-MM-dd HH:mm z", "America/New_York", true);
            String r = attempt(f, "2024-07-01 10:00 " + z);
            System.out.println("[" + z + "] -> " + r + " | then formats as " + f.format(new Date(1719828000000L)));
        }
        one("EEE, dd MMM yyyy HH:mm:ss z", "UTC", "Mon, 15 Jan 2024 12:00:00 GMT", "Mon, 15 Jan 2024 17:30:00 GMT+05:30");

        System.out.println("== lenient vs strict");
        both("yyyy-MM-dd", "2024-02-30", "2024-13-01", "2024-00-10", "2024-12-32", "2023-02-29", "2024-02-29", "2024-1-5");
        both("HH:mm", "25:61", "24:00", "23:59");
        both("MM-dd", "02-29");
        both("D yyyy", "367 2024");
        both("EEE, d MMM yyyy", "Tue, 15 Jan 2024");

        System.out.println("== unparseable, leading and trailing text");
        one("yyyy-MM-dd", "UTC", "abc", "", "2024/01/15", "2024-01", "x2024-01-15", " 2024-01-15", "2024- 01-15",
            "2024-01-15xyz", "2024-01-15 10:00", "2024-+1-01");
        one("'at' HH:mm", "UTC", "at 10:30", "AT 10:30");

        System.out.println("== text fields");
        one("dd MMM yyyy", "UTC", "05 jan 2024", "05 JAN 2024", "05 January 2024", "05 Sept 2024", "05 Ja 2024", "05 1 2024");
        one("dd MMMM yyyy", "UTC", "05 Jan 2024", "05 dECEMBER 2024");
        one("EEEE, d MMM yyyy", "UTC", "MONDAY, 15 Jan 2024", "Mon, 15 Jan 2024", "Mo, 15 Jan 2024");
        one("yyyy G", "UTC", "2024 ad");
        one("MMM", "UTC", "Mar");

        System.out.println("== whitespace");
        one("yyyy-MM-dd HH:mm", "UTC", "2024-01-15  10:30", "2024-01-15\t10:30", "2024-01-15 \t10:30", "2024-01-1510:30", "2024-01-15T10:30");
        one("yyyy-MM-dd'T'HH:mm", "UTC", "2024-01-15T 10:30", "2024-01-15 10:30");
        one("dd MMM yyyy", "UTC", "05 Jan2024", "05 Jan 2024 ");
        one("yyyy. MM. dd", "UTC", "2024.01.15", "2024. 01. 15");
        one("HH:mm ", "UTC", "10:30");

        System.out.println("== 12-hour and 24-hour clocks");
        both("h:mm a", "12:00 AM", "12:00 PM", "0:30 PM", "13:00 PM", "7:15 pm", "7:15PM");
        both("K:mm a", "0:30 PM", "12:30 PM");
        both("k:mm", "24:00", "0:15");
        both("HH:mm a", "03:00 PM");

        System.out.println("== milliseconds and abutting fields");
        both("HH:mm:ss.SSS", "10:00:00.5", "10:00:00.1234");
        one("HH:mm:ss.S", "UTC", "10:00:00.500");
        both("yyyyMMdd", "20240115", "2024115", "202401151");
        one("yyyyMMddHHmmss", "Asia/Kolkata", "20240115103000");

        System.out.println("== New York DST");
        for (boolean lenient : new boolean[]{true, false}) {
            SimpleDateFormat ny = make("yyyy-MM-dd HH:mm", "America/New_York", lenient);
            System.out.println("lenient=" + ny.isLenient() + " overlap -> " + attempt(ny, "2024-11-03 01:30")
                    + " | gap -> " + attempt(ny, "2024-03-10 02:30"));
        }
        one("yyyy-MM-dd HH:mm z", "America/New_York", "2024-11-03 01:30 EDT", "2024-11-03 01:30 EST", "2024-01-10 02:30 EDT");
        one("HH:mm", "America/New_York", "10:00");
        one("HH:mm", "GMT+05:30", "10:00");

        System.out.println("== round trips");
        Date[] dates = {new Date(1709210096789L), new Date(-14182939995L), new Date(1730611800000L), new Date(1730615400000L)};
        String[][] cases = {
            {"yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "America/New_York"}, {"yyyy-MM-dd'T'HH:mm:ssZ", "Asia/Kolkata"},
            {"EEE, d MMM yyyy h:mm:ss.SSS a z", "America/New_York"}, {"yyyy-MM-dd HH:mm:ss.SSS", "GMT+05:30"},
            {"dd/MM/yyyy HH:mm", "Europe/Berlin"}, {"yyyy-MM-dd HH:mm:ss.SSS", "America/New_York"}
        };
        for (String[] c : cases) {
            SimpleDateFormat f = make(c[0], c[1], true);
            StringBuilder sb = new StringBuilder(c[0] + " @" + c[1] + ":");
            for (Date d : dates) {
                String text = f.format(d);
                try {
                    long back = f.parse(text).getTime();
                    sb.append(back == d.getTime() ? " same" : " diff(" + (back - d.getTime()) + ")");
                } catch (ParseException e) {
                    sb.append(" PE@").append(e.getErrorOffset());
                }
            }
            System.out.println(sb);
        }

        System.out.println("== default zone and accessors");
        SimpleDateFormat deflt = new SimpleDateFormat("yyyy-MM-dd HH:mm");
        System.out.println("default zone parse: " + attempt(deflt, "2024-01-15 10:00"));
        deflt.setLenient(false);
        System.out.println("pattern=" + deflt.toPattern() + " lenient=" + deflt.isLenient() + " -> " + attempt(deflt, "2024-01-15 24:00"));
    }
}
