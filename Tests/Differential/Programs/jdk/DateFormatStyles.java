// DateFormat styles in US English (JDK 17 locale data), how date and time styles are joined, zzzz long names.
import java.text.*; import java.util.*;
public class DateFormatStyles { public static void main(String[] a) throws Exception {
 Date d = new Date(1720000000123L); Date w = new Date(1704067200000L);
 for (int s = 0; s < 4; s++) { DateFormat f = DateFormat.getDateTimeInstance(s, s, Locale.US); f.setTimeZone(TimeZone.getTimeZone("America/New_York")); System.out.println(f.format(d) + " | " + f.format(w)); }
 DateFormat g = DateFormat.getDateInstance(); g.setTimeZone(TimeZone.getTimeZone("UTC")); System.out.println(g.format(d) + " " + g.parse("Jul 3, 2024").getTime());
 DateFormat t = DateFormat.getTimeInstance(DateFormat.FULL, Locale.US); t.setTimeZone(TimeZone.getTimeZone("Asia/Kolkata")); System.out.println(t.format(d));
 t.setTimeZone(TimeZone.getTimeZone("GMT+05:30")); System.out.println(t.format(d));
 DateFormat i = DateFormat.getInstance(); i.setTimeZone(TimeZone.getTimeZone("UTC")); System.out.println(i.format(d));
 try { DateFormat.getDateInstance(7); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
 SimpleDateFormat z = new SimpleDateFormat("zzzz", Locale.US); z.setTimeZone(TimeZone.getTimeZone("Europe/Berlin")); System.out.println(z.format(d) + " / " + z.format(w));
}}
