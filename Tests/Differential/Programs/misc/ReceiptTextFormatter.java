import java.util.*;
import java.util.stream.Collectors;

public class ReceiptTextFormatter {

    static final class Slug {
        static String of(String title) {
            String lower = title.trim().toLowerCase();
            String dashed = lower.replaceAll("[^a-z0-9]+", "-");
            return dashed.replaceAll("^-+|-+$", "");
        }
    }

    static final class Masker {
        static String maskCard(String digits) {
            StringBuilder sb = new StringBuilder(digits.replace(" ", ""));
            for (int i = 0; i < sb.length() - 4; i++) sb.setCharAt(i, '*');
            for (int i = sb.length() - 4; i > 0; i -= 4) sb.insert(i, ' ');
            return sb.toString();
        }
        static String maskEmail(String email) {
            int at = email.indexOf('@');
            if (at <= 1) return email;
            return email.charAt(0) + "*".repeat(at - 1) + email.substring(at);
        }
    }

    static class LineWrapper {
        private final int width;
        LineWrapper(int width) { this.width = width; }
        List<String> wrap(String text) {
            List<String> lines = new ArrayList<>();
            StringBuilder cur = new StringBuilder();
            for (String word : text.split("\\s+")) {
                if (word.isEmpty()) continue;
                if (cur.length() > 0 && cur.length() + 1 + word.length() > width) {
                    lines.add(cur.toString());
                    cur.setLength(0);
                }
                if (cur.length() > 0) cur.append(' ');
                cur.append(word);
            }
            if (cur.length() > 0) lines.add(cur.toString());
            return lines;
        }
    }

