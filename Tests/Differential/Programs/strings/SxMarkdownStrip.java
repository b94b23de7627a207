import java.util.ArrayList;
import java.util.List;

public class SxMarkdownStrip {

    static String stripInline(String line) {
        String s = line;
        s = s.replaceAll("!\\[([^\\]]*)\\]\\([^)]*\\)", "[image: $1]");
        s = s.replaceAll("\\[([^\\]]+)\\]\\(([^)]+)\\)", "$1 <$2>");
        s = s.replaceAll("`([^`]*)`", "$1");
        s = s.replaceAll("\\*\\*(.+?)\\*\\*", "$1");
        s = s.replaceAll("__(.+?)__", "$1");
        s = s.replaceAll("(?<![\\w*])\\*(?!\\s)(.+?)(?<!\\s)\\*(?![\\w*])", "$1");
        s = s.replaceAll("~~(.+?)~~", "$1");
        return s;
    }

    static String stripMarkdown(String md) {
        List<String> out = new ArrayList<>();
        boolean inCode = false;
        int orderedCounter = 0;
        for (String raw : md.lines().toList()) {
            String line = raw.stripTrailing();
            if (line.strip().startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            if (inCode) {
                out.add("    " + line);
                continue;
            }
            String t = line.strip();
            if (t.isEmpty()) {
                if (!out.isEmpty() && !out.get(out.size() - 1).isEmpty()) out.add("");
                orderedCounter = 0;
                continue;
            }
            if (t.matches("^(-{3,}|\\*{3,}|_{3,})$")) {
                out.add("-".repeat(10));
                continue;
            }
            int level = 0;
            while (level < t.length() && t.charAt(level) == '#') level++;
            if (level > 0 && level <= 6 && level < t.length() && t.charAt(level) == ' ') {
                String title = stripInline(t.substring(level + 1).strip());
                out.add(level == 1 ? title.toUpperCase() : title);
                if (level <= 2) out.add((level == 1 ? "=" : "-").repeat(title.length()));
                continue;
            }
            if (t.startsWith(">")) {
                out.add("| " + stripInline(t.substring(1).strip()));
                continue;
            }
            if (t.regionMatches(0, "- ", 0, 2) || t.regionMatches(0, "* ", 0, 2) || t.regionMatches(0, "+ ", 0, 2)) {
                int indent = line.length() - line.stripLeading().length();
                out.add(" ".repeat(indent) + "  * " + stripInline(t.substring(2)));
                continue;
            }
            int dot = t.indexOf(". ");
            if (dot > 0 && t.substring(0, dot).chars().allMatch(Character::isDigit)) {
                orderedCounter++;
                out.add("  " + orderedCounter + ") " + stripInline(t.substring(dot + 2)));
                continue;
            }
            out.add(stripInline(t));
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) out.remove(out.size() - 1);
        return String.join("\n", out);
    }

    public static void main(String[] args) {
        String md = "# Release Notes\n"
                + "\n"
                + "Version **2.4** brings *faster* sync and ~~old~~ `legacy` cleanup.\n"
                + "See [the docs](https://example.com/docs) or ![logo](img/logo.png).\n"
                + "\n\n\n"
                + "## What's new\n"
                + "- Offline __mode__\n"
                + "  - nested *item*\n"
                + "* Dark theme\n"
                + "+ Bug fixes\n"
                + "\n"
                + "### Steps\n"
                + "1. Open settings\n"
                + "2. Tap **Sync**\n"
                + "10. Done\n"
                + "\n"
                + "> Quote with `code` inside\n"
                + "---\n"
                + "```\n"
                + "val x = **not bold**\n"
                + "# not a header\n"
                + "```\n"
                + "#NoSpace is text, 2 * 3 * 4 stays.\n"
                + "\n";
        String plain = stripMarkdown(md);
        System.out.println(plain);
        System.out.println("== stats ==");
        System.out.println("lines=" + plain.lines().count() + " chars=" + plain.length());
        System.out.println("contains '**'=" + plain.contains("**"));

        System.out.println("== compareTo ==");
        String[][] pairs = {{"apple", "banana"}, {"apple", "Apple"}, {"apple", "apple"}, {"app", "apple"},
                {"Zebra", "apple"}, {"item10", "item9"}, {"", "a"}, {"abc", "ABD"}};
        for (String[] p : pairs) {
            System.out.println(String.format("%-8s vs %-8s compareTo=%d ignoreCase=%d equalsIgnoreCase=%s",
                    p[0], p[1], p[0].compareTo(p[1]), p[0].compareToIgnoreCase(p[1]), p[0].equalsIgnoreCase(p[1])));
        }
        List<String> names = new ArrayList<>(List.of("bob", "Alice", "carol", "Bob", "alice", "Dave"));
        List<String> natural = new ArrayList<>(names);
        natural.sort(String::compareTo);
        System.out.println("natural    " + natural);
        List<String> ci = new ArrayList<>(names);
        ci.sort(String::compareToIgnoreCase);
        System.out.println("ignoreCase " + ci);
        List<String> ciThenNatural = new ArrayList<>(names);
        ciThenNatural.sort(String.CASE_INSENSITIVE_ORDER.thenComparing(s -> s));
        System.out.println("ci+natural " + ciThenNatural);

        System.out.println("== regionMatches ==");
        String url = "HTTPS://Example.com/Path";
        System.out.println(url.regionMatches(0, "https", 0, 5));
        System.out.println(url.regionMatches(true, 0, "https", 0, 5));
        System.out.println(url.regionMatches(true, 8, "EXAMPLE", 0, 7));
        System.out.println(url.regionMatches(20, "Path", 0, 4));
        System.out.println(url.regionMatches(22, "Path", 0, 4));
        System.out.println(url.regionMatches(-1, "H", 0, 1));
        String file = "report.FINAL.PDF";
        String ext = ".pdf";
        boolean endsCi = file.regionMatches(true, file.length() - ext.length(), ext, 0, ext.length());
        System.out.println(file + " ends with " + ext + " (ci) = " + endsCi + ", endsWith=" + file.endsWith(ext));
    }
}
