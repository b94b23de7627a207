import java.util.*;

public class InvWarehouse {
    public static void main(String[] args) {
        InventoryRepository repo = new InventoryRepository();
        InventoryPresenter presenter = new InventoryPresenter(repo);
        repo.addListener(new InventoryListener() {
            @Override
            public void onStockChanged(Product p, int oldQty, int newQty) {
                System.out.println("  [listener] " + p.getSku() + " " + oldQty + " -> " + newQty);
            }
            @Override
            public void onLowStock(Product p) {
                System.out.println("  [listener] LOW STOCK: " + p.getName() + " (" + p.getQuantity() + " left)");
            }
        });

        System.out.println("=== Session start ===");
        presenter.receive(new Product("SKU-100", "USB-C Cable", Category.ELECTRONICS, 499), 40);
        presenter.receive(new Product("SKU-200", "Notebook A5", Category.STATIONERY, 250), 120);
        presenter.receive(new Product("SKU-300", "Coffee Beans 1kg", Category.GROCERY, 1899), 8);
        presenter.receive(new Product("SKU-400", "Wireless Mouse", Category.ELECTRONICS, 2599), 15);
        presenter.receive(new Product("SKU-500", "Stapler", Category.STATIONERY, 899), 3);

        System.out.println("=== Orders ===");
        presenter.ship("SKU-100", 12);
        presenter.ship("SKU-300", 5);
        presenter.ship("SKU-999", 1);
        presenter.ship("SKU-500", 10);
        presenter.ship("SKU-400", 13);
        presenter.restock("SKU-500", 20);

        System.out.println("=== Report by category ===");
        presenter.printCategoryReport();

        System.out.println("=== Movements ===");
        for (StockMovement m : repo.getMovements()) {
            System.out.println("  " + m);
        }
        System.out.println(String.format("Total inventory value: $%.2f", presenter.totalValueCents() / 100.0));
        System.out.println("Low stock SKUs: " + presenter.lowStockSkus());
    }
}

enum Category {
    ELECTRONICS("Elec"), STATIONERY("Stat"), GROCERY("Groc");
    private final String code;
    Category(String code) { this.code = code; }
    public String getCode() { return code; }
}

interface InventoryListener {
    void onStockChanged(Product p, int oldQty, int newQty);
    void onLowStock(Product p);
}

abstract class BaseEntity {
    private static int nextId = 1;
    protected final int id;
    protected BaseEntity() { this.id = nextId++; }
    public int getId() { return id; }
    public abstract String describe();
}

class Product extends BaseEntity {
    private final String sku;
    private String name;
    private final Category category;
    private long priceCents;
    private int quantity;

    Product(String sku, String name, Category category, long priceCents) {
        this.sku = sku; this.name = name; this.category = category; this.priceCents = priceCents;
    }
    public String getSku() { return sku; }
    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public Category getCategory() { return category; }
    public long getPriceCents() { return priceCents; }
    public void setPriceCents(long c) { priceCents = c; }
    public int getQuantity() { return quantity; }
    public void setQuantity(int q) { quantity = q; }
    @Override
    public String describe() {
        return String.format("#%d %-8s %-8s qty=%5d price=$%.2f", id, sku, name, quantity, priceCents / 100.0);
    }
}

class StockMovement {
    enum Type { IN, OUT }
    private final String sku;
    private final Type type;
    private final int amount;
    StockMovement(String sku, Type type, int amount) { this.sku = sku; this.type = type; this.amount = amount; }
    @Override
    public String toString() { return type + " " + sku + " x" + amount; }
}

class InventoryRepository {
    public static final int LOW_STOCK_THRESHOLD = 5;
    private final LinkedHashMap<String, Product> products = new LinkedHashMap<>();
    private final ArrayList<StockMovement> movements = new ArrayList<>();
    private final List<InventoryListener> listeners = new ArrayList<>();

    public void addListener(InventoryListener l) { listeners.add(l); }
    public void save(Product p) { products.put(p.getSku(), p); }
    public Product find(String sku) { return products.get(sku); }
    public Collection<Product> all() { return products.values(); }
    public List<StockMovement> getMovements() { return movements; }

    public void adjust(Product p, int delta) {
        int old = p.getQuantity();
        p.setQuantity(old + delta);
        movements.add(new StockMovement(p.getSku(), delta >= 0 ? StockMovement.Type.IN : StockMovement.Type.OUT, Math.abs(delta)));
        for (InventoryListener l : listeners) {
            l.onStockChanged(p, old, p.getQuantity());
            if (p.getQuantity() <= LOW_STOCK_THRESHOLD) l.onLowStock(p);
        }
    }
}

class InventoryPresenter {
    private final InventoryRepository repo;
    InventoryPresenter(InventoryRepository repo) { this.repo = repo; }

    public void receive(Product p, int qty) {
        repo.save(p);
        System.out.println("Receive " + p.getName() + " x" + qty);
        repo.adjust(p, qty);
    }

    public boolean ship(String sku, int qty) {
        Product p = repo.find(sku);
        if (p == null) {
            System.out.println("Ship " + sku + ": unknown SKU");
            return false;
        }
        if (p.getQuantity() < qty) {
            System.out.println("Ship " + sku + ": insufficient stock (" + p.getQuantity() + " < " + qty + ")");
            return false;
        }
        System.out.println("Ship " + sku + " x" + qty);
        repo.adjust(p, -qty);
        return true;
    }

    public void restock(String sku, int qty) {
        Product p = repo.find(sku);
        if (p != null) {
            System.out.println("Restock " + sku + " x" + qty);
            repo.adjust(p, qty);
        }
    }

    public void printCategoryReport() {
        TreeMap<String, List<Product>> byCat = new TreeMap<>();
        for (Product p : repo.all()) {
            byCat.computeIfAbsent(p.getCategory().getCode(), k -> new ArrayList<>()).add(p);
        }
        for (Map.Entry<String, List<Product>> e : byCat.entrySet()) {
            int units = 0;
            for (Product p : e.getValue()) units += p.getQuantity();
            System.out.println(e.getKey() + " (" + e.getValue().size() + " items, " + units + " units)");
            for (Product p : e.getValue()) System.out.println("    " + p.describe());
        }
    }

    public long totalValueCents() {
        long total = 0;
        for (Product p : repo.all()) total += p.getPriceCents() * p.getQuantity();
        return total;
    }

    public List<String> lowStockSkus() {
        List<String> out = new ArrayList<>();
        for (Product p : repo.all()) if (p.getQuantity() <= InventoryRepository.LOW_STOCK_THRESHOLD) out.add(p.getSku());
        return out;
    }
}