    static final class CaseUtil {
        static String camelToSnake(String s) {
            StringBuilder sb = new StringBuilder();
            for (char c : s.toCharArray()) {
                if (Character.isUpperCase(c)) {
                    if (sb.length() > 0) sb.append('_');
                    sb.append(Character.toLowerCase(c));
                } else sb.append(c);
            }
            return sb.toString();
        }
        static String snakeToCamel(String s) {
            String[] parts = s.split("_");
            StringBuilder sb = new StringBuilder(parts[0]);
            for (int i = 1; i < parts.length; i++) {
                if (parts[i].isEmpty()) continue;
                sb.append(Character.toUpperCase(parts[i].charAt(0))).append(parts[i].substring(1));
            }
            return sb.toString();
        }
        static String titleCase(String s) {
            return Arrays.stream(s.toLowerCase().split(" "))
                    .map(w -> w.isEmpty() ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1))
                    .collect(Collectors.joining(" "));
        }
    }

    static boolean isPalindrome(String s) {
        StringBuilder clean = new StringBuilder();
        for (char c : s.toCharArray()) if (Character.isLetterOrDigit(c)) clean.append(Character.toLowerCase(c));
        String fwd = clean.toString();
        return fwd.equals(clean.reverse().toString());
    }

    static int luhnChecksum(String number) {
        int sum = 0;
        boolean dbl = false;
        for (int i = number.length() - 1; i >= 0; i--) {
            char c = number.charAt(i);
            if (!Character.isDigit(c)) continue;
            int d = c - '0';
            if (dbl) { d *= 2; if (d > 9) d -= 9; }
            sum += d;
            dbl = !dbl;
        }
        return sum % 10;
    }

    public static void main(String[] args) {
        String[] titles = {"  Hello, World!  ", "Swift & Kotlin: 2024 Edition", "---already-slugged---", "Ünïcode Café 42"};
        for (String t : titles) System.out.println("slug(" + t.strip() + ")=" + Slug.of(t));

        System.out.println(Masker.maskCard("4111 1111 1111 1234"));
        System.out.println(Masker.maskCard("378282246310005"));
        System.out.println(Masker.maskEmail("jordan.lee@example.com") + " " + Masker.maskEmail("a@b.co"));

        String para = "The quick brown fox jumps over the lazy dog while   the translator\tconverts Java code into idiomatic Swift.";
        List<String> wrapped = new LineWrapper(24).wrap(para);
        for (int i = 0; i < wrapped.size(); i++) System.out.println(String.format("|%-24s| %2d", wrapped.get(i), wrapped.get(i).length()));

        String[] ids = {"userAccountId", "HTTPStatus", "isDarkModeEnabled"};
        for (String id : ids) {
            String snake = CaseUtil.camelToSnake(id);
            System.out.println(id + " -> " + snake + " -> " + CaseUtil.snakeToCamel(snake));
        }
        System.out.println(CaseUtil.titleCase("the LORD of the  rings"));

        String header = String.format("%-10s|%6s|%8s|%5s", "ITEM", "QTY", "PRICE", "HEX");
        System.out.println(header);
        System.out.println("-".repeat(header.length()));
        Object[][] rows = {{"Coffee", 2, 3.5, 255}, {"Bagel", 12, 1.255, 4096}, {"Orange Juice", 1, 4.995, 48879}};
        int totalQty = 0;
        for (Object[] r : rows) {
            System.out.println(String.format("%-10.10s|%6d|%8.2f|%5x", r[0], r[1], r[2], r[3]));
            totalQty += (Integer) r[1];
        }
        System.out.println(String.format("total qty %05d, big %,d, neg %+d, pct %.1f%%, sci %.3e", totalQty, 1234567890L, -42, 12.345, 98765.4321));
        System.out.println(String.format("%08.3f|%X|%o|%c|%b|%10.4s|", 3.14159, 3054, 64, 'Z', null, "truncate"));

        String csv = "id,name,,tags,,";
        System.out.println("split default=" + Arrays.toString(csv.split(",")) + " len=" + csv.split(",").length);
        System.out.println("split -1=" + Arrays.toString(csv.split(",", -1)) + " len=" + csv.split(",", -1).length);
        System.out.println("split 3=" + Arrays.toString(csv.split(",", 3)));
        System.out.println("split regex=" + Arrays.toString("a1b22c333d".split("\\d+")));
        System.out.println("join=" + String.join(" / ", List.of("x", "y", "z")));

        StringBuilder sb = new StringBuilder("receipt#0042");
        sb.insert(0, '[').append(']').deleteCharAt(sb.indexOf("#")).replace(1, 8, "RCPT");
        System.out.println("sb=" + sb + " len=" + sb.length() + " idx42=" + sb.indexOf("42") + " last0=" + sb.lastIndexOf("0"));
        sb.reverse();
        System.out.println("reversed=" + sb + " charAt2=" + sb.charAt(2));

        String mixed = "Order 66 shipped to Apt 4B on 3/14!";
        long digits = mixed.chars().filter(Character::isDigit).count();
        long letters = mixed.chars().filter(Character::isLetter).count();
        int sumDigits = mixed.chars().filter(Character::isDigit).map(c -> c - '0').sum();
        System.out.println("digits=" + digits + " letters=" + letters + " digitSum=" + sumDigits);
        System.out.println("upper=" + mixed.toUpperCase() + " replace=" + mixed.replace('p', 'P') + " noDigits=" + mixed.replaceAll("[0-9]", "#"));
        System.out.println("contains=" + mixed.contains("Apt") + " starts=" + mixed.startsWith("Order") + " ends=" + mixed.endsWith("?")
                + " cmp=" + "apple".compareTo("apricot") + " cmpIC=" + "Zed".compareToIgnoreCase("zed"));
        System.out.println("palindromes: " + isPalindrome("A man, a plan, a canal: Panama") + " " + isPalindrome("Swift"));
        System.out.println("luhn 4111111111111111=" + luhnChecksum("4111111111111111") + " 1234=" + luhnChecksum("1234"));
        char[] chars = "translator".toCharArray();
        Arrays.sort(chars);
        System.out.println("sorted chars=" + new String(chars) + " freq t=" + "translator".chars().filter(c -> c == 't').count()
                + " strip='" + "  \t pad \n".strip() + "' blank=" + "   ".isBlank() + " '" + "ab".repeat(3) + "'");
    }
}
