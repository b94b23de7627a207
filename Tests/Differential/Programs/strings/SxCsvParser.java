import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SxCsvParser {

    static final class CsvResult {
        final List<String> fields;
        final boolean ok;
        final String error;

        CsvResult(List<String> fields, boolean ok, String error) {
            this.fields = fields;
            this.ok = ok;
            this.error = error;
        }
    }

    static CsvResult parseLine(String line, char sep) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inQuotes = false;
        char[] cs = line.toCharArray();
        for (int i = 0; i < cs.length; i++) {
            char c = cs[i];
            if (inQuotes) {
                if (c == '"') {
                    if (i + 1 < cs.length && cs[i + 1] == '"') {
                        cur.append('"');
                        i++;
                    } else {
                        inQuotes = false;
                    }
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                inQuotes = true;
            } else if (c == sep) {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        if (inQuotes) {
            return new CsvResult(out, false, "unterminated quote");
        }
        return new CsvResult(out, true, null);
    }

    static String escapeField(String f, char sep) {
        boolean needs = f.indexOf(sep) >= 0 || f.indexOf('"') >= 0 || f.indexOf('\n') >= 0
                || (!f.isEmpty() && (Character.isWhitespace(f.charAt(0)) || Character.isWhitespace(f.charAt(f.length() - 1))));
        if (!needs) return f;
        return "\"" + f.replace("\"", "\"\"") + "\"";
    }

    static String toLine(List<String> fields, char sep) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) sb.append(sep);
            sb.append(escapeField(fields.get(i), sep));
        }
        return sb.toString();
    }

    static void dump(String line, char sep) {
        CsvResult r = parseLine(line, sep);
        System.out.println("input : " + line);
        if (!r.ok) {
            System.out.println("  error: " + r.error + " (partial " + r.fields.size() + " fields)");
        }
        for (int i = 0; i < r.fields.size(); i++) {
            System.out.println(String.format("  %d -> [%s]", i, r.fields.get(i)));
        }
        String back = toLine(r.fields, sep);
        System.out.println("  back: " + back + " roundtrip=" + back.equals(line));
    }

    public static void main(String[] args) {
        String[] lines = {
            "id,name,price",
            "1,\"Widget, large\",9.99",
            "2,\"He said \"\"hi\"\"\",0.50",
            "3,,",
            ",,,",
            "4,\"  spaced  \",1",
            "5,\"unterminated,2",
            "\"\"",
            "plain"
        };
        for (String l : lines) dump(l, ',');

        System.out.println("== semicolon ==");
        dump("a;\"b;c\";d", ';');

        System.out.println("== table ==");
        String data = "city,country,population\n"
                + "\"Paris\",France,2148000\n"
                + "Lyon,France,513000\n"
                + "\"Berlin\",\"Germany\",3645000\n"
                + "Munich,Germany,1472000\n"
                + "Rome,Italy,bad\n";
        List<String> rows = data.lines().toList();
        List<String> header = parseLine(rows.get(0), ',').fields;
        System.out.println("columns=" + header);
        Map<String, Long> totals = new TreeMap<>();
        int skipped = 0;
        for (int r = 1; r < rows.size(); r++) {
            List<String> f = parseLine(rows.get(r), ',').fields;
            String pop = f.get(2);
            boolean numeric = !pop.isEmpty();
            for (char c : pop.toCharArray()) {
                if (!Character.isDigit(c)) {
                    numeric = false;
                    break;
                }
            }
            if (!numeric) {
                System.out.println("skip row " + r + ": bad population '" + pop + "'");
                skipped++;
                continue;
            }
            totals.merge(f.get(1), Long.parseLong(pop), Long::sum);
            System.out.println(String.format("%-8s %-8s %d", f.get(0), f.get(1), Long.parseLong(pop)));
        }
        for (Map.Entry<String, Long> e : totals.entrySet()) {
            System.out.println(e.getKey() + " total=" + e.getValue());
        }
        System.out.println("skipped=" + skipped);
    }
}
