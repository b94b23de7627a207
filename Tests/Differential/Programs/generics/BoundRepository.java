import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class BoundRepository {

    static abstract class Entity {
        long id;

        abstract String describe();

        long getId() {
            return id;
        }
    }

    static class User extends Entity {
        String name;
        int age;

        User(String name, int age) {
            this.name = name;
            this.age = age;
        }

        String describe() {
            return "User#" + id + "(" + name + ", " + age + ")";
        }
    }

    static class Product extends Entity {
        String title;
        int priceCents;

        Product(String title, int priceCents) {
            this.title = title;
            this.priceCents = priceCents;
        }

        String describe() {
            return "Product#" + id + "(" + title + ", " + String.format("%.2f", priceCents / 100.0) + ")";
        }
    }

    interface Matcher<T> {
        boolean matches(T item);
    }

    static class Repository<T extends Entity> {
        private final String name;
        private final TreeMap<Long, T> store = new TreeMap<>();
        private long nextId = 1;
        private int writes = 0;

        Repository(String name) {
            this.name = name;
        }

        T save(T entity) {
            if (entity.id == 0) {
                entity.id = nextId;
                nextId++;
            }
            store.put(entity.id, entity);
            writes++;
            return entity;
        }

        T findById(long id) {
            return store.get(id);
        }

        boolean delete(long id) {
            return store.remove(id) != null;
        }

        List<T> findAll() {
            return new ArrayList<>(store.values());
        }

        List<T> findWhere(Matcher<T> m) {
            List<T> out = new ArrayList<>();
            for (T t : store.values()) {
                if (m.matches(t)) {
                    out.add(t);
                }
            }
            return out;
        }

        int count() {
            return store.size();
        }

        String summary() {
            return name + " repo: " + store.size() + " entities, " + writes + " writes, nextId=" + nextId;
        }
    }

    static <T extends Entity> long sumIds(List<T> items) {
        long total = 0;
        for (T t : items) {
            total += t.getId();
        }
        return total;
    }

    static <T extends Entity> void printAll(String header, List<T> items) {
        System.out.println("-- " + header + " (" + items.size() + ") --");
        for (T t : items) {
            System.out.println("  " + t.describe());
        }
    }

    static <T extends Entity> T maxById(List<T> items) {
        T best = null;
        for (T t : items) {
            if (best == null || t.id > best.id) {
                best = t;
            }
        }
        return best;
    }

    public static void main(String[] args) {
        Repository<User> users = new Repository<>("users");
        Repository<Product> products = new Repository<>("products");

        String[] names = {"alice", "bob", "carol", "dave", "erin", "frank", "grace"};
        int[] ages = {31, 17, 45, 22, 19, 60, 28};
        for (int i = 0; i < names.length; i++) {
            User u = users.save(new User(names[i], ages[i]));
            System.out.println("saved " + u.describe());
        }

        String[] titles = {"lamp", "desk", "chair", "monitor", "cable"};
        int[] prices = {1999, 15900, 8950, 23999, 599};
        for (int i = 0; i < titles.length; i++) {
            Product p = products.save(new Product(titles[i], prices[i]));
            System.out.println("saved " + p.describe());
        }

        System.out.println(users.summary());
        System.out.println(products.summary());

        User found = users.findById(3);
        System.out.println("findById(3): " + (found == null ? "none" : found.describe()));
        User missing = users.findById(42);
        System.out.println("findById(42): " + (missing == null ? "none" : missing.describe()));

        found.age = 46;
        users.save(found);
        System.out.println("updated: " + users.findById(3).describe());

        printAll("adults", users.findWhere(u -> u.age >= 21));
        printAll("minors", users.findWhere(u -> u.age < 21));
        printAll("cheap products", products.findWhere(p -> p.priceCents < 10000));
        printAll("names with 'a'", users.findWhere(u -> u.name.contains("a")));

        System.out.println("delete 2: " + users.delete(2));
        System.out.println("delete 2 again: " + users.delete(2));
        System.out.println("delete product 4: " + products.delete(4));

        printAll("all users", users.findAll());
        printAll("all products", products.findAll());

        System.out.println("sum of user ids: " + sumIds(users.findAll()));
        System.out.println("sum of product ids: " + sumIds(products.findAll()));
        System.out.println("max user: " + maxById(users.findAll()).describe());
        System.out.println("max product: " + maxById(products.findAll()).describe());

        User late = users.save(new User("heidi", 33));
        System.out.println("new user after delete gets id " + late.id);
        System.out.println(users.summary());
        System.out.println(products.summary());

        int totalCents = 0;
        for (Product p : products.findAll()) {
            totalCents += p.priceCents;
        }
        System.out.println("catalog value: " + String.format("%.2f", totalCents / 100.0));
        System.out.println("user count=" + users.count() + " product count=" + products.count());
    }
}
