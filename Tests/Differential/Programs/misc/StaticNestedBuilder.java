import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class StaticNestedBuilder {
    static final class HttpRequest {
        private final String method;
        private final String url;
        private final List<String> headers;
        private final String body;
        private final int timeoutSeconds;

        private HttpRequest(Builder b) {
            this.method = b.method;
            this.url = b.url;
            this.headers = Collections.unmodifiableList(new ArrayList<>(b.headers));
            this.body = b.body;
            this.timeoutSeconds = b.timeoutSeconds;
        }

        static Builder builder(String url) {
            return new Builder(url);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(method + " " + url + " (timeout " + timeoutSeconds + "s)");
            for (String h : headers) {
                sb.append("\n  ").append(h);
            }
            if (body != null) {
                sb.append("\n  body: ").append(body);
            }
            return sb.toString();
        }

        static final class Builder {
            private String method = "GET";
            private final String url;
            private final List<String> headers = new ArrayList<>();
            private String body;
            private int timeoutSeconds = 30;

            private Builder(String url) {
                this.url = url;
            }

            Builder method(String m) {
                this.method = m;
                return this;
            }

            Builder header(String name, String value) {
                headers.add(name + ": " + value);
                return this;
            }

            Builder body(String b) {
                this.body = b;
                return this;
            }

            Builder timeout(int s) {
                if (s <= 0) {
                    throw new IllegalArgumentException("timeout must be positive: " + s);
                }
                this.timeoutSeconds = s;
                return this;
            }

            HttpRequest build() {
                if (body != null && method.equals("GET")) {
                    throw new IllegalStateException("GET cannot have a body");
                }
                return new HttpRequest(this);
            }
        }
    }

    public static void main(String[] args) {
        System.out.println(HttpRequest.builder("/index").build());
        HttpRequest.Builder b = HttpRequest.builder("/api/items").method("POST").header("Content-Type", "json").body("{\"a\":1}");
        HttpRequest r1 = b.build();
        b.header("X-Extra", "later");
        HttpRequest r2 = b.timeout(5).build();
        System.out.println(r1);
        System.out.println(r2);
        try {
            HttpRequest.builder("/bad").body("oops").build();
        } catch (IllegalStateException e) {
            System.out.println("build failed: " + e.getMessage());
        }
        try {
            HttpRequest.builder("/bad").timeout(0);
        } catch (IllegalArgumentException e) {
            System.out.println("builder failed: " + e.getMessage());
        }
        try {
            r1.headers.add("nope");
        } catch (UnsupportedOperationException e) {
            System.out.println("headers are immutable, count " + r1.headers.size());
        }
    }
}
