import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

public class GnrDtoMapper {
    static <F, T> Map<String, T> indexBy(List<F> dtos, Mapper<F, T> mapper, Function<? super T, String> keyOf) {
        Map<String, T> index = new TreeMap<>();
        for (T model : mapper.mapAll(dtos)) {
            index.put(keyOf.apply(model), model);
        }
        return index;
    }
    public static void main(String[] args) {
        List<AccountDto> accountDtos = List.of(new AccountDto("42", "ada", "LOVELACE", "36"),
                new AccountDto("7", "alan", "turing", "n/a"), new AccountDto("19", "grace", "hopper", "85"));
        AccountMapper accountMapper = new AccountMapper();
        for (Account a : accountMapper.mapAll(accountDtos)) {
            System.out.println(String.format("%5d %-14s age=%d", a.id, a.displayName, a.age));
        }
        List<OrderDto> orderDtos = List.of(new OrderDto("A-1", List.of("pen", "ink"), 1250, "SHIPPED"),
                new OrderDto("A-2", List.of(), 0, "weird"), new OrderDto("A-3", List.of("book"), 3999, "pending"));
        OrderMapper orderMapper = new OrderMapper();
        for (Order o : orderMapper.mapAll(orderDtos)) {
            System.out.println(o.key() + " " + o.status + " items=" + o.itemCount + " total=" + o.formattedTotal());
        }
        List<Entity> timeline = new ArrayList<>();
        accountMapper.mapInto(accountDtos, timeline);
        orderMapper.mapInto(orderDtos.subList(0, 2), timeline);
        System.out.println("timeline: " + timeline);
        Mapper<AccountDto, String> badge = accountMapper.andThen(new BadgeMapper());
        System.out.println("badges: " + badge.mapAll(accountDtos));
        System.out.println("mapper names: " + accountMapper.name() + ", " + orderMapper.name() + ", " + badge.name());
        Map<String, Account> byName = indexBy(accountDtos, accountMapper, a -> a.displayName);
        System.out.println("index keys: " + byName.keySet() + ", Alan's id " + byName.get("Alan Turing").id);
        Map<String, Order> byKey = indexBy(orderDtos, orderMapper, Entity::key);
        System.out.println("order A-3 status: " + byKey.get("order:A-3").status);
        List<Object> sink = new ArrayList<>();
        badge.mapInto(accountDtos.subList(1, 3), sink);
        System.out.println("sink: " + sink + ", mapped total " + (accountMapper.count + orderMapper.count));
    }
}

abstract class Mapper<F, T> {
    int count = 0;
    abstract T map(F from);
    String name() { return "Mapper"; }
    List<T> mapAll(List<? extends F> items) {
        List<T> out = new ArrayList<>();
        mapInto(items, out);
        return out;
    }
    void mapInto(List<? extends F> items, Collection<? super T> dest) {
        for (F item : items) {
            dest.add(map(item));
            count++;
        }
    }
    <R> Mapper<F, R> andThen(Mapper<T, R> next) {
        return new ComposedMapper<>(this, next);
    }
}

class ComposedMapper<A, B, C> extends Mapper<A, C> {
    private final Mapper<A, B> first;
    private final Mapper<B, C> second;
    ComposedMapper(Mapper<A, B> first, Mapper<B, C> second) { this.first = first; this.second = second; }
    C map(A from) { return second.map(first.map(from)); }
    @Override String name() { return first.name() + "+" + second.name(); }
}

abstract class Entity {
    abstract String key();
    @Override public String toString() { return "<" + key() + ">"; }
}

class AccountDto {
    final String id; final String first; final String last; final String age;
    AccountDto(String id, String first, String last, String age) { this.id = id; this.first = first; this.last = last; this.age = age; }
}
class Account extends Entity {
    final long id; final String displayName; final int age;
    Account(long id, String displayName, int age) { this.id = id; this.displayName = displayName; this.age = age; }
    String key() { return "account:" + id; }
}
enum Status { PENDING, SHIPPED, UNKNOWN }
class OrderDto {
    final String orderId; final List<String> items; final int totalCents; final String status;
    OrderDto(String orderId, List<String> items, int totalCents, String status) {
        this.orderId = orderId; this.items = items; this.totalCents = totalCents; this.status = status;
    }
}
class Order extends Entity {
    final String orderId; final int itemCount; final int totalCents; final Status status;
    Order(String orderId, int itemCount, int totalCents, Status status) {
        this.orderId = orderId; this.itemCount = itemCount; this.totalCents = totalCents; this.status = status;
    }
    String key() { return "order:" + orderId; }
    String formattedTotal() { return String.format("%d.%d%d", totalCents / 100, totalCents % 100 / 10, totalCents % 10); }
}

class AccountMapper extends Mapper<AccountDto, Account> {
    Account map(AccountDto d) {
        int age = isDigits(d.age) ? Integer.parseInt(d.age) : -1;
        return new Account(Long.parseLong(d.id), capitalize(d.first) + " " + capitalize(d.last), age);
    }
    static boolean isDigits(String s) {
        for (char c : s.toCharArray()) {
            if (c < '0' || c > '9') return false;
        }
        return !s.isEmpty();
    }
    static String capitalize(String s) { return s.substring(0, 1).toUpperCase() + s.substring(1).toLowerCase(); }
    @Override String name() { return "AccountMapper"; }
}

class OrderMapper extends Mapper<OrderDto, Order> {
    Order map(OrderDto d) {
        Status s = d.status.equalsIgnoreCase("shipped") ? Status.SHIPPED
                : d.status.equalsIgnoreCase("pending") ? Status.PENDING : Status.UNKNOWN;
        return new Order(d.orderId, d.items.size(), d.totalCents, s);
    }
}

class BadgeMapper extends Mapper<Account, String> {
    String map(Account a) { return a.age < 0 ? "[" + a.displayName + "]" : a.displayName.charAt(0) + "" + a.age; }
    @Override String name() { return "Badge"; }
}
