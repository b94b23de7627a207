import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

public class SxSlugTemplate {

    static String slugify(String title, int maxLen) {
        StringBuilder sb = new StringBuilder();
        boolean lastDash = true;
        for (char c : title.strip().toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 128) {
                sb.append(Character.toLowerCase(c));
                lastDash = false;
            } else if (c == '&') {
                if (!lastDash) sb.append('-');
                sb.append("and-");
                lastDash = true;
            } else if (!lastDash) {
                sb.append('-');
                lastDash = true;
            }
        }
        while (sb.length() > 0 && sb.charAt(sb.length() - 1) == '-') {
            sb.deleteCharAt(sb.length() - 1);
        }
        if (sb.length() > maxLen) {
            sb.setLength(maxLen);
            int cut = sb.lastIndexOf("-");
            if (cut > maxLen / 2) sb.setLength(cut);
            while (sb.length() > 0 && sb.charAt(sb.length() - 1) == '-') sb.setLength(sb.length() - 1);
        }
        return sb.length() == 0 ? "untitled" : sb.toString();
    }

    static String padTo(String s, int width) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) sb.append(' ');
        return sb.toString();
    }

    static String asciiOnly(String s) {
        char[] cs = s.toCharArray();
        for (int i = 0; i < cs.length; i++) {
            if (cs[i] >= 128) cs[i] = '?';
        }
        return String.valueOf(cs);
    }

    static String uniqueSlug(String base, TreeSet<String> taken) {
        String candidate = base;
        int n = 2;
        while (taken.contains(candidate)) {
            candidate = base + "-" + n;
            n++;
        }
        taken.add(candidate);
        return candidate;
    }

    static String render(String template, Map<String, String> vars, List<String> missing) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            if (c == '\\' && i + 1 < template.length() && template.charAt(i + 1) == '$') {
                out.append('$');
                i += 2;
                continue;
            }
            if (c == '$' && i + 1 < template.length() && template.charAt(i + 1) == '{') {
                int end = template.indexOf('}', i + 2);
                if (end < 0) {
                    out.append(template.substring(i));
                    break;
                }
                String key = template.substring(i + 2, end).trim();
                String def = null;
                int colon = key.indexOf(":-");
                if (colon >= 0) {
                    def = key.substring(colon + 2);
                    key = key.substring(0, colon);
                }
                String val = vars.get(key);
                if (val == null) val = def;
                if (val == null) {
                    missing.add(key);
                    out.append("${").append(key).append('}');
                } else {
                    out.append(val);
                }
                i = end + 1;
                continue;
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }

    public static void main(String[] args) {
        System.out.println("== slugs ==");
        String[] titles = {
            "Hello World!",
            "  Top 10 Tips & Tricks for Android  ",
            "Java --- vs --- Kotlin???",
            "Caf\u00e9 R\u00e9sum\u00e9 2024",
            "!!!",
            "A very long title that keeps going and going beyond the limit",
            "Rock&Roll"
        };
        TreeSet<String> taken = new TreeSet<>();
        for (String t : titles) {
            String s = slugify(t, 30);
            System.out.println(String.format("%s -> %s (%d)", padTo("[" + asciiOnly(t) + "]", 40), s, s.length()));
            uniqueSlug(s, taken);
        }
        System.out.println(uniqueSlug("hello-world", taken));
        System.out.println(uniqueSlug("hello-world", taken));
        System.out.println(uniqueSlug("fresh", taken));
        System.out.println("taken=" + taken);

        System.out.println("== templates ==");
        Map<String, String> vars = new LinkedHashMap<>();
        vars.put("name", "Ada");
        vars.put("count", "3");
        vars.put("app", "Notes");
        vars.put("empty", "");
        String[] templates = {
            "Hi ${name}, you have ${count} new messages in ${app}.",
            "Price: \\${amount} (literal)",
            "Hello ${ name }! Missing: ${unknown} and ${other}",
            "Default: ${city:-Unknown}, given: ${name:-Nobody}",
            "Empty [${empty}] stays empty",
            "Broken ${name",
            "$name is not a placeholder, ${} is odd",
            "${name}${name}${count}"
        };
        for (String t : templates) {
            List<String> missing = new ArrayList<>();
            String r = render(t, vars, missing);
            System.out.println(t);
            System.out.println("  => " + r);
            if (!missing.isEmpty()) {
                System.out.println("  missing: " + String.join(", ", missing));
            }
        }
    }
}
