import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class BuilderPattern {
    public static void main(String[] args) {
        Request r1 = new Request.Builder("https://api.example.com/items").method("POST")
            .header("Content-Type", "application/json").header("X-Trace", "abc123")
            .body("{\"name\":\"widget\"}").timeoutMillis(2500).build();
        System.out.println("r1=" + r1);
        Request r2 = new Request.Builder("https://api.example.com/items?page=2").build();
        System.out.println("r2 (defaults)=" + r2);
        System.out.println("r2 headers empty=" + r2.getHeaders().isEmpty() + " method=" + r2.getMethod() + " timeout=" + r2.getTimeoutMillis());
        try { r1.getHeaders().add("X-Evil: 1"); } catch (UnsupportedOperationException e) { System.out.println("headers are immutable"); }
        Request r3 = r1.toBuilder().method("PUT").timeoutMillis(100).build();
        System.out.println("r3 from toBuilder=" + r3);
        System.out.println("r1 unchanged=" + r1.getMethod() + " " + r1.getTimeoutMillis());
        for (String kind : new String[] {"", "GET-with-body", "negative-timeout"}) {
            try {
                Request.Builder b = new Request.Builder(kind.isEmpty() ? "" : "https://x");
                if (kind.equals("GET-with-body")) b.body("data");
                if (kind.equals("negative-timeout")) b.timeoutMillis(-1);
                System.out.println(kind + " built?! " + b.build());
            } catch (IllegalArgumentException | IllegalStateException e) {
                System.out.println("invalid " + (kind.isEmpty() ? "empty-url" : kind) + ": " + e.getClass().getSimpleName() + " " + e.getMessage());
            }
        }
    }
}

final class Request {
    private final String url, method, body;
    private final List<String> headers;
    private final int timeoutMillis;
    private Request(Builder b) {
        this.url = b.url;
        this.method = b.method;
        this.headers = Collections.unmodifiableList(new ArrayList<>(b.headers));
        this.body = b.body;
        this.timeoutMillis = b.timeoutMillis;
    }
    String getMethod() { return method; }
    List<String> getHeaders() { return headers; }
    int getTimeoutMillis() { return timeoutMillis; }
    Builder toBuilder() {
        Builder b = new Builder(url).method(method).timeoutMillis(timeoutMillis);
        b.headers.addAll(headers);
        if (body != null) b.body(body);
        return b;
    }
    @Override
    public String toString() {
        return method + " " + url + " headers=" + headers + " body=" + (body == null ? "<none>" : body.length() + " chars") + " timeout=" + timeoutMillis + "ms";
    }
    static final class Builder {
        private final String url;
        private final List<String> headers = new ArrayList<>();
        private String method = "GET", body;
        private int timeoutMillis = 10_000;
        Builder(String url) {
            if (url == null || url.isEmpty()) throw new IllegalArgumentException("url required");
            this.url = url;
        }
        Builder method(String m) { this.method = m; return this; }
        Builder header(String name, String value) { headers.add(name + ": " + value); return this; }
        Builder body(String b) { this.body = b; return this; }
        Builder timeoutMillis(int t) {
            if (t < 0) throw new IllegalArgumentException("timeout must be >= 0");
            this.timeoutMillis = t;
            return this;
        }
        Request build() {
            if (body != null && method.equals("GET")) throw new IllegalStateException("GET cannot have a body");
            return new Request(this);
        }
    }
}
