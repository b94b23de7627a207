import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

public class DroidRepository {
    public static void main(String[] args) {
        FakeRemote remote = new FakeRemote();
        remote.put(1, "Alice");
        remote.put(2, "Bob");
        remote.put(3, "Carol");
        remote.failIds.add(4);
        UserRepository repo = new UserRepository(remote);

        int[] ids = {1, 2, 1, 4, 3, 9, 2};
        for (int id : ids) {
            Result<String> r = repo.getUser(id);
            System.out.println(String.format("get(%d) -> %s", id, r.describe()));
        }
        System.out.println(String.format("remote calls: %d, cache size: %d", remote.calls, repo.cacheSize()));

        remote.offline = true;
        System.out.println("-- remote goes offline --");
        for (int id : new int[]{1, 3, 5}) {
            Result<String> r = repo.getUser(id);
            System.out.println(String.format("get(%d) -> %s", id, r.describe()));
            System.out.println("  name or default: " + r.getOrElse("Guest"));
        }
        repo.invalidate(1);
        Result<String> after = repo.getUser(1);
        System.out.println("after invalidate: " + after.describe());
        remote.offline = false;
        Result<String> refreshed = repo.getUser(1);
        System.out.println("after reconnect: " + refreshed.describe());
        Result<Integer> len = refreshed.map(String::length);
        System.out.println("mapped length: " + len.describe());
        System.out.println(String.format("remote calls: %d, cache size: %d", remote.calls, repo.cacheSize()));
        for (String line : repo.log) {
            System.out.println("log: " + line);
        }
    }
}

class NetworkException extends Exception {
    private final int code;
    NetworkException(String message, int code) {
        super(message);
        this.code = code;
    }
    int getCode() { return code; }
}

interface RemoteDataSource {
    String fetchUser(int id) throws NetworkException;
    default String sourceName() { return "remote"; }
}

class FakeRemote implements RemoteDataSource {
    private final Map<Integer, String> data = new LinkedHashMap<>();
    final List<Integer> failIds = new ArrayList<>();
    boolean offline = false;
    int calls = 0;

    void put(int id, String name) { data.put(id, name); }

    @Override
    public String fetchUser(int id) throws NetworkException {
        calls++;
        if (offline) throw new NetworkException("no connection", 0);
        if (failIds.contains(id)) throw new NetworkException("server error", 500);
        String name = data.get(id);
        if (name == null) throw new NetworkException("not found", 404);
        return name;
    }

    @Override
    public String sourceName() { return "fake-remote"; }
}

enum Status { LOADING, SUCCESS, ERROR }

final class Result<T> {
    private final Status status;
    private final T data;
    private final String message;

    private Result(Status status, T data, String message) {
        this.status = status;
        this.data = data;
        this.message = message;
    }
    static <T> Result<T> success(T data) { return new Result<>(Status.SUCCESS, data, null); }
    static <T> Result<T> error(String msg) { return new Result<>(Status.ERROR, null, msg); }

    Status getStatus() { return status; }
    Optional<T> getData() { return Optional.ofNullable(data); }
    T getOrElse(T fallback) { return status == Status.SUCCESS ? data : fallback; }

    <R> Result<R> map(Function<T, R> fn) {
        if (status == Status.SUCCESS) return Result.success(fn.apply(data));
        return Result.error(message);
    }

    String describe() {
        if (status == Status.SUCCESS) return "SUCCESS(" + data + ")";
        return status.name() + "[" + message + "]";
    }
}

class UserRepository {
    private static final int MAX_CACHE = 3;
    private final RemoteDataSource remote;
    private final Map<Integer, String> cache = new LinkedHashMap<>();
    final List<String> log = new ArrayList<>();

    UserRepository(RemoteDataSource remote) { this.remote = remote; }

    Result<String> getUser(int id) {
        String cached = cache.get(id);
        if (cached != null) {
            log.add("cache hit " + id);
            return Result.success(cached);
        }
        try {
            String name = remote.fetchUser(id);
            if (cache.size() >= MAX_CACHE) {
                Integer eldest = cache.keySet().iterator().next();
                cache.remove(eldest);
                log.add("evict " + eldest);
            }
            cache.put(id, name);
            log.add(remote.sourceName() + " ok " + id);
            return Result.success(name);
        } catch (NetworkException e) {
            log.add(String.format("%s fail %d code=%d", remote.sourceName(), id, e.getCode()));
            String msg = e.getCode() == 0 ? "offline: " + e.getMessage() : e.getCode() + " " + e.getMessage();
            return Result.error(msg);
        }
    }

    void invalidate(int id) { cache.remove(id); }
    int cacheSize() { return cache.size(); }
}
