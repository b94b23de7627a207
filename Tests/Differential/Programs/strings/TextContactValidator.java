import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class TextContactValidator {

    static final Pattern PHONE = Pattern.compile(
            "^\\s*(?:\\+?(\\d{1,2})[\\s.-]?)?\\(?(\\d{3})\\)?[\\s.-]?(\\d{3})[\\s.-]?(\\d{4})\\s*$");
    static final Pattern EMAIL = Pattern.compile(
            "^\\s*([A-Za-z0-9._%+-]+)@([A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*)\\.([A-Za-z]{2,})\\s*$");
    static final Pattern UK_POSTCODE = Pattern.compile(
            "^\\s*([A-Za-z]{1,2}\\d[A-Za-z\\d]?)\\s*(\\d[A-Za-z]{2})\\s*$");
    static final Pattern US_ZIP = Pattern.compile("^\\s*(\\d{5})(?:[-\\s]?(\\d{4}))?\\s*$");
    static final Pattern ANY_EMAIL = Pattern.compile("[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}");
    static final Pattern DIGITS = Pattern.compile("\\d+");

    static String normalizePhone(String raw) {
        Matcher m = PHONE.matcher(raw);
        if (!m.matches()) {
            return null;
        }
        String country = m.group(1);
        if (country == null) {
            country = "1";
        }
        return "+" + country + " (" + m.group(2) + ") " + m.group(3) + "-" + m.group(4);
    }

    static String normalizeEmail(String raw) {
        Matcher m = EMAIL.matcher(raw);
        if (!m.matches()) {
            return null;
        }
        String local = m.group(1);
        String domain = m.group(2).toLowerCase() + "." + m.group(3).toLowerCase();
        if (local.startsWith(".") || local.endsWith(".") || local.contains("..")) {
            return null;
        }
        // gmail-style: strip +tag from local part
        int plus = local.indexOf('+');
        if (plus >= 0) {
            local = local.substring(0, plus);
        }
        return local.toLowerCase() + "@" + domain;
    }

    static String normalizePostcode(String raw) {
        Matcher uk = UK_POSTCODE.matcher(raw);
        if (uk.matches()) {
            return "UK " + uk.group(1).toUpperCase() + " " + uk.group(2).toUpperCase();
        }
        Matcher us = US_ZIP.matcher(raw);
        if (us.matches()) {
            if (us.group(2) != null) {
                return "US " + us.group(1) + "-" + us.group(2);
            }
            return "US " + us.group(1);
        }
        return null;
    }

    static String show(String value) {
        return value == null ? "INVALID" : value;
    }

    public static void main(String[] args) {
        String[] phones = {
            "555-123-4567",
            "(555) 123-4567",
            "555.123.4567",
            "+44 555 123 4567",
            "5551234567",
            "  +1-555-123-4567  ",
            "555-1234",
            "phone: 555-123-4567",
            "123-45-67890"
        };
        System.out.println("== phones ==");
        for (String p : phones) {
            System.out.println(String.format("%-22s -> %s", "[" + p + "]", show(normalizePhone(p))));
        }

        String[] emails = {
            "Alice@Example.COM",
            "bob.smith+newsletter@mail.example.org",
            "carol@localhost",
            "dave@@example.com",
            ".eve@example.com",
            "frank..jones@example.com",
            "grace_h@sub-domain.example.co",
            "  heidi@EXAMPLE.net ",
            "ivan@example.c"
        };
        System.out.println("== emails ==");
        for (String e : emails) {
            System.out.println(String.format("%-40s -> %s", "[" + e + "]", show(normalizeEmail(e))));
        }

        String[] codes = {"sw1a 1aa", "SW1A1AA", "m1 1ae", "EC1A 1BB", "90210", "90210-1234",
            "90210 1234", "1234", "ABC 123", "b33 8th"};
        System.out.println("== postcodes ==");
        for (String c : codes) {
            System.out.println(String.format("%-14s -> %s", "[" + c + "]", show(normalizePostcode(c))));
        }

        System.out.println("== find loop: emails in free text ==");
        String text = "Contact sales@shop.example.com or Support@Shop.Example.com; "
                + "cc: ops+alerts@infra.example.io, not-an-email@, and me@home.example.net.";
        Matcher fm = ANY_EMAIL.matcher(text);
        Map<String, Integer> domainCounts = new TreeMap<>();
        int found = 0;
        while (fm.find()) {
            found++;
            String addr = fm.group();
            System.out.println("found #" + found + " at " + fm.start() + "-" + fm.end() + ": " + addr);
            String norm = normalizeEmail(addr);
            String domain = norm == null ? "?" : norm.substring(norm.indexOf('@') + 1);
            domainCounts.put(domain, domainCounts.getOrDefault(domain, 0) + 1);
        }
        for (Map.Entry<String, Integer> e : domainCounts.entrySet()) {
            System.out.println("  domain " + e.getKey() + " x" + e.getValue());
        }

        System.out.println("== replaceAll with group references ==");
        String dates = "Due 2024-03-15, shipped 2023-12-01, invalid 2023-1-5.";
        System.out.println(dates.replaceAll("(\\d{4})-(\\d{2})-(\\d{2})", "$3/$2/$1"));
        String names = "Smith, John; Doe, Jane; Brown, Charlie";
        System.out.println(names.replaceAll("(\\w+), (\\w+)", "$2 $1"));
        String masked = "card 4111 1111 1111 1234 and 5500 0000 0000 0004";
        System.out.println(masked.replaceAll("(\\d{4}) (\\d{4}) (\\d{4}) (\\d{4})", "**** **** **** $4"));
        String spaces = "too    many     spaces   here";
        System.out.println(spaces.replaceAll("\\s+", " "));
        String phoneText = "call 555-123-4567 or 555.987.6543 today";
        System.out.println(phoneText.replaceAll("(\\d{3})[-.](\\d{3})[-.](\\d{4})", "($1) $2-$3"));
        System.out.println("price: $100".replaceAll("\\$(\\d+)", "USD \\$$1"));

        System.out.println("== digits extraction ==");
        String order = "Order 42: 3 items at 19 each, ref 007, total 57";
        Matcher dm = DIGITS.matcher(order);
        List<Integer> nums = new ArrayList<>();
        while (dm.find()) {
            nums.add(Integer.parseInt(dm.group()));
        }
        System.out.println("numbers: " + nums);
        int sum = 0;
        for (int n : nums) {
            sum += n;
        }
        System.out.println("sum: " + sum);

        System.out.println("== split and groupCount ==");
        String[] parts = "a1b22c333d".split("\\d+");
        System.out.println("parts: " + String.join("|", parts) + " (" + parts.length + ")");
        Matcher gm = PHONE.matcher("(212) 555-0199");
        if (gm.matches()) {
            System.out.println("groups=" + gm.groupCount());
            for (int g = 0; g <= gm.groupCount(); g++) {
                System.out.println("  group " + g + ": " + (gm.group(g) == null ? "<none>" : gm.group(g)));
            }
        }
    }
}
