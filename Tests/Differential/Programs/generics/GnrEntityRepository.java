import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;

public class GnrEntityRepository {
    static <T, ID> int seed(Repository<T, ID> repo, List<? extends T> items) {
        for (T item : items) {
            repo.save(item);
        }
        return repo.count();
    }

    static <T, ID> List<T> findMany(Repository<T, ID> repo, List<ID> ids) {
        List<T> found = new ArrayList<>();
        for (ID id : ids) {
            repo.findById(id).ifPresent(found::add);
        }
        return found;
    }

    public static void main(String[] args) {
        UserRepo users = new UserRepo();
        List<User> initialUsers = List.of(new User(3L, "carol", 41), new User(1L, "alice", 29),
                new User(2L, "bob", 17), new User(7L, "dave", 35));
        System.out.println("seeded users: " + seed(users, initialUsers));
        System.out.println("all users: " + users.findAll());
        System.out.println("find 2: " + users.findById(2L).map(User::toString).orElse("none"));
        System.out.println("find 9: " + users.findById(9L).map(User::toString).orElse("none"));
        System.out.println("adults: " + users.findWhere(u -> u.age >= 18));
        users.save(new User(2L, "bobby", 18));
        System.out.println("after update: " + users.findById(2L).map(u -> u.name).orElse("?"));
        System.out.println("adults now: " + users.findWhere(u -> u.age >= 18).size());
        System.out.println("delete 3: " + users.delete(3L) + ", delete 3 again: " + users.delete(3L));
        System.out.println("many: " + findMany(users, List.of(1L, 3L, 7L)));

        ProductRepo products = new ProductRepo();
        seed(products, List.of(new Product("SKU-20", "Cable", 799), new Product("SKU-05", "Charger", 2499),
                new Product("SKU-11", "Case", 1299)));
        for (Product p : products.findAll()) {
            System.out.println(String.format("  %-8s %-8s %5d", p.sku, p.title, p.priceCents));
        }
        Predicate<Object> always = o -> true;
        System.out.println("count via Predicate<Object>: " + products.findWhere(always).size());
        System.out.println("cheap: " + products.findWhere(p -> p.priceCents < 1500));
        Optional<Product> missing = products.findById("SKU-99");
        System.out.println("missing present? " + missing.isPresent());
        System.out.println("many products: " + findMany(products, List.of("SKU-11", "SKU-99", "SKU-20")));
        System.out.println("ids in order: " + products.ids());
        System.out.println(String.format("totals: %d users, %d products", users.count(), products.count()));
    }
}

interface Repository<T, ID> {
    void save(T item);
    Optional<T> findById(ID id);
    List<T> findAll();
    boolean delete(ID id);

    default int count() {
        return findAll().size();
    }

    default List<T> findWhere(Predicate<? super T> filter) {
        List<T> out = new ArrayList<>();
        for (T item : findAll()) {
            if (filter.test(item)) {
                out.add(item);
            }
        }
        return out;
    }
}

class User {
    final long id;
    final String name;
    final int age;
    User(long id, String name, int age) {
        this.id = id;
        this.name = name;
        this.age = age;
    }
    @Override
    public String toString() {
        return name + "(" + id + ", " + age + ")";
    }
}

class Product {
    final String sku;
    final String title;
    final int priceCents;
    Product(String sku, String title, int priceCents) {
        this.sku = sku;
        this.title = title;
        this.priceCents = priceCents;
    }
    @Override
    public String toString() {
        return title + "@" + sku;
    }
}

class UserRepo implements Repository<User, Long> {
    private final Map<Long, User> store = new TreeMap<>();
    public void save(User item) { store.put(item.id, item); }
    public Optional<User> findById(Long id) { return Optional.ofNullable(store.get(id)); }
    public List<User> findAll() { return new ArrayList<>(store.values()); }
    public boolean delete(Long id) { return store.remove(id) != null; }
}

abstract class InMemoryRepo<T, ID extends Comparable<ID>> implements Repository<T, ID> {
    protected final TreeMap<ID, T> store = new TreeMap<>();
    protected abstract ID idOf(T item);
    public void save(T item) { store.put(idOf(item), item); }
    public Optional<T> findById(ID id) { return Optional.ofNullable(store.get(id)); }
    public List<T> findAll() { return new ArrayList<>(store.values()); }
    public boolean delete(ID id) { return store.remove(id) != null; }
    List<ID> ids() { return new ArrayList<>(store.keySet()); }
}

class ProductRepo extends InMemoryRepo<Product, String> {
    @Override
    protected String idOf(Product item) {
        return item.sku;
    }
}
