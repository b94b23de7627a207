import java.util.*;

public class EnmHttpStatus {
    public static void main(String[] args) {
        System.out.println("== Known statuses ==");
        for (HttpStatus s : HttpStatus.values()) {
            System.out.println(String.format("%5d %-8s %s (%s)", s.code(), s.family(), s.reason(), s.name()));
        }

        System.out.println("== Lookup by code ==");
        int[] codes = {200, 404, 418, 503, 302, 999};
        for (int c : codes) {
            Optional<HttpStatus> s = HttpStatus.fromCode(c);
            String text = s.map(HttpStatus::toString).orElse("unmapped, family " + Family.of(c));
            System.out.println(c + " -> " + text);
        }

        System.out.println("== valueOf ==");
        for (String n : new String[]{"NOT_FOUND", "OK", "Teapot", "SERVICE_UNAVAILABLE"}) {
            try {
                HttpStatus s = HttpStatus.valueOf(n);
                System.out.println(n + " -> code " + s.code());
            } catch (IllegalArgumentException e) {
                System.out.println(n + " -> no such constant");
            }
        }

        System.out.println("== Simulated API calls ==");
        int[] responses = {200, 201, 304, 401, 429, 500, 503, 404, 204};
        EnumMap<Family, Integer> familyCounts = new EnumMap<>(Family.class);
        EnumSet<HttpStatus> seen = EnumSet.noneOf(HttpStatus.class);
        for (int c : responses) {
            HttpStatus s = HttpStatus.fromCode(c).orElse(HttpStatus.INTERNAL_ERROR);
            seen.add(s);
            familyCounts.merge(s.family(), 1, Integer::sum);
            System.out.println(String.format("%5d -> %s", c, action(s)));
        }
        System.out.println("family counts=" + familyCounts);
        System.out.println("seen=" + seen);
        System.out.println("never seen=" + EnumSet.complementOf(seen));

        EnumSet<HttpStatus> retryable = EnumSet.noneOf(HttpStatus.class);
        for (HttpStatus s : HttpStatus.values()) if (s.isRetryable()) retryable.add(s);
        System.out.println("retryable=" + retryable);

        System.out.println("== Retry loop ==");
        int[] attempts = {503, 429, 200};
        int attempt = 0;
        int backoff = 100;
        HttpStatus last = null;
        while (attempt < attempts.length) {
            last = HttpStatus.fromCode(attempts[attempt]).orElse(HttpStatus.INTERNAL_ERROR);
            System.out.println("attempt " + (attempt + 1) + ": " + last + " backoff=" + backoff);
            if (!last.isRetryable()) break;
            backoff *= 2;
            attempt++;
        }
        System.out.println("final=" + last.name() + " success=" + (last.family() == Family.SUCCESS));
    }

    static String action(HttpStatus s) {
        return switch (s.family()) {
            case SUCCESS -> s == HttpStatus.NO_CONTENT ? "ok, empty body" : "ok, parse body";
            case REDIRECT -> "use cache";
            case CLIENT_ERROR -> {
                if (s == HttpStatus.UNAUTHORIZED) yield "refresh token";
                if (s == HttpStatus.TOO_MANY_REQUESTS) yield "slow down";
                yield "show error " + s.code();
            }
            case SERVER_ERROR -> "retry later";
            case UNKNOWN -> "ignore";
        };
    }
}

enum Family {
    SUCCESS, REDIRECT, CLIENT_ERROR, SERVER_ERROR, UNKNOWN;

    static Family of(int code) {
        switch (code / 100) {
            case 2: return SUCCESS;
            case 3: return REDIRECT;
            case 4: return CLIENT_ERROR;
            case 5: return SERVER_ERROR;
            default: return UNKNOWN;
        }
    }
}

enum HttpStatus {
    OK(200, "OK"), CREATED(201, "Created"), NO_CONTENT(204, "No Content"),
    NOT_MODIFIED(304, "Not Modified"), BAD_REQUEST(400, "Bad Request"), UNAUTHORIZED(401, "Unauthorized"),
    NOT_FOUND(404, "Not Found"), TOO_MANY_REQUESTS(429, "Too Many Requests"),
    INTERNAL_ERROR(500, "Internal Server Error"), SERVICE_UNAVAILABLE(503, "Service Unavailable");

    private static final Map<Integer, HttpStatus> BY_CODE = new TreeMap<>();

    static {
        for (HttpStatus s : values()) BY_CODE.put(s.code, s);
    }

    private final int code;
    private final String reason;

    HttpStatus(int code, String reason) { this.code = code; this.reason = reason; }

    int code() { return code; }
    String reason() { return reason; }
    Family family() { return Family.of(code); }
    boolean isRetryable() { return this == TOO_MANY_REQUESTS || family() == Family.SERVER_ERROR; }

    static Optional<HttpStatus> fromCode(int code) { return Optional.ofNullable(BY_CODE.get(code)); }

    @Override
    public String toString() { return code + " " + reason; }
}
