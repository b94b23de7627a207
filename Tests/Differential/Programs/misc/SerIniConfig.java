import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

public class SerIniConfig {
    public static void main(String[] args) {
        String text = String.join("\n",
            "; global settings come first",
            "app = NotesPro",
            "debug = false",
            "",
            "[network]",
            "host = api.example.com   ; inline comment",
            "port = 8080",
            "timeout_ms = 15000",
            "base = https://${network.host}:${network.port}/v2",
            "",
            "# hash comment",
            "[Database]",
            "name = \"notes db \"",
            "pool=  4",
            "url = jdbc://${Database.name}",
            "[network]",
            "port = 8443",
            "retries",
            "[broken",
            "[ui ]",
            "theme = dark",
            "font size = 14",
            "greeting = say \"hi\" ; to all",
            "=novalue");
        IniParser p = new IniParser();
        TreeMap<String, Map<String, String>> cfg = p.parse(text);
        System.out.println("sections: " + cfg.keySet());
        for (Map.Entry<String, Map<String, String>> sec : cfg.entrySet()) {
            System.out.println("[" + sec.getKey() + "] " + sec.getValue().size() + " keys");
            for (Map.Entry<String, String> kv : sec.getValue().entrySet()) {
                System.out.println("  " + String.format("%-8s", kv.getKey()) + " = <" + kv.getValue() + ">");
            }
        }
        System.out.println("warnings (" + p.warnings.size() + "):");
        for (String w : p.warnings) System.out.println("  " + w);

        System.out.println("== lookups ==");
        System.out.println("network.port    = " + p.getInt(cfg, "network", "port").orElse(-1));
        System.out.println("network.missing = " + p.getInt(cfg, "network", "missing").orElse(-1));
        System.out.println("database.pool   = " + p.getInt(cfg, "Database", "pool").map(n -> n * 2).orElse(0) + " (doubled)");
        System.out.println("app             = " + p.get(cfg, "", "app").orElse("?"));
        System.out.println("nosuch.section  = " + p.get(cfg, "nosuch", "x").orElse("(absent)"));
        System.out.println("ui.theme upper  = " + p.get(cfg, "ui", "theme").map(String::toUpperCase).orElse("?"));
        System.out.println("network.base    = <" + p.resolve(cfg, p.get(cfg, "network", "base").orElse("")) + ">");
        System.out.println("Database.url    = <" + p.resolve(cfg, p.get(cfg, "Database", "url").orElse("")) + ">");
        System.out.println("unresolved      = <" + p.resolve(cfg, "x${a.b}y${nodot}z${unterminated") + ">");

        System.out.println("== written back ==");
        System.out.print(p.write(cfg));
    }
}

class IniParser {
    final List<String> warnings = new ArrayList<>();

    TreeMap<String, Map<String, String>> parse(String text) {
        TreeMap<String, Map<String, String>> out = new TreeMap<>();
        String section = "";
        int lineNo = 0;
        int from = 0;
        while (from <= text.length()) {
            int nl = text.indexOf('\n', from);
            if (nl < 0) nl = text.length();
            String line = text.substring(from, nl).trim();
            from = nl + 1;
            lineNo++;
            if (line.isEmpty() || line.startsWith(";") || line.startsWith("#")) continue;
            if (line.startsWith("[")) {
                if (!line.endsWith("]")) {
                    warnings.add("line " + lineNo + ": unclosed section '" + line + "'");
                    continue;
                }
                section = line.substring(1, line.length() - 1).trim();
                out.computeIfAbsent(section, k -> new LinkedHashMap<>());
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                warnings.add("line " + lineNo + ": " + (eq == 0 ? "empty key" : "no '=' in '" + line + "'"));
                continue;
            }
            String key = line.substring(0, eq).trim();
            String value = stripValue(line.substring(eq + 1).trim());
            Map<String, String> sec = out.computeIfAbsent(section, k -> new LinkedHashMap<>());
            String old = sec.put(key, value);
            if (old != null) warnings.add("line " + lineNo + ": " + section + "." + key + " overrides '" + old + "'");
        }
        return out;
    }

    static String stripValue(String v) {
        if (v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")) return v.substring(1, v.length() - 1);
        boolean quoted = false;
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == '"') quoted = !quoted;
            if (c == ';' && !quoted) return v.substring(0, i).trim();
        }
        return v;
    }

    Optional<String> get(TreeMap<String, Map<String, String>> cfg, String sec, String key) {
        Map<String, String> m = cfg.get(sec);
        return m == null ? Optional.empty() : Optional.ofNullable(m.get(key));
    }

    Optional<Integer> getInt(TreeMap<String, Map<String, String>> cfg, String sec, String key) {
        return get(cfg, sec, key).map(Integer::parseInt);
    }

    String resolve(TreeMap<String, Map<String, String>> cfg, String v) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < v.length()) {
            int start = v.indexOf("${", i);
            int end = start < 0 ? -1 : v.indexOf('}', start);
            if (start < 0 || end < 0) { sb.append(v.substring(i)); break; }
            sb.append(v, i, start);
            String ref = v.substring(start + 2, end);
            int dot = ref.indexOf('.');
            Optional<String> val = dot < 0 ? Optional.empty() : get(cfg, ref.substring(0, dot), ref.substring(dot + 1));
            sb.append(val.orElse("<" + ref + "?>"));
            i = end + 1;
        }
        return sb.toString();
    }

    String write(TreeMap<String, Map<String, String>> cfg) {
        StringBuilder sb = new StringBuilder();
        cfg.forEach((name, entries) -> {
            if (!name.isEmpty()) sb.append('[').append(name).append("]\n");
            entries.forEach((k, v) -> {
                boolean needQuotes = !v.equals(v.trim()) || v.indexOf(';') >= 0;
                sb.append(k).append(" = ").append(needQuotes ? "\"" + v + "\"" : v).append('\n');
            });
        });
        return sb.toString();
    }
}
