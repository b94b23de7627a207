// DateTimeFormatter's offset and zone letters (X x Z O VV z), the ISO offset/zoned/instant formatters, ZonedDateTime.parse.
import java.time.*; import java.time.format.*; import java.util.*;
public class DateTimeFormatterZones { public static void main(String[] a) {
  ZonedDateTime ny = ZonedDateTime.of(2024, 7, 3, 5, 46, 40, 123_000_000, ZoneId.of("America/New_York"));
  ZonedDateTime win = ZonedDateTime.of(2024, 1, 3, 5, 46, 0, 0, ZoneId.of("America/New_York"));
  ZonedDateTime kol = ny.withZoneSameInstant(ZoneId.of("Asia/Kolkata"));
  ZonedDateTime utc = ny.withZoneSameInstant(ZoneOffset.UTC);
  ZonedDateTime odd = ny.withZoneSameInstant(ZoneOffset.ofTotalSeconds(-12345));
  ZonedDateTime ur = ny.withZoneSameInstant(ZoneId.of("UTC"));
  for (String p : new String[]{"X", "XX", "XXX", "XXXX", "XXXXX", "x", "xx", "xxx", "xxxx", "xxxxx", "Z", "ZZZZ", "ZZZZZ", "O", "OOOO", "VV", "z", "zzzz", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX'['VV']'"}) {
    DateTimeFormatter f = DateTimeFormatter.ofPattern(p);
    StringBuilder sb = new StringBuilder(p + " -> ");
    for (ZonedDateTime z : new ZonedDateTime[]{ny, win, kol, utc, odd, ur}) sb.append(f.format(z)).append(" | ");
    System.out.println(sb + " " + f);
  }
  OffsetDateTime o = OffsetDateTime.of(2024, 7, 3, 9, 46, 40, 0, ZoneOffset.ofHours(2));
  for (DateTimeFormatter f : new DateTimeFormatter[]{DateTimeFormatter.ISO_OFFSET_DATE_TIME, DateTimeFormatter.ISO_ZONED_DATE_TIME, DateTimeFormatter.ISO_DATE_TIME, DateTimeFormatter.ISO_INSTANT}) {
    System.out.println(f.format(ny) + " | " + f.format(o) + " | " + f.format(utc) + " | " + f.format(ur));
  }
  System.out.println(DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochSecond(1720000000, 5000)) + " " + DateTimeFormatter.ISO_DATE_TIME.format(LocalDateTime.of(2024, 1, 2, 3, 4)));
  try { DateTimeFormatter.ofPattern("VV").format(o); } catch (DateTimeException e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }
  try { DateTimeFormatter.ofPattern("XXX").format(LocalDateTime.of(2024, 1, 2, 3, 4)); } catch (DateTimeException e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }
  try { DateTimeFormatter.ISO_INSTANT.format(LocalDateTime.of(2024, 1, 2, 3, 4)); } catch (DateTimeException e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }
  for (String s : new String[]{"2024-07-03T05:46:40.123-04:00[America/New_York]", "2024-07-03T09:46:40Z", "2024-07-03T09:46:40+02:00[Europe/Paris]", "2024-11-03T01:30-05:00[America/New_York]", "2024-07-03T09:46:40Z[UTC]", "2024-07-03T09:46:40+05:30[Mars/Olympus]", "2024-07-03T09:46:40+05:30[Europe/Paris"}) {
    try { ZonedDateTime z = ZonedDateTime.parse(s); System.out.println(s + " -> " + z + " " + z.toEpochSecond()); } catch (DateTimeParseException e) { System.out.println(s + " -> " + e.getMessage() + " @" + e.getErrorIndex()); }
  }
}}
