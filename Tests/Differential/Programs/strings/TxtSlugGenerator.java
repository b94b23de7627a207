import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class TxtSlugGenerator {
    static String slugify(String title) {
        StringBuilder sb = new StringBuilder();
        boolean pendingDash = false;
        for (char c : title.strip().toCharArray()) {
            if (Character.isLetterOrDigit(c)) {
                if (pendingDash && sb.length() > 0) {
                    sb.append('-');
                }
                pendingDash = false;
                sb.append(Character.toLowerCase(c));
            } else {
                pendingDash = true;
            }
        }
        if (sb.length() > 24) {
            sb.setLength(24);
            int cut = sb.lastIndexOf("-");
            if (cut > 10) {
                sb.setLength(cut);
            }
        }
        return sb.toString();
    }

    static String baseUsername(String first, String last) {
        String initial = "" + Character.toLowerCase(first.strip().charAt(0));
        String rest = last.strip().toLowerCase().replace(" ", "").replace("'", "").replace('-', '_');
        String base = initial + rest;
        return base.length() > 8 ? base.substring(0, 8) : base;
    }

    public static void main(String[] args) {
        String[] titles = {
            "  Hello, World!  ", "10 Tips for Better Sleep (2024 Edition)", "C++ vs. Java: Round #3",
            "---", "Already-a-slug", "What's   New   in   Version 2.0?"
        };
        for (String t : titles) {
            String slug = slugify(t);
            long dashes = slug.chars().filter(ch -> ch == '-').count();
            long digits = slug.chars().filter(Character::isDigit).count();
            System.out.println(String.format("%-8s dashes=%d digits=%d", "'" + slug + "'", dashes, digits));
        }

        System.out.println("--- usernames ---");
        String[][] people = {
            {"John", "Smith"}, {"jane", "Smith"}, {"Jack", "smith"}, {" Mary ", "O'Neil-Brown"},
            {"Al", "Li"}, {"Amy", "Li"}, {"Zed", "Van Der Berg"}
        };
        Map<String, Integer> taken = new TreeMap<>();
        List<String> assigned = new ArrayList<>();
        for (String[] p : people) {
            String base = baseUsername(p[0], p[1]);
            int n = taken.getOrDefault(base, 0);
            String user = n == 0 ? base : base + Integer.toString(n + 1, 36);
            taken.put(base, n + 1);
            assigned.add(user);
            boolean valid = user.matches("[a-z][a-z0-9_]{2,15}");
            System.out.println(String.format("%-8s %8s valid=%s", p[0].trim(), user, valid));
        }
        System.out.println("assigned: " + String.join(", ", assigned));
        System.out.println("taken: " + taken);

        System.out.println("--- base36 suffixes ---");
        int[] counters = {1, 9, 10, 35, 36, 1295, 1296};
        for (int c : counters) {
            String s = Integer.toString(c, 36);
            int back = Integer.parseInt(s, 36);
            System.out.println(String.format("%5d -> %s -> %d hex=%x", c, s, back, c));
        }

        System.out.println("--- initials pitfall ---");
        String first = "Ada";
        String last = "Lovelace";
        int wrong = first.charAt(0) + last.charAt(0);
        String right = "" + first.charAt(0) + last.charAt(0);
        String alsoRight = String.valueOf(first.charAt(0)) + last.charAt(0);
        System.out.println("char+char = " + wrong);
        System.out.println("\"\"+char+char = " + right);
        System.out.println("valueOf+char = " + alsoRight);
        System.out.println("'a' + 1 = " + ('a' + 1));
        System.out.println("(char)('a' + 1) = " + (char) ('a' + 1));
        System.out.println("\"\" + 'a' + 1 = " + "" + 'a' + 1);
        System.out.println("'a' + 'b' + \"c\" = " + ('a' + 'b' + "c"));
        System.out.println("\"c\" + 'a' + 'b' = " + ("c" + 'a' + 'b'));
        char next = 'x';
        next += 2;
        System.out.println("'x' += 2 -> " + next);

        System.out.println("--- blank handling ---");
        String[] raw = {"", "   ", "\t name \n", " a b "};
        for (String r : raw) {
            System.out.println("blank=" + r.isBlank() + " empty=" + r.isEmpty()
                + " trim=[" + r.trim() + "] strip=[" + r.strip() + "] len=" + r.length()
                + " lead=[" + r.stripLeading().replace("\n", "\\n") + "]");
        }
    }
}
