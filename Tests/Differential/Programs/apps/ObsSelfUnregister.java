import java.util.ArrayList;
import java.util.List;

public class ObsSelfUnregister {
    interface DownloadCallback {
        void onProgress(String file, int percent);
        void onComplete(String file);
    }

    static final class Subscription {
        private final DownloadManager manager;
        private final long token;
        private boolean active = true;
        Subscription(DownloadManager manager, long token) { this.manager = manager; this.token = token; }
        void cancel() {
            if (active) {
                active = false;
                manager.unregister(token);
            }
        }
        boolean isActive() { return active; }
        long getToken() { return token; }
    }

    static final class Entry {
        final long token;
        final String tag;
        final DownloadCallback callback;
        Entry(long token, String tag, DownloadCallback callback) {
            this.token = token; this.tag = tag; this.callback = callback;
        }
    }

    static class DownloadManager {
        private final List<Entry> entries = new ArrayList<>();
        private long nextToken = 100L;
        private int dispatchDepth = 0;

        Subscription register(String tag, DownloadCallback cb) {
            long t = nextToken++;
            entries.add(new Entry(t, tag, cb));
            System.out.println("  + register " + tag + " token=" + t + " (now " + entries.size() + ")");
            return new Subscription(this, t);
        }

        void unregister(long token) {
            for (int i = 0; i < entries.size(); i++) {
                if (entries.get(i).token == token) {
                    Entry e = entries.remove(i);
                    System.out.println("  - unregister " + e.tag + " token=" + token
                            + " depth=" + dispatchDepth + " (now " + entries.size() + ")");
                    return;
                }
            }
        }

        boolean isRegistered(long token) {
            for (Entry e : entries) if (e.token == token) return true;
            return false;
        }

        void progress(String file, int percent) {
            dispatchDepth++;
            List<Entry> snapshot = new ArrayList<>(entries);
            for (Entry e : snapshot) {
                // skip entries removed earlier in this same dispatch
                if (!isRegistered(e.token)) {
                    System.out.println("    skip removed " + e.tag);
                    continue;
                }
                e.callback.onProgress(file, percent);
            }
            dispatchDepth--;
        }

        void complete(String file) {
            dispatchDepth++;
            for (Entry e : new ArrayList<>(entries)) {
                e.callback.onComplete(file);
            }
            dispatchDepth--;
        }

        List<String> tags() {
            List<String> out = new ArrayList<>();
            for (Entry e : entries) out.add(e.tag);
            return out;
        }
    }

    public static void main(String[] args) {
        DownloadManager dm = new DownloadManager();
        List<String> notifications = new ArrayList<>();

        // One-shot: unregisters itself after first progress event
        Subscription[] oneShotHolder = new Subscription[1];
        oneShotHolder[0] = dm.register("oneShot", new DownloadCallback() {
            @Override public void onProgress(String file, int percent) {
                System.out.println("    oneShot got " + file + " " + percent + "% -> cancelling self");
                oneShotHolder[0].cancel();
            }
            @Override public void onComplete(String file) {
                System.out.println("    oneShot complete (should not happen)");
            }
        });

        // Threshold: unregisters itself when percent >= 50
        Subscription[] thresholdHolder = new Subscription[1];
        final int threshold = 50;
        thresholdHolder[0] = dm.register("threshold", new DownloadCallback() {
            @Override public void onProgress(String file, int percent) {
                System.out.println(String.format("    threshold %s %5d", file, percent) + "%");
                if (percent >= threshold) {
                    notifications.add("half:" + file);
                    thresholdHolder[0].cancel();
                }
            }
            @Override public void onComplete(String file) {
                System.out.println("    threshold complete " + file);
            }
        });

        // Killer: removes the "logger" subscription (a later one) while dispatching
        Subscription[] loggerHolder = new Subscription[1];
        dm.register("killer", new DownloadCallback() {
            @Override public void onProgress(String file, int percent) {
                if (percent == 75 && loggerHolder[0].isActive()) {
                    System.out.println("    killer removes logger token=" + loggerHolder[0].getToken());
                    loggerHolder[0].cancel();
                }
            }
            @Override public void onComplete(String file) {
                System.out.println("    killer complete " + file + ", registering late listener");
                dm.register("late", new DownloadCallback() {
                    @Override public void onProgress(String f, int p) {
                        System.out.println("    late " + f + " " + p + "%");
                    }
                    @Override public void onComplete(String f) {
                        System.out.println("    late complete " + f);
                    }
                });
            }
        });

        loggerHolder[0] = dm.register("logger", new DownloadCallback() {
            private int lines = 0;
            @Override public void onProgress(String file, int percent) {
                lines++;
                System.out.println("    logger line " + lines + ": " + file + "@" + percent);
            }
            @Override public void onComplete(String file) {
                System.out.println("    logger complete after " + lines + " lines");
            }
        });

        int[] steps = {10, 50, 75, 100};
        for (int p : steps) {
            System.out.println("progress " + p + " listeners=" + dm.tags());
            dm.progress("video.mp4", p);
        }
        System.out.println("complete listeners=" + dm.tags());
        dm.complete("video.mp4");
        System.out.println("after complete listeners=" + dm.tags());
        dm.progress("song.mp3", 20);
        dm.complete("song.mp3");
        System.out.println("after second complete listeners=" + dm.tags());

        System.out.println("oneShot active=" + oneShotHolder[0].isActive()
                + " threshold active=" + thresholdHolder[0].isActive()
                + " logger active=" + loggerHolder[0].isActive());
        oneShotHolder[0].cancel();
        System.out.println("notifications=" + notifications);
    }
}
