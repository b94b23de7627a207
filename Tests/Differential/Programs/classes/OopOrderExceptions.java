import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class OopOrderExceptions {

    // ----- checked hierarchy -----
    static class InventoryException extends Exception {
        private final String sku;

        InventoryException(String message, String sku) {
            super(message);
            this.sku = sku;
        }

        String sku() {
            return sku;
        }
    }

    static class OutOfStockException extends InventoryException {
        private final int requested;
        private final int available;

        OutOfStockException(String sku, int requested, int available) {
            super("out of stock: " + sku + " requested " + requested + " available " + available, sku);
            this.requested = requested;
            this.available = available;
        }

        int shortfall() {
            return requested - available;
        }
    }

    static class DiscontinuedException extends InventoryException {
        DiscontinuedException(String sku) {
            super("discontinued: " + sku, sku);
        }
    }

    // ----- unchecked hierarchy -----
    static class ValidationException extends RuntimeException {
        ValidationException(String message) {
            super(message);
        }
    }

    static class InvalidQuantityException extends ValidationException {
        InvalidQuantityException(int qty) {
            super("invalid quantity " + qty);
        }
    }

    static class InvalidSkuException extends ValidationException {
        InvalidSkuException(String sku) {
            super("invalid sku '" + sku + "'");
        }
    }

    // wrapper used at the service boundary
    static class OrderFailedException extends Exception {
        private final int orderId;

        OrderFailedException(int orderId, String message, Throwable cause) {
            super(message, cause);
            this.orderId = orderId;
        }

        int orderId() {
            return orderId;
        }
    }

    static class Warehouse {
        private final Map<String, Integer> stock = new TreeMap<>();
        private final List<String> discontinued = new ArrayList<>();

        void put(String sku, int qty) {
            stock.put(sku, qty);
        }

        void discontinue(String sku) {
            discontinued.add(sku);
        }

        void reserve(String sku, int qty) throws InventoryException {
            if (sku == null || sku.isEmpty() || !sku.startsWith("SKU")) {
                throw new InvalidSkuException(sku == null ? "" : sku);
            }
            if (qty <= 0) {
                throw new InvalidQuantityException(qty);
            }
            if (discontinued.contains(sku)) {
                throw new DiscontinuedException(sku);
            }
            int have = stock.getOrDefault(sku, 0);
            if (have < qty) {
                throw new OutOfStockException(sku, qty, have);
            }
            stock.put(sku, have - qty);
        }

        void release(String sku, int qty) {
            stock.merge(sku, qty, Integer::sum);
        }

        @Override
        public String toString() {
            return "Warehouse" + stock;
        }
    }

    static class AuditLog implements AutoCloseable {
        private final String name;
        private final List<String> trail;

        AuditLog(String name, List<String> trail) {
            this.name = name;
            this.trail = trail;
            trail.add("open " + name);
        }

        void write(String msg) {
            trail.add(name + ": " + msg);
        }

        @Override
        public void close() {
            trail.add("close " + name);
        }
    }

    static class OrderService {
        private final Warehouse warehouse;
        private final List<String> trail = new ArrayList<>();
        private int nextOrder = 1;

        OrderService(Warehouse warehouse) {
            this.warehouse = warehouse;
        }

        int placeOrder(Map<String, Integer> lines) throws OrderFailedException {
            int orderId = nextOrder++;
            List<String> reserved = new ArrayList<>();
            trail.add("order " + orderId + " start");
            try (AuditLog outer = new AuditLog("order" + orderId, trail);
                 AuditLog inner = new AuditLog("lines" + orderId, trail)) {
                for (Map.Entry<String, Integer> line : lines.entrySet()) {
                    warehouse.reserve(line.getKey(), line.getValue());
                    reserved.add(line.getKey());
                    inner.write("reserved " + line.getKey() + " x" + line.getValue());
                }
                outer.write("complete");
                return orderId;
            } catch (OutOfStockException e) {
                rollback(lines, reserved);
                throw new OrderFailedException(orderId, "order " + orderId + " short by " + e.shortfall(), e);
            } catch (InventoryException e) {
                rollback(lines, reserved);
                throw new OrderFailedException(orderId, "order " + orderId + " inventory problem with " + e.sku(), e);
            } catch (ValidationException e) {
                rollback(lines, reserved);
                trail.add("order " + orderId + " rejected");
                throw e;  // unchecked: propagate unchanged
            } finally {
                trail.add("order " + orderId + " end");
            }
        }

        private void rollback(Map<String, Integer> lines, List<String> reserved) {
            for (String sku : reserved) {
                warehouse.release(sku, lines.get(sku));
                trail.add("rollback " + sku);
            }
        }

        List<String> trail() {
            return trail;
        }
    }

    static int depth = 0;

    static String nested(int level, int max, boolean escalate) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("try").append(level).append(' ');
            if (level == max) {
                throw new InvalidQuantityException(-level);
            }
            sb.append(nested(level + 1, max, escalate));
            sb.append("after").append(level).append(' ');
        } catch (InvalidQuantityException e) {
            if (level == max) {
                System.out.println("  level " + level + " rethrows: " + e.getMessage());
                throw e;
            }
            sb.append("catch").append(level).append('(').append(e.getMessage()).append(") ");
            if (escalate) {
                throw new ValidationException("escalated at " + level + ": " + sb.toString().trim());
            }
        } finally {
            depth++;
            System.out.println("  finally level " + level + " (total " + depth + ")");
            sb.append("finally").append(level).append(' ');
        }
        return sb.toString();
    }

    static int finallyOverridesNothing() {
        int x = 1;
        try {
            x = 2;
            return x;
        } finally {
            x = 3;
            System.out.println("  finally ran, x set to " + x);
        }
    }

    static Map<String, Integer> order(Object... pairs) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], (Integer) pairs[i + 1]);
        }
        return m;
    }

    public static void main(String[] args) {
        Warehouse wh = new Warehouse();
        wh.put("SKU-1", 10);
        wh.put("SKU-2", 3);
        wh.put("SKU-3", 0);
        wh.put("SKU-4", 50);
        wh.discontinue("SKU-4");
        OrderService svc = new OrderService(wh);

        List<Map<String, Integer>> orders = new ArrayList<>();
        orders.add(order("SKU-1", 4, "SKU-2", 1));
        orders.add(order("SKU-1", 2, "SKU-2", 5));
        orders.add(order("SKU-1", 1, "SKU-4", 1));
        orders.add(order("SKU-2", 1, "BAD-9", 1));
        orders.add(order("SKU-1", 0));
        orders.add(order("SKU-1", 6, "SKU-2", 2));

        int ok = 0;
        int failed = 0;
        for (Map<String, Integer> o : orders) {
            System.out.println("placing " + o);
            try {
                int id = svc.placeOrder(o);
                ok++;
                System.out.println("  placed order " + id);
            } catch (OrderFailedException e) {
                failed++;
                System.out.println("  failed #" + e.orderId() + ": " + e.getMessage());
                Throwable cause = e.getCause();
                System.out.println("  cause: " + cause.getMessage());
                if (cause instanceof OutOfStockException oos) {
                    System.out.println("  cause is OutOfStock, shortfall=" + oos.shortfall());
                } else if (cause instanceof DiscontinuedException) {
                    System.out.println("  cause is Discontinued");
                }
            } catch (InvalidSkuException | InvalidQuantityException e) {
                failed++;
                String kind = e instanceof InvalidSkuException ? "sku" : "quantity";
                System.out.println("  validation(" + kind + "): " + e.getMessage());
            } finally {
                System.out.println("  stock now " + wh);
            }
        }
        System.out.println("ok=" + ok + " failed=" + failed);

        System.out.println("--- trail ---");
        StringBuilder group = new StringBuilder();
        for (String t : svc.trail()) {
            if (group.length() > 0) group.append(" | ");
            group.append(t);
            if (t.endsWith(" end")) {
                System.out.println(group);
                group.setLength(0);
            }
        }

        System.out.println("--- nested try/catch/finally ---");
        System.out.println(nested(1, 3, false).trim());
        try {
            System.out.println(nested(1, 3, true).trim());
        } catch (ValidationException e) {
            System.out.println("outer caught: " + e.getMessage());
        }
        System.out.println("finally blocks run: " + depth);

        System.out.println("--- return value vs finally ---");
        System.out.println("returned " + finallyOverridesNothing());

        System.out.println("--- catch by supertype ---");
        Exception[] samples = {
            new OutOfStockException("SKU-X", 5, 2),
            new DiscontinuedException("SKU-Y"),
            new InvalidSkuException("??"),
            new OrderFailedException(42, "wrapped", new DiscontinuedException("SKU-Z")),
            new IllegalStateException("plain state problem"),
        };
        for (Exception ex : samples) {
            try {
                throw ex;
            } catch (InventoryException e) {
                System.out.println("inventory[" + e.sku() + "]: " + e.getMessage());
            } catch (ValidationException e) {
                System.out.println("validation: " + e.getMessage());
            } catch (OrderFailedException e) {
                System.out.println("order " + e.orderId() + ": " + e.getMessage() + " <- " + e.getCause().getMessage());
            } catch (RuntimeException e) {
                System.out.println("runtime: " + e.getMessage());
            } catch (Exception e) {
                System.out.println("other: " + e.getMessage());
            }
        }

        System.out.println("--- double wrapping ---");
        try {
            try {
                try {
                    wh.reserve("SKU-3", 1);
                } catch (InventoryException e) {
                    throw new OrderFailedException(7, "level1", e);
                }
            } catch (OrderFailedException e) {
                throw new RuntimeException("level2: " + e.getMessage(), e);
            }
        } catch (RuntimeException e) {
            Throwable t = e;
            int lvl = 0;
            while (t != null) {
                System.out.println("chain[" + lvl + "] " + t.getMessage());
                t = t.getCause();
                lvl++;
            }
            System.out.println("root cause message: " + e.getCause().getCause().getMessage());
        }
    }
}
