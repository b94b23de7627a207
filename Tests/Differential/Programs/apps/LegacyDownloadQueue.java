import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;

public class LegacyDownloadQueue {

    public static final int STATE_PENDING = 0;
    public static final int STATE_RUNNING = 1;
    public static final int STATE_PAUSED = 2;
    public static final int STATE_FAILED = 3;
    public static final int STATE_DONE = 4;

    public static final int FLAG_WIFI_ONLY = 0x01;
    public static final int FLAG_RETRY = 0x02;
    public static final int FLAG_NOTIFY = 0x04;
    public static final int FLAG_FLAKY = 0x08;

    public static final int MAX_RUNNING = 2;

    interface DownloadListener {
        void onStateChanged(Download d, int oldState, int newState);
        void onProgress(Download d);
    }

    static class Download {
        final int id;
        final String url;
        final int totalBytes;
        int downloaded;
        int state = STATE_PENDING;
        int flags;
        int attempts;

        Download(int id, String url, int totalBytes, int flags) {
            this.id = id;
            this.url = url;
            this.totalBytes = totalBytes;
            this.flags = flags;
        }

        int percent() {
            return totalBytes == 0 ? 100 : downloaded * 100 / totalBytes;
        }
    }

    static String stateName(int s) {
        switch (s) {
            case STATE_PENDING: return "PENDING";
            case STATE_RUNNING: return "RUNNING";
            case STATE_PAUSED: return "PAUSED";
            case STATE_FAILED: return "FAILED";
            case STATE_DONE: return "DONE";
            default: return "?" + s;
        }
    }

    static String flagString(int flags) {
        char[] c = new char[4];
        java.util.Arrays.fill(c, '-');
        if ((flags & FLAG_WIFI_ONLY) != 0) c[0] = 'W';
        if ((flags & FLAG_RETRY) != 0) c[1] = 'R';
        if ((flags & FLAG_NOTIFY) != 0) c[2] = 'N';
        if ((flags & FLAG_FLAKY) != 0) c[3] = 'F';
        return String.valueOf(c) + "(0x" + Integer.toHexString(flags) + ")";
    }

    private final LinkedList<Download> queue = new LinkedList<Download>();
    private final List<Download> finished = new ArrayList<Download>();
    private final List<DownloadListener> listeners = new ArrayList<DownloadListener>();
    private boolean onWifi = false;
    private int tick;

    void setState(Download d, int newState) {
        int old = d.state;
        if (old == newState) return;
        d.state = newState;
        for (int i = 0; i < listeners.size(); i++) {
            listeners.get(i).onStateChanged(d, old, newState);
        }
    }

    void tick() {
        tick++;
        int running = 0;
        for (Download d : queue) {
            if (d.state == STATE_RUNNING) running++;
        }
        for (Download d : queue) {
            if (running >= MAX_RUNNING) break;
            if (d.state == STATE_PENDING || d.state == STATE_PAUSED) {
                if ((d.flags & FLAG_WIFI_ONLY) != 0 && !onWifi) {
                    setState(d, STATE_PAUSED);
                    continue;
                }
                setState(d, STATE_RUNNING);
                d.attempts++;
                running++;
            }
        }
        Iterator<Download> it = queue.iterator();
        while (it.hasNext()) {
            Download d = it.next();
            if (d.state != STATE_RUNNING) continue;
            if ((d.flags & FLAG_FLAKY) != 0 && d.attempts < 3 && d.downloaded >= d.totalBytes / 2) {
                setState(d, STATE_FAILED);
                d.downloaded = 0;
                if ((d.flags & FLAG_RETRY) != 0) {
                    setState(d, STATE_PENDING);
                } else {
                    it.remove();
                    finished.add(d);
                }
                continue;
            }
            d.downloaded = Math.min(d.totalBytes, d.downloaded + 300);
            for (int i = 0; i < listeners.size(); i++) {
                listeners.get(i).onProgress(d);
            }
            if (d.downloaded == d.totalBytes) {
                setState(d, STATE_DONE);
                it.remove();
                finished.add(d);
            }
        }
    }

    public static void main(String[] args) {
        final LegacyDownloadQueue q = new LegacyDownloadQueue();
        final int[] notifications = new int[1];
        q.listeners.add(new DownloadListener() {
            public void onStateChanged(Download d, int oldState, int newState) {
                System.out.println(String.format("t=%02d #%d %s -> %s", q.tick, d.id, stateName(oldState), stateName(newState)));
                if (newState == STATE_DONE && (d.flags & FLAG_NOTIFY) != 0) {
                    notifications[0]++;
                }
            }

            public void onProgress(Download d) {
            }
        });
        q.listeners.add(new DownloadListener() {
            public void onStateChanged(Download d, int oldState, int newState) {
            }

            public void onProgress(Download d) {
                if (d.percent() == 100 || d.percent() % 50 < 15) {
                    System.out.println(String.format("     #%d %-22s %3d%% (%d/%d)", d.id, d.url, d.percent(), d.downloaded, d.totalBytes));
                }
            }
        });

        q.queue.add(new Download(1, "http://a/song.mp3", 900, FLAG_NOTIFY));
        q.queue.add(new Download(2, "http://b/video.mp4", 1500, FLAG_WIFI_ONLY | FLAG_NOTIFY));
        q.queue.add(new Download(3, "http://c/flaky.zip", 1200, FLAG_FLAKY | FLAG_RETRY));
        q.queue.add(new Download(4, "http://d/broken.apk", 1000, FLAG_FLAKY));
        q.queue.add(new Download(5, "http://e/tiny.txt", 0, 0));
        for (Download d : q.queue) {
            System.out.println("queued #" + d.id + " flags=" + flagString(d.flags));
        }

        int guard = 0;
        while (!q.queue.isEmpty() && guard < 40) {
            guard++;
            if (q.tick == 6) {
                q.onWifi = true;
                System.out.println("t=" + q.tick + " wifi connected");
            }
            q.tick();
        }
        System.out.println("finished after " + q.tick + " ticks:");
        for (int i = 0; i < q.finished.size(); i++) {
            Download d = q.finished.get(i);
            System.out.println(String.format("  #%d %-8s attempts=%d bytes=%5d flags=%s", d.id, stateName(d.state), d.attempts, d.downloaded, flagString(d.flags & ~FLAG_FLAKY)));
        }
        System.out.println("notifications=" + notifications[0]);
    }
}
