import java.util.ArrayList;
import java.util.List;

public class IfcAdapter {
    public static void main(String[] args) {
        Downloader d = new Downloader();
        final List<String> log = new ArrayList<>();

        d.addListener(new DownloadListener() {
            public void onStart(String url) { log.add("full:start:" + url); }
            public void onProgress(String url, int percent) { log.add("full:" + percent); }
            public void onComplete(String url, int bytes) { log.add("full:done:" + bytes); }
            public void onError(String url, String reason) { log.add("full:err:" + reason); }
        });

        d.addListener(new DownloadAdapter() {
            @Override
            public void onComplete(String url, int bytes) {
                System.out.println("  [adapter] completed " + url + " size=" + bytes);
            }
        });

        final int[] errorCount = {0};
        d.addListener(new DownloadAdapter() {
            @Override
            public void onError(String url, String reason) {
                errorCount[0]++;
                System.out.println("  [errors] #" + errorCount[0] + " " + url + ": " + reason);
            }
        });

        ProgressBarListener bar = new ProgressBarListener();
        d.addListener(bar);

        d.download("https://cdn/app.apk", 4096);
        d.download("https://cdn/broken", -1);
        d.download("https://cdn/small.txt", 10);
        d.download("", 100);

        System.out.println("log entries: " + log.size());
        for (int i = 0; i < log.size(); i++) {
            System.out.println(String.format("%05d %s", i, log.get(i)));
        }
        System.out.println("errors seen: " + errorCount[0]);
        System.out.println("bar: " + bar.rendered());

        ClickHandler handler = new ClickHandler() {
            private int clicks = 0;
            @Override
            public boolean onClick(String viewId) {
                clicks++;
                System.out.println("  click " + viewId + " count=" + clicks);
                return clicks % 2 == 0;
            }
        };
        String[] views = {"btnOk", "btnCancel", "btnOk", "icon"};
        for (String v : views) {
            boolean consumed = handler.onClick(v);
            boolean longPress = handler.onLongClick(v);
            System.out.println("  " + v + " consumed=" + consumed + " long=" + longPress);
        }
    }
}

interface DownloadListener {
    void onStart(String url);
    void onProgress(String url, int percent);
    void onComplete(String url, int bytes);
    void onError(String url, String reason);
}

abstract class DownloadAdapter implements DownloadListener {
    public void onStart(String url) { }
    public void onProgress(String url, int percent) { }
    public void onComplete(String url, int bytes) { }
    public void onError(String url, String reason) { }
}

class ProgressBarListener extends DownloadAdapter {
    private final StringBuilder sb = new StringBuilder();

    @Override
    public void onStart(String url) {
        sb.append('<');
    }

    @Override
    public void onProgress(String url, int percent) {
        sb.append(percent >= 50 ? '=' : '-');
    }

    @Override
    public void onComplete(String url, int bytes) {
        sb.append('>');
    }

    @Override
    public void onError(String url, String reason) {
        sb.append('!');
    }

    String rendered() {
        return sb.toString();
    }
}

interface ClickHandler {
    boolean onClick(String viewId);

    default boolean onLongClick(String viewId) {
        return viewId.startsWith("btn") && onClick(viewId + "#long");
    }
}

class Downloader {
    private final List<DownloadListener> listeners = new ArrayList<>();

    void addListener(DownloadListener l) {
        listeners.add(l);
    }

    void download(String url, int size) {
        System.out.println("download '" + url + "' size=" + size);
        for (DownloadListener l : listeners) l.onStart(url);
        if (url.isEmpty()) {
            fail(url, "empty url");
            return;
        }
        if (size < 0) {
            for (DownloadListener l : listeners) l.onProgress(url, 10);
            fail(url, "connection reset");
            return;
        }
        int step = size >= 1000 ? 25 : 50;
        for (int p = step; p <= 100; p += step) {
            for (DownloadListener l : listeners) l.onProgress(url, p);
        }
        for (DownloadListener l : listeners) l.onComplete(url, size);
    }

    private void fail(String url, String reason) {
        for (DownloadListener l : listeners) l.onError(url, reason);
    }
}
