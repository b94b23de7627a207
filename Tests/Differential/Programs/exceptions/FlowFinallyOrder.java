import java.util.ArrayList;
import java.util.List;

public class FlowFinallyOrder {

    static final List<String> audit = new ArrayList<>();

    static class TxAbortedException extends RuntimeException {
        TxAbortedException(String message) {
            super(message);
        }
    }

    static void flushAudit(String label) {
        System.out.println(label + ": " + String.join(", ", audit));
        audit.clear();
    }

    // finally runs when try returns; return value is computed before finally
    static int reserveSeats(int requested) {
        int reserved = 0;
        try {
            audit.add("begin reserve " + requested);
            reserved = Math.min(requested, 5);
            return reserved;
        } finally {
            reserved = -1;
            audit.add("finally reserve (local now " + reserved + ")");
        }
    }

    // finally mutates an object whose reference was already returned
    static List<String> buildManifest(String flight) {
        List<String> manifest = new ArrayList<>();
        try {
            manifest.add(flight + ":pilot");
            return manifest;
        } finally {
            manifest.add(flight + ":sealed");
        }
    }

    // The single case where finally's own return overrides the try's return
    @SuppressWarnings("finally")
    static String resolveStatus(String code) {
        try {
            audit.add("resolving " + code);
            if (code.equals("X")) {
                throw new TxAbortedException("code X is forbidden");
            }
            return "status-" + code;
        } finally {
            audit.add("override for " + code);
            return "OVERRIDDEN";
        }
    }

    // nested try/finally: inner finally before outer finally, catch placement matters
    static int nestedCommit(int stage) {
        int result = 0;
        try {
            audit.add("outer try");
            try {
                audit.add("inner try");
                if (stage == 1) {
                    throw new TxAbortedException("fail at stage 1");
                }
                try {
                    audit.add("innermost try");
                    if (stage == 2) {
                        throw new IllegalArgumentException("fail at stage 2");
                    }
                    if (stage == 3) {
                        return 30;
                    }
                    result = 40;
                } finally {
                    audit.add("innermost finally");
                }
            } catch (IllegalArgumentException e) {
                audit.add("inner catch: " + e.getMessage());
                result = 20;
            } finally {
                audit.add("inner finally");
            }
            audit.add("after inner");
        } catch (TxAbortedException e) {
            audit.add("outer catch: " + e.getMessage());
            result = 10;
        } finally {
            audit.add("outer finally");
        }
        audit.add("end result " + result);
        return result;
    }

    // finally with break and continue in a processing loop
    static int processQueue(String[] jobs) {
        int done = 0;
        for (int i = 0; i < jobs.length; i++) {
            try {
                String job = jobs[i];
                if (job.startsWith("skip")) {
                    audit.add("continue " + job);
                    continue;
                }
                if (job.equals("halt")) {
                    audit.add("break at " + i);
                    break;
                }
                done++;
                audit.add("did " + job);
            } finally {
                audit.add("f" + i);
            }
        }
        return done;
    }

    // finally inside while with labeled break through two levels
    static int drainBuckets(int[][] buckets, int stopAt) {
        int total = 0;
        int finallies = 0;
        drain:
        while (true) {
            for (int b = 0; b < buckets.length; b++) {
                try {
                    for (int j = 0; j < buckets[b].length; j++) {
                        try {
                            if (buckets[b][j] < 0) {
                                continue;
                            }
                            total += buckets[b][j];
                            if (total >= stopAt) {
                                audit.add("stop in bucket " + b + " at " + j);
                                break drain;
                            }
                        } finally {
                            finallies++;
                        }
                    }
                } finally {
                    audit.add("bucket " + b + " closed");
                }
            }
            audit.add("full pass, total " + total);
            stopAt = total;
        }
        audit.add("finallies " + finallies);
        return total;
    }

    // exception thrown in finally replaces the one from try
    static void replaceException() {
        try {
            throw new IllegalStateException("original");
        } finally {
            audit.add("finally throwing replacement");
            if (audit.size() > 0) {
                throw new TxAbortedException("replacement from finally");
            }
        }
    }

    public static void main(String[] args) {
        for (int req : new int[]{3, 9}) {
            System.out.println("reserveSeats(" + req + ") = " + reserveSeats(req));
            flushAudit("  audit");
        }

        List<String> m = buildManifest("LX12");
        System.out.println("manifest size " + m.size() + ": " + String.join("|", m));

        for (String c : new String[]{"A", "B", "X"}) {
            System.out.println("resolveStatus(" + c + ") = " + resolveStatus(c));
            flushAudit("  audit");
        }

        for (int stage = 0; stage <= 3; stage++) {
            int r = nestedCommit(stage);
            System.out.println("nestedCommit(" + stage + ") = " + r);
            flushAudit("  audit");
        }

        int done = processQueue(new String[]{"a", "skip-b", "c", "skip-d", "e", "halt", "f"});
        System.out.println("processQueue done = " + done);
        flushAudit("  audit");

        done = processQueue(new String[]{"skip-only", "x", "y"});
        System.out.println("processQueue done = " + done);
        flushAudit("  audit");

        int[][] buckets = {{4, -1, 6}, {-5, 3}, {10, 10, 10}};
        System.out.println("drainBuckets(15) = " + drainBuckets(buckets, 15));
        flushAudit("  audit");
        System.out.println("drainBuckets(100) = " + drainBuckets(buckets, 100));
        flushAudit("  audit");

        try {
            replaceException();
        } catch (TxAbortedException e) {
            System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } catch (IllegalStateException e) {
            System.out.println("should not see original: " + e.getMessage());
        } finally {
            flushAudit("  audit");
        }

        int counter = 0;
        do {
            try {
                counter++;
                if (counter % 2 == 0) {
                    continue;
                }
                audit.add("odd " + counter);
            } finally {
                audit.add("tick " + counter);
            }
        } while (counter < 5);
        System.out.println("do-while counter = " + counter);
        flushAudit("  audit");
    }
}
