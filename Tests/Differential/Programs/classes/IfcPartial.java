import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class IfcPartial {
    public static void main(String[] args) {
        Repository<User> users = new InMemoryUserRepository();
        users.save(new User(3, "carol", 31));
        users.save(new User(1, "alice", 27));
        users.save(new User(2, "bob", 19));
        users.save(new User(1, "alice2", 28));
        System.out.println("user count: " + users.count());
        System.out.println("find 1: " + users.findById(1));
        System.out.println("find 9: " + users.findById(9));
        System.out.println("exists 2: " + users.exists(2) + ", exists 5: " + users.exists(5));
        for (User u : users.findAll()) {
            System.out.println("  " + u);
        }

        Repository<Product> products = new CachedProductRepository(new ArrayProductStore());
        products.save(new Product(100, "Phone", 49900));
        products.save(new Product(200, "Case", 1999));
        products.save(new Product(150, "Charger", 2499));
        System.out.println("product count: " + products.count());
        System.out.println("find 150: " + products.findById(150));
        System.out.println("find 150 again: " + products.findById(150));
        System.out.println("find 999: " + products.findById(999));
        System.out.println("delete 200: " + products.delete(200));
        System.out.println("delete 200 again: " + products.delete(200));
        for (Product p : products.findAll()) {
            System.out.println("  " + p);
        }

        UserService service = new UserService(users, new ConsoleLogger("svc"));
        service.register(4, "dave", 45);
        service.register(2, "bobby", 20);
        service.register(5, "", 33);
        System.out.println("adults over 25: " + service.namesOlderThan(25));

        UserService quiet = new UserService(users, new SilentLogger());
        quiet.register(6, "eve", 22);
        System.out.println("silent logger messages: " + quiet.loggedCount());
        System.out.println("final count: " + users.count());
    }
}

interface Identifiable {
    int id();
}

interface Repository<T extends Identifiable> {
    void save(T item);
    T findById(int id);
    List<T> findAll();
    boolean delete(int id);

    default int count() {
        return findAll().size();
    }

    default boolean exists(int id) {
        return findById(id) != null;
    }
}

abstract class AbstractRepository<T extends Identifiable> implements Repository<T> {
    protected int saves = 0;

    @Override
    public void save(T item) {
        saves++;
        if (findById(item.id()) != null) {
            System.out.println("  [repo] replacing id " + item.id());
            delete(item.id());
        }
        store(item);
    }

    @Override
    public T findById(int id) {
        for (T t : findAll()) {
            if (t.id() == id) return t;
        }
        return null;
    }

    protected abstract void store(T item);
}

class User implements Identifiable {
    private final int id;
    final String name;
    final int age;
    User(int id, String name, int age) { this.id = id; this.name = name; this.age = age; }
    public int id() { return id; }
    @Override public String toString() { return "User(" + id + "," + name + "," + age + ")"; }
}

class Product implements Identifiable {
    private final int id;
    final String title;
    final int priceCents;
    Product(int id, String title, int priceCents) { this.id = id; this.title = title; this.priceCents = priceCents; }
    public int id() { return id; }
    @Override public String toString() {
        return String.format("Product(%d,%s,%.2f)", id, title, priceCents / 100.0);
    }
}

class InMemoryUserRepository extends AbstractRepository<User> {
    private final TreeMap<Integer, User> data = new TreeMap<>();
    protected void store(User u) { data.put(u.id(), u); }
    public List<User> findAll() { return new ArrayList<>(data.values()); }
    public boolean delete(int id) { return data.remove(id) != null; }
}

class ArrayProductStore extends AbstractRepository<Product> {
    private final List<Product> items = new ArrayList<>();
    protected void store(Product p) { items.add(p); }
    public List<Product> findAll() { return new ArrayList<>(items); }
    public boolean delete(int id) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).id() == id) { items.remove(i); return true; }
        }
        return false;
    }
}

class CachedProductRepository extends AbstractRepository<Product> {
    private final Repository<Product> backing;
    private Product last;
    CachedProductRepository(Repository<Product> backing) { this.backing = backing; }
    protected void store(Product p) { backing.save(p); }
    public List<Product> findAll() { return backing.findAll(); }
    public boolean delete(int id) {
        if (last != null && last.id() == id) last = null;
        return backing.delete(id);
    }
    @Override
    public Product findById(int id) {
        if (last != null && last.id() == id) {
            System.out.println("  [cache] hit " + id);
            return last;
        }
        last = super.findById(id);
        return last;
    }
}

interface Logger {
    void log(String msg);
}

class ConsoleLogger implements Logger {
    private final String tag;
    ConsoleLogger(String tag) { this.tag = tag; }
    public void log(String msg) { System.out.println("  <" + tag + "> " + msg); }
}

class SilentLogger implements Logger {
    int count;
    public void log(String msg) { count++; }
}

class UserService {
    private final Repository<User> repo;
    private final Logger logger;

    UserService(Repository<User> repo, Logger logger) {
        this.repo = repo;
        this.logger = logger;
    }

    void register(int id, String name, int age) {
        if (name.isEmpty()) {
            logger.log("rejected empty name for id " + id);
            return;
        }
        boolean existed = repo.exists(id);
        repo.save(new User(id, name, age));
        logger.log((existed ? "updated " : "created ") + name);
    }

    List<String> namesOlderThan(int age) {
        List<String> out = new ArrayList<>();
        for (User u : repo.findAll()) {
            if (u.age > age) out.add(u.name);
        }
        return out;
    }

    int loggedCount() {
        if (logger instanceof SilentLogger s) return s.count;
        return -1;
    }
}
