import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SmHttpRequestBuilder {

    interface Describable {
        String describe();
    }

    enum Method implements Describable {
        GET(false, true) {
            @Override
            public String describe() {
                return "read a resource";
            }
        },
        POST(true, false) {
            @Override
            public String describe() {
                return "create a resource";
            }
        },
        PUT(true, true) {
            @Override
            public String describe() {
                return "replace a resource";
            }
        },
        PATCH(true, false) {
            @Override
            public String describe() {
                return "partially update";
            }
        },
        DELETE(false, true) {
            @Override
            public String describe() {
                return "remove a resource";
            }
        };

        private final boolean hasBody;
        private final boolean idempotent;

        Method(boolean hasBody, boolean idempotent) {
            this.hasBody = hasBody;
            this.idempotent = idempotent;
        }

        boolean allowsBody() {
            return hasBody;
        }

        boolean isIdempotent() {
            return idempotent;
        }
    }

    static final class Request {
        private final Method method;
        private final String baseUrl;
        private final String path;
        private final Map<String, String> headers;
        private final Map<String, String> query;
        private final String body;
        private final int timeoutMs;
        private final int retries;

        private Request(Builder b) {
            this.method = b.method;
            this.baseUrl = b.baseUrl;
            this.path = b.path;
            this.headers = Collections.unmodifiableMap(new TreeMap<>(b.headers));
            this.query = Collections.unmodifiableMap(new TreeMap<>(b.query));
            this.body = b.body;
            this.timeoutMs = b.timeoutMs;
            this.retries = b.retries;
        }

        String url() {
            StringBuilder sb = new StringBuilder(baseUrl);
            if (!path.startsWith("/")) {
                sb.append('/');
            }
            sb.append(path);
            char sep = '?';
            for (Map.Entry<String, String> e : query.entrySet()) {
                sb.append(sep).append(e.getKey()).append('=').append(e.getValue().replace(" ", "%20"));
                sep = '&';
            }
            return sb.toString();
        }

        Request withTimeout(int ms) {
            return toBuilder().timeoutMs(ms).build();
        }

        Request withHeader(String k, String v) {
            return toBuilder().header(k, v).build();
        }

        Request withMethod(Method m) {
            Builder b = toBuilder().method(m);
            if (!m.allowsBody()) {
                b.body(null);
            }
            return b.build();
        }

        Builder toBuilder() {
            Builder b = new Builder(baseUrl).method(method).path(path).body(body).timeoutMs(timeoutMs).retries(retries);
            for (Map.Entry<String, String> e : headers.entrySet()) {
                b.header(e.getKey(), e.getValue());
            }
            for (Map.Entry<String, String> e : query.entrySet()) {
                b.query(e.getKey(), e.getValue());
            }
            return b;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Request)) {
                return false;
            }
            Request r = (Request) o;
            if (method != r.method || timeoutMs != r.timeoutMs || retries != r.retries) {
                return false;
            }
            if (!baseUrl.equals(r.baseUrl) || !path.equals(r.path)) {
                return false;
            }
            if (body == null ? r.body != null : !body.equals(r.body)) {
                return false;
            }
            return headers.equals(r.headers) && query.equals(r.query);
        }

        @Override
        public int hashCode() {
            int result = method.ordinal();
            result = 31 * result + baseUrl.hashCode();
            result = 31 * result + path.hashCode();
            result = 31 * result + headers.hashCode();
            result = 31 * result + query.hashCode();
            result = 31 * result + (body == null ? 0 : body.hashCode());
            result = 31 * result + timeoutMs;
            result = 31 * result + retries;
            return result;
        }

        @Override
        public String toString() {
            return "Request[" + method + " " + url() + ", headers=" + headers
                    + (body == null ? "" : ", body=" + body.length() + " chars")
                    + ", timeout=" + timeoutMs + "ms, retries=" + retries + "]";
        }

        static final class Builder {
            private Method method = Method.GET;
            private final String baseUrl;
            private String path = "/";
            private final Map<String, String> headers = new TreeMap<>();
            private final Map<String, String> query = new TreeMap<>();
            private String body;
            private int timeoutMs = 10000;
            private int retries = 0;

            Builder(String baseUrl) {
                this.baseUrl = baseUrl;
            }

            Builder method(Method m) {
                this.method = m;
                return this;
            }

            Builder path(String p) {
                this.path = p;
                return this;
            }

            Builder header(String k, String v) {
                headers.put(k.toLowerCase(), v);
                return this;
            }

            Builder query(String k, String v) {
                query.put(k, v);
                return this;
            }

            Builder body(String b) {
                this.body = b;
                return this;
            }

            Builder timeoutMs(int t) {
                this.timeoutMs = t;
                return this;
            }

            Builder retries(int r) {
                this.retries = r;
                return this;
            }

            Request build() {
                List<String> errors = new ArrayList<>();
                if (baseUrl == null || !(baseUrl.startsWith("http://") || baseUrl.startsWith("https://"))) {
                    errors.add("baseUrl must start with http:// or https://");
                }
                if (body != null && !method.allowsBody()) {
                    errors.add(method + " must not have a body");
                }
                if (method.allowsBody() && body == null) {
                    errors.add(method + " requires a body");
                }
                if (timeoutMs < 100 || timeoutMs > 60000) {
                    errors.add("timeout out of range: " + timeoutMs);
                }
                if (retries > 0 && !method.isIdempotent()) {
                    errors.add("retries not allowed for non-idempotent " + method);
                }
                if (!errors.isEmpty()) {
                    throw new IllegalArgumentException(String.join("; ", errors));
                }
                return new Request(this);
            }
        }
    }

    public static void main(String[] args) {
        for (Method m : Method.values()) {
            System.out.println(String.format("%-6s body=%-5s idempotent=%-5s %s",
                    m, m.allowsBody(), m.isIdempotent(), m.describe()));
        }
        EnumSet<Method> withBody = EnumSet.noneOf(Method.class);
        for (Method m : Method.values()) {
            if (m.allowsBody()) {
                withBody.add(m);
            }
        }
        System.out.println("With body: " + withBody + " / without: " + EnumSet.complementOf(withBody));

        Request list = new Request.Builder("https://api.example.com")
                .path("users")
                .query("page", "2")
                .query("q", "ann lee")
                .header("Accept", "application/json")
                .header("X-Client", "android")
                .retries(3)
                .build();
        System.out.println(list);
        System.out.println("url = " + list.url());

        Request create = new Request.Builder("https://api.example.com")
                .method(Method.POST)
                .path("/users")
                .header("Content-Type", "application/json")
                .body("{\"name\":\"Ann\"}")
                .timeoutMs(5000)
                .build();
        System.out.println(create);

        Request slow = list.withTimeout(30000);
        Request authed = list.withHeader("Authorization", "Bearer abc");
        Request asDelete = create.withMethod(Method.DELETE);
        System.out.println("slow:   " + slow);
        System.out.println("authed: " + authed);
        System.out.println("delete: " + asDelete);
        System.out.println("list equals slow? " + list.equals(slow));
        System.out.println("list equals slow.withTimeout(10000)? " + list.equals(slow.withTimeout(10000)));
        System.out.println("hash consistent? " + (list.hashCode() == slow.withTimeout(10000).hashCode()));

        Request.Builder[] broken = {
                new Request.Builder("ftp://files").path("x"),
                new Request.Builder("https://a.b").method(Method.GET).body("oops"),
                new Request.Builder("https://a.b").method(Method.PATCH),
                new Request.Builder("https://a.b").method(Method.POST).body("{}").retries(2).timeoutMs(50),
                new Request.Builder("http://local").method(Method.PUT).body("{}").retries(1),
        };
        for (Request.Builder b : broken) {
            try {
                System.out.println("ok: " + b.build());
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            }
        }

        TreeMap<Method, Integer> counts = new TreeMap<>();
        Request[] all = {list, create, slow, authed, asDelete};
        for (Request r : all) {
            counts.merge(r.method, 1, Integer::sum);
        }
        System.out.println("Method usage (TreeMap by ordinal): " + counts);
        Method first = counts.firstKey();
        Method last = counts.lastKey();
        System.out.println("first=" + first + " last=" + last + " cmp=" + first.compareTo(last));
    }
}
