import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class IfcMarker {
    public static void main(String[] args) {
        List<Request> requests = new ArrayList<>();
        requests.add(new ProfileRequest("u1"));
        requests.add(new LoginRequest("bob", "secret123"));
        requests.add(new FeedRequest(3));
        requests.add(new ProfileRequest("u2"));
        requests.add(new PaymentRequest("acct-9", 2599));
        requests.add(new FeedRequest(1));
        requests.add(new ProfileRequest("u1"));
        requests.add(new LogoutRequest());

        ApiClient client = new ApiClient();
        for (Request r : requests) {
            String result = client.execute(r);
            System.out.println(String.format("%-8s => %s", r.path(), result));
        }
        System.out.println("network calls: " + client.networkCalls);
        System.out.println("cache hits: " + client.cacheHits);
        System.out.println("audit trail:");
        for (String a : client.audit) {
            System.out.println("  " + a);
        }
        System.out.println("cache contents:");
        for (Map.Entry<String, String> e : client.cache.entrySet()) {
            System.out.println("  " + e.getKey() + " = " + e.getValue());
        }

        int markerScore = 0;
        for (Request r : requests) {
            if (r instanceof Cacheable) markerScore += 1;
            if (r instanceof Sensitive) markerScore += 10;
            if (r instanceof Audited) markerScore += 100;
        }
        System.out.println("marker score: " + markerScore);
    }
}

interface Request {
    String path();
    String body();
}

interface Cacheable { }

interface Sensitive { }

interface Audited { }

class ProfileRequest implements Request, Cacheable {
    private final String userId;
    ProfileRequest(String userId) { this.userId = userId; }
    public String path() { return "/profile"; }
    public String body() { return "id=" + userId; }
}

class LoginRequest implements Request, Sensitive, Audited {
    private final String user;
    private final String password;
    LoginRequest(String user, String password) { this.user = user; this.password = password; }
    public String path() { return "/login"; }
    public String body() { return "user=" + user + "&pw=" + password; }
    String user() { return user; }
}

class FeedRequest implements Request, Cacheable {
    private final int page;
    FeedRequest(int page) { this.page = page; }
    public String path() { return "/feed"; }
    public String body() { return "page=" + page; }
    int page() { return page; }
}

class PaymentRequest implements Request, Sensitive, Audited {
    private final String account;
    private final int cents;
    PaymentRequest(String account, int cents) { this.account = account; this.cents = cents; }
    public String path() { return "/pay"; }
    public String body() { return "acct=" + account + "&amt=" + cents; }
    int cents() { return cents; }
}

class LogoutRequest implements Request, Audited {
    public String path() { return "/logout"; }
    public String body() { return ""; }
}

class ApiClient {
    final Map<String, String> cache = new LinkedHashMap<>();
    final List<String> audit = new ArrayList<>();
    int networkCalls = 0;
    int cacheHits = 0;

    String execute(Request r) {
        String key = r.path() + "?" + r.body();
        if (r instanceof Cacheable) {
            String cached = cache.get(key);
            if (cached != null) {
                cacheHits++;
                return "(cached) " + cached;
            }
        }
        String logged = r instanceof Sensitive ? mask(r.body()) : r.body();
        if (r instanceof Audited) {
            audit.add(r.path() + " body=" + logged);
        }
        String response = callNetwork(r);
        if (r instanceof Cacheable) {
            cache.put(key, response);
        }
        return response;
    }

    private String callNetwork(Request r) {
        networkCalls++;
        if (r instanceof LoginRequest login) {
            return "token-" + login.user().length() * 7;
        } else if (r instanceof PaymentRequest pay && pay.cents() > 1000) {
            return String.format("charged %d.%d (needs 2FA)", pay.cents() / 100, pay.cents() % 100);
        } else if (r instanceof PaymentRequest pay) {
            return "charged " + pay.cents();
        } else if (r instanceof FeedRequest feed) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < feed.page() * 2; i++) {
                if (i > 0) sb.append(',');
                sb.append("post").append(feed.page() * 10 + i);
            }
            return "[" + sb + "]";
        }
        return "ok#" + networkCalls;
    }

    private static String mask(String body) {
        StringBuilder sb = new StringBuilder();
        boolean inValue = false;
        for (char c : body.toCharArray()) {
            if (c == '=') { inValue = true; sb.append(c); }
            else if (c == '&') { inValue = false; sb.append(c); }
            else sb.append(inValue ? '*' : c);
        }
        return sb.toString();
    }
}
