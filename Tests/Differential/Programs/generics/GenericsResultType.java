import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class GenericsResultType {

    static final class Result<T> {
        private final T value;
        private final String error;

        private Result(T value, String error) {
            this.value = value;
            this.error = error;
        }

        static <T> Result<T> success(T value) {
            return new Result<>(value, null);
        }

        static <T> Result<T> failure(String error) {
            return new Result<>(null, error);
        }

        boolean isSuccess() {
            return error == null;
        }

        <U> Result<U> map(Function<T, U> mapper) {
            if (isSuccess()) {
                return Result.success(mapper.apply(value));
            }
            return Result.failure(error);
        }

        <U> Result<U> flatMap(Function<T, Result<U>> mapper) {
            if (isSuccess()) {
                return mapper.apply(value);
            }
            return Result.failure(error);
        }

        T getOrElse(T fallback) {
            return isSuccess() ? value : fallback;
        }

        String getError() {
            return error;
        }

        @Override
        public String toString() {
            return isSuccess() ? "Success(" + value + ")" : "Failure(" + error + ")";
        }
    }

    static abstract class Either<L, R> {
        abstract boolean isRight();
        abstract <X> X fold(Function<L, X> onLeft, Function<R, X> onRight);

        static <L, R> Either<L, R> left(L value) {
            return new Left<>(value);
        }

        static <L, R> Either<L, R> right(R value) {
            return new Right<>(value);
        }

        <R2> Either<L, R2> mapRight(Function<R, R2> f) {
            return fold(l -> Either.<L, R2>left(l), r -> Either.<L, R2>right(f.apply(r)));
        }
    }

    static final class Left<L, R> extends Either<L, R> {
        final L value;
        Left(L value) { this.value = value; }
        boolean isRight() { return false; }
        <X> X fold(Function<L, X> onLeft, Function<R, X> onRight) { return onLeft.apply(value); }
        @Override public String toString() { return "Left(" + value + ")"; }
    }

    static final class Right<L, R> extends Either<L, R> {
        final R value;
        Right(R value) { this.value = value; }
        boolean isRight() { return true; }
        <X> X fold(Function<L, X> onLeft, Function<R, X> onRight) { return onRight.apply(value); }
        @Override public String toString() { return "Right(" + value + ")"; }
    }

    static class Order {
        final String id;
        final int quantity;
        final int unitPrice;

        Order(String id, int quantity, int unitPrice) {
            this.id = id;
            this.quantity = quantity;
            this.unitPrice = unitPrice;
        }

        @Override
        public String toString() {
            return "Order{" + id + " x" + quantity + " @" + unitPrice + "}";
        }
    }

    static Result<Integer> parseQuantity(String raw) {
        try {
            int q = Integer.parseInt(raw.trim());
            if (q <= 0) {
                return Result.failure("quantity must be positive: " + q);
            }
            return Result.success(q);
        } catch (NumberFormatException e) {
            return Result.failure("not a number: '" + raw + "'");
        }
    }

    static Result<Order> buildOrder(String id, int quantity) {
        if (quantity > 100) {
            return Result.failure("too many items for " + id);
        }
        return Result.success(new Order(id, quantity, 250));
    }

    static Either<String, Integer> checkStock(String sku, Map<String, Integer> stock) {
        Integer n = stock.get(sku);
        if (n == null) {
            return Either.left("unknown sku " + sku);
        }
        return Either.right(n);
    }

    public static void main(String[] args) {
        String[] inputs = {"3", " 12 ", "abc", "-4", "150", "0", "7"};
        List<Result<Order>> orders = new ArrayList<>();
        int idx = 0;
        for (String raw : inputs) {
            String id = "ORD-" + (++idx);
            Result<Integer> q = parseQuantity(raw);
            System.out.println("parse '" + raw + "' -> " + q);
            Result<Order> order = q.flatMap(n -> buildOrder(id, n));
            System.out.println("  order -> " + order);
            orders.add(order);
        }

        int totalCents = 0;
        int failures = 0;
        for (Result<Order> r : orders) {
            Result<Integer> cost = r.map(o -> o.quantity * o.unitPrice);
            totalCents += cost.getOrElse(0);
            if (!cost.isSuccess()) {
                failures++;
            }
            System.out.println("cost of " + r + " = " + cost.getOrElse(-1));
        }
        System.out.println("total = " + totalCents + ", failures = " + failures);

        Result<String> label = Result.success(42).map(n -> n * 2).map(n -> "value:" + n);
        System.out.println("chained map -> " + label + " length " + label.map(String::length).getOrElse(0));
        Result<String> failed = Result.<Integer>failure("boom").map(n -> "value:" + n);
        System.out.println("failed chain -> " + failed + ", error=" + failed.getError()
                + ", orElse=" + failed.getOrElse("default"));

        Map<String, Integer> stock = new LinkedHashMap<>();
        stock.put("APPLE", 12);
        stock.put("PEAR", 0);
        stock.put("KIWI", 5);

        String[] skus = {"APPLE", "BANANA", "PEAR", "KIWI"};
        for (String sku : skus) {
            Either<String, Integer> e = checkStock(sku, stock);
            Either<String, String> described = e.mapRight(n -> n > 0 ? n + " in stock" : "sold out");
            String msg = described.fold(err -> "ERROR: " + err, ok -> "OK: " + ok);
            System.out.println(sku + " -> " + e + " / " + described + " => " + msg + " (right=" + e.isRight() + ")");
        }

        int available = 0;
        for (String sku : skus) {
            available += checkStock(sku, stock).fold(err -> 0, n -> n);
        }
        System.out.println("available units across known skus: " + available);
    }
}
