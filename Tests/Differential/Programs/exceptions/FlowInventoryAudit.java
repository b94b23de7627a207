import java.util.ArrayList;
import java.util.List;

public class FlowInventoryAudit {

    static class AuditException extends Exception {
        AuditException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static class StockRecord {
        final String sku;
        final String location;
        final int[] binCounts;

        StockRecord(String sku, String location, int[] binCounts) {
            this.sku = sku;
            this.location = location;
            this.binCounts = binCounts;
        }

        int total() {
            int t = 0;
            for (int c : binCounts) {
                t += c;
            }
            return t;
        }
    }

    static class Warehouse {
        private final List<StockRecord> records = new ArrayList<>();
        private boolean frozen = false;

        void add(StockRecord r) {
            if (frozen) {
                throw new IllegalStateException("warehouse is frozen, cannot add " + r.sku);
            }
            records.add(r);
        }

        void freeze() {
            if (frozen) {
                throw new IllegalStateException("already frozen");
            }
            frozen = true;
        }

        StockRecord find(String sku) {
            for (StockRecord r : records) {
                if (r.sku.equals(sku)) {
                    return r;
                }
            }
            return null;
        }

        List<StockRecord> all() {
            return List.copyOf(records);
        }
    }

    static int averagePerBin(StockRecord r) {
        return r.total() / r.binCounts.length;
    }

    static int binAt(StockRecord r, int index) {
        return r.binCounts[index];
    }

    static int averageOrWrap(StockRecord r) throws AuditException {
        try {
            return averagePerBin(r);
        } catch (ArithmeticException e) {
            throw new AuditException("cannot average " + r.sku, e);
        }
    }

    public static void main(String[] args) {
        Warehouse wh = new Warehouse();
        wh.add(new StockRecord("SKU-1", "A1", new int[]{4, 6, 10}));
        wh.add(new StockRecord("SKU-2", "B7", new int[]{}));
        wh.add(new StockRecord("SKU-3", null, new int[]{1, 2}));
        wh.add(new StockRecord("SKU-4", "C3", new int[]{9}));

        // 1. counts arrive as strings from a handheld scanner
        String[] scans = {"12", "-3", "007", "1,000", "", "2147483647", "2147483648", "+5", "4.5", " 8"};
        int parsedSum = 0;
        int badScans = 0;
        for (String s : scans) {
            try {
                int v = Integer.parseInt(s);
                parsedSum += v % 1000;
                System.out.println("scan '" + s + "' -> " + v);
            } catch (NumberFormatException e) {
                badScans++;
                System.out.println("scan '" + s + "' rejected: " + e.getMessage());
            }
        }
        System.out.println("parsedSum=" + parsedSum + " badScans=" + badScans);

        // 2. averages, with division by zero for the empty record
        for (StockRecord r : wh.all()) {
            try {
                System.out.println("avg " + r.sku + " = " + averageOrWrap(r));
            } catch (AuditException e) {
                System.out.println("audit error: " + e.getMessage() + ", cause: " + e.getCause().getMessage()
                        + " (" + e.getCause().getClass().getSimpleName() + ")");
            }
        }

        // 3. bin lookups, some out of range
        int[][] lookups = {{0, 2}, {0, 3}, {3, 0}, {2, -1}, {1, 0}};
        for (int[] lk : lookups) {
            StockRecord r = wh.all().get(lk[0]);
            try {
                System.out.println("bin " + r.sku + "[" + lk[1] + "] = " + binAt(r, lk[1]));
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("bin " + r.sku + "[" + lk[1] + "] -> " + e.getClass().getSimpleName());
            }
        }

        // 4. null handling: missing record and missing location
        String[] wanted = {"SKU-1", "SKU-9", "SKU-3", "SKU-4"};
        for (String sku : wanted) {
            try {
                StockRecord r = wh.find(sku);
                String loc = r.location.toLowerCase();
                System.out.println("location of " + sku + " is " + loc);
            } catch (NullPointerException e) {
                System.out.println("location of " + sku + " -> " + e.getClass().getSimpleName());
            }
        }

        // 5. state checks
        wh.freeze();
        try {
            wh.add(new StockRecord("SKU-5", "D1", new int[]{1}));
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        try {
            wh.freeze();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }

        // 6. snapshots are immutable
        List<StockRecord> snapshot = wh.all();
        try {
            snapshot.add(new StockRecord("SKU-6", "E1", new int[]{2}));
        } catch (UnsupportedOperationException e) {
            System.out.println("snapshot add -> " + e.getClass().getSimpleName());
        }
        List<String> zones = List.of("north", "south");
        try {
            zones.add("east");
        } catch (UnsupportedOperationException e) {
            System.out.println("zones add -> " + e.getClass().getSimpleName());
        }
        System.out.println("zones still " + zones.size() + ", snapshot still " + snapshot.size());

        // 7. multi-catch over a mixed batch of operations, classified by simple name
        String[] ops = {"avg:1", "bin:0:5", "loc:SKU-3", "parse:x9", "mod:0", "ok:3", "sub:SKU-1"};
        int okCount = 0;
        int errCount = 0;
        for (String op : ops) {
            String[] p = op.split(":");
            try {
                int result;
                switch (p[0]) {
                    case "avg":
                        result = averagePerBin(wh.all().get(Integer.parseInt(p[1])));
                        break;
                    case "bin":
                        result = binAt(wh.all().get(Integer.parseInt(p[1])), Integer.parseInt(p[2]));
                        break;
                    case "loc":
                        result = wh.find(p[1]).location.length();
                        break;
                    case "parse":
                        result = Integer.parseInt(p[1]);
                        break;
                    case "mod":
                        result = 17 % Integer.parseInt(p[1]);
                        break;
                    case "sub":
                        result = wh.find(p[1]).sku.substring(2, 4).length();
                        break;
                    default:
                        result = Integer.parseInt(p[1]) * 2;
                }
                okCount++;
                System.out.println("op " + op + " = " + result);
            } catch (ArithmeticException | NumberFormatException e) {
                errCount++;
                System.out.println("op " + op + " numeric failure " + e.getClass().getSimpleName() + ": "
                        + e.getMessage());
            } catch (ArrayIndexOutOfBoundsException | NullPointerException e) {
                errCount++;
                System.out.println("op " + op + " lookup failure " + e.getClass().getSimpleName());
            }
        }
        System.out.println("ops ok=" + okCount + " err=" + errCount);

        // 8. catching by RuntimeException supertype and rethrowing as IllegalArgumentException
        int rethrown = 0;
        for (int i = 0; i < 3; i++) {
            try {
                try {
                    int[] weights = {5, 0, 2};
                    System.out.println("ratio " + i + " = " + (100 / weights[i]));
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("bad weight index " + i, e);
                }
            } catch (IllegalArgumentException e) {
                rethrown++;
                System.out.println(e.getMessage() + " <- " + e.getCause().getMessage());
            }
        }
        System.out.println("rethrown=" + rethrown);
    }
}
