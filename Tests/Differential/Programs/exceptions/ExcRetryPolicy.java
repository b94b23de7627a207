import java.util.ArrayList;
import java.util.List;

public class ExcRetryPolicy {
    public static void main(String[] args) {
        SyncClient client = new SyncClient();
        client.script("profile", new int[]{503, 503, 200});
        client.script("orders", new int[]{500, 500, 500, 500});
        client.script("settings", new int[]{401});
        client.script("avatar", new int[]{200});
        client.script("feed", new int[]{429, 200});

        RetryPolicy policy = new RetryPolicy(3, 100, 2);
        String[] endpoints = {"profile", "orders", "settings", "avatar", "feed", "unknown"};
        List<String> summary = new ArrayList<>();
        for (String ep : endpoints) {
            System.out.println("== sync " + ep);
            try {
                String body = policy.execute(ep, client);
                System.out.println("  success: " + body);
                summary.add(ep + "=ok");
            } catch (SyncFailedException e) {
                System.out.println("  failed: " + e.getMessage());
                System.out.println("  attempts=" + e.getAttempts());
                Throwable cause = e.getCause();
                if (cause != null) {
                    System.out.println("  cause type=" + cause.getClass().getSimpleName());
                    System.out.println("  cause msg=" + cause.getMessage());
                    if (cause instanceof HttpException) {
                        System.out.println("  cause status=" + ((HttpException) cause).getStatus());
                    }
                }
                summary.add(ep + "=fail(" + e.getAttempts() + ")");
            } catch (IllegalArgumentException e) {
                System.out.println("  rejected: " + e.getMessage());
                summary.add(ep + "=rejected");
            }
        }
        System.out.println("summary: " + String.join(", ", summary));
        System.out.println("total calls made=" + client.totalCalls());
        System.out.println("total backoff ms=" + policy.totalBackoff());

        // retry with a do-while and a counter that sums partial progress
        int chunk = 0;
        int uploaded = 0;
        int failures = 0;
        int[] chunkSizes = {10, 20, 30, 40};
        do {
            try {
                uploaded += Uploader.upload(chunk, chunkSizes[chunk], failures);
                System.out.println("  chunk " + chunk + " uploaded, total=" + uploaded);
                chunk++;
                failures = 0;
            } catch (TransientException e) {
                failures++;
                System.out.println("  chunk " + chunk + " transient failure #" + failures + ": " + e.getMessage());
            }
        } while (chunk < chunkSizes.length);
        System.out.println("upload complete " + uploaded + " bytes");
    }
}

class HttpException extends Exception {
    private final int status;

    HttpException(int status, String message) {
        super(message);
        this.status = status;
    }

    int getStatus() {
        return status;
    }

    boolean isRetryable() {
        return status >= 500 || status == 429;
    }
}

class SyncFailedException extends Exception {
    private final int attempts;

    SyncFailedException(String message, int attempts, Throwable cause) {
        super(message, cause);
        this.attempts = attempts;
    }

    int getAttempts() {
        return attempts;
    }
}

class TransientException extends RuntimeException {
    TransientException(String message) {
        super(message);
    }
}

class SyncClient {
    private final List<String> names = new ArrayList<>();
    private final List<int[]> scripts = new ArrayList<>();
    private final List<Integer> cursors = new ArrayList<>();
    private int calls = 0;

    void script(String endpoint, int[] statuses) {
        names.add(endpoint);
        scripts.add(statuses);
        cursors.add(0);
    }

    String get(String endpoint) throws HttpException {
        int idx = names.indexOf(endpoint);
        if (idx < 0) {
            throw new IllegalArgumentException("endpoint not configured: " + endpoint);
        }
        calls++;
        int pos = cursors.get(idx);
        int[] statuses = scripts.get(idx);
        int status = statuses[Math.min(pos, statuses.length - 1)];
        cursors.set(idx, pos + 1);
        if (status != 200) {
            throw new HttpException(status, "HTTP " + status + " from /" + endpoint + " (call " + (pos + 1) + ")");
        }
        return "{\"" + endpoint + "\":true}";
    }

    int totalCalls() {
        return calls;
    }
}

class RetryPolicy {
    private final int maxAttempts;
    private final int baseDelay;
    private final int multiplier;
    private int backoffTotal = 0;

    RetryPolicy(int maxAttempts, int baseDelay, int multiplier) {
        this.maxAttempts = maxAttempts;
        this.baseDelay = baseDelay;
        this.multiplier = multiplier;
    }

    String execute(String endpoint, SyncClient client) throws SyncFailedException {
        int delay = baseDelay;
        HttpException last = null;
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            try {
                System.out.println("  attempt " + attempt);
                return client.get(endpoint);
            } catch (HttpException e) {
                last = e;
                if (!e.isRetryable()) {
                    System.out.println("  non-retryable status " + e.getStatus());
                    throw new SyncFailedException("sync of " + endpoint + " aborted", attempt, e);
                }
                if (attempt < maxAttempts) {
                    System.out.println("  retryable status " + e.getStatus() + ", waiting " + delay + "ms");
                    backoffTotal += delay;
                    delay *= multiplier;
                }
            } finally {
                System.out.println("  attempt " + attempt + " finished");
            }
        }
        throw new SyncFailedException("sync of " + endpoint + " gave up after " + maxAttempts + " attempts", maxAttempts, last);
    }

    int totalBackoff() {
        return backoffTotal;
    }
}

class Uploader {
    static int upload(int chunk, int size, int previousFailures) {
        if (chunk % 2 == 1 && previousFailures < chunk) {
            throw new TransientException("socket reset on chunk " + chunk);
        }
        return size;
    }
}
