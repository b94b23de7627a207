import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class TxtTemplateFiller {
    static String fill(String template, Map<String, Object> values, List<String> missing) {
        StringBuilder out = new StringBuilder();
        int from = 0;
        while (true) {
            int start = template.indexOf("${", from);
            if (start < 0) break;
            int end = template.indexOf('}', start + 2);
            if (end < 0) break;
            out.append(template, from, start);
            String key = template.substring(start + 2, end).trim();
            Object v = values.get(key);
            if (v == null) {
                missing.add(key);
                out.append("${").append(key).append('}');
            } else {
                out.append(v);
            }
            from = end + 1;
        }
        out.append(template.substring(from));
        return out.toString();
    }

    static String fillInPlace(String template, Function<String, String> lookup) {
        StringBuilder sb = new StringBuilder(template);
        int at = sb.indexOf("${");
        int replaced = 0;
        while (at >= 0) {
            int end = sb.indexOf("}", at);
            if (end < 0) break;
            String key = sb.substring(at + 2, end);
            String v = lookup.apply(key);
            sb.replace(at, end + 1, v);
            replaced++;
            at = sb.indexOf("${", at + v.length());
        }
        return sb.append(" [").append(replaced).append(" replaced]").toString();
    }

    public static void main(String[] args) {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("name", "Dana");
        values.put("count", 3);
        values.put("item", "message");
        values.put("balance", 12.5);
        values.put("vip", true);
        values.put("grade", 'A');
        values.put("points", 9000000000L);
        values.put("ratio", 0.25f);
        values.put("tags", List.of("new", "urgent"));
        System.out.println("keys: " + values.keySet());

        String[] templates = {
            "Hello ${name}, you have ${count} new ${item}s.",
            "Balance: ${balance} | VIP: ${vip} | Grade: ${grade}",
            "Points ${points}, ratio ${ ratio }, tags ${tags}",
            "Dear ${title} ${name}, ref ${ref}.",
            "No placeholders here.",
            "Broken ${name and ${count}"
        };
        for (String t : templates) {
            List<String> missing = new ArrayList<>();
            String filled = fill(t, values, missing);
            System.out.println(filled);
            if (!missing.isEmpty()) {
                System.out.println("  missing: " + String.join(",", missing));
            }
        }

        System.out.println("--- in place ---");
        Function<String, String> upper = key -> key.toUpperCase();
        System.out.println(fillInPlace("${a}-${bb}-${ccc}!", upper));
        System.out.println(fillInPlace("x${y}${z}", k -> "${" + k + "}" + k));
        System.out.println(fillInPlace("${}${}end", k -> "[" + k.length() + "]"));

        System.out.println("--- debug line with every primitive ---");
        byte b = 12;
        short s = -300;
        int i = 42;
        long l = 1234567890123L;
        float f = 2.5f;
        double d = 0.125;
        char c = 'Q';
        boolean z = false;
        StringBuilder line = new StringBuilder();
        line.append(b).append(' ').append(s).append(' ').append(i).append(' ').append(l);
        line.append(' ').append(f).append(' ').append(d).append(' ').append(c).append(' ').append(z);
        System.out.println(line + " (len " + line.length() + ")");
        line.setLength(0);
        line.append(new char[] {'o', 'k'}).append('|').append("abcdef", 1, 4).append('|').append(new Badge("gold", 3));
        line.append('|').append((Object) null).append('|').append(-0.0).append('|').append(100.0);
        System.out.println(line);
        System.out.println(String.valueOf(b) + String.valueOf(s) + String.valueOf(i) + String.valueOf(l));
        System.out.println(String.valueOf(f) + ";" + String.valueOf(d) + ";" + String.valueOf(c) + ";" + String.valueOf(z));
        System.out.println(b + s + i + " vs " + b + s + i);
        System.out.println(String.format("%d|%5d|%05d|%x|%s|%8s|%-8s|", i, s, i, l, f, d, c));
    }
}

class Badge {
    private final String tier;
    private final int level;

    Badge(String tier, int level) {
        this.tier = tier;
        this.level = level;
    }

    @Override
    public String toString() {
        return "Badge(" + tier + "#" + level + ")";
    }
}
