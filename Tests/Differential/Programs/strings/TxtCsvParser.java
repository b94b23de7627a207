import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public class TxtCsvParser {
    static List<String> parseLine(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inQuotes = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (inQuotes) {
                if (c == '"') {
                    if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
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
            } else if (c == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }

    static String quote(String field) {
        if (field.contains(",") || field.contains("\"") || field.startsWith(" ") || field.endsWith(" ")) {
            return "\"" + field.replace("\"", "\"\"") + "\"";
        }
        return field;
    }

    public static void main(String[] args) {
        String csv = """
            id,name,city,score
            1,"Smith, John",Boston,88
            2,Ann,"New ""Big"" York",92
            3,,Denver,
            4,"Lee",Austin,7x
            5," padded ",Reno,-15
            """;
        String[] lines = csv.split("\n");
        System.out.println("line count: " + lines.length);
        List<String> header = parseLine(lines[0]);
        System.out.println("header: " + header);
        int total = 0;
        int good = 0;
        for (int i = 1; i < lines.length; i++) {
            List<String> f = parseLine(lines[i]);
            System.out.println(String.format("row %d has %d fields: %s", i, f.size(), f));
            String name = f.get(1).isEmpty() ? "(none)" : f.get(1);
            try {
                int score = Integer.parseInt(f.get(3));
                total += score;
                good++;
                System.out.println(String.format("  %-8s|%8s|%5d", name, f.get(2), score));
            } catch (NumberFormatException e) {
                System.out.println("  " + name + ": bad score -> " + e.getMessage());
            }
        }
        System.out.println("good=" + good + " total=" + total);

        System.out.println("--- round trip ---");
        for (int i = 1; i < lines.length; i++) {
            List<String> f = parseLine(lines[i]);
            List<String> quoted = new ArrayList<>();
            for (String s : f) {
                quoted.add(quote(s));
            }
            String back = String.join(",", quoted);
            System.out.println(back + "  same=" + back.equals(lines[i]));
        }

        System.out.println("--- split limits ---");
        String s = "a,b,,c,,";
        System.out.println("split(,)     " + Arrays.toString(s.split(",")) + " n=" + s.split(",").length);
        System.out.println("split(,,-1)  " + Arrays.toString(s.split(",", -1)) + " n=" + s.split(",", -1).length);
        System.out.println("split(,,2)   " + Arrays.toString(s.split(",", 2)));
        System.out.println("split(,,4)   " + Arrays.toString(s.split(",", 4)));
        System.out.println("empty split  " + Arrays.toString("".split(",")) + " n=" + "".split(",").length);

        String piped = "key|value with spaces|extra|more";
        String[] kv = piped.split("\\|", 2);
        System.out.println("pipe k=[" + kv[0] + "] v=[" + kv[1] + "]");
        System.out.println("pipe all " + Arrays.toString(piped.split("\\|")));

        String[] versions = {"1.10.3", "1.9.12", "1.10", "2.0.0", "1.9.2"};
        List<String> sorted = new ArrayList<>(Arrays.asList(versions));
        sorted.sort((a, b) -> {
            String[] pa = a.split("\\.");
            String[] pb = b.split("\\.");
            for (int i = 0; i < Math.max(pa.length, pb.length); i++) {
                int x = i < pa.length ? Integer.parseInt(pa[i]) : 0;
                int y = i < pb.length ? Integer.parseInt(pb[i]) : 0;
                if (x != y) return Integer.compare(x, y);
            }
            return 0;
        });
        List<String> lexical = new ArrayList<>(Arrays.asList(versions));
        Collections.sort(lexical);
        System.out.println("numeric order: " + sorted);
        System.out.println("lexical order: " + lexical);
        System.out.println("dot split of '1..2.': " + Arrays.toString("1..2.".split("\\.")));
    }
}
