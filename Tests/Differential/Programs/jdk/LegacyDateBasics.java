import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;

public class LegacyDateBasics {
    static void show(String label, Date d) {
        System.out.println(label + ": time=" + d.getTime() + " hash=" + d.hashCode() + " str=" + d);
    }

    static void zone(String id) {
        TimeZone tz = TimeZone.getTimeZone(id);
        Date winter = new Date(1705320000000L); // 2024-01-15T12:00:00Z
        Date summer = new Date(1721044800000L); // 2024-07-15T12:00:00Z
        System.out.println(id + " -> id=" + tz.getID()
                + " raw=" + tz.getRawOffset()
                + " dst=" + tz.useDaylightTime()
                + " offW=" + tz.getOffset(winter.getTime())
                + " offS=" + tz.getOffset(summer.getTime())
                + " inDstW=" + tz.inDaylightTime(winter)
                + " inDstS=" + tz.inDaylightTime(summer)
                + " short=" + tz.getDisplayName(false, TimeZone.SHORT)
                + " shortDst=" + tz.getDisplayName(true, TimeZone.SHORT));
    }

    public static void main(String[] args) {
        // Clock readings: only print facts that are fixed.
        long before = System.currentTimeMillis();
        Date now = new Date();
        long after = System.currentTimeMillis();
        System.out.println("clock sane: " + (now.getTime() > 1_600_000_000_000L));
        System.out.println("clock ordered: " + (before <= now.getTime() && now.getTime() <= after));
        System.out.println("now after epoch: " + now.after(new Date(0)));

        show("epoch", new Date(0));
        show("one", new Date(1));
        show("minus1", new Date(-1));
        show("billion", new Date(1_000_000_000_000L));
        show("y2k", new Date(946684800000L));
        show("neg", new Date(-123456789012L));
        show("big", new Date(4102444800123L)); // 2100-01-01
        show("leapday", new Date(1709210096789L)); // 2024-02-29T12:34:56.789Z
        System.out.println("hash of 0x100000001: " + new Date(0x100000001L).hashCode());
        System.out.println("hash of Long.MAX/1000: " + new Date(Long.MAX_VALUE / 1000).hashCode());
        System.out.println("hash of -2^32: " + new Date(-4294967296L).hashCode());

        Date a = new Date(1000);
        Date b = new Date(2000);
        Date a2 = new Date(1000);
        System.out.println("a.before(b)=" + a.before(b) + " a.after(b)=" + a.after(b)
                + " b.after(a)=" + b.after(a) + " a.before(a2)=" + a.before(a2));
        System.out.println("a.equals(a2)=" + a.equals(a2) + " a==a2 " + (a == a2)
                + " a.equals(b)=" + a.equals(b) + " a.equals(null)=" + a.equals(null)
                + " a.equals(\"x\")=" + a.equals("x"));
        System.out.println("compareTo: " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(a2));
        a2.setTime(5000);
        System.out.println("after setTime: a2=" + a2.getTime() + " eq=" + a.equals(a2) + " cmp=" + a2.compareTo(a));
        a2.setTime(-86400000L);
        show("a2 neg day", a2);

        // Dates as map keys and list elements
        Map<Date, String> events = new HashMap<>();
        events.put(new Date(86400000L), "day one");
        events.put(new Date(0), "epoch");
        events.put(new Date(86400000L), "day one again");
        System.out.println("map size=" + events.size() + " get=" + events.get(new Date(86400000L))
                + " missing=" + events.get(new Date(86400001L)));
        System.out.println("containsKey epoch: " + events.containsKey(new Date(0L)));

        List<Date> dates = new ArrayList<>();
        dates.add(new Date(1709210096789L));
        dates.add(new Date(-5000));
        dates.add(new Date(946684800000L));
        dates.add(new Date(0));
        dates.add(new Date(946684800000L));
        Collections.sort(dates);
        for (Date d : dates) {
            System.out.println("sorted " + d.getTime() + " " + d);
        }
        System.out.println("indexOf y2k=" + dates.indexOf(new Date(946684800000L))
                + " contains -5000=" + dates.contains(new Date(-5000)));
        System.out.println("max=" + Collections.max(dates).getTime() + " min=" + Collections.min(dates).getTime());

        zone("UTC");
        zone("GMT");
        zone("America/New_York");
        zone("Europe/Berlin");
        zone("Asia/Kolkata");
        zone("Australia/Sydney");
        zone("GMT+05:30");
        zone("GMT-08:00");
        zone("Mars/Olympus");
        TimeZone def = TimeZone.getDefault();
        System.out.println("default id=" + def.getID() + " raw=" + def.getRawOffset());
    }
}
