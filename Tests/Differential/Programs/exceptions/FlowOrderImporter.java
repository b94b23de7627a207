import java.util.ArrayList;
import java.util.List;

public class FlowOrderImporter {

    // Unchecked hierarchy for import problems
    static class ImportException extends RuntimeException {
        private final int lineNo;

        ImportException(int lineNo, String message) {
            super("line " + lineNo + ": " + message);
            this.lineNo = lineNo;
        }

        ImportException(int lineNo, String message, Throwable cause) {
            super("line " + lineNo + ": " + message, cause);
            this.lineNo = lineNo;
        }

        int getLineNo() {
            return lineNo;
        }
    }

    static class MalformedRowException extends ImportException {
        MalformedRowException(int lineNo, String message) {
            super(lineNo, message);
        }
    }

    static class BadFieldException extends ImportException {
        private final String field;

        BadFieldException(int lineNo, String field, Throwable cause) {
            super(lineNo, "bad field '" + field + "'", cause);
            this.field = field;
        }

        String getField() {
            return field;
        }
    }

    static class BusinessRuleException extends ImportException {
        BusinessRuleException(int lineNo, String message) {
            super(lineNo, message);
        }
    }

    // Checked exception for fatal batch problems
    static class BatchAbortedException extends Exception {
        BatchAbortedException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static class Order {
        final String id;
        final String sku;
        final int qty;
        final int unitCents;

        Order(String id, String sku, int qty, int unitCents) {
            this.id = id;
            this.sku = sku;
            this.qty = qty;
            this.unitCents = unitCents;
        }

        int total() {
            return qty * unitCents;
        }
    }

    static int parseField(int lineNo, String name, String raw) {
        try {
            return Integer.parseInt(raw.trim());
        } catch (NumberFormatException e) {
            throw new BadFieldException(lineNo, name, e);
        }
    }

    static Order parseLine(int lineNo, String line) {
        String[] parts = line.split(";");
        if (parts.length != 4) {
            throw new MalformedRowException(lineNo, "expected 4 columns but got " + parts.length);
        }
        String id = parts[0].trim();
        String sku = parts[1].trim();
        if (id.isEmpty()) {
            throw new MalformedRowException(lineNo, "empty order id");
        }
        int qty = parseField(lineNo, "qty", parts[2]);
        int price = parseField(lineNo, "price", parts[3]);
        if (qty <= 0) {
            throw new BusinessRuleException(lineNo, "quantity must be positive, was " + qty);
        }
        if (price > 100000) {
            throw new BusinessRuleException(lineNo, "price too high: " + price);
        }
        return new Order(id, sku, qty, price);
    }

    static List<Order> importBatch(String name, String[] lines, int maxErrors) throws BatchAbortedException {
        List<Order> result = new ArrayList<>();
        int errors = 0;
        System.out.println("-- batch " + name + " (" + lines.length + " lines)");
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = lines[i];
            if (line.startsWith("#")) {
                System.out.println("  skip comment at line " + lineNo);
                continue;
            }
            if (line.equals("END")) {
                System.out.println("  END marker at line " + lineNo);
                break;
            }
            try {
                Order o = parseLine(lineNo, line);
                result.add(o);
                System.out.println("  ok " + o.id + " " + o.sku + " x" + o.qty + " = " + o.total());
            } catch (BadFieldException e) {
                errors++;
                System.out.println("  " + e.getMessage() + " field=" + e.getField()
                        + " cause=" + e.getCause().getMessage());
            } catch (MalformedRowException | BusinessRuleException e) {
                errors++;
                System.out.println("  rejected (" + e.getClass().getSimpleName() + ") " + e.getMessage());
            }
            if (errors >= maxErrors) {
                throw new BatchAbortedException("batch " + name + " aborted after " + errors + " errors",
                        new ImportException(lineNo, "error limit hit"));
            }
        }
        return result;
    }

    static int findDuplicateSkus(List<Order> orders) {
        int dupPairs = 0;
        outer:
        for (int i = 0; i < orders.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (orders.get(i).sku.equals(orders.get(j).sku)) {
                    System.out.println("  duplicate sku " + orders.get(i).sku + " at " + j + " and " + i);
                    dupPairs++;
                    continue outer;
                }
            }
        }
        return dupPairs;
    }

    static String firstLargeOrder(List<Order> orders, int threshold) {
        String found = "none";
        search:
        for (int pass = 0; pass < 2; pass++) {
            for (Order o : orders) {
                if (o.total() > threshold) {
                    found = o.id + " (pass " + pass + ")";
                    break search;
                }
            }
            threshold = threshold / 2;
        }
        return found;
    }

    public static void main(String[] args) {
        String[][] batches = {
            {
                "A1; WIDGET; 3; 250",
                "# comment line",
                "A2; GADGET; x3; 100",
                "A3; WIDGET; 1; 250",
                "A4; BOLT; 0; 5",
                "A5; NUT; 10",
                " ; SCREW; 2; 9",
                "A6; GADGET; 2; 100",
                "END",
                "A7; IGNORED; 1; 1",
            },
            {
                "B1; PANEL; 2; 99999",
                "B2; PANEL; 1; 200000",
                "B3; CABLE; 12; 1a5",
                "B4; CABLE; 99999999999; 1",
                "B5; HUB; 1; 10",
            },
            {
                "C1; LAMP; 4; 1500",
                "C2; BULB; 20; 75",
                "C3; LAMP; 1; 1500",
            },
            {
                "# west coast",
                "D1; DESK; 1; 1800",
                "D2; CHAIR; 4; 450",
                "D3; DESK; 1; 1750",
                "D4; CHAIR; 2; 450",
            },
        };
        String[] names = {"north", "south", "east", "west"};
        int[] limits = {5, 3, 3, 3};
        int grandTotal = 0;
        int imported = 0;
        for (int b = 0; b < batches.length; b++) {
            try {
                List<Order> orders = importBatch(names[b], batches[b], limits[b]);
                imported += orders.size();
                int sum = 0;
                for (Order o : orders) {
                    sum += o.total();
                }
                grandTotal += sum;
                System.out.println("  imported " + orders.size() + " orders, total " + sum);
                int dups = findDuplicateSkus(orders);
                System.out.println("  duplicate pairs: " + dups);
                System.out.println("  first large order: " + firstLargeOrder(orders, 3000));
            } catch (BatchAbortedException e) {
                System.out.println("  ABORT: " + e.getMessage());
                System.out.println("  cause: " + e.getCause().getMessage());
                ImportException ie = (ImportException) e.getCause();
                System.out.println("  cause line: " + ie.getLineNo());
            }
        }
        System.out.println("imported=" + imported + " grandTotal=" + grandTotal);

        // Rethrow by supertype and catch in an outer handler
        String[] probes = {"Z1; X; 1; 1", "Z2; X; -4; 1", "Z3; X; one; 1", "Z4;X"};
        for (int i = 0; i < probes.length; i++) {
            try {
                try {
                    Order o = parseLine(100 + i, probes[i]);
                    System.out.println("probe ok " + o.id);
                } catch (ImportException e) {
                    System.out.println("probe inner caught line " + e.getLineNo());
                    throw e;
                }
            } catch (BusinessRuleException e) {
                System.out.println("probe outer business: " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println("probe outer runtime " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
