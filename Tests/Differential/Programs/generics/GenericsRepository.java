import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

public class GenericsRepository {

    interface Entity {
        long getId();
    }

    static class User implements Entity {
        private final long id;
        private final String name;
        private final String email;
        private int age;
        private boolean active;

        User(long id, String name, String email, int age, boolean active) {
            this.id = id;
            this.name = name;
            this.email = email;
            this.age = age;
            this.active = active;
        }

        public long getId() { return id; }
        String getName() { return name; }
        String getEmail() { return email; }
        int getAge() { return age; }
        boolean isActive() { return active; }
        void setActive(boolean active) { this.active = active; }

        @Override
        public String toString() {
            return "User(" + id + ", " + name + ", " + email + ", age=" + age + (active ? ", active" : ", inactive") + ")";
        }
    }

    static class Product implements Entity {
        private final long id;
        private final String title;
        private final int priceCents;

        Product(long id, String title, int priceCents) {
            this.id = id;
            this.title = title;
            this.priceCents = priceCents;
        }

        public long getId() { return id; }
        String getTitle() { return title; }
        int getPriceCents() { return priceCents; }

        @Override
        public String toString() {
            return "Product#" + id + "[" + title + " @ " + priceCents + "c]";
        }
    }

    static class Repository<T extends Entity> {
        protected final Map<Long, T> store = new LinkedHashMap<>();
        private int saveCount = 0;

        Optional<T> findById(long id) {
            return Optional.ofNullable(store.get(id));
        }

        List<T> findAll() {
            return new ArrayList<>(store.values());
        }

        List<T> findAll(Predicate<T> predicate) {
            List<T> result = new ArrayList<>();
            for (T item : store.values()) {
                if (predicate.test(item)) {
                    result.add(item);
                }
            }
            return result;
        }

        T save(T entity) {
            saveCount++;
            store.put(entity.getId(), entity);
            return entity;
        }

        boolean delete(long id) {
            return store.remove(id) != null;
        }

        int count() {
            return store.size();
        }

        int getSaveCount() {
            return saveCount;
        }
    }

    static class UserRepository extends Repository<User> {
        Optional<User> findByEmail(String email) {
            for (User u : store.values()) {
                if (u.getEmail().equalsIgnoreCase(email)) {
                    return Optional.of(u);
                }
            }
            return Optional.empty();
        }

        List<User> findActive() {
            return findAll(User::isActive);
        }

        int deactivateOlderThan(int age) {
            int changed = 0;
            for (User u : findAll(u -> u.getAge() > age && u.isActive())) {
                u.setActive(false);
                save(u);
                changed++;
            }
            return changed;
        }
    }

    static <T extends Entity> void printAll(String label, List<T> items) {
        System.out.println(label + " (" + items.size() + "):");
        for (T item : items) {
            System.out.println("  - " + item);
        }
    }

    public static void main(String[] args) {
        UserRepository users = new UserRepository();
        users.save(new User(1, "Alice", "alice@example.com", 34, true));
        users.save(new User(2, "Bob", "bob@example.com", 52, true));
        users.save(new User(3, "Carol", "carol@example.com", 28, false));
        users.save(new User(4, "Dave", "dave@example.com", 61, true));
        users.save(new User(5, "Eve", "eve@example.com", 19, true));

        printAll("All users", users.findAll());
        System.out.println("count = " + users.count() + ", saves = " + users.getSaveCount());

        System.out.println("findById(3) = " + users.findById(3).map(User::toString).orElse("none"));
        System.out.println("findById(42) present? " + users.findById(42).isPresent());
        System.out.println("findByEmail(BOB@example.com) = "
                + users.findByEmail("BOB@example.com").map(User::getName).orElse("?"));
        System.out.println("findByEmail(zed@x) = "
                + users.findByEmail("zed@x").map(User::getName).orElse("not found"));

        printAll("Active", users.findActive());
        printAll("Under 30", users.findAll(u -> u.getAge() < 30));
        printAll("Name contains 'a'", users.findAll(u -> u.getName().toLowerCase().contains("a")));

        int changed = users.deactivateOlderThan(50);
        System.out.println("deactivated " + changed + " users over 50");
        printAll("Active after cleanup", users.findActive());
        System.out.println("saves now = " + users.getSaveCount());

        users.save(new User(2, "Bob", "bob@newmail.com", 53, true));
        System.out.println("after overwrite id 2: " + users.findById(2).get());
        printAll("Order preserved", users.findAll());

        System.out.println("delete(3) = " + users.delete(3));
        System.out.println("delete(3) again = " + users.delete(3));
        System.out.println("count = " + users.count());

        Repository<Product> products = new Repository<>();
        products.save(new Product(100, "Keyboard", 4999));
        products.save(new Product(101, "Mouse", 1999));
        products.save(new Product(102, "Monitor", 18900));
        products.save(new Product(103, "Cable", 499));

        Predicate<Product> cheap = p -> p.getPriceCents() < 2000;
        printAll("Cheap products", products.findAll(cheap));
        printAll("Expensive products", products.findAll(cheap.negate()));

        int total = 0;
        for (Product p : products.findAll()) {
            total += p.getPriceCents();
        }
        System.out.println("Total catalog value: " + total + " cents");
        Product mouse = products.findById(101).orElseThrow();
        System.out.println("Mouse title length: " + mouse.getTitle().length());
    }
}
