import java.util.*;

public class PatternChainHandlers {
    static final class Request {
        final String path; final String user; final int size; final Map<String, String> headers = new TreeMap<>();
        Request(String path, String user, int size) { this.path = path; this.user = user; this.size = size; }
        Request header(String k, String v) { headers.put(k, v); return this; }
        @Override public String toString() { return "Req(" + path + "," + user + "," + size + ")"; }
    }

    static final class Response implements Comparable<Response> {
        final int code; final String body;
        Response(int code, String body) { this.code = code; this.body = body; }
        public int compareTo(Response o) { return code != o.code ? Integer.compare(code, o.code) : body.compareTo(o.body); }
        @Override public boolean equals(Object o) { return o instanceof Response r && r.code == code && r.body.equals(body); }
        @Override public int hashCode() { return code * 31 + body.hashCode(); }
        @Override public String toString() { return code + " " + body; }
    }

    interface Handler {
        Response handle(Request r);
        Handler setNext(Handler next);
        default String name() { return "handler"; }
        static Handler terminal() {
            return new BaseHandler() { @Override protected Response process(Request r) { return new Response(404, "not found " + r.path); } @Override public String name() { return "terminal"; } };
        }
    }

    static abstract class BaseHandler implements Handler {
        protected Handler next;
        protected final List<String> seen = new ArrayList<>();
        public Handler setNext(Handler next) { this.next = next; return next; }
        public Response handle(Request r) {
            seen.add(r.path);
            Response res = process(r);
            if (res != null) return res;
            return passOn(r);
        }
        protected Response passOn(Request r) { return next == null ? new Response(500, "end of chain") : next.handle(r); }
        protected abstract Response process(Request r);
        @Override public String name() { return getClass().getSimpleName(); }
    }

    static class AuthHandler extends BaseHandler {
        private final Set<String> allowed;
        AuthHandler(String... users) { allowed = new TreeSet<>(Arrays.asList(users)); }
        protected Response process(Request r) { return allowed.contains(r.user) ? null : new Response(401, "unauthorized " + r.user); }
    }

    static class AdminAuthHandler extends AuthHandler {
        AdminAuthHandler(String... users) { super(users); }
        @Override protected Response process(Request r) {
            if (r.path.startsWith("/admin") && !r.user.equals("root")) return new Response(403, "forbidden");
            return super.process(r);
        }
    }

    static class SizeLimitHandler extends BaseHandler {
        protected int limit;
        SizeLimitHandler(int limit) { this.limit = limit; }
        protected Response process(Request r) { return r.size > limit ? new Response(413, "too large " + r.size + ">" + limit) : null; }
    }

    static class CacheHandler extends BaseHandler {
        private final Map<String, Response> cache = new LinkedHashMap<>();
        int hits;
        protected Response process(Request r) {
            Response c = cache.get(r.path);
            if (c != null) { hits++; return new Response(c.code, c.body + " (cached)"); }
            return null;
        }
        @Override protected Response passOn(Request r) {
            Response res = super.passOn(r);
            if (res.code == 200) cache.put(r.path, res);
            return res;
        }
    }

    static class RouteHandler extends BaseHandler {
        private final String prefix; private final String reply;
        RouteHandler(String prefix, String reply) { this.prefix = prefix; this.reply = reply; }
        protected Response process(Request r) {
            if (!r.path.startsWith(prefix)) return null;
            String lang = r.headers.getOrDefault("lang", "en");
            return new Response(200, reply + "[" + lang + "]" + r.path.substring(prefix.length()));
        }
        @Override public String name() { return super.name() + ":" + prefix; }
    }

    static class LoggingHandler extends BaseHandler {
        final List<String> lines = new ArrayList<>();
        protected Response process(Request r) { return null; }
        @Override public Response handle(Request r) {
            Response res = super.handle(r);
            lines.add(r + " -> " + res);
            return res;
        }
    }

    public static void main(String[] args) {
        LoggingHandler log = new LoggingHandler();
        CacheHandler cache = new CacheHandler();
        AdminAuthHandler auth = new AdminAuthHandler("alice", "bob", "root");
        log.setNext(auth).setNext(new SizeLimitHandler(1000)).setNext(cache)
           .setNext(new RouteHandler("/home", "HOME")).setNext(new RouteHandler("/admin", "ADMIN"))
           .setNext(Handler.terminal());
        List<Request> reqs = List.of(
            new Request("/home/feed", "alice", 10), new Request("/home/feed", "bob", 20).header("lang", "fr"),
            new Request("/admin/users", "alice", 5), new Request("/admin/users", "root", 5),
            new Request("/home/upload", "bob", 5000), new Request("/settings", "alice", 1),
            new Request("/home", "mallory", 1), new Request("/admin/users", "root", 7).header("lang", "de"));
        List<Response> all = new ArrayList<>();
        for (Request r : reqs) { Response res = log.handle(r); all.add(res); System.out.println(r + " => " + res); }
        System.out.println("cache hits = " + cache.hits);
        Handler h = log; int idx = 0;
        while (h != null) {
            String seen = (h instanceof BaseHandler b) ? String.valueOf(b.seen.size()) : "?";
            System.out.println("  chain[" + idx++ + "] " + h.name() + " saw " + seen);
            h = (h instanceof BaseHandler b) ? b.next : null;
        }
        Collections.sort(all);
        for (Response r : all) System.out.println("sorted: " + r);
        Set<Response> uniq = new TreeSet<>(all);
        System.out.println("unique codes: " + uniq.size() + ", first=" + ((TreeSet<Response>) uniq).first());
        System.out.println("equal 404? " + new Response(404, "x").equals(new Response(404, "x")));
        Handler lone = new SizeLimitHandler(3);
        System.out.println("lone: " + lone.handle(new Request("/a", "z", 1)) + " / " + lone.handle(new Request("/a", "z", 9)));
        System.out.println("log lines = " + log.lines.size());
    }
}
