import java.util.*;

public class ModernTextBlocks {

    record Invoice(int number, String customer, List<Line> items) {}
    record Line(String item, int qty, double price) {}

    static final String HEADER = """
            ==============================
            INVOICE #%d
            Customer: %s
            ==============================
            """;

    static final String LINE = """
            %s x%d @ %.2f = %.2f""";

    static final String FOOTER = """
            ------------------------------
            Items: %d
            Total: %.2f
            """;

    static final String CSV = """
            id,name,dept,salary
            1,Alice,Engineering,120
            2,Bob,Marketing,90
            3,Carol,Engineering,135
            4,Dan,Sales,70
            5,Eve,Marketing,95
            6,Frank,Sales,82
            """;

    static final String POEM = """
            Roses are red,   \s
              violets are blue,
                text blocks keep
              indentation too.   
            """;

    static final String JSON_TEMPLATE = """
            {
              "id": %d,
              "name": "%s",
              "active": %s
            }""";

    static final String CONTINUED = """
            This line is long \
            but written on \
            three source lines.""";

    static final String QUOTES = """
            She said "hello" and then \"""quoted\""" again.
            Tab:\tend
            Backslash: \\ done""";

    static String renderInvoice(Invoice inv) {
        StringBuilder sb = new StringBuilder();
        sb.append(HEADER.formatted(inv.number(), inv.customer()));
        double total = 0;
        int count = 0;
        for (Line l : inv.items()) {
            double sub = l.qty() * l.price();
            total += sub;
            count += l.qty();
            sb.append(String.format(LINE, l.item(), l.qty(), l.price(), sub)).append("\n");
        }
        sb.append(FOOTER.formatted(count, total));
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println("== invoice ==");
        Invoice inv = new Invoice(42, "ACME Corp", List.of(
                new Line("bolts", 100, 0.15),
                new Line("nuts", 250, 0.05),
                new Line("wrench", 2, 12.5)));
        String rendered = renderInvoice(inv);
        System.out.print(rendered);
        String[] renderedLines = rendered.split("\n");
        System.out.println("rendered line count: " + renderedLines.length);
        System.out.println("ends with newline: " + rendered.endsWith("\n"));

        System.out.println("== csv parse ==");
        String[] rows = CSV.split("\n");
        System.out.println("rows incl header: " + rows.length);
        String[] header = rows[0].split(",");
        System.out.println("columns: " + String.join("|", header));
        TreeMap<String, Integer> byDept = new TreeMap<>();
        TreeMap<String, List<String>> names = new TreeMap<>();
        for (int i = 1; i < rows.length; i++) {
            String[] f = rows[i].split(",");
            int salary = Integer.parseInt(f[3]);
            byDept.merge(f[2], salary, Integer::sum);
            names.computeIfAbsent(f[2], k -> new ArrayList<>()).add(f[1]);
        }
        for (String dept : byDept.keySet()) {
            System.out.println("%s: total=%d people=%s".formatted(dept, byDept.get(dept), names.get(dept)));
        }

        System.out.println("== poem whitespace ==");
        String[] poemLines = POEM.split("\n");
        for (int i = 0; i < poemLines.length; i++) {
            String raw = poemLines[i];
            String trimmed = raw.stripTrailing();
            System.out.println(i + ": [" + raw + "] len=" + raw.length()
                    + " trailingTrimmed=[" + trimmed + "] len=" + trimmed.length());
        }

        System.out.println("== json ==");
        String[][] people = {{"1", "Ann", "true"}, {"2", "Ben", "false"}};
        for (String[] p : people) {
            String json = JSON_TEMPLATE.formatted(Integer.parseInt(p[0]), p[1], p[2]);
            System.out.println(json);
            System.out.println("json lines=" + json.split("\n").length + " chars=" + json.length());
        }

        System.out.println("== continuation & escapes ==");
        System.out.println(CONTINUED);
        System.out.println("continued length=" + CONTINUED.length() + " newlines=" + countChar(CONTINUED, '\n'));
        System.out.println(QUOTES);
        System.out.println("quote count=" + countChar(QUOTES, '"') + " tabs=" + countChar(QUOTES, '\t'));

        System.out.println("== inline text block ==");
        String sql = """
                SELECT name, salary
                FROM employees
                WHERE dept = '%s'
                  AND salary > %d
                ORDER BY salary DESC
                """.formatted("Engineering", 100);
        String[] sqlLines = sql.split("\n");
        for (int i = 0; i < sqlLines.length; i++) {
            System.out.println((i + 1) + "| " + sqlLines[i]);
        }
        String oneLine = String.join(" ", sql.trim().split("\n"));
        System.out.println("collapsed: " + oneLine.replace("  ", " "));

        System.out.println("== table ==");
        String row = """
                | %s | %d | %.2f |""";
        String[] items = {"apple", "pear", "kiwi"};
        int[] qty = {3, 12, 7};
        double[] prices = {0.5, 0.25, 1.1};
        for (int i = 0; i < items.length; i++) {
            System.out.println(row.formatted(items[i], qty[i], prices[i] * qty[i]));
        }

        System.out.println("== empty and equality ==");
        String empty = """
                """;
        System.out.println("empty length=" + empty.length() + " isNewline=" + empty.equals("\n"));
        String a = """
                abc""";
        System.out.println("equals literal=" + a.equals("abc") + " trimmed blank=" + "   ".trim().isEmpty());
    }

    static int countChar(String s, char c) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == c) n++;
        }
        return n;
    }
}
