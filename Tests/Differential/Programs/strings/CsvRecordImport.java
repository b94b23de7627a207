import java.util.ArrayList;
import java.util.List;

public class CsvRecordImport {

    static final class Customer {
        final int id;
        final String name;
        final String email;
        final long balanceCents;
        final List<String> tags;

        Customer(int id, String name, String email, long balanceCents, List<String> tags) {
            this.id = id;
            this.name = name;
            this.email = email;
            this.balanceCents = balanceCents;
            this.tags = tags;
        }

        String describe() {
            return "Customer#" + id + "[" + name + ", " + email + ", " + balanceCents + "c, tags=" + String.join("|", tags) + "]";
        }
    }

    static final class ImportException extends Exception {
        final int lineNo;

        ImportException(int lineNo, String message, Throwable cause) {
            super("line " + lineNo + ": " + message, cause);
            this.lineNo = lineNo;
        }
    }

    static final String INPUT = """
            # customers export v2
            id;name;email;balance;tags
            1; Alice Smith ;alice@example.com;1250;vip,early
            2;Bob;bob@example.com;-300;
              \s
            3;Carol O'Neil;carol@example.org;abc;beta
            4;Dave;dave.example.com;77;
            5;Eve;eve@example.com;99999999999;a,b,c
            x7;Mallory;m@example.com;5;
            8;Trent;trent@example.com
            9;Peggy;peggy@example.com;12;one;two;three
            """;

    // hand-rolled field splitter using indexOf/substring
    static List<String> splitFields(String line, char sep) {
        List<String> out = new ArrayList<>();
        int start = 0;
        while (true) {
            int idx = line.indexOf(sep, start);
            if (idx < 0) {
                out.add(line.substring(start));
                break;
            }
            out.add(line.substring(start, idx));
            start = idx + 1;
        }
        return out;
    }

    static Customer parseLine(int lineNo, String line) throws ImportException {
        // limit 5: anything after the 4th separator stays in the tags field
        String[] parts = line.split(";", 5);
        if (parts.length < 5) {
            throw new ImportException(lineNo, "expected 5 fields but got " + parts.length, null);
        }
        int id;
        try {
            id = Integer.parseInt(parts[0].trim());
        } catch (NumberFormatException e) {
            throw new ImportException(lineNo, "bad id", e);
        }
        String name = parts[1].strip();
        String email = parts[2].trim();
        if (!email.contains("@")) {
            throw new ImportException(lineNo, "invalid email '" + email + "'", new IllegalArgumentException("missing @"));
        }
        long balance;
        try {
            balance = Integer.parseInt(parts[3]);
        } catch (NumberFormatException e) {
            throw new ImportException(lineNo, "bad balance", e);
        }
        List<String> tags = new ArrayList<>();
        if (!parts[4].isEmpty()) {
            for (String t : parts[4].split("[,;]")) {
                tags.add(t.toUpperCase());
            }
        }
        return new Customer(id, name, email, balance, tags);
    }

    public static void main(String[] args) {
        String[] lines = INPUT.split("\n");
        System.out.println("total raw lines: " + lines.length);
        List<Customer> imported = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        String[] header = null;
        int lineNo = 0;
        for (String raw : lines) {
            lineNo++;
            if (raw.isBlank()) {
                System.out.println("line " + lineNo + ": blank, skipped (length " + raw.length() + ")");
                continue;
            }
            if (raw.startsWith("#")) {
                System.out.println("line " + lineNo + ": comment -> " + raw.substring(1).strip());
                continue;
            }
            if (header == null) {
                header = raw.split(";");
                System.out.println("header has " + header.length + " columns: " + String.join(", ", header));
                List<String> manual = splitFields(raw, ';');
                System.out.println("manual split agrees: " + (manual.size() == header.length));
                continue;
            }
            List<String> fields = splitFields(raw, ';');
            System.out.println("line " + lineNo + ": " + fields.size() + " fields " + fields);
            try {
                Customer c = parseLine(lineNo, raw);
                imported.add(c);
                System.out.println("  ok " + c.describe());
            } catch (ImportException e) {
                String msg = e.getMessage();
                if (e.getCause() != null) {
                    msg += " (cause: " + e.getCause().getClass().getSimpleName() + ": " + e.getCause().getMessage() + ")";
                }
                errors.add(msg);
                System.out.println("  FAILED " + msg);
            }
        }

        System.out.println("--- summary ---");
        System.out.println("imported=" + imported.size() + " errors=" + errors.size());
        long total = 0;
        for (Customer c : imported) {
            total += c.balanceCents;
        }
        System.out.println("total balance cents: " + total);
        System.out.println(String.format("total balance: %d.%02d", total / 100, Math.abs(total % 100)));
        for (int i = 0; i < errors.size(); i++) {
            System.out.println((i + 1) + ") " + errors.get(i));
        }

        // trailing empty strings behaviour of split
        String trailing = "a,b,,c,,";
        System.out.println("split default: " + trailing.split(",").length);
        System.out.println("split -1: " + trailing.split(",", -1).length);
        System.out.println("split 2: " + String.join("/", trailing.split(",", 2)));
        String spaced = "  key =   value with  spaces  ";
        int eq = spaced.indexOf('=');
        System.out.println("[" + spaced.substring(0, eq).trim() + "]=[" + spaced.substring(eq + 1).strip() + "]");
        System.out.println("lastIndexOf space: " + spaced.lastIndexOf(' ') + ", lastIndexOf 'e': " + spaced.lastIndexOf("e"));
        String[] words = "one  two\tthree   four".split("\\s+");
        System.out.println("words: " + words.length + " -> " + String.join(",", words));
    }
}
