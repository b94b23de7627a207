import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class IterHttpRequestBuilder {

    static final class HttpRequest {
        private final String method;
        private final String scheme;
        private final String host;
        private final int port;
        private final String path;
        private final Map<String, String> query;
        private final Map<String, String> headers;
        private final String body;
        private final int timeoutSeconds;
        private final int retries;

        private HttpRequest(Builder b) {
            this.method = b.method;
            this.scheme = b.scheme;
            this.host = b.host;
            this.port = b.port;
            this.path = b.path;
            this.query = Collections.unmodifiableMap(new LinkedHashMap<>(b.query));
            this.headers = Collections.unmodifiableMap(new TreeMap<>(b.headers));
            this.body = b.body;
            this.timeoutSeconds = b.timeoutSeconds;
            this.retries = b.retries;
        }

        static Builder builder() {
            return new Builder();
        }

        String method() {
            return method;
        }

        Map<String, String> headers() {
            return headers;
        }

        String url() {
            StringBuilder sb = new StringBuilder();
            sb.append(scheme).append("://").append(host);
            boolean defaultPort = ("http".equals(scheme) && port == 80) || ("https".equals(scheme) && port == 443);
            if (!defaultPort) {
                sb.append(":").append(port);
            }
            sb.append(path);
            if (!query.isEmpty()) {
                sb.append("?");
                boolean first = true;
                for (Map.Entry<String, String> e : query.entrySet()) {
                    if (!first) sb.append("&");
                    sb.append(e.getKey()).append("=").append(e.getValue());
                    first = false;
                }
            }
            return sb.toString();
        }

        Builder toBuilder() {
            Builder b = new Builder();
            b.method = method;
            b.scheme = scheme;
            b.host = host;
            b.port = port;
            b.path = path;
            b.query.putAll(query);
            b.headers.putAll(headers);
            b.body = body;
            b.timeoutSeconds = timeoutSeconds;
            b.retries = retries;
            return b;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append(method).append(" ").append(url());
            sb.append(" timeout=").append(timeoutSeconds).append("s retries=").append(retries);
            for (Map.Entry<String, String> e : headers.entrySet()) {
                sb.append("\n    ").append(e.getKey()).append(": ").append(e.getValue());
            }
            if (body != null) {
                sb.append("\n    <body ").append(body.length()).append(" chars> ").append(body);
            }
            return sb.toString();
        }

        static final class Builder {
            private String method = "GET";
            private String scheme = "https";
            private String host;
            private int port = -1;
            private String path = "/";
            private final Map<String, String> query = new LinkedHashMap<>();
            private final Map<String, String> headers = new TreeMap<>();
            private String body;
            private int timeoutSeconds = 30;
            private int retries = 0;

            private Builder() {
            }

            Builder method(String m) {
                this.method = m.toUpperCase();
                return this;
            }

            Builder get() {
                return method("GET");
            }

            Builder post(String body) {
                return method("POST").body(body);
            }

            Builder scheme(String s) {
                this.scheme = s;
                return this;
            }

            Builder host(String h) {
                this.host = h;
                return this;
            }

            Builder port(int p) {
                this.port = p;
                return this;
            }

            Builder path(String p) {
                this.path = p.startsWith("/") ? p : "/" + p;
                return this;
            }

            Builder query(String key, String value) {
                this.query.put(key, value);
                return this;
            }

            Builder query(String key, int value) {
                return query(key, String.valueOf(value));
            }

            Builder header(String name, String value) {
                this.headers.put(name.toLowerCase(), value);
                return this;
            }

            Builder bearer(String token) {
                return header("Authorization", "Bearer " + token);
            }

            Builder json() {
                return header("Content-Type", "application/json").header("Accept", "application/json");
            }

            Builder body(String b) {
                this.body = b;
                return this;
            }

            Builder timeout(int seconds) {
                this.timeoutSeconds = seconds;
                return this;
            }

            Builder retries(int r) {
                this.retries = r;
                return this;
            }

            HttpRequest build() {
                List<String> errors = new ArrayList<>();
                if (host == null || host.isEmpty()) {
                    errors.add("host is required");
                }
                if (!"http".equals(scheme) && !"https".equals(scheme)) {
                    errors.add("unsupported scheme " + scheme);
                }
                if (port == -1) {
                    port = "http".equals(scheme) ? 80 : 443;
                } else if (port < 1 || port > 65535) {
                    errors.add("port out of range: " + port);
                }
                if (("GET".equals(method) || "DELETE".equals(method)) && body != null) {
                    errors.add(method + " must not have a body");
                }
                if ("POST".equals(method) && body == null) {
                    errors.add("POST requires a body");
                }
                if (timeoutSeconds <= 0) {
                    errors.add("timeout must be positive");
                }
                if (retries < 0 || retries > 5) {
                    errors.add("retries must be 0..5");
                }
                if (!errors.isEmpty()) {
                    throw new IllegalStateException(String.join("; ", errors));
                }
                if (body != null) {
                    headers.put("content-length", String.valueOf(body.length()));
                } else {
                    headers.remove("content-length");
                }
                return new HttpRequest(this);
            }
        }
    }

    static void tryBuild(String label, HttpRequest.Builder b) {
        try {
            HttpRequest r = b.build();
            System.out.println("[" + label + "] OK " + r);
        } catch (IllegalStateException e) {
            System.out.println("[" + label + "] INVALID: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println("=== Valid requests ===");
        HttpRequest simple = HttpRequest.builder().host("example.com").build();
        System.out.println(simple);

        HttpRequest search = HttpRequest.builder()
                .host("api.example.com")
                .path("v2/search")
                .query("q", "iterators")
                .query("page", 3)
                .query("limit", 25)
                .header("User-Agent", "demo/1.0")
                .json()
                .timeout(10)
                .build();
        System.out.println(search);

        HttpRequest create = HttpRequest.builder()
                .scheme("http")
                .host("localhost")
                .port(8080)
                .path("/users")
                .post("{\"name\":\"ada\"}")
                .json()
                .bearer("abc123")
                .retries(3)
                .build();
        System.out.println(create);

        System.out.println("=== Derived via toBuilder ===");
        HttpRequest page4 = search.toBuilder().query("page", 4).build();
        System.out.println("original url: " + search.url());
        System.out.println("derived url:  " + page4.url());
        HttpRequest deleted = create.toBuilder().method("delete").body(null).path("/users/42").build();
        System.out.println(deleted);

        System.out.println("=== Header overrides (case-insensitive, sorted) ===");
        HttpRequest h = HttpRequest.builder()
                .host("h.example")
                .header("X-B", "1")
                .header("x-a", "2")
                .header("X-B", "3")
                .header("Accept", "text/plain")
                .build();
        for (Map.Entry<String, String> e : h.headers().entrySet()) {
            System.out.println(e.getKey() + " = " + e.getValue());
        }
        System.out.println("header count: " + h.headers().size());
        try {
            h.headers().put("x-c", "4");
        } catch (UnsupportedOperationException e) {
            System.out.println("headers are immutable");
        }

        System.out.println("=== Invalid requests ===");
        tryBuild("no host", HttpRequest.builder().path("/x"));
        tryBuild("bad scheme", HttpRequest.builder().host("a").scheme("ftp"));
        tryBuild("bad port", HttpRequest.builder().host("a").port(70000));
        tryBuild("get with body", HttpRequest.builder().host("a").body("data"));
        tryBuild("post no body", HttpRequest.builder().host("a").method("post"));
        tryBuild("many problems", HttpRequest.builder().scheme("gopher").port(0).timeout(0).retries(9));
        tryBuild("ok small", HttpRequest.builder().host("ok.test").port(443).retries(5));

        System.out.println("=== Batch from data ===");
        String[][] specs = {
                {"GET", "/a", ""},
                {"POST", "/b", "x=1"},
                {"PUT", "/c", "y=2"},
                {"DELETE", "/d", ""},
                {"POST", "/e", ""}
        };
        int okCount = 0;
        for (String[] spec : specs) {
            HttpRequest.Builder b = HttpRequest.builder().host("batch.io").method(spec[0]).path(spec[1]);
            if (!spec[2].isEmpty()) {
                b.body(spec[2]);
            }
            try {
                HttpRequest r = b.build();
                okCount++;
                System.out.println(r.method() + " -> " + r.url() + " headers=" + r.headers());
            } catch (IllegalStateException e) {
                System.out.println(spec[0] + " " + spec[1] + " rejected: " + e.getMessage());
            }
        }
        System.out.println("built " + okCount + " of " + specs.length);
    }
}
