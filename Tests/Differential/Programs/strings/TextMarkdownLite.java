import java.util.ArrayList;
import java.util.List;

public class TextMarkdownLite {

    static String escapeHtml(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '&') {
                sb.append("&amp;");
            } else if (c == '<') {
                sb.append("&lt;");
            } else if (c == '>') {
                sb.append("&gt;");
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    // Replace paired markers like ** or * with open/close tags using indexOf/substring.
    static String replacePairs(String text, String marker, String tag) {
        StringBuilder out = new StringBuilder();
        int pos = 0;
        while (true) {
            int start = text.indexOf(marker, pos);
            if (start < 0) {
                out.append(text.substring(pos));
                break;
            }
            int end = text.indexOf(marker, start + marker.length());
            if (end < 0) {
                out.append(text.substring(pos));
                break;
            }
            String inner = text.substring(start + marker.length(), end);
            if (inner.isEmpty()) {
                out.append(text, pos, end + marker.length());
                pos = end + marker.length();
                continue;
            }
            out.append(text, pos, start);
            out.append("<").append(tag).append(">");
            out.append(inner);
            out.append("</").append(tag).append(">");
            pos = end + marker.length();
        }
        return out.toString();
    }

    static String inlineCode(String text) {
        StringBuilder out = new StringBuilder();
        int pos = 0;
        while (pos < text.length()) {
            int start = text.indexOf('`', pos);
            if (start < 0) {
                out.append(text.substring(pos));
                break;
            }
            int end = text.indexOf('`', start + 1);
            if (end < 0) {
                out.append(text.substring(pos));
                break;
            }
            out.append(text, pos, start);
            out.append("<code>").append(text, start + 1, end).append("</code>");
            pos = end + 1;
        }
        return out.toString();
    }

    static String inline(String raw) {
        String s = escapeHtml(raw);
        s = inlineCode(s);
        s = replacePairs(s, "**", "strong");
        s = replacePairs(s, "*", "em");
        s = replacePairs(s, "_", "em");
        return s;
    }

    static int headerLevel(String line) {
        int level = 0;
        while (level < line.length() && line.charAt(level) == '#') {
            level++;
        }
        if (level == 0 || level > 6) {
            return 0;
        }
        if (level < line.length() && line.charAt(level) == ' ') {
            return level;
        }
        return 0;
    }

    static boolean isBullet(String line) {
        String t = line.trim();
        return t.startsWith("- ") || t.startsWith("* ") || t.startsWith("+ ");
    }

    static boolean isOrdered(String line) {
        String t = line.trim();
        int i = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
            i++;
        }
        return i > 0 && i + 1 < t.length() && t.charAt(i) == '.' && t.charAt(i + 1) == ' ';
    }

    static String orderedText(String line) {
        String t = line.trim();
        int dot = t.indexOf(". ");
        return t.substring(dot + 2);
    }

    static List<String> convert(String markdown) {
        List<String> html = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        String listType = "";
        StringBuilder para = new StringBuilder();
        for (int idx = 0; idx <= lines.length; idx++) {
            String line = idx < lines.length ? lines[idx] : "";
            boolean bullet = idx < lines.length && isBullet(line);
            boolean ordered = idx < lines.length && isOrdered(line);
            int level = headerLevel(line);
            boolean blank = line.trim().isEmpty();
            boolean hr = line.trim().equals("---");

            if (!bullet && listType.equals("ul") || !ordered && listType.equals("ol")) {
                html.add("</" + listType + ">");
                listType = "";
            }
            if ((blank || bullet || ordered || level > 0 || hr) && para.length() > 0) {
                html.add("<p>" + inline(para.toString()) + "</p>");
                para.setLength(0);
            }
            if (blank) {
                continue;
            }
            if (hr) {
                html.add("<hr/>");
            } else if (level > 0) {
                String text = line.substring(level + 1).trim();
                html.add("<h" + level + ">" + inline(text) + "</h" + level + ">");
            } else if (bullet) {
                if (listType.isEmpty()) {
                    html.add("<ul>");
                    listType = "ul";
                }
                html.add("  <li>" + inline(line.trim().substring(2)) + "</li>");
            } else if (ordered) {
                if (listType.isEmpty()) {
                    html.add("<ol>");
                    listType = "ol";
                }
                html.add("  <li>" + inline(orderedText(line)) + "</li>");
            } else {
                if (para.length() > 0) {
                    para.append(' ');
                }
                para.append(line.trim());
            }
        }
        return html;
    }

    static void show(String title, String md) {
        System.out.println("=== " + title + " ===");
        List<String> out = convert(md);
        for (String line : out) {
            System.out.println(line);
        }
        System.out.println("(" + out.size() + " html lines)");
    }

    public static void main(String[] args) {
        String doc1 = "# Release Notes\n"
                + "\n"
                + "This release is **big** and *shiny*.\n"
                + "It fixes a bug where a < b & c > d broke parsing.\n"
                + "\n"
                + "## Features\n"
                + "- Faster **search**\n"
                + "- New `config` option\n"
                + "* Support for _italic_ underscores\n"
                + "\n"
                + "### Steps\n"
                + "1. Download the package\n"
                + "2. Run **install** now\n"
                + "10. Restart the *app*\n"
                + "---\n"
                + "Thanks to all **contributors**!";
        show("release notes", doc1);

        String doc2 = "#NotAHeader\n"
                + "####### too many hashes\n"
                + "Unclosed **bold marker here\n"
                + "Empty pair **** stays\n"
                + "Tags <script>alert(1)</script> are escaped\n"
                + "\n"
                + "###### Tiny header\n"
                + "+ plus bullet\n"
                + "- minus bullet\n"
                + "1. switch to ordered\n"
                + "text after list";
        show("edge cases", doc2);

        String[] inlines = {
            "plain text",
            "**a** and **b**",
            "*x* *y* *z*",
            "mix **bold *inner* text** end",
            "code `a < b` here",
            "5 * 3 = 15",
            "AT&T <rocks>",
            "snake_case_name"
        };
        System.out.println("=== inline tests ===");
        for (int i = 0; i < inlines.length; i++) {
            System.out.println(i + ": [" + inlines[i] + "] -> [" + inline(inlines[i]) + "]");
        }

        System.out.println("=== header levels ===");
        String[] hs = {"# a", "## b", "###c", "###### d", "####### e", "no", "#"};
        for (String h : hs) {
            System.out.println(String.format("%-12s level=%d", "'" + h + "'", headerLevel(h)));
        }
    }
}
