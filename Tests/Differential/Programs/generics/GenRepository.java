import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

public class GenRepository {

    interface Repository<T, ID extends Comparable<ID>> {
        void save(ID id, T item);
        Optional<T> findById(ID id);
        List<T> findAll();
        List<T> findBy(Predicate<T> condition);
        boolean update(ID id, Function<T, T> change);
        boolean delete(ID id);
        int count();
        List<ID> ids();
    }

    static final class InMemoryRepository<T, ID extends Comparable<ID>> implements Repository<T, ID> {
        private final TreeMap<ID, T> store = new TreeMap<>();
        private final String name;
        private int writes = 0;

        InMemoryRepository(String name) {
            this.name = name;
        }

        @Override
        public void save(ID id, T item) {
            store.put(id, item);
            writes++;
        }

        @Override
        public Optional<T> findById(ID id) {
            if (store.containsKey(id)) {
                return Optional.of(store.get(id));
            }
            return Optional.empty();
        }

        @Override
        public List<T> findAll() {
            return new ArrayList<>(store.values());
        }

        @Override
        public List<T> findBy(Predicate<T> condition) {
            List<T> out = new ArrayList<>();
            for (T item : store.values()) {
                if (condition.test(item)) {
                    out.add(item);
                }
            }
            return out;
        }

        @Override
        public boolean update(ID id, Function<T, T> change) {
            T current = store.get(id);
            if (current == null) {
                return false;
            }
            store.put(id, change.apply(current));
            writes++;
            return true;
        }

        @Override
        public boolean delete(ID id) {
            if (store.remove(id) != null) {
                writes++;
                return true;
            }
            return false;
        }

        @Override
        public int count() {
            return store.size();
        }

        @Override
        public List<ID> ids() {
            return new ArrayList<>(store.keySet());
        }

        String describe() {
            return name + "[count=" + store.size() + ", writes=" + writes + "]";
        }
    }

    record User(String name, int age, String city) {
        User withAge(int newAge) {
            return new User(name, newAge, city);
        }

        User movedTo(String newCity) {
            return new User(name, age, newCity);
        }

        @Override
        public String toString() {
            return name + "(" + age + ", " + city + ")";
        }
    }

    static final class Product {
        final String sku;
        final String title;
        final int priceCents;
        final int stock;

        Product(String sku, String title, int priceCents, int stock) {
            this.sku = sku;
            this.title = title;
            this.priceCents = priceCents;
            this.stock = stock;
        }

        Product restock(int amount) {
            return new Product(sku, title, priceCents, stock + amount);
        }

        Product discount(int percent) {
            return new Product(sku, title, priceCents * (100 - percent) / 100, stock);
        }

        @Override
        public String toString() {
            int cents = priceCents % 100;
            String centText = cents < 10 ? "0" + cents : "" + cents;
            return sku + ":" + title + " $" + (priceCents / 100) + "." + centText + " x" + stock;
        }
    }

    static <T> void printList(String label, List<T> items) {
        System.out.println(label + " (" + items.size() + "):");
        for (T item : items) {
            System.out.println("  - " + item);
        }
    }

    static <T, ID extends Comparable<ID>> void show(Repository<T, ID> repo, ID id) {
        Optional<T> found = repo.findById(id);
        if (found.isPresent()) {
            System.out.println("findById(" + id + ") -> " + found.get());
        } else {
            System.out.println("findById(" + id + ") -> <none>");
        }
    }

    public static void main(String[] args) {
        InMemoryRepository<User, Integer> users = new InMemoryRepository<>("users");
        users.save(42, new User("Zoe", 31, "Oslo"));
        users.save(7, new User("Adam", 25, "Berlin"));
        users.save(19, new User("Mia", 40, "Oslo"));
        users.save(3, new User("Liam", 18, "Paris"));
        users.save(25, new User("Nora", 52, "Berlin"));

        printList("All users sorted by id", users.findAll());
        System.out.println("ids: " + users.ids());
        show(users, 19);
        show(users, 100);

        printList("Users in Oslo", users.findBy(u -> u.city().equals("Oslo")));
        printList("Users older than 30", users.findBy(u -> u.age() > 30));

        System.out.println("update 7 age+1: " + users.update(7, u -> u.withAge(u.age() + 1)));
        System.out.println("update 99: " + users.update(99, u -> u.withAge(0)));
        System.out.println("update 3 move: " + users.update(3, u -> u.movedTo("Oslo")));
        printList("Users in Oslo after move", users.findBy(u -> u.city().equals("Oslo")));

        System.out.println("delete 42: " + users.delete(42));
        System.out.println("delete 42 again: " + users.delete(42));
        printList("All users after delete", users.findAll());
        System.out.println(users.describe());

        InMemoryRepository<Product, String> products = new InMemoryRepository<>("products");
        products.save("P-300", new Product("P-300", "Lamp", 2599, 4));
        products.save("P-100", new Product("P-100", "Chair", 4950, 10));
        products.save("P-250", new Product("P-250", "Desk", 12900, 2));
        products.save("A-001", new Product("A-001", "Pen", 120, 300));
        products.save("B-777", new Product("B-777", "Mug", 875, 0));

        printList("All products sorted by sku", products.findAll());
        printList("Out of stock", products.findBy(p -> p.stock == 0));
        printList("Cheap (< $10)", products.findBy(p -> p.priceCents < 1000));

        Function<Product, Product> restockFive = p -> p.restock(5);
        Function<Product, Product> tenOff = p -> p.discount(10);
        Function<Product, Product> both = restockFive.andThen(tenOff);
        for (String sku : products.ids()) {
            if (sku.startsWith("P")) {
                products.update(sku, both);
            }
        }
        products.update("B-777", restockFive);
        printList("After bulk update", products.findAll());

        Repository<Product, String> asInterface = products;
        show(asInterface, "P-250");
        show(asInterface, "Z-999");

        int totalValue = 0;
        for (Product p : asInterface.findAll()) {
            totalValue += p.priceCents * p.stock;
        }
        System.out.println("total inventory cents: " + totalValue);
        System.out.println("count: " + asInterface.count());
        System.out.println(products.describe());

        Repository<String, String> tags = new InMemoryRepository<>("tags");
        String[] words = {"pear", "apple", "fig", "banana", "cherry", "date"};
        for (String w : words) {
            tags.save(w.substring(0, 1), w.toUpperCase());
        }
        printList("Tags", tags.findAll());
        printList("Long tags", tags.findBy(s -> s.length() > 4));
        tags.update("f", s -> s + "!");
        System.out.println("tag ids: " + String.join(",", tags.ids()));
        show(tags, "f");
    }
}
