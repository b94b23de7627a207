import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class TextCsvAggregator {

    static class CsvError extends RuntimeException {
        CsvError(String msg) {
            super(msg);
        }
    }

    // Parses one logical record; supports quoted fields with commas, doubled quotes,
    // and embedded newlines. Returns list of records.
    static List<List<String>> parse(String text) {
        List<List<String>> records = new ArrayList<>();
        List<String> current = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean inQuotes = false;
        boolean fieldStarted = false;
        int line = 1;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (inQuotes) {
                if (c == '"') {
                    if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        field.append('"');
                        i += 2;
                        continue;
                    }
                    inQuotes = false;
                    i++;
                    continue;
                }
                if (c == '\n') {
                    line++;
                }
                field.append(c);
                i++;
                continue;
            }
            if (c == '"') {
                if (field.length() > 0) {
                    throw new CsvError("unexpected quote on line " + line);
                }
                inQuotes = true;
                fieldStarted = true;
            } else if (c == ',') {
                current.add(field.toString());
                field.setLength(0);
                fieldStarted = true;
            } else if (c == '\r') {
                // ignore
            } else if (c == '\n') {
                if (fieldStarted || field.length() > 0 || !current.isEmpty()) {
                    current.add(field.toString());
                    records.add(current);
                }
                current = new ArrayList<>();
                field.setLength(0);
                fieldStarted = false;
                line++;
            } else {
                field.append(c);
                fieldStarted = true;
            }
            i++;
        }
        if (inQuotes) {
            throw new CsvError("unterminated quoted field at end of input (line " + line + ")");
        }
        if (fieldStarted || field.length() > 0 || !current.isEmpty()) {
            current.add(field.toString());
            records.add(current);
        }
        return records;
    }

    static String quote(String s) {
        if (s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }

    static String toCsvLine(List<String> fields) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(quote(fields.get(i)));
        }
        return sb.toString();
    }

    static long parseCents(String s) {
        String t = s.trim();
        boolean neg = t.startsWith("-");
        if (neg) {
            t = t.substring(1);
        }
        int dot = t.indexOf('.');
        long whole;
        long frac = 0;
        if (dot < 0) {
            whole = Long.parseLong(t);
        } else {
            whole = t.substring(0, dot).isEmpty() ? 0 : Long.parseLong(t.substring(0, dot));
            String f = t.substring(dot + 1);
            if (f.length() == 1) {
                f = f + "0";
            }
            frac = Long.parseLong(f.substring(0, 2));
        }
        long v = whole * 100 + frac;
        return neg ? -v : v;
    }

    static String cents(long c) {
        long a = Math.abs(c);
        String frac = a % 100 < 10 ? "0" + (a % 100) : "" + (a % 100);
        return (c < 0 ? "-" : "") + (a / 100) + "." + frac;
    }

    public static void main(String[] args) {
        String csv = "region,product,units,price,note\n"
                + "North,\"Widget, large\",10,2.50,\"said \"\"rush\"\"\"\n"
                + "South,Gadget,3,19.99,\n"
                + "North,Gadget,7,19.99,repeat customer\n"
                + "East,\"Thing \"\"Pro\"\"\",1,199.00,\"multi\nline note\"\n"
                + "\n"
                + "West,Widget,,2.5,missing units\n"
                + "South,\"Widget, large\",4,2.50,\n"
                + "East,Gadget,12,18.5,bulk\r\n"
                + "North,Widget,x,2.50,bad number\n"
                + "West,\"Gizmo\",5,-1.25,refund\n"
                + "South,Gadget,2";

        List<List<String>> records = parse(csv);
        System.out.println("records parsed: " + records.size());
        List<String> header = records.get(0);
        System.out.println("header: " + header);
        for (int r = 1; r < records.size(); r++) {
            List<String> rec = records.get(r);
            StringBuilder sb = new StringBuilder();
            for (int f = 0; f < rec.size(); f++) {
                if (f > 0) {
                    sb.append(" | ");
                }
                sb.append("<").append(rec.get(f).replace("\n", "\\n")).append(">");
            }
            System.out.println("row " + r + " (" + rec.size() + " fields): " + sb);
        }

        // aggregate by region and by product
        Map<String, Long> revenueByRegion = new TreeMap<>();
        Map<String, Integer> unitsByProduct = new TreeMap<>();
        Map<String, List<Integer>> rowsByRegion = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        long grand = 0;
        for (int r = 1; r < records.size(); r++) {
            List<String> rec = records.get(r);
            if (rec.size() != header.size()) {
                problems.add("row " + r + ": expected " + header.size() + " fields, got " + rec.size());
                continue;
            }
            Map<String, String> row = new LinkedHashMap<>();
            for (int f = 0; f < header.size(); f++) {
                row.put(header.get(f), rec.get(f));
            }
            String unitsText = row.get("units");
            if (unitsText.isEmpty()) {
                problems.add("row " + r + ": empty units");
                continue;
            }
            int units;
            try {
                units = Integer.parseInt(unitsText);
            } catch (NumberFormatException e) {
                problems.add("row " + r + ": bad units '" + unitsText + "'");
                continue;
            }
            long price = parseCents(row.get("price"));
            long line = price * units;
            grand += line;
            revenueByRegion.merge(row.get("region"), line, Long::sum);
            unitsByProduct.merge(row.get("product"), units, Integer::sum);
            rowsByRegion.computeIfAbsent(row.get("region"), k -> new ArrayList<>()).add(r);
        }

        System.out.println("--- problems ---");
        for (String p : problems) {
            System.out.println(p);
        }
        System.out.println("--- revenue by region ---");
        for (Map.Entry<String, Long> e : revenueByRegion.entrySet()) {
            System.out.println(String.format("%-6s %10s", e.getKey(), cents(e.getValue())));
        }
        System.out.println(String.format("%-6s %10s", "TOTAL", cents(grand)));
        System.out.println("--- units by product ---");
        for (Map.Entry<String, Integer> e : unitsByProduct.entrySet()) {
            System.out.println(String.format("%-16s %4d", e.getKey(), e.getValue()));
        }
        System.out.println("--- rows by region (first-seen order) ---");
        for (Map.Entry<String, List<Integer>> e : rowsByRegion.entrySet()) {
            System.out.println(e.getKey() + " -> " + e.getValue());
        }

        System.out.println("--- round trip ---");
        StringBuilder out = new StringBuilder();
        for (List<String> rec : records) {
            out.append(toCsvLine(rec)).append('\n');
        }
        String written = out.toString();
        System.out.print(written);
        List<List<String>> again = parse(written);
        boolean same = again.size() == records.size();
        for (int r = 0; same && r < records.size(); r++) {
            same = again.get(r).equals(records.get(r));
        }
        System.out.println("round trip identical: " + same);

        System.out.println("--- error cases ---");
        String[] bad = {"a,\"b,c\nd", "a,b\"c\",d", "\"ok\",\"fine\""};
        for (String b : bad) {
            try {
                List<List<String>> res = parse(b);
                System.out.println("parsed " + res.size() + " record(s): " + res);
            } catch (CsvError e) {
                System.out.println("error: " + e.getMessage());
            }
        }
        System.out.println("--- cents parsing ---");
        String[] amounts = {"2.50", "2.5", "19.99", "199", ".75", "-1.25", "0.05"};
        for (String a : amounts) {
            System.out.println(String.format("%-6s -> %5d cents -> %s", a, parseCents(a), cents(parseCents(a))));
        }
    }
}
