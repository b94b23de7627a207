import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Stack;
import java.util.TreeMap;

public class LegacyInventoryUndo {

    public static final int OP_ADD = 1;
    public static final int OP_REMOVE = 2;
    public static final int OP_PRICE = 3;

    static class OutOfStockException extends Exception {
        public OutOfStockException(String sku, int wanted, int have) {
            super("cannot remove " + wanted + " of " + sku + ", only " + have);
        }
    }

    static class Item {
        final String sku;
        String name;
        int quantity;
        int priceCents;

        Item(String sku, String name, int quantity, int priceCents) {
            this.sku = sku;
            this.name = name;
            this.quantity = quantity;
            this.priceCents = priceCents;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Item)) return false;
            return sku.equals(((Item) o).sku);
        }

        @Override
        public int hashCode() {
            return 31 * 7 + sku.hashCode();
        }

        @Override
        public String toString() {
            return String.format("%-6s %-10s x%3d @ %d.%02d", sku, name, quantity, priceCents / 100, priceCents % 100);
        }
    }

    static class Command {
        final int op;
        final String sku;
        final int oldValue;
        final int newValue;

        Command(int op, String sku, int oldValue, int newValue) {
            this.op = op;
            this.sku = sku;
            this.oldValue = oldValue;
            this.newValue = newValue;
        }

        String describe() {
            String name;
            switch (op) {
                case OP_ADD: name = "ADD"; break;
                case OP_REMOVE: name = "REMOVE"; break;
                case OP_PRICE: name = "PRICE"; break;
                default: name = "?";
            }
            return name + " " + sku + " " + oldValue + "->" + newValue;
        }
    }

    static class Inventory {
        private final TreeMap<String, Item> items = new TreeMap<String, Item>();
        private final Stack<Command> undoStack = new Stack<Command>();
        private final Stack<Command> redoStack = new Stack<Command>();

        void register(Item item) { items.put(item.sku, item); }

        void add(String sku, int n) {
            Item it = items.get(sku);
            undoStack.push(new Command(OP_ADD, sku, it.quantity, it.quantity + n));
            it.quantity += n;
            redoStack.clear();
        }

        void remove(String sku, int n) throws OutOfStockException {
            Item it = items.get(sku);
            if (it.quantity < n) {
                throw new OutOfStockException(sku, n, it.quantity);
            }
            undoStack.push(new Command(OP_REMOVE, sku, it.quantity, it.quantity - n));
            it.quantity -= n;
            redoStack.clear();
        }

        void setPrice(String sku, int cents) {
            Item it = items.get(sku);
            undoStack.push(new Command(OP_PRICE, sku, it.priceCents, cents));
            it.priceCents = cents;
            redoStack.clear();
        }

        private void apply(Command c, boolean forward) {
            Item it = items.get(c.sku);
            int v = forward ? c.newValue : c.oldValue;
            if (c.op == OP_PRICE) it.priceCents = v;
            else it.quantity = v;
        }

        boolean undo() {
            if (undoStack.empty()) return false;
            Command c = undoStack.pop();
            apply(c, false);
            redoStack.push(c);
            System.out.println("  undo " + c.describe());
            return true;
        }

        boolean redo() {
            if (redoStack.isEmpty()) return false;
            Command c = redoStack.pop();
            apply(c, true);
            undoStack.push(c);
            System.out.println("  redo " + c.describe());
            return true;
        }

        void dump(String title) {
            System.out.println("== " + title + " (undo=" + undoStack.size() + ", redo=" + redoStack.size() + ")");
            long total = 0;
            for (String sku : items.keySet()) {
                Item it = items.get(sku);
                System.out.println("  " + it);
                total += (long) it.quantity * it.priceCents;
            }
            System.out.println(String.format("  total value %.2f", total / 100.0));
        }
    }

    public static void main(String[] args) {
        Inventory inv = new Inventory();
        inv.register(new Item("A100", "Hammer", 5, 1299));
        inv.register(new Item("B200", "Nails", 500, 2));
        inv.register(new Item("C300", "Saw", 2, 2450));
        inv.register(new Item("A050", "Tape", 12, 349));
        inv.dump("initial");

        inv.add("A100", 10);
        inv.setPrice("B200", 3);
        try {
            inv.remove("C300", 1);
            inv.remove("C300", 5);
        } catch (OutOfStockException e) {
            System.out.println("error: " + e.getMessage());
        }
        inv.add("A050", 8);
        inv.dump("after edits");
        System.out.println("peek: " + inv.undoStack.peek().describe());

        inv.undo();
        inv.undo();
        inv.dump("after 2 undos");
        inv.redo();
        inv.dump("after redo");
        inv.setPrice("A100", 999);
        System.out.println("redo possible after new edit? " + inv.redo());
        int n = 0;
        while (inv.undo()) {
            n++;
        }
        System.out.println("undid " + n + " more, stack empty=" + inv.undoStack.empty());
        inv.dump("fully undone");

        List<Item> list = new ArrayList<Item>(inv.items.values());
        Collections.sort(list, new Comparator<Item>() {
            public int compare(Item a, Item b) {
                long va = (long) a.quantity * a.priceCents;
                long vb = (long) b.quantity * b.priceCents;
                return va < vb ? 1 : (va > vb ? -1 : a.sku.compareTo(b.sku));
            }
        });
        for (int i = 0; i < list.size(); i++) {
            System.out.println((i + 1) + ". " + list.get(i).name + " eq(A100)=" + list.get(i).equals(new Item("A100", "", 0, 0)));
        }
        try {
            try {
                inv.remove("A050", 1000);
            } catch (OutOfStockException e) {
                throw new RuntimeException("inventory failure", e);
            } finally {
                System.out.println("finally ran");
            }
        } catch (RuntimeException e) {
            System.out.println(e.getMessage() + " caused by: " + e.getCause().getMessage());
        }
    }
}
