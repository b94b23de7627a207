import java.util.*;

public class EvtDownloadManager {
    interface Observer<T> {
        void onEvent(T event);
    }

    static class DownloadEvent {
        final String fileId;
        final int seq;
        DownloadEvent(String fileId, int seq) { this.fileId = fileId; this.seq = seq; }
        String label() { return "event"; }
        @Override
        public String toString() { return "#" + seq + " " + label() + "(" + fileId + ")"; }
    }

    static class ProgressEvent extends DownloadEvent {
        final int bytes;
        final int total;
        ProgressEvent(String fileId, int seq, int bytes, int total) {
            super(fileId, seq);
            this.bytes = bytes;
            this.total = total;
        }
        int percent() { return total == 0 ? 100 : bytes * 100 / total; }
        @Override
        String label() { return "progress " + percent() + "%"; }
    }

    static class CompletedEvent extends DownloadEvent {
        final String path;
        CompletedEvent(String fileId, int seq, String path) { super(fileId, seq); this.path = path; }
        @Override
        String label() { return "completed -> " + path; }
    }

    static class FailedEvent extends DownloadEvent {
        final String reason;
        final int attempt;
        FailedEvent(String fileId, int seq, String reason, int attempt) {
            super(fileId, seq);
            this.reason = reason;
            this.attempt = attempt;
        }
        @Override
        String label() { return "failed[" + reason + ", attempt " + attempt + "]"; }
    }

    static class Topic<T> {
        final String name;
        boolean paused;
        int maxBacklog = 3;
        private final List<Observer<? super T>> observers = new ArrayList<>();
        private final List<T> backlog = new ArrayList<>();
        private int published;
        private int overflow;

        Topic(String name) { this.name = name; }

        void subscribe(Observer<? super T> o) { observers.add(o); }
        void addListener(Observer<? super T> o) { observers.add(o); }
        void unsubscribe(Observer<? super T> o) { observers.remove(o); }
        boolean isObserved(Object o) { return observers.contains(o); }
        int observerCount() { return observers.size(); }

        void publish(T event) {
            published++;
            if (paused) {
                if (backlog.size() >= maxBacklog) {
                    backlog.remove(0);
                    overflow++;
                }
                backlog.add(event);
                return;
            }
            deliver(event);
        }

        private void deliver(T event) {
            for (Observer<? super T> o : new ArrayList<>(observers)) {
                o.onEvent(event);
            }
        }

        int resume() {
            paused = false;
            int n = backlog.size();
            List<T> pending = new ArrayList<>(backlog);
            backlog.clear();
            for (T e : pending) {
                deliver(e);
            }
            return n;
        }

        T peekBacklog() { return backlog.isEmpty() ? null : backlog.get(0); }
        int backlogSize() { return backlog.size(); }
        String stats() {
            return name + ": published=" + published + " observers=" + observers.size()
                    + " backlog=" + backlog.size() + " overflow=" + overflow + (paused ? " PAUSED" : "");
        }
    }

    static class EventLog implements Observer<Object> {
        final List<String> lines = new ArrayList<>();
        @Override
        public void onEvent(Object event) { lines.add(event.toString()); }
    }

