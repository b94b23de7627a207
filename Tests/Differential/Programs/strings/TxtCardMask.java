import java.util.ArrayList;
import java.util.List;

public class TxtCardMask {
    static String normalize(String raw) {
        return raw.strip().replace(" ", "").replace("-", "");
    }

    static Brand brandOf(String n) {
        if (n.startsWith("4")) return Brand.VISA;
        if (n.startsWith("34") || n.startsWith("37")) return Brand.AMEX;
        if (n.startsWith("6011") || n.startsWith("65")) return Brand.DISCOVER;
        if (n.length() >= 2) {
            int two = Integer.parseInt(n.substring(0, 2));
            if (two >= 51 && two <= 55) return Brand.MASTERCARD;
        }
        return Brand.UNKNOWN;
    }

    static boolean luhn(String n) {
        String rev = new StringBuilder(n).reverse().toString();
        int sum = 0;
        for (int i = 0; i < rev.length(); i++) {
            int d = Character.getNumericValue(rev.charAt(i));
            if (i % 2 == 1) {
                d *= 2;
                if (d > 9) d -= 9;
            }
            sum += d;
        }
        return sum % 10 == 0;
    }

    static String mask(String n) {
        char[] chars = n.toCharArray();
        for (int i = 0; i < chars.length - 4; i++) {
            chars[i] = '*';
        }
        return new String(chars);
    }

    static String group(String masked, Brand b) {
        StringBuilder sb = new StringBuilder(masked);
        if (b == Brand.AMEX) {
            if (sb.length() > 10) sb.insert(10, ' ');
            if (sb.length() > 4) sb.insert(4, ' ');
        } else {
            for (int pos = sb.length() - 4; pos > 0; pos -= 4) {
                sb.insert(pos, ' ');
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] cards = {
            "4111 1111 1111 1111", "5500-0000-0000-0004", "3782 822463 10005",
            "6011000990139424", "4111111111111112", " 1234 5678 ", "4a11 1111 1111 1111"
        };
        List<String> accepted = new ArrayList<>();
        for (String raw : cards) {
            String n = normalize(raw);
            boolean allDigits = n.chars().allMatch(Character::isDigit);
            if (!allDigits) {
                long bad = n.chars().filter(c -> !Character.isDigit(c)).count();
                System.out.println("[" + raw + "] rejected: " + bad + " non-digit char(s)");
                continue;
            }
            Brand b = brandOf(n);
            boolean ok = luhn(n);
            String shown = group(mask(n), b);
            System.out.println(String.format("%-8s len=%d luhn=%s %s", b, n.length(), ok, shown));
            if (ok && b != Brand.UNKNOWN) {
                accepted.add(b.name().charAt(0) + b.name().substring(1).toLowerCase() + " ending " + n.substring(n.length() - 4));
            }
        }
        System.out.println("accepted: " + accepted);

        System.out.println("--- partial reveal with setCharAt ---");
        StringBuilder reveal = new StringBuilder("*".repeat(16));
        String secret = "4111111111111111";
        for (int i = 12; i < 16; i++) {
            reveal.setCharAt(i, secret.charAt(i));
            System.out.println("step " + (i - 11) + ": " + reveal);
        }
        reveal.setCharAt(0, secret.charAt(0));
        System.out.println("with bin: " + reveal + " stars=" + reveal.toString().chars().filter(c -> c == '*').count());
        reveal.replace(1, 12, "...");
        System.out.println("compact: " + reveal + " len=" + reveal.length());

        System.out.println("--- expiry ---");
        String[] expiries = {"07/27", "12/30", "13/25", "1/26", "ab/cd", "0725"};
        for (String e : expiries) {
            if (e.length() != 5 || !e.startsWith("/", 2)) {
                System.out.println(e + " -> bad shape");
                continue;
            }
            try {
                int month = Integer.parseInt(e.substring(0, 2));
                int year = 2000 + Integer.parseInt(e.substring(3));
                String verdict = month >= 1 && month <= 12 ? "ok" : "bad month";
                System.out.println(String.format("%s -> month %d year %d %s", e, month, year, verdict));
            } catch (NumberFormatException ex) {
                System.out.println(e + " -> " + ex.getMessage());
            }
        }

        System.out.println("--- digit values ---");
        String mixed = "7Zz9a";
        for (char c : mixed.toCharArray()) {
            System.out.println(c + " numeric=" + Character.getNumericValue(c) + " digit=" + Character.isDigit(c)
                + " upper=" + Character.isUpperCase(c));
        }
        char[] digits = {'4', '2'};
        System.out.println("valueOf(char[])=" + String.valueOf(digits) + " parsed+1=" + (Integer.parseInt(new String(digits)) + 1));
    }
}

enum Brand { VISA, MASTERCARD, AMEX, DISCOVER, UNKNOWN }
