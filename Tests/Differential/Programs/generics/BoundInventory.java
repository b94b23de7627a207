import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class BoundInventory {

    interface Stockable {
        String sku();

        int quantity();

        void adjust(int delta);

        int unitPriceCents();

        int reorderLevel();
    }

    static class Book implements Stockable {
        private final String isbn;
        final String title;
        private int qty;
        private final int price;

        Book(String isbn, String title, int qty, int price) {
            this.isbn = isbn;
            this.title = title;
            this.qty = qty;
            this.price = price;
        }

        public String sku() {
            return "BK-" + isbn;
        }

        public int quantity() {
            return qty;
        }

        public void adjust(int delta) {
            qty += delta;
        }

        public int unitPriceCents() {
            return price;
        }

        public int reorderLevel() {
            return 3;
        }

        public String toString() {
            return "Book{" + title + ", qty=" + qty + "}";
        }
    }

    static class Gadget implements Stockable {
        private final String code;
        final String model;
        private int qty;
        private final int price;
        final int warrantyMonths;

        Gadget(String code, String model, int qty, int price, int warrantyMonths) {
            this.code = code;
            this.model = model;
            this.qty = qty;
            this.price = price;
            this.warrantyMonths = warrantyMonths;
        }

        public String sku() {
            return "GD-" + code;
        }

        public int quantity() {
            return qty;
        }

        public void adjust(int delta) {
            qty += delta;
        }

        public int unitPriceCents() {
            return price;
        }

        public int reorderLevel() {
            return price > 20000 ? 1 : 5;
        }

        public String toString() {
            return "Gadget{" + model + ", qty=" + qty + ", warranty=" + warrantyMonths + "m}";
        }
    }

    static class StockException extends RuntimeException {
        StockException(String msg) {
            super(msg);
        }
    }

    static class Inventory<T extends Stockable> {
        private final String warehouse;
        private final TreeMap<String, T> items = new TreeMap<>();
        private final List<String> log = new ArrayList<>();

        Inventory(String warehouse) {
            this.warehouse = warehouse;
        }

        void register(T item) {
            if (items.containsKey(item.sku())) {
                throw new StockException("duplicate sku " + item.sku());
            }
            items.put(item.sku(), item);
            log.add("REG " + item.sku() + " x" + item.quantity());
        }

        void sell(String sku, int n) {
            T item = items.get(sku);
            if (item == null) {
                throw new StockException("unknown sku " + sku);
            }
            if (item.quantity() < n) {
                throw new StockException("insufficient stock for " + sku + ": have " + item.quantity() + ", want " + n);
            }
            item.adjust(-n);
            log.add("SELL " + sku + " x" + n);
        }

        void restock(String sku, int n) {
            T item = items.get(sku);
            if (item == null) {
                throw new StockException("unknown sku " + sku);
            }
            item.adjust(n);
            log.add("RESTOCK " + sku + " x" + n);
        }

        List<T> lowStock() {
            List<T> out = new ArrayList<>();
            for (T item : items.values()) {
                if (item.quantity() <= item.reorderLevel()) {
                    out.add(item);
                }
            }
            return out;
        }

        long totalValueCents() {
            long total = 0;
            for (T item : items.values()) {
                total += (long) item.quantity() * item.unitPriceCents();
            }
            return total;
        }

        T get(String sku) {
            return items.get(sku);
        }

        List<T> all() {
            return new ArrayList<>(items.values());
        }

        void printReport() {
            System.out.println("== " + warehouse + " ==");
            for (T item : items.values()) {
                System.out.println("  " + item.sku() + " " + item + " @" + String.format("%.2f", item.unitPriceCents() / 100.0));
            }
            System.out.println("  value: " + String.format("%.2f", totalValueCents() / 100.0));
        }

        void printLog() {
            System.out.println("log for " + warehouse + ":");
            for (int i = 0; i < log.size(); i++) {
                System.out.println("  " + (i + 1) + " " + log.get(i));
            }
        }
    }

    static <T extends Stockable> int totalUnits(List<T> list) {
        int n = 0;
        for (T t : list) {
            n += t.quantity();
        }
        return n;
    }

    static <T extends Stockable> T mostValuable(List<T> list) {
        T best = null;
        long bestVal = -1;
        for (T t : list) {
            long v = (long) t.quantity() * t.unitPriceCents();
            if (v > bestVal) {
                bestVal = v;
                best = t;
            }
        }
        return best;
    }

    static <T extends Stockable> void trySell(Inventory<T> inv, String sku, int n) {
        try {
            inv.sell(sku, n);
            System.out.println("sold " + n + " of " + sku + ", left " + inv.get(sku).quantity());
        } catch (StockException e) {
            System.out.println("error: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Inventory<Book> books = new Inventory<>("BookBarn");
        books.register(new Book("111", "Dune", 8, 1299));
        books.register(new Book("222", "Emma", 2, 899));
        books.register(new Book("333", "Ulysses", 5, 1550));
        books.register(new Book("044", "Beloved", 4, 1100));
        try {
            books.register(new Book("222", "Emma (dup)", 1, 100));
        } catch (StockException e) {
            System.out.println("error: " + e.getMessage());
        }

        Inventory<Gadget> gadgets = new Inventory<>("GizmoHub");
        gadgets.register(new Gadget("A1", "Phone", 3, 59900, 24));
        gadgets.register(new Gadget("B7", "Cable", 40, 799, 6));
        gadgets.register(new Gadget("C3", "Headset", 6, 8999, 12));
        gadgets.register(new Gadget("Z9", "Tablet", 1, 32900, 24));

        books.printReport();
        gadgets.printReport();

        trySell(books, "BK-111", 3);
        trySell(books, "BK-222", 5);
        trySell(books, "BK-999", 1);
        trySell(books, "BK-333", 4);
        trySell(gadgets, "GD-B7", 37);
        trySell(gadgets, "GD-A1", 2);
        trySell(gadgets, "GD-Z9", 1);
        trySell(gadgets, "GD-Z9", 1);

        System.out.println("low stock books:");
        for (Book b : books.lowStock()) {
            System.out.println("  " + b.title + " (" + b.quantity() + " <= " + b.reorderLevel() + ")");
        }
        System.out.println("low stock gadgets:");
        for (Gadget g : gadgets.lowStock()) {
            System.out.println("  " + g.model + " (" + g.quantity() + " <= " + g.reorderLevel() + ")");
        }

        for (Book b : books.lowStock()) {
            books.restock(b.sku(), 10 - b.quantity());
        }
        for (Gadget g : gadgets.lowStock()) {
            gadgets.restock(g.sku(), g.reorderLevel() * 2);
        }

        books.printReport();
        gadgets.printReport();
        System.out.println("book units: " + totalUnits(books.all()) + ", gadget units: " + totalUnits(gadgets.all()));
        Book mb = mostValuable(books.all());
        Gadget mg = mostValuable(gadgets.all());
        System.out.println("most valuable book line: " + mb.title);
        System.out.println("most valuable gadget line: " + mg.model + " warranty " + mg.warrantyMonths);
        books.printLog();
        gadgets.printLog();
    }
}
