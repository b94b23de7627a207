import java.util.ArrayList;
import java.util.List;

public class OrderSyncErrors {

    // ---- checked hierarchy ----
    static class SyncException extends Exception {
        SyncException(String message) {
            super(message);
        }

        SyncException(String message, Throwable cause) {
            super(message, cause);
        }

        String category() {
            return "sync";
        }
    }

    static class NetworkException extends SyncException {
        final boolean retryable;

        NetworkException(String message, boolean retryable) {
            super(message);
            this.retryable = retryable;
        }

        @Override
        String category() {
            return retryable ? "network/transient" : "network/permanent";
        }
    }

    static class DataException extends SyncException {
        DataException(String message, Throwable cause) {
            super(message, cause);
        }

        @Override
        String category() {
            return "data";
        }
    }

    // ---- unchecked hierarchy ----
    static class AppRuntimeException extends RuntimeException {
        AppRuntimeException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static class CorruptOrderException extends AppRuntimeException {
        final String orderId;

        CorruptOrderException(String orderId, String message) {
            super("order " + orderId + ": " + message, null);
            this.orderId = orderId;
        }
    }

    // static helper that throws; used inside plain loops
    static int parseQuantity(String orderId, String raw) {
        String t = raw.trim();
        if (t.isEmpty()) {
            throw new CorruptOrderException(orderId, "empty quantity");
        }
        int q = Integer.parseInt(t);
        if (q < 0) {
            throw new CorruptOrderException(orderId, "negative quantity " + q);
        }
        return q;
    }

    static String fetch(String endpoint) throws NetworkException {
        if (endpoint.contains("timeout")) {
            throw new NetworkException("timed out calling " + endpoint, true);
        }
        if (endpoint.startsWith("http://")) {
            throw new NetworkException("insecure endpoint refused: " + endpoint, false);
        }
        return "ORD-1:3;ORD-2: 5 ;ORD-3:-1;ORD-4:;ORD-5:x9;ORD-6:12";
    }

    static int importOrders(String payload) throws DataException {
        int total = 0;
        String[] entries = payload.split(";");
        for (String entry : entries) {
            int colon = entry.indexOf(':');
            String id = entry.substring(0, colon);
            String qty = entry.substring(colon + 1);
            try {
                int q = parseQuantity(id, qty);
                total += q;
                System.out.println("  imported " + id + " qty=" + q + " running=" + total);
            } catch (CorruptOrderException e) {
                System.out.println("  skipped " + e.orderId + " (" + e.getMessage() + ")");
            } catch (NumberFormatException e) {
                // rethrow wrapped as checked exception
                throw new DataException("cannot import " + id, e);
            }
        }
        return total;
    }

    static int sync(String endpoint) throws SyncException {
        String payload = fetch(endpoint);
        try {
            return importOrders(payload);
        } catch (DataException e) {
            throw new SyncException("sync of " + endpoint + " aborted", e);
        }
    }

    static String describeChain(Throwable t) {
        StringBuilder sb = new StringBuilder();
        int depth = 0;
        while (t != null) {
            if (depth > 0) {
                sb.append("\n    ").append("  ".repeat(depth)).append("caused by ");
            }
            sb.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage());
            t = t.getCause();
            depth++;
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] endpoints = {"https://api.shop/orders", "https://api.shop/timeout", "http://legacy/orders"};
        List<String> report = new ArrayList<>();
        for (String ep : endpoints) {
            System.out.println("syncing " + ep);
            try {
                int total = sync(ep);
                report.add(ep + " -> " + total);
            } catch (NetworkException e) {
                System.out.println("  network problem [" + e.category() + "] retryable=" + e.retryable);
                report.add(ep + " -> " + e.category());
            } catch (SyncException e) {
                System.out.println("  " + describeChain(e));
                System.out.println("  top category=" + e.category() + ", cause category="
                        + ((SyncException) e.getCause()).category());
                System.out.println("  root message: " + e.getCause().getCause().getMessage());
                report.add(ep + " -> failed");
            } finally {
                System.out.println("  finished " + ep.substring(ep.lastIndexOf('/') + 1));
            }
        }
        System.out.println("report:");
        for (String r : report) {
            System.out.println("  " + r);
        }

        // unchecked wrapper around checked exception
        try {
            try {
                fetch("http://old");
            } catch (NetworkException e) {
                throw new AppRuntimeException("unrecoverable", e);
            }
        } catch (AppRuntimeException e) {
            Throwable cause = e.getCause();
            System.out.println("wrapped: " + e.getMessage() + " / " + cause.getMessage()
                    + " / instanceof SyncException=" + (cause instanceof SyncException));
        }

        // static helper directly in a loop, counting failures
        String[] quantities = {"1", " 2", "", "-4", "8 "};
        int ok = 0, bad = 0, sum = 0;
        for (int i = 0; i < quantities.length; i++) {
            try {
                sum += parseQuantity("Q" + i, quantities[i]);
                ok++;
            } catch (AppRuntimeException e) {
                bad++;
                System.out.println("loop error " + e.getClass().getSimpleName() + ": " + e.getMessage()
                        + " cause null? " + (e.getCause() == null));
            }
        }
        System.out.println("ok=" + ok + " bad=" + bad + " sum=" + sum);

        Exception plain = new SyncException("no cause");
        System.out.println("plain cause is null: " + (plain.getCause() == null) + ", message: " + plain.getMessage());
        Exception withCause = new RuntimeException(new IllegalArgumentException("inner detail"));
        System.out.println("cause-only ctor inner: " + withCause.getCause().getMessage());
    }
}