    static class ProgressBar implements Observer<DownloadEvent> {
        final String fileId;
        int lastPercent = -1;
        ProgressBar(String fileId) { this.fileId = fileId; }
        @Override
        public void onEvent(DownloadEvent e) {
            if (!e.fileId.equals(fileId)) return;
            if (e instanceof ProgressEvent) {
                ProgressEvent p = (ProgressEvent) e;
                lastPercent = p.percent();
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < 10; i++) {
                    sb.append(i < lastPercent / 10 ? '#' : '.');
                }
                System.out.println("  [" + sb + "] " + fileId + " " + lastPercent + "%");
            } else {
                System.out.println("  bar(" + fileId + ") saw " + e.label());
            }
        }
    }

    static class QueueWatcher implements Observer<Number> {
        int peak;
        final List<Integer> samples = new ArrayList<>();
        @Override
        public void onEvent(Number n) {
            samples.add(n.intValue());
            if (n.intValue() > peak) peak = n.intValue();
        }
    }

    static class Task {
        final String id;
        final int size;
        final int chunk;
        final int failAt;
        int received;
        int attempts;
        boolean failedOnce;
        Task(String id, int size, int chunk, int failAt) {
            this.id = id;
            this.size = size;
            this.chunk = chunk;
            this.failAt = failAt;
        }
    }

    static int seq = 0;

    public static void main(String[] args) {
        Topic<ProgressEvent> progress = new Topic<>("progress");
        Topic<CompletedEvent> completed = new Topic<>("completed");
        Topic<FailedEvent> failed = new Topic<>("failed");
        Topic<Integer> queueSize = new Topic<>("queueSize");
        Map<String, Topic<?>> bus = new LinkedHashMap<>();
        bus.put(progress.name, progress);
        bus.put(completed.name, completed);
        bus.put(failed.name, failed);
        bus.put(queueSize.name, queueSize);

        EventLog log = new EventLog();
        for (Topic<?> t : bus.values()) {
            t.addListener(log);
        }
        ProgressBar barA = new ProgressBar("video.mp4");
        ProgressBar barB = new ProgressBar("photos.zip");
        progress.subscribe(barA);
        progress.subscribe(barB);
        completed.subscribe(barA);
        failed.subscribe(barB);
        QueueWatcher watcher = new QueueWatcher();
        queueSize.subscribe(watcher);
        List<String> retries = new ArrayList<>();
        failed.subscribe(e -> retries.add(e.fileId + "@" + e.attempt));

        List<Task> queue = new ArrayList<>();
        queue.add(new Task("video.mp4", 1000, 250, -1));
        queue.add(new Task("photos.zip", 600, 200, 400));
        queue.add(new Task("notes.txt", 90, 50, -1));

        System.out.println("== downloading ==");
        queueSize.publish(queue.size());
        int round = 0;
        while (!queue.isEmpty() && round < 20) {
            round++;
            Task t = queue.remove(0);
            t.attempts++;
            int next = Math.min(t.size, t.received + t.chunk);
            if (t.failAt >= 0 && !t.failedOnce && next >= t.failAt) {
                t.failedOnce = true;
                failed.publish(new FailedEvent(t.id, ++seq, "connection reset", t.attempts));
                t.received = t.failAt / 2;
                queue.add(t);
            } else {
                t.received = next;
                progress.publish(new ProgressEvent(t.id, ++seq, t.received, t.size));
                if (t.received >= t.size) {
                    completed.publish(new CompletedEvent(t.id, ++seq, "/sdcard/Download/" + t.id));
                } else {
                    queue.add(t);
                }
            }
            if (round == 3) {
                System.out.println("  -- barB detached: " + progress.isObserved(barB));
                progress.unsubscribe(barB);
                System.out.println("  -- barB still attached: " + progress.isObserved(barB));
            }
            if (round == 7) {
                for (Topic<?> topic : bus.values()) {
                    if (!topic.name.equals("queueSize")) {
                        topic.paused = true;
                        topic.maxBacklog = 2;
                    }
                }
                System.out.println("  -- paused event topics (app in background)");
            }
            queueSize.publish(queue.size());
        }

        System.out.println("== background state ==");
        for (Topic<?> topic : bus.values()) {
            Object head = topic.peekBacklog();
            System.out.println("  " + topic.stats() + " head=" + (head == null ? "none" : head.toString()));
        }

        System.out.println("== resume ==");
        for (Topic<?> topic : bus.values()) {
            if (topic.paused) {
                int n = topic.resume();
                System.out.println("  resumed " + topic.name + " flushing " + n);
            }
        }
        Topic<?> anyTopic = bus.get("queueSize");
        if (anyTopic.name.equals("queueSize")) {
            @SuppressWarnings("unchecked")
            Topic<Integer> qs = (Topic<Integer>) anyTopic;
            qs.publish(0);
        }

        System.out.println("== log ==");
        for (String line : log.lines) {
            System.out.println("  " + line);
        }
        System.out.println("== summary ==");
        for (Topic<?> topic : bus.values()) {
            System.out.println("  " + topic.stats());
        }
        System.out.println("  queue samples " + watcher.samples + " peak " + watcher.peak);
        System.out.println("  retries " + retries);
        System.out.println("  barA last " + barA.lastPercent + "% barB last " + barB.lastPercent + "%");
        System.out.println("  log observing all: " + bus.get("failed").isObserved(log) + " " + bus.get("progress").isObserved(log));
    }
}
