import java.text.DateFormat;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.TreeMap;

public class SimpleDateFormatModel {
    static final TimeZone UTC = TimeZone.getTimeZone("UTC");
    static final TimeZone NEW_YORK = TimeZone.getTimeZone("America/New_York");

    // Shared formatters, as a typical API client would keep them.
    static final SimpleDateFormat ISO_MILLIS = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", Locale.US);
    static final SimpleDateFormat ISO_SECONDS = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssXXX", Locale.US);
    static final DateFormat DISPLAY = new SimpleDateFormat("EEE, MMM d, yyyy h:mm a", Locale.US);
    static final DateFormat DISPLAY_ZONE = new SimpleDateFormat("h:mm a z", Locale.US);
    static final SimpleDateFormat DAY_KEY = new SimpleDateFormat("yyyy-MM-dd (EEEE)", Locale.US);
    static final SimpleDateFormat USER_INPUT = new SimpleDateFormat("MM/dd/yyyy", Locale.US);

    static {
        ISO_MILLIS.setTimeZone(UTC);
        ISO_SECONDS.setTimeZone(UTC);
        DISPLAY.setTimeZone(NEW_YORK);
        DISPLAY_ZONE.setTimeZone(NEW_YORK);
        DAY_KEY.setTimeZone(NEW_YORK);
        USER_INPUT.setTimeZone(NEW_YORK);
        USER_INPUT.setLenient(false);
    }

    static final class Coupon {
        final String id;
        final String title;
        final Date createdAt;
        final Date expiresAt;

        Coupon(String id, String title, Date createdAt, Date expiresAt) {
            this.id = id; this.title = title; this.createdAt = createdAt; this.expiresAt = expiresAt;
        }

        boolean isExpired(Date now) {
            return !expiresAt.after(now);
        }

        String toJson() {
            return "{\"id\":\"" + id + "\",\"title\":\"" + title + "\",\"createdAt\":\""
                    + ISO_MILLIS.format(createdAt) + "\",\"expiresAt\":\"" + ISO_SECONDS.format(expiresAt) + "\"}";
        }
    }

    static Date parseTimestamp(String field, String text) throws ParseException {
        try {
            return ISO_MILLIS.parse(text);
        } catch (ParseException first) {
            try {
                return ISO_SECONDS.parse(text);
            } catch (ParseException second) {
                throw new ParseException(field + ": " + first.getMessage(), first.getErrorOffset());
            }
        }
    }

    public static void main(String[] args) {
        String[][] records = {
            {"c-101", "Spring sale", "2024-03-09T23:15:00.000Z", "2024-03-10T07:30:00Z"},
            {"c-102", "Launch day", "2024-01-15T17:00:00.250+05:30", "2024-02-20T04:59:59Z"},
            {"c-103", "Fall back", "2024-11-03T05:45:00Z", "2024-11-03T06:45:00.000Z"},
            {"c-104", "Broken", "2024-13-45T99:00:00Z", "2024-12-31T00:00:00Z"},
            {"c-105", "Typo", "2024/06/01T10:00:00Z", "2024-06-30T00:00:00Z"},
            {"c-106", "New year", "2023-12-31T23:59:59.999-05:00", "2025-01-01T00:00:00.000-08:00"},
            {"c-107", "No zone", "2024-06-01T10:00:00", "2024-06-30T00:00:00Z"},
            {"c-108", "Midday", "2024-07-04T16:00:00.000Z", "2024-10-20T04:00:00+00:00"},
        };

        List<Coupon> coupons = new ArrayList<>();
        for (String[] r : records) {
            try {
                Date created = parseTimestamp("createdAt", r[2]);
                Date expires = parseTimestamp("expiresAt", r[3]);
                coupons.add(new Coupon(r[0], r[1], created, expires));
            } catch (ParseException e) {
                System.out.println("skip " + r[0] + ": " + e.getMessage() + " at " + e.getErrorOffset());
            }
        }
        coupons.sort(Comparator.comparing((Coupon c) -> c.createdAt).thenComparing(c -> c.id));

        Date now = new Date(1719835200000L); // 2024-07-01T12:00:00Z
        System.out.println("now: " + DISPLAY.format(now) + " (" + DISPLAY_ZONE.format(now) + ")");
        for (Coupon c : coupons) {
            long hours = (c.expiresAt.getTime() - c.createdAt.getTime()) / 3600000L;
            System.out.println(c.id + " " + c.title + ": created " + DISPLAY.format(c.createdAt)
                    + ", expires " + DISPLAY.format(c.expiresAt) + " [" + DISPLAY_ZONE.format(c.expiresAt) + "]"
                    + ", valid " + hours + "h, " + (c.isExpired(now) ? "EXPIRED" : "active"));
        }

        System.out.println("-- by New York day");
        Map<String, List<String>> byDay = new TreeMap<>();
        for (Coupon c : coupons) {
            byDay.computeIfAbsent(DAY_KEY.format(c.createdAt), k -> new ArrayList<>()).add(c.id);
        }
        for (Map.Entry<String, List<String>> e : byDay.entrySet()) {
            System.out.println(e.getKey() + " -> " + e.getValue());
        }

        System.out.println("-- JSON");
        for (Coupon c : coupons) {
            System.out.println(c.toJson());
        }

        System.out.println("-- round trip");
        for (Coupon c : coupons) {
            try {
                Coupon back = new Coupon(c.id, c.title, ISO_MILLIS.parse(ISO_MILLIS.format(c.createdAt)),
                        ISO_SECONDS.parse(ISO_SECONDS.format(c.expiresAt)));
                System.out.println(c.id + " created equal=" + back.createdAt.equals(c.createdAt)
                        + " expires equal=" + back.expiresAt.equals(c.expiresAt));
            } catch (ParseException e) {
                System.out.println(c.id + " unexpected " + e.getMessage());
            }
        }

        System.out.println("-- extend by 30 days in New York (wall clock kept across DST)");
        Calendar cal = Calendar.getInstance(NEW_YORK, Locale.US);
        for (Coupon c : coupons) {
            cal.setTime(c.expiresAt);
            cal.add(Calendar.DAY_OF_MONTH, 30);
            Date extended = cal.getTime();
            System.out.println(c.id + ": " + DISPLAY.format(c.expiresAt) + " -> " + DISPLAY.format(extended)
                    + " " + DISPLAY_ZONE.format(extended) + " +" + (extended.getTime() - c.expiresAt.getTime()) / 3600000L + "h");
        }

        System.out.println("-- user-entered redemption dates (strict MM/dd/yyyy, New York)");
        String[] inputs = {"07/04/2024", "03/10/2024", "11/03/2024", "02/29/2023", "13/01/2024", "7/4/2024", "07-04-2024", "07/04/2024 extra", ""};
        for (String in : inputs) {
            try {
                Date d = USER_INPUT.parse(in);
                Coupon best = null;
                for (Coupon c : coupons) {
                    if (!c.createdAt.after(d) && !c.isExpired(d)) best = c;
                }
                System.out.println("'" + in + "' -> " + ISO_MILLIS.format(d) + " usable: " + (best == null ? "none" : best.id));
            } catch (ParseException e) {
                System.out.println("'" + in + "' rejected: " + e.getMessage() + " (offset " + e.getErrorOffset() + ")");
            }
        }
        System.out.println("lenient=" + USER_INPUT.isLenient() + " pattern=" + USER_INPUT.toPattern()
                + " zone=" + USER_INPUT.getTimeZone().getID());
    }
}
