import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

public class ArchResultCallback {

    interface Callback<T> {
        void onSuccess(T value);

        void onError(Exception e);
    }

    static class NetworkException extends Exception {
        final int code;

        NetworkException(int code, String msg) {
            super(msg);
            this.code = code;
        }
    }

    static class ParseException extends RuntimeException {
        ParseException(String msg) {
            super(msg);
        }
    }

    static final class Result<T> {
        private final T value;
        private final Exception error;

        private Result(T value, Exception error) {
            this.value = value;
            this.error = error;
        }

        static <T> Result<T> success(T v) {
            return new Result<>(v, null);
        }

        static <T> Result<T> failure(Exception e) {
            return new Result<>(null, e);
        }

        boolean isSuccess() {
            return error == null;
        }

        <R> Result<R> map(Function<T, R> f) {
            if (!isSuccess()) {
                return failure(error);
            }
            try {
                return success(f.apply(value));
            } catch (RuntimeException e) {
                return failure(e);
            }
        }

        <R> Result<R> flatMap(Function<T, Result<R>> f) {
            return isSuccess() ? f.apply(value) : failure(error);
        }

        <R> R fold(Function<T, R> onSuccess, Function<Exception, R> onFailure) {
            return isSuccess() ? onSuccess.apply(value) : onFailure.apply(error);
        }

        T getOrElse(T fallback) {
            return isSuccess() ? value : fallback;
        }

        Optional<T> toOptional() {
            return isSuccess() ? Optional.ofNullable(value) : Optional.empty();
        }

        @Override
        public String toString() {
            return isSuccess() ? "Success(" + value + ")" : "Failure(" + error.getClass().getSimpleName() + ": " + error.getMessage() + ")";
        }
    }

    record User(int id, String name) {}

    static class FakeApi {
        private final Map<Integer, String> db = new TreeMap<>();
        int calls = 0;

        FakeApi() {
            db.put(1, "alice:30");
            db.put(2, "bob:x");
            db.put(3, "carol:41");
        }

        void fetchRaw(int id, Callback<String> cb) {
            calls++;
            if (id < 0) {
                cb.onError(new NetworkException(400, "bad id " + id));
            } else if (!db.containsKey(id)) {
                cb.onError(new NetworkException(404, "not found " + id));
            } else {
                cb.onSuccess(db.get(id));
            }
        }

        Result<String> fetchRawResult(int id) {
            List<Result<String>> box = new ArrayList<>();
            fetchRaw(id, new Callback<String>() {
                @Override
                public void onSuccess(String value) {
                    box.add(Result.success(value));
                }

                @Override
                public void onError(Exception e) {
                    box.add(Result.failure(e));
                }
            });
            return box.get(0);
        }
    }

    static int parseAge(String raw) {
        String[] parts = raw.split(":");
        try {
            return Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new ParseException("age not a number in '" + raw + "'");
        }
    }

    static Result<User> toUser(int id, String raw) {
        String name = raw.split(":")[0];
        if (name.length() < 4) {
            return Result.failure(new ParseException("name too short: " + name));
        }
        return Result.success(new User(id, name));
    }

    static <T> Callback<T> printing(String label) {
        return new Callback<T>() {
            @Override
            public void onSuccess(T value) {
                System.out.println(label + " ok: " + value);
            }

            @Override
            public void onError(Exception e) {
                String code = e instanceof NetworkException ne ? " code=" + ne.code : "";
                System.out.println(label + " err: " + e.getMessage() + code);
            }
        };
    }

    public static void main(String[] args) {
        FakeApi api = new FakeApi();
        api.fetchRaw(1, printing("raw1"));
        api.fetchRaw(9, printing("raw9"));
        api.fetchRaw(-2, ArchResultCallback.<String>printing("rawNeg"));

        for (int id = -1; id <= 4; id++) {
            final int uid = id;
            Result<String> raw = api.fetchRawResult(id);
            Result<Integer> age = raw.map(ArchResultCallback::parseAge);
            Result<User> user = raw.flatMap(r -> toUser(uid, r));
            String summary = age.fold(a -> "age " + a + (a >= 35 ? " (senior)" : ""), e -> "no age [" + e.getClass().getSimpleName() + "]");
            System.out.println("id=" + id + " raw=" + raw + " age=" + age + " user=" + user);
            System.out.println("  summary=" + summary + " ageOr=" + age.getOrElse(-1));
        }

        Result<Integer> chain = Result.success("  42 ")
                .map(String::trim)
                .map(Integer::parseInt)
                .map(n -> n * 2)
                .flatMap(n -> n > 50 ? Result.success(n) : Result.<Integer>failure(new ParseException("small")));
        System.out.println("chain=" + chain + " opt=" + chain.toOptional().orElse(0));

        Result<Integer> broken = Result.success("abc").map(Integer::parseInt);
        System.out.println("broken=" + broken.fold(v -> "value " + v, e -> e.getClass().getSimpleName()));

        List<Result<User>> users = new ArrayList<>();
        for (int id = 1; id <= 3; id++) {
            final int uid = id;
            users.add(api.fetchRawResult(id).flatMap(r -> toUser(uid, r)));
        }
        long ok = users.stream().filter(Result::isSuccess).count();
        String names = users.stream()
                .map(r -> r.fold(User::name, e -> "?"))
                .reduce("", (a, b) -> a.isEmpty() ? b : a + "," + b);
        System.out.println("users ok=" + ok + " names=" + names);

        Callback<User> userCb = printing("user");
        users.forEach(r -> r.fold(u -> { userCb.onSuccess(u); return 1; }, e -> { userCb.onError(e); return 0; }));
        System.out.println("api calls=" + api.calls);
    }
}
