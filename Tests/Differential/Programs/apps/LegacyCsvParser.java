import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

public class LegacyCsvParser {

    public static final int STATE_FIELD_START = 0;
    public static final int STATE_UNQUOTED = 1;
    public static final int STATE_QUOTED = 2;
    public static final int STATE_QUOTE_IN_QUOTED = 3;

    static class CsvFormatException extends Exception {
        private final int line;

        public CsvFormatException(String msg, int line) {
            super(msg + " at line " + line);
            this.line = line;
        }

        public int getLine() {
            return line;
        }
    }

    static class Parser {
        private final char delimiter;

        Parser(char delimiter) {
            this.delimiter = delimiter;
        }

        public List<String> parseLine(String line, int lineNo) throws CsvFormatException {
            List<String> fields = new ArrayList<String>();
            StringBuilder cur = new StringBuilder();
            int state = STATE_FIELD_START;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                switch (state) {
                    case STATE_FIELD_START:
                        if (c == '"') {
                            state = STATE_QUOTED;
                        } else if (c == delimiter) {
                            fields.add("");
                        } else {
                            cur.append(c);
                            state = STATE_UNQUOTED;
                        }
                        break;
                    case STATE_UNQUOTED:
                        if (c == delimiter) {
                            fields.add(cur.toString().trim());
                            cur.setLength(0);
                            state = STATE_FIELD_START;
                        } else if (c == '"') {
                            throw new CsvFormatException("unexpected quote", lineNo);
                        } else {
                            cur.append(c);
                        }
                        break;
                    case STATE_QUOTED:
                        if (c == '"') {
                            state = STATE_QUOTE_IN_QUOTED;
                        } else {
                            cur.append(c);
                        }
                        break;
                    case STATE_QUOTE_IN_QUOTED:
                        if (c == '"') {
                            cur.append('"');
                            state = STATE_QUOTED;
                        } else if (c == delimiter) {
                            fields.add(cur.toString());
                            cur.setLength(0);
                            state = STATE_FIELD_START;
                        } else {
                            throw new CsvFormatException("garbage after quote", lineNo);
                        }
                        break;
                    default:
                        throw new IllegalStateException("bad state " + state);
                }
            }
            if (state == STATE_QUOTED) {
                throw new CsvFormatException("unterminated quote", lineNo);
            }
            if (state == STATE_UNQUOTED) {
                fields.add(cur.toString().trim());
            } else {
                fields.add(cur.toString());
            }
            return fields;
        }
    }

    static String[] toArray(List<String> list) {
        String[] out = new String[list.size()];
        for (int i = 0; i < list.size(); i++) {
            out[i] = list.get(i);
        }
        return out;
    }

    public static void main(String[] args) {
        String[] input = {
            "name,city,qty,price",
            "Widget,\"Springfield, IL\",10,2.50",
            "\"Gadget \"\"Pro\"\"\",Shelbyville,3,19.99",
            "  Bolt  ,Ogdenville,250,0.05",
            "Nut,,100,0.03",
            "\"Broken,Nowhere,1,1.00",
            "Bad\"Quote,X,1,1",
            "\"Gear\"x,Y,1,1",
            "Spring,North Haverbrook,0x1F,0.75",
            "Washer,Capital City,42,",
        };
        Parser parser = new Parser(',');
        String[] header = null;
        List<String[]> rows = new ArrayList<String[]>();
        int errors = 0;
        for (int i = 0; i < input.length; i++) {
            try {
                List<String> f = parser.parseLine(input[i], i + 1);
                if (header == null) {
                    header = toArray(f);
                    System.out.println("header: " + f + " (" + header.length + " cols)");
                } else {
                    String[] row = toArray(f);
                    System.out.println("row " + (i + 1) + ": " + row.length + " fields -> [" + String.join("|", row) + "]");
                    rows.add(row);
                }
            } catch (CsvFormatException e) {
                errors++;
                System.out.println("error: " + e.getMessage() + " (line=" + e.getLine() + ")");
            }
        }
        System.out.println("rows=" + rows.size() + " errors=" + errors);

        TreeMap<String, Integer> qtyByName = new TreeMap<String, Integer>();
        int totalCents = 0;
        for (String[] row : rows) {
            int qty;
            try {
                qty = Integer.parseInt(row[2]);
            } catch (NumberFormatException e) {
                System.out.println("bad qty '" + row[2] + "': " + e.getClass().getSimpleName());
                if (row[2].startsWith("0x")) {
                    qty = Integer.parseInt(row[2].substring(2), 16);
                    System.out.println("  parsed as hex -> " + qty);
                } else {
                    qty = 0;
                }
            }
            int cents = 0;
            if (row[3].length() > 0) {
                String[] parts = row[3].split("\\.");
                cents = Integer.parseInt(parts[0]) * 100 + Integer.parseInt(parts[1]);
            }
            totalCents += qty * cents;
            qtyByName.put(row[0], Integer.valueOf(qty));
        }
        for (String k : qtyByName.keySet()) {
            System.out.println(String.format("%-18s %5d", k, qtyByName.get(k)));
        }
        System.out.println(String.format("total value: %d.%02d", totalCents / 100, totalCents % 100));

        Collections.sort(rows, new Comparator<String[]>() {
            public int compare(String[] a, String[] b) {
                return a[1].compareTo(b[1]);
            }
        });
        StringBuffer out = new StringBuffer();
        for (int i = 0; i < rows.size(); i++) {
            String[] r = rows.get(i);
            for (int j = 0; j < r.length; j++) {
                String v = r[j];
                if (v.indexOf(',') >= 0 || v.indexOf('"') >= 0) {
                    v = "\"" + v.replace("\"", "\"\"") + "\"";
                }
                if (j > 0) out.append(',');
                out.append(v);
            }
            System.out.println("csv> " + out.toString());
            out.setLength(0);
        }
    }
}
