import java.util.ArrayList;
import java.util.List;

public class FlwRetryLoop {
    static List<String> log = new ArrayList<>();
    static int attemptCounter = 0;

    static int fetch(int failUntil) throws NetworkException {
        attemptCounter++;
        try {
            if (attemptCounter < failUntil) {
                throw new NetworkException("timeout #" + attemptCounter);
            }
            log.add("fetch ok on attempt " + attemptCounter);
            return attemptCounter * 10;
        } finally {
            log.add("fetch finally (attempt " + attemptCounter + ")");
        }
    }

    static int retry(int maxAttempts, int failUntil) throws SyncException {
        attemptCounter = 0;
        int backoff = 1;
        int tries = 0;
        while (true) {
            tries++;
            try {
                int v = fetch(failUntil);
                return v + backoff;
            } catch (NetworkException e) {
                log.add("caught: " + e.getMessage() + ", backoff " + backoff);
                if (tries >= maxAttempts) {
                    throw new SyncException("gave up after " + tries, e);
                }
                backoff *= 2;
                continue;
            } finally {
                log.add("retry finally, tries=" + tries);
            }
        }
    }

    @SuppressWarnings("finally")
    static int overridden(int x) {
        try {
            if (x > 0) {
                return x * 2;
            }
            throw new IllegalStateException("negative " + x);
        } finally {
            if (x > 5) {
                return -1;
            }
            log.add("overridden finally for " + x);
        }
    }

    static int sumWithFinally(int[] values) {
        int total = 0;
        for (int i = 0; i < values.length; i++) {
            try {
                if (values[i] < 0) {
                    continue;
                }
                if (values[i] == 0) {
                    break;
                }
                total += values[i];
            } finally {
                log.add("loop finally i=" + i + " total=" + total);
            }
        }
        return total;
    }

    static void flush() {
        for (String s : log) {
            System.out.println("  " + s);
        }
        log.clear();
    }

    public static void main(String[] args) {
        int[][] scenarios = {{3, 2}, {3, 3}, {2, 5}};
        for (int[] sc : scenarios) {
            System.out.println("scenario max=" + sc[0] + " failUntil=" + sc[1]);
            try {
                int r = retry(sc[0], sc[1]);
                System.out.println("result = " + r);
            } catch (SyncException e) {
                System.out.println("sync failed: " + e.getMessage() + " / cause: " + e.getCause().getMessage());
            }
            flush();
        }
        for (int x : new int[]{3, 7}) {
            System.out.println("overridden(" + x + ") = " + overridden(x));
            flush();
        }
        try {
            System.out.println("overridden(-2) = " + overridden(-2));
        } catch (IllegalStateException e) {
            System.out.println("caught from overridden: " + e.getMessage());
        }
        flush();
        System.out.println("sumWithFinally = " + sumWithFinally(new int[]{4, -1, 6, 0, 9}));
        flush();
    }
}

class NetworkException extends Exception {
    NetworkException(String msg) {
        super(msg);
    }
}

class SyncException extends Exception {
    SyncException(String msg, Throwable cause) {
        super(msg, cause);
    }
}
