import java.util.*;

public class PatternObserverBuilder {
    interface DownloadListener {
        void onProgress(String file, int percent);
        default void onComplete(String file) { onProgress(file, 100); }
        default void onError(String file, String msg) { }
        default int priority() { return 0; }
    }

    static final class Notification {
        private final String title, body, channel; private final int priority; private final boolean silent; private final List<String> actions;
        private Notification(Builder b) {
            title = b.title; body = b.body; channel = b.channel; priority = b.priority; silent = b.silent; actions = List.copyOf(b.actions);
        }
        static Builder builder(String title) { return new Builder(title); }
        Builder toBuilder() { Builder b = new Builder(title).body(body).channel(channel).priority(priority).silent(silent); for (String a : actions) b.action(a); return b; }
        @Override public String toString() {
            return "Notification{" + title + "|" + body + "|ch=" + channel + "|p=" + priority + (silent ? "|silent" : "") + "|actions=" + actions + "}";
        }
        @Override public boolean equals(Object o) {
            return o instanceof Notification n && n.title.equals(title) && n.body.equals(body) && n.channel.equals(channel)
                && n.priority == priority && n.silent == silent && n.actions.equals(actions);
        }
        @Override public int hashCode() { return Objects.hash(title, body, channel, priority, silent, actions); }

        static final class Builder {
            private final String title; private String body = ""; private String channel = "default"; private int priority = 0;
            private boolean silent; private final List<String> actions = new ArrayList<>();
            private Builder(String title) { this.title = title; }
            Builder body(String b) { body = b; return this; }
            Builder channel(String c) { channel = c; return this; }
            Builder priority(int p) { priority = Math.max(-2, Math.min(2, p)); return this; }
            Builder silent(boolean s) { silent = s; return this; }
            Builder action(String a) { actions.add(a); return this; }
            Notification build() {
                if (title.isEmpty()) throw new IllegalStateException("title required");
                return new Notification(this);
            }
        }
    }

    static class Downloader {
        private final List<DownloadListener> listeners = new ArrayList<>();
        protected final Map<String, Integer> progress = new TreeMap<>();
        void addListener(DownloadListener l) {
            int idx = 0;
            while (idx < listeners.size() && listeners.get(idx).priority() >= l.priority()) idx++;
            listeners.add(idx, l);
        }
        boolean removeListener(DownloadListener l) { return listeners.remove(l); }
        void download(String file, int chunks, int failAt) {
            for (int i = 1; i <= chunks; i++) {
                if (i == failAt) { for (DownloadListener l : listeners) l.onError(file, "chunk " + i + " failed"); return; }
                int pct = i * 100 / chunks;
                progress.put(file, pct);
                if (i == chunks) for (DownloadListener l : listeners) l.onComplete(file);
                else for (DownloadListener l : listeners) l.onProgress(file, pct);
            }
        }
        int count() { return listeners.size(); }
    }

    static class ConsoleListener implements DownloadListener {
        protected final String prefix;
        ConsoleListener(String prefix) { this.prefix = prefix; }
        public void onProgress(String file, int percent) { System.out.println(prefix + " " + file + " " + percent + "%"); }
    }

    static class LoudListener extends ConsoleListener {
        LoudListener() { super("[LOUD]"); }
        @Override public void onComplete(String file) { super.onComplete(file); System.out.println(prefix + " DONE " + file.toUpperCase()); }
        @Override public void onError(String file, String msg) { System.out.println(prefix + " ERROR " + file + ": " + msg); }
        @Override public int priority() { return 5; }
    }

    static class NotifyingListener implements DownloadListener {
        final List<Notification> posted = new ArrayList<>();
        private final Notification.Builder template;
        NotifyingListener(Notification.Builder template) { this.template = template; }
        public void onProgress(String file, int percent) { }
        @Override public void onComplete(String file) { posted.add(Notification.builder("Done: " + file).body("100%").channel("downloads").action("open").build()); }
        @Override public void onError(String file, String msg) { posted.add(template.build().toBuilder().body(file + " / " + msg).priority(9).build()); }
        @Override public int priority() { return -1; }
    }

    public static void main(String[] args) {
        Notification n1 = Notification.builder("Hello").body("World").priority(1).action("reply").action("dismiss").build();
        Notification n2 = n1.toBuilder().build();
        Notification n3 = n1.toBuilder().silent(true).priority(-7).channel("quiet").build();
        System.out.println(n1);
        System.out.println(n3);
        System.out.println("n1.equals(n2)=" + n1.equals(n2) + " hashEq=" + (n1.hashCode() == n2.hashCode()) + " n1.equals(n3)=" + n1.equals(n3));
        try { Notification.builder("").build(); } catch (IllegalStateException e) { System.out.println("caught: " + e.getMessage()); }

        Downloader d = new Downloader();
        int[] counter = { 0 };
        DownloadListener lambda = (file, pct) -> { counter[0]++; if (pct >= 50) System.out.println("lambda " + file + " half+ " + pct); };
        NotifyingListener notifier = new NotifyingListener(Notification.builder("Failed").channel("errors").silent(true));
        d.addListener(new ConsoleListener("[con]"));
        d.addListener(lambda);
        d.addListener(new LoudListener());
        d.addListener(notifier);
        d.addListener(new DownloadListener() {
            public void onProgress(String f, int p) { }
            @Override public void onError(String f, String m) { System.out.println("anon saw error in " + f); }
            @Override public int priority() { return 3; }
        });
        System.out.println("listeners=" + d.count());
        d.download("photo.jpg", 4, -1);
        d.download("video.mp4", 5, 3);
        System.out.println("removed lambda=" + d.removeListener(lambda) + " again=" + d.removeListener(lambda));
        d.download("doc.pdf", 2, -1);
        System.out.println("lambda calls=" + counter[0]);
        for (Map.Entry<String, Integer> e : d.progress.entrySet()) System.out.println("progress " + e.getKey() + " = " + e.getValue());
        for (Notification n : notifier.posted) System.out.println("posted " + n);
    }
}
