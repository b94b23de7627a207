import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

public class InventoryRepository {
    public static void main(String[] args) {
        Repo repo = new Repo();
        repo.save(new Item("bolt", "hardware", 120, 0.15));
        repo.save(new Item("nut", "hardware", 0, 0.10));
        repo.save(new Item("glue", "adhesives", 8, 4.99));
        repo.save(new Item("tape", "adhesives", 25, 2.49));
        repo.save(new Item("saw", "tools", 2, 24.00));
        System.out.println("all=" + repo.findAll());
        System.out.println("findById(glue)=" + repo.findById("glue").map(Item::toString).orElse("none"));
        System.out.println("findById(drill)=" + repo.findById("drill").map(Item::toString).orElse("none"));
        System.out.println("out of stock=" + repo.findWhere(i -> i.qty == 0));
        System.out.println("low stock (<10) by qty=" + repo.findWhere(i -> i.qty < 10).stream().sorted(Comparator.comparingInt((Item i) -> i.qty)).map(i -> i.id).collect(Collectors.toList()));
        Map<String, Double> valueByCategory = repo.findAll().stream().collect(Collectors.groupingBy(i -> i.category, LinkedHashMap::new, Collectors.summingDouble(i -> i.qty * i.price)));
        System.out.println("value by category=" + valueByCategory);
        valueByCategory.forEach((k, v) -> System.out.printf("  %-10s %8.2f%n", k, v));
        System.out.println("adjust bolt -20 -> " + repo.adjust("bolt", -20));
        System.out.println("adjust nut -1 -> " + repo.adjust("nut", -1));
        System.out.println("adjust drill +1 -> " + repo.adjust("drill", 1));
        Item replaced = repo.save(new Item("saw", "tools", 5, 22.50));
        System.out.println("save existing returned previous=" + replaced);
        System.out.println("delete(tape)=" + repo.delete("tape") + " delete(tape) again=" + repo.delete("tape"));
        System.out.println("final=" + repo.findAll() + " count=" + repo.count());
    }
}

class Item {
    final String id;
    final String category;
    int qty;
    final double price;
    Item(String id, String category, int qty, double price) {
        this.id = id;
        this.category = category;
        this.qty = qty;
        this.price = price;
    }
    @Override public String toString() { return id + "[" + category + "," + qty + "@" + price + "]"; }
}

class Repo {
    private final Map<String, Item> store = new LinkedHashMap<>();
    Item save(Item item) { return store.put(item.id, item); }
    Optional<Item> findById(String id) { return Optional.ofNullable(store.get(id)); }
    List<Item> findAll() { return new ArrayList<>(store.values()); }
    List<Item> findWhere(java.util.function.Predicate<Item> p) { return store.values().stream().filter(p).collect(Collectors.toList()); }
    String adjust(String id, int delta) {
        return findById(id).map(i -> {
            if (i.qty + delta < 0) return "refused (would be " + (i.qty + delta) + ")";
            i.qty += delta;
            return "ok, now " + i.qty;
        }).orElse("no such item");
    }
    boolean delete(String id) { return store.remove(id) != null; }
    int count() { return store.size(); }
}
