import java.util.*;

public class RecApiEnvelope {
    public static void main(String[] args) {
        List<Envelope> responses = new ArrayList<>();
        responses.add(Envelope.ok("req-1", "{\"user\":\"ana\"}"));
        responses.add(new Envelope("req-2", new Failure(404, "not found", false), Map.of()));
        responses.add(new Envelope("req-3", new Failure(503, "unavailable", true), Map.of("Retry-After", "30")));
        responses.add(new Envelope("req-4", new Pending(2), Map.of()));
        responses.add(Envelope.ok("req-5", ""));
        responses.add(new Envelope("req-6", new Failure(500, "boom", true), Map.of()));

        for (var env : responses) {
            System.out.println(env.requestId() + " -> " + describe(env.result()));
        }
        System.out.println(responses.get(0).result());
        System.out.println(responses.get(1).result());
        System.out.println("pending text: " + responses.get(3).result().summary());

        int[] codes = {200, 201, 204, 301, 400, 401, 404, 429, 500, 503};
        for (int code : codes) {
            System.out.println(String.format("%5d %-8s retry=%s", code, category(code), shouldRetry(code)));
        }

        for (String verb : List.of("get", "POST", "Delete", "patch", "TRACE")) {
            int cost = switch (verb.toUpperCase()) {
                case "GET", "HEAD" -> 1;
                case "POST", "PUT" -> {
                    int base = 5;
                    yield base * 2;
                }
                case "PATCH" -> 3;
                case "DELETE" -> 7;
                default -> -1;
            };
            System.out.println(verb + " cost " + cost);
        }

        try {
            new Envelope(" ", new Pending(1), Map.of());
        } catch (IllegalArgumentException e) {
            System.out.println("bad envelope: " + e.getMessage());
        }
        try {
            new Failure(200, "odd", false);
        } catch (IllegalArgumentException e) {
            System.out.println("bad failure: " + e.getMessage());
        }

        int ok = 0, failed = 0, waiting = 0;
        for (var env : responses) {
            if (env.result() instanceof Success) ok++;
            else if (env.result() instanceof Failure) failed++;
            else waiting++;
        }
        var env3 = responses.get(2);
        String retryAfter = env3.header("retry-after").orElse("none");
        String missing = responses.get(0).header("etag").orElse("none");
        String report = """
            Summary
              ok:      %d
              failed:  %d
              waiting: %d
            req-3 retry-after=%s, req-1 etag=%s
            """;
        System.out.print(String.format(report, ok, failed, waiting, retryAfter, missing));
        System.out.println("equal envelopes: " + Envelope.ok("x", "b").equals(Envelope.ok("x", "b")));
        System.out.println("equal pending: " + new Pending(1).equals(new Pending(1)));
    }

    static String describe(ApiResult r) {
        if (r instanceof Success s && s.body().isEmpty()) return "success with empty body";
        if (r instanceof Success s) return "success " + s.code() + " (" + s.body().length() + " chars)";
        if (r instanceof Failure f && f.retryable() && f.code() >= 500) return "server error, will retry: " + f.message();
        if (r instanceof Failure f) return "failed " + f.code() + ": " + f.message();
        if (r instanceof Pending p) return "pending, attempt " + p.attempt();
        return "unknown";
    }

    static String category(int code) {
        return switch (code / 100) {
            case 2 -> "ok";
            case 3 -> "redirect";
            case 4 -> code == 429 ? "throttle" : "client";
            case 5 -> "server";
            default -> "other";
        };
    }

    static boolean shouldRetry(int code) { return code == 429 || code >= 500; }
}

sealed interface ApiResult permits Success, Failure, Pending {
    String summary();
}

record Success(int code, String body) implements ApiResult {
    public String summary() { return "OK " + code; }
}

record Failure(int code, String message, boolean retryable) implements ApiResult {
    Failure {
        if (code < 400) throw new IllegalArgumentException("failure code must be >= 400, got " + code);
        message = message.trim();
    }
    public String summary() { return "ERR " + code; }
}

final class Pending implements ApiResult {
    private final int attempt;
    Pending(int attempt) { this.attempt = attempt; }
    int attempt() { return attempt; }
    public String summary() { return "waiting (attempt " + attempt + ")"; }
    @Override public boolean equals(Object o) { return o instanceof Pending p && p.attempt == attempt; }
    @Override public int hashCode() { return attempt; }
    @Override public String toString() { return "Pending(" + attempt + ")"; }
}

record Envelope(String requestId, ApiResult result, Map<String, String> headers) {
    Envelope {
        if (requestId == null || requestId.isBlank()) throw new IllegalArgumentException("request id missing");
        Map<String, String> norm = new TreeMap<>();
        for (var e : headers.entrySet()) norm.put(e.getKey().toLowerCase(), e.getValue());
        headers = norm;
    }
    static Envelope ok(String id, String body) { return new Envelope(id, new Success(200, body), Map.of()); }
    Optional<String> header(String name) { return Optional.ofNullable(headers.get(name.toLowerCase())); }
}
