import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

public class GifRepositories {
    public static void main(String[] args) {
        UserRepository users = new UserRepository();
        users.save(new User(3, "carol", 31));
        users.save(new User(1, "alice", 27));
        users.save(new User(2, "bob", 45));
        users.save(new User(5, "eve", 19));
        System.out.println("user count: " + users.count());
        for (User u : users.findAll()) {
            System.out.println("  " + u.describe());
        }
        System.out.println("exists 2: " + users.exists(2));
        System.out.println("exists 4: " + users.exists(4));
        System.out.println("find 5: " + users.findById(5).map(User::describe).orElse("none"));
        System.out.println("find 9: " + users.findById(9).map(User::describe).orElse("none"));
        System.out.println("sorted by age:");
        for (User u : users.findAllSorted(Comparator.comparingInt(User::age))) {
            System.out.println(String.format("  %-8s %5d", u.name(), u.age()));
        }
        System.out.println("sorted by name desc:");
        for (User u : users.findAllSorted(Comparator.comparing(User::name).reversed())) {
            System.out.println("  " + u.name());
        }
        users.save(new User(2, "bobby", 46));
        System.out.println("delete 3: " + users.delete(3));
        System.out.println("delete 3 again: " + users.delete(3));
        System.out.println("older than 25: " + users.namesOlderThan(25));
        System.out.println("user count now: " + users.count());

        OrderRepository orders = new OrderRepository();
        orders.save(new Order("B-200", 1, 1250));
        orders.save(new Order("A-100", 2, 4000));
        orders.save(new Order("C-300", 1, 990));
        orders.save(new Order("A-150", 5, 4000));
        orders.save(new Order("B-210", 2, 15));
        System.out.println("order count: " + orders.count());
        for (Order o : orders.findAll()) {
            System.out.println("  " + o.describe());
        }
        System.out.println("exists A-150: " + orders.exists("A-150"));
        System.out.println("exists Z-999: " + orders.exists("Z-999"));
        Comparator<Order> byAmountThenId = Comparator.comparingInt(Order::cents)
                .thenComparing(Order::id);
        System.out.println("sorted by amount then id:");
        for (Order o : orders.findAllSorted(byAmountThenId)) {
            System.out.println(String.format("  %-8s %5d", o.id(), o.cents()));
        }
        for (int userId = 1; userId <= 5; userId++) {
            String owner = users.findById(userId).map(User::name).orElse("?");
            System.out.println(String.format("total for user %d (%s): %d", userId, owner, orders.totalFor(userId)));
        }
    }
}

interface Repository<T, ID> {
    Optional<T> findById(ID id);
    T save(T entity);
    List<T> findAll();

    default boolean exists(ID id) {
        return findById(id).isPresent();
    }

    default List<T> findAllSorted(Comparator<T> comparator) {
        List<T> copy = new ArrayList<>(findAll());
        copy.sort(comparator);
        return copy;
    }

    default int count() {
        return findAll().size();
    }
}

abstract class BaseRepository<T, ID extends Comparable<ID>> implements Repository<T, ID> {
    protected final TreeMap<ID, T> store = new TreeMap<>();

    protected abstract ID idOf(T entity);
    protected abstract String name();

    public Optional<T> findById(ID id) {
        return Optional.ofNullable(store.get(id));
    }

    public T save(T entity) {
        ID id = idOf(entity);
        T previous = store.put(id, entity);
        System.out.println("[" + name() + "] " + (previous == null ? "insert " : "update ") + id);
        return entity;
    }

    public List<T> findAll() {
        return new ArrayList<>(store.values());
    }

    public boolean delete(ID id) {
        return store.remove(id) != null;
    }
}

record User(int id, String name, int age) {
    String describe() { return "User#" + id + " " + name + " (" + age + ")"; }
}

record Order(String id, int userId, int cents) {
    String describe() { return "Order " + id + " user=" + userId + " cents=" + cents; }
}

class UserRepository extends BaseRepository<User, Integer> {
    protected Integer idOf(User entity) { return entity.id(); }
    protected String name() { return "users"; }
    List<String> namesOlderThan(int age) {
        List<String> names = new ArrayList<>();
        for (User u : findAll()) {
            if (u.age() > age) names.add(u.name());
        }
        return names;
    }
}

class OrderRepository extends BaseRepository<Order, String> {
    protected String idOf(Order entity) { return entity.id(); }
    protected String name() { return "orders"; }
    int totalFor(int userId) {
        int total = 0;
        for (Order o : findAll()) {
            if (o.userId() == userId) total += o.cents();
        }
        return total;
    }
}
