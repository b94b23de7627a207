import java.util.ArrayList;
import java.util.List;

public class FlowPaymentRetry {

    // Checked exception hierarchy
    static class PaymentException extends Exception {
        private final String code;

        PaymentException(String code, String message) {
            super(message);
            this.code = code;
        }

        String getCode() {
            return code;
        }
    }

    static class TransientPaymentException extends PaymentException {
        private final int retryAfter;

        TransientPaymentException(String message, int retryAfter) {
            super("TRANSIENT", message);
            this.retryAfter = retryAfter;
        }

        int getRetryAfter() {
            return retryAfter;
        }
    }

    static class GatewayTimeoutException extends TransientPaymentException {
        GatewayTimeoutException(String message) {
            super(message, 3);
        }
    }

    static class PermanentPaymentException extends PaymentException {
        PermanentPaymentException(String code, String message) {
            super(code, message);
        }
    }

    static class PaymentFailedException extends RuntimeException {
        PaymentFailedException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    // Scripted gateway: each payment id has a deterministic script of outcomes.
    static class Gateway {
        private final String[] script;
        private int pos = 0;
        int calls = 0;

        Gateway(String[] script) {
            this.script = script;
        }

        String charge(String paymentId, int amountCents) throws PaymentException {
            calls++;
            String step = pos < script.length ? script[pos] : "ok";
            pos++;
            switch (step) {
                case "timeout":
                    throw new GatewayTimeoutException("gateway timeout for " + paymentId);
                case "busy":
                    throw new TransientPaymentException("gateway busy for " + paymentId, 2);
                case "declined":
                    throw new PermanentPaymentException("DECLINED", "card declined for " + paymentId);
                case "fraud":
                    throw new PermanentPaymentException("FRAUD", "fraud suspected on " + paymentId);
                case "crash":
                    throw new IllegalStateException("gateway internal error");
                default:
                    return "TX-" + paymentId + "-" + amountCents;
            }
        }
    }

    static class RetryStats {
        int attempts;
        int totalBackoff;
        int finallyRuns;
        List<String> log = new ArrayList<>();
    }

    static String chargeWithRetry(Gateway gw, String id, int amount, int maxAttempts, RetryStats stats)
            throws PaymentException {
        int backoff = 1;
        PaymentException last = null;
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            stats.attempts++;
            try {
                String tx = gw.charge(id, amount);
                stats.log.add(id + " attempt " + attempt + " ok");
                return tx;
            } catch (GatewayTimeoutException e) {
                last = e;
                int wait = Math.max(backoff, e.getRetryAfter());
                stats.totalBackoff += wait;
                stats.log.add(id + " attempt " + attempt + " timeout, wait " + wait);
                backoff *= 2;
                continue;
            } catch (TransientPaymentException e) {
                last = e;
                int wait = backoff + e.getRetryAfter();
                stats.totalBackoff += wait;
                stats.log.add(id + " attempt " + attempt + " transient, wait " + wait);
                backoff *= 2;
            } finally {
                stats.finallyRuns++;
            }
            if (backoff > 8) {
                stats.log.add(id + " backoff cap reached at " + backoff);
                break;
            }
        }
        throw new PaymentException("EXHAUSTED", "retries exhausted for " + id + ": " + last.getMessage());
    }

    public static void main(String[] args) {
        String[][] scripts = {
            {"ok"},
            {"timeout", "ok"},
            {"busy", "busy", "ok"},
            {"declined"},
            {"timeout", "busy", "busy", "busy", "busy", "busy"},
            {"busy", "fraud"},
            {"crash"},
            {"busy", "timeout", "busy", "ok"},
        };
        String[] ids = {"P100", "P101", "P102", "P103", "P104", "P105", "P106", "P107"};
        int[] amounts = {1250, 990, 45000, 300, 7775, 120, 5000, 64};

        int succeeded = 0;
        int failed = 0;
        int collected = 0;
        List<String> failures = new ArrayList<>();

        for (int i = 0; i < ids.length; i++) {
            Gateway gw = new Gateway(scripts[i]);
            RetryStats stats = new RetryStats();
            System.out.println("== payment " + ids[i] + " amount " + amounts[i]);
            try {
                String tx = chargeWithRetry(gw, ids[i], amounts[i], 5, stats);
                succeeded++;
                collected += amounts[i];
                System.out.println("  success: " + tx);
            } catch (PermanentPaymentException e) {
                failed++;
                failures.add(ids[i] + ":" + e.getCode());
                System.out.println("  permanent failure [" + e.getCode() + "]: " + e.getMessage());
            } catch (PaymentException e) {
                failed++;
                failures.add(ids[i] + ":" + e.getCode());
                System.out.println("  payment failure [" + e.getCode() + "]: " + e.getMessage());
            } catch (RuntimeException e) {
                failed++;
                failures.add(ids[i] + ":RUNTIME");
                System.out.println("  runtime " + e.getClass().getSimpleName() + ": " + e.getMessage());
            } finally {
                for (String line : stats.log) {
                    System.out.println("    log: " + line);
                }
                System.out.println("  attempts=" + stats.attempts + " finallyRuns=" + stats.finallyRuns
                        + " backoff=" + stats.totalBackoff + " gatewayCalls=" + gw.calls);
            }
        }

        System.out.println("== summary");
        System.out.println("succeeded=" + succeeded + " failed=" + failed);
        System.out.println("collected=" + String.format("%.2f", collected / 100.0));
        System.out.println("failures=" + String.join(",", failures));

        // Wrap a checked exception in an unchecked one and inspect the cause
        try {
            try {
                chargeWithRetry(new Gateway(new String[]{"fraud"}), "P900", 1, 2, new RetryStats());
            } catch (PaymentException e) {
                throw new PaymentFailedException("settlement aborted", e);
            }
        } catch (PaymentFailedException e) {
            System.out.println("wrapped: " + e.getMessage());
            System.out.println("cause: " + e.getCause().getMessage());
            System.out.println("cause is permanent: " + (e.getCause() instanceof PermanentPaymentException));
            PaymentException pe = (PaymentException) e.getCause();
            System.out.println("cause code: " + pe.getCode());
        }
    }
}
