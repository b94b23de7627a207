import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

public class CovRepo {

    static void printList(String title, List<?> items) {
        System.out.println(title + " (" + items.size() + "):");
        for (Object o : items) {
            System.out.println("  - " + o);
        }
    }

    static int countNulls(List<?> items) {
        int n = 0;
        for (Object o : items) {
            if (o == null) n++;
        }
        return n;
    }

    static String joinAll(List<?> items, String sep) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) sb.append(sep);
            sb.append(items.get(i));
        }
        return sb.toString();
    }

    static long sumIds(List<? extends Entity> entities) {
        long total = 0;
        for (Entity e : entities) total += e.getId();
        return total;
    }

    public static void main(String[] args) {
        UserRepo users = new UserRepo();
        users.save(new User(0, "alice", "alice@example.com", true));
        users.save(new User(0, "bob", "bob@example.com", false));
        users.save(new User(0, "carol", "carol@example.com", true));
        User dave = users.save(new User(0, "dave", "dave@example.com", true));
        System.out.println("dave got id " + dave.getId());

        ProductRepo products = new ProductRepo();
        products.save(new Product(0, "Phone case", 1999));
        products.save(new Product(0, "Charger", 2499));
        products.save(new Product(0, "Cable", 899));

        printList("all users", users.findAll());
        printList("all products", products.findAll());

        User found = users.findById(2);
        System.out.println("user 2: " + found);
        System.out.println("user 99: " + users.findById(99));
        System.out.println("by email carol: " + users.findByEmail("carol@example.com"));
        System.out.println("by email zed: " + users.findByEmail("zed@example.com"));

        List<User> active = users.findWhere(User::isActive);
        printList("active users", active);
        System.out.println("active names: " + joinAll(users.activeNames(), ", "));

        List<Product> cheap = products.findWhere(p -> p.getPriceCents() < 2000);
        printList("cheap products", cheap);
        System.out.println(String.format("catalog value: %d cents", products.totalCents()));

        System.out.println("delete bob: " + users.delete(2));
        System.out.println("delete bob again: " + users.delete(2));
        System.out.println("user count: " + users.count());

        User renamed = users.update(new User(3, "caroline", "carol@example.com", false));
        System.out.println("updated: " + renamed);
        System.out.println("update missing: " + users.update(new User(42, "ghost", "g@example.com", true)));
        printList("users after edits", users.findAll());

        System.out.println("sum user ids: " + sumIds(users.findAll()));
        System.out.println("sum product ids: " + sumIds(products.findAll()));

        List<Object> misc = new ArrayList<>();
        misc.add("text");
        misc.add(null);
        misc.add(7);
        misc.add(products.findById(1));
        misc.add(null);
        printList("misc", misc);
        System.out.println("nulls in misc: " + countNulls(misc));
        System.out.println("nulls in users: " + countNulls(users.findAll()));
        System.out.println("joined ints: " + joinAll(List.of(1, 2, 3), "-"));

        Repo<? extends Entity> anyRepo = products;
        Entity e = anyRepo.findById(3);
        System.out.println("wildcard repo entity: " + e.describe());
        System.out.println("repo names: " + users.name() + ", " + products.name());
    }
}

abstract class Entity {
    private long id;

    protected Entity(long id) {
        this.id = id;
    }

    long getId() {
        return id;
    }

    void assignId(long id) {
        this.id = id;
    }

    abstract String describe();

    @Override
    public String toString() {
        return "#" + id + " " + describe();
    }
}

class User extends Entity {
    private final String username;
    private final String email;
    private final boolean active;

    User(long id, String username, String email, boolean active) {
        super(id);
        this.username = username;
        this.email = email;
        this.active = active;
    }

    String getUsername() {
        return username;
    }

    String getEmail() {
        return email;
    }

    boolean isActive() {
        return active;
    }

    @Override
    String describe() {
        return username + " <" + email + ">" + (active ? "" : " (inactive)");
    }
}

class Product extends Entity {
    private final String title;
    private final long priceCents;

    Product(long id, String title, long priceCents) {
        super(id);
        this.title = title;
        this.priceCents = priceCents;
    }

    long getPriceCents() {
        return priceCents;
    }

    @Override
    String describe() {
        return String.format("%-8s %5d", title, priceCents);
    }
}

abstract class Repo<T extends Entity> {
    private final Map<Long, T> store = new TreeMap<>();
    private long nextId = 1;

    T save(T entity) {
        if (entity.getId() == 0) {
            entity.assignId(nextId++);
        }
        store.put(entity.getId(), entity);
        return entity;
    }

    T findById(long id) {
        return store.get(id);
    }

    List<T> findAll() {
        return new ArrayList<>(store.values());
    }

    List<T> findWhere(Predicate<? super T> test) {
        List<T> out = new ArrayList<>();
        for (T t : store.values()) {
            if (test.test(t)) out.add(t);
        }
        return out;
    }

    T update(T entity) {
        if (!store.containsKey(entity.getId())) {
            return null;
        }
        store.put(entity.getId(), entity);
        return entity;
    }

    boolean delete(long id) {
        return store.remove(id) != null;
    }

    int count() {
        return store.size();
    }

    abstract String name();
}

class UserRepo extends Repo<User> {
    User findByEmail(String email) {
        for (User u : findAll()) {
            if (u.getEmail().equals(email)) return u;
        }
        return null;
    }

    List<String> activeNames() {
        List<String> names = new ArrayList<>();
        for (User u : findWhere(User::isActive)) {
            names.add(u.getUsername());
        }
        return names;
    }

    @Override
    String name() {
        return "users";
    }
}

class ProductRepo extends Repo<Product> {
    long totalCents() {
        long total = 0;
        for (Product p : findAll()) total += p.getPriceCents();
        return total;
    }

    @Override
    String name() {
        return "products";
    }
}
