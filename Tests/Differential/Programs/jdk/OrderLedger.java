import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class OrderLedger {
    @FunctionalInterface
    interface Pricing { BigDecimal price(Line line); default Pricing discounted(int percent) { return l -> price(l).multiply(BigDecimal.valueOf(100 - percent)).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP); } }

    record Line(String sku, int qty, BigDecimal unit) {
        BigDecimal total() { return unit.multiply(BigDecimal.valueOf(qty)); }
    }

    static final class Order {
        private static long nextId = 1000;
        final long id = nextId++;
        final String customer;
        final List<Line> lines = new ArrayList<>();
        Optional<String> coupon = Optional.empty();
        Order(String customer) { this.customer = customer; }
        Order add(String sku, int qty, String unit) { lines.add(new Line(sku, qty, new BigDecimal(unit))); return this; }
    }

    static final Map<Long, Long> memo = new HashMap<>();
    static long ways(long n) {
        if (n <= 1) return 1;
        Long cached = memo.get(n);
        if (cached != null) return cached;
        long r = ways(n - 1) + ways(n - 2);
        memo.put(n, r);
        return r;
    }

    static int attempt(List<String> log) {
        int value = 0;
        try {
            value = 1;
            log.add("try");
            throw new IllegalStateException("boom");
        } catch (IllegalStateException e) {
            value = 2;
            log.add("catch " + e.getMessage());
            return value;
        } finally {
            value = 3;
            log.add("finally " + value);
        }
    }

    public static void main(String[] args) {
        List<Order> orders = List.of(
            new Order("ann").add("A-1", 2, "9.99").add("B-7", 1, "120.00"),
            new Order("bob").add("A-1", 5, "9.99"),
            new Order("ann").add("C-3", 3, "0.333").add("A-1", 1, "9.99"));
        orders.get(1).coupon = Optional.of("SAVE10");

        Pricing base = Line::total;
        Pricing tenOff = base.discounted(10);
        for (Order o : orders) {
            Pricing p = o.coupon.map(c -> tenOff).orElse(base);
            BigDecimal sum = o.lines.stream().map(p::price).reduce(BigDecimal.ZERO, BigDecimal::add);
            System.out.println(o.id + " " + o.customer + " " + sum.setScale(2, RoundingMode.HALF_EVEN) + " " + o.coupon.orElse("-") + " " + o.coupon.isPresent());
        }
        Map<String, BigDecimal> byCustomer = orders.stream().collect(Collectors.toMap(o -> o.customer,
            o -> o.lines.stream().map(Line::total).reduce(BigDecimal.ZERO, BigDecimal::add), BigDecimal::add, TreeMap::new));
        System.out.println(byCustomer);
        List<String> skus = orders.stream().flatMap(o -> o.lines.stream()).map(Line::sku).distinct().sorted().collect(Collectors.toList());
        System.out.println(skus + " " + orders.stream().flatMap(o -> o.lines.stream()).mapToInt(Line::qty).skip(1).limit(3).sum());
        Optional<Line> biggest = orders.stream().flatMap(o -> o.lines.stream()).max(Comparator.comparing(Line::total));
        System.out.println(biggest.map(Line::sku).orElseThrow() + " " + biggest.get().total() + " " + new BigDecimal("1.10").equals(new BigDecimal("1.1")) + " " + new BigDecimal("1.10").compareTo(new BigDecimal("1.1")));
        System.out.println(ways(50) + " " + memo.size());
        List<String> log = new ArrayList<>();
        System.out.println(attempt(log) + " " + log);
        float f = 1.1f;
        double d = f;
        System.out.println(f + " " + d + " " + (f * 3) + " " + (0.1 + 0.2) + " " + (float) (0.1 + 0.2) + " " + 1.0f / 3 + " " + 100.0f + " " + 1e7 + " " + 1.0e-4f);
        Supplier<Stream<Integer>> nums = () -> IntStream.rangeClosed(1, 6).boxed();
        System.out.println(nums.get().reduce(0, Integer::sum) + " " + nums.get().filter(n -> n % 2 == 0).map(n -> n * n).collect(Collectors.toList())
            + " " + nums.get().collect(Collectors.groupingBy(n -> n % 3, Collectors.counting())) + " " + nums.get().anyMatch(n -> n > 5) + " " + nums.get().noneMatch(n -> n > 6));
        Iterator<Long> keys = memo.keySet().iterator();
        while (keys.hasNext()) if (keys.next() % 5 != 0) keys.remove();
        System.out.println(new TreeMap<>(memo).firstKey() + " " + memo.size());
    }
}
