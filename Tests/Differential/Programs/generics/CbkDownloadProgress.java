import java.util.ArrayList;
import java.util.List;

public class CbkDownloadProgress {
    public static void main(String[] args) {
        System.out.println("== download 1: healthy file ==");
        DownloadTask task = new DownloadTask("video.mp4", new int[]{120, 300, 80, 250, 250});
        ProgressBar bar = new ProgressBar(20);
        task.addProgressListener(bar);
        List<Integer> seen = new ArrayList<>();
        task.addProgressListener(seen::add);
        MilestoneListener milestones = new MilestoneListener(25);
        task.addProgressListener(milestones);
        task.start(new Callback<String>() {
            @Override
            public void onSuccess(String path) {
                System.out.println("  done -> saved to " + path);
            }
            @Override
            public void onError(String message) {
                System.out.println("  failed -> " + message);
            }
        });
        System.out.println("seen percents: " + seen);
        System.out.println("milestones hit: " + milestones.hits);

        System.out.println("== download 2: corrupt chunk, bar removed midway ==");
        DownloadTask broken = new DownloadTask("archive.zip", new int[]{100, 100, 100, -1, 100});
        ProgressBar bar2 = new ProgressBar(10);
        broken.addProgressListener(bar2);
        broken.addProgressListener(new Listener<Integer>() {
            @Override
            public void onChanged(Integer pct) {
                if (pct >= 50) {
                    boolean ok = broken.removeProgressListener(bar2);
                    System.out.println("  [anon] pct=" + pct + " detach bar: " + ok);
                }
            }
        });
        StatusCallback status = new StatusCallback();
        broken.start(status);
        System.out.println("status log: " + status.log);

        System.out.println("== download 3: empty file ==");
        DownloadTask empty = new DownloadTask("empty.txt", new int[]{});
        empty.addProgressListener(p -> System.out.println("  [lambda] pct=" + p));
        empty.start(status);
        System.out.println("status log: " + status.log);
        System.out.println("listener counts: " + task.listenerCount() + " " + broken.listenerCount() + " " + empty.listenerCount());
    }
}

interface Callback<T> {
    void onSuccess(T result);
    void onError(String message);
}

interface Listener<T> {
    void onChanged(T value);
}

class DownloadTask {
    private final String name;
    private final int[] chunks;
    private final List<Listener<Integer>> progressListeners = new ArrayList<>();

    DownloadTask(String name, int[] chunks) { this.name = name; this.chunks = chunks; }

    void addProgressListener(Listener<Integer> l) { progressListeners.add(l); }

    boolean removeProgressListener(Listener<Integer> l) { return progressListeners.remove(l); }

    int listenerCount() { return progressListeners.size(); }

    void start(Callback<String> done) {
        int total = 0;
        for (int c : chunks) {
            total += Math.max(c, 0);
        }
        System.out.println(String.format("  start %-8s total=%5d bytes, chunks=%d", name, total, chunks.length));
        if (total == 0) {
            done.onError(name + ": nothing to download");
            return;
        }
        int received = 0;
        for (int i = 0; i < chunks.length; i++) {
            if (chunks[i] < 0) {
                done.onError(name + ": chunk " + i + " corrupt at byte " + received);
                return;
            }
            received += chunks[i];
            int pct = received * 100 / total;
            for (Listener<Integer> l : new ArrayList<>(progressListeners)) {
                l.onChanged(pct);
            }
        }
        done.onSuccess("/downloads/" + name);
    }
}

class ProgressBar implements Listener<Integer> {
    private final int width;

    ProgressBar(int width) { this.width = width; }

    @Override
    public void onChanged(Integer pct) {
        int filled = pct * width / 100;
        String bar = "#".repeat(filled) + ".".repeat(width - filled);
        System.out.println(String.format("  [%s] %5d", bar, pct) + "%");
    }
}

class MilestoneListener implements Listener<Integer> {
    private final int step;
    private int nextMilestone;
    final List<Integer> hits = new ArrayList<>();

    MilestoneListener(int step) { this.step = step; this.nextMilestone = step; }

    @Override
    public void onChanged(Integer pct) {
        while (pct >= nextMilestone) {
            hits.add(nextMilestone);
            System.out.println("  [milestone] passed " + nextMilestone + "%");
            nextMilestone += step;
        }
    }
}

class StatusCallback implements Callback<String> {
    final List<String> log = new ArrayList<>();

    public void onSuccess(String path) { log.add("ok:" + path); }

    public void onError(String message) { log.add("err:" + message); }
}
