import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SerProperties {
    public static void main(String[] args) {
        String text = String.join("\n",
            "# app settings", "! legacy comment style", "",
            "app.name = Notes Pro",
            "app.version:42",
            "   server.host   =   api.example.com   ",
            "server.port=8443",
            "server.paths = /v1/items, \\",
            "               /v1/users, \\",
            "               /v1/admin",
            "feature.dark=true", "feature.beta = no",
            "greeting = Hello\\tWorld\\nBye",
            "path = C:\\\\data\\\\notes",
            "key\\=with\\=equals = yes",
            "empty.value =", "retries = 3x", "app.version = 43",
            "no_separator_line",
            "trailing.slash = ends with \\\\");
        PropsParser p = new PropsParser();
        Map<String, String> props = p.parse(text);
        System.out.println("logical lines: " + p.logicalLines + ", comments: " + p.comments + ", entries: " + props.size());
        for (Map.Entry<String, String> e : props.entrySet()) {
            System.out.println(String.format("%-8s", "[" + e.getKey().length() + "]") + e.getKey() + " -> '" + show(e.getValue()) + "'");
        }
        System.out.println("--- typed access ---");
        System.out.println("port      = " + p.getInt(props, "server.port", -1));
        System.out.println("version   = " + p.getInt(props, "app.version", -1));
        System.out.println("retries   = " + p.getInt(props, "retries", 5));
        System.out.println("missing   = " + p.getInt(props, "nope", 7));
        System.out.println("dark      = " + p.getBool(props, "feature.dark"));
        System.out.println("beta      = " + p.getBool(props, "feature.beta"));
        List<String> paths = new ArrayList<>();
        for (String part : PropsParser.splitOn(props.get("server.paths"), ',')) paths.add(part.trim());
        System.out.println("paths     = " + paths + " count=" + paths.size());
        System.out.println("--- sorted store ---");
        String stored = p.store(new TreeMap<>(props));
        System.out.print(stored);
        System.out.println("--- round trip ---");
        Map<String, String> again = new PropsParser().parse(stored);
        System.out.println("same size: " + (again.size() == props.size()));
        int mismatches = 0;
        for (String k : props.keySet()) if (!props.get(k).equals(again.get(k))) mismatches++;
        System.out.println("mismatches: " + mismatches + ", equal maps: " + again.equals(props));
    }

    static String show(String s) { return s.replace("\n", "\\n").replace("\t", "\\t"); }
}

class PropsParser {
    int logicalLines = 0;
    int comments = 0;

    Map<String, String> parse(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        List<String> lines = splitOn(text, '\n');
        int i = 0;
        while (i < lines.size()) {
            StringBuilder logical = new StringBuilder(lines.get(i++).stripLeading());
            while (endsWithContinuation(logical) && i < lines.size()) {
                logical.setLength(logical.length() - 1);
                logical.append(lines.get(i++).stripLeading());
            }
            String line = logical.toString();
            if (line.isEmpty()) continue;
            logicalLines++;
            if (line.charAt(0) == '#' || line.charAt(0) == '!') { comments++; continue; }
            int sep = -1;
            for (int k = 0; k < line.length(); k++) {
                char c = line.charAt(k);
                if (c == '\\') { k++; continue; }
                if (c == '=' || c == ':') { sep = k; break; }
            }
            String key = sep < 0 ? line : line.substring(0, sep);
            String value = sep < 0 ? "" : line.substring(sep + 1);
            out.put(unescape(key.strip()), unescape(value.strip()));
        }
        return out;
    }

    static List<String> splitOn(String s, char sep) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int k = s.indexOf(sep); k >= 0; k = s.indexOf(sep, start)) {
            parts.add(s.substring(start, k));
            start = k + 1;
        }
        parts.add(s.substring(start));
        return parts;
    }

    static boolean endsWithContinuation(CharSequence s) {
        int n = 0;
        for (int k = s.length() - 1; k >= 0 && s.charAt(k) == '\\'; k--) n++;
        return n % 2 == 1;
    }

    static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == '\\' && k + 1 < s.length()) {
                char n = s.charAt(++k);
                sb.append(n == 'n' ? '\n' : n == 't' ? '\t' : n);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String escape(String s, boolean isKey) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '\n') sb.append("\\n");
            else if (c == '\t') sb.append("\\t");
            else if (c == '\\' || c == '=' || c == ':' || (isKey && c == ' ')) sb.append('\\').append(c);
            else sb.append(c);
        }
        return sb.toString();
    }

    String store(Map<String, String> m) {
        StringBuilder sb = new StringBuilder("# stored ").append(m.size()).append(" entries\n");
        m.forEach((k, v) -> sb.append(escape(k, true)).append('=').append(escape(v, false)).append('\n'));
        return sb.toString();
    }

    int getInt(Map<String, String> m, String key, int def) {
        String v = m.get(key);
        if (v == null) return def;
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            System.out.println("  (bad int for " + key + ")");
            return def;
        }
    }

    boolean getBool(Map<String, String> m, String key) {
        String v = m.getOrDefault(key, "false").toLowerCase();
        return v.equals("true") || v.equals("yes") || v.equals("1");
    }
}
