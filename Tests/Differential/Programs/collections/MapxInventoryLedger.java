import java.util.*;

public class MapxInventoryLedger {
    enum Op { ADD, REMOVE, CLEAR }

    static final class Movement {
        final Op op;
        final String sku;
        final int qty;

        Movement(Op op, String sku, int qty) {
            this.op = op;
            this.sku = sku;
            this.qty = qty;
        }
    }

    private final Map<String, Integer> stock = new TreeMap<>();
    private final Map<String, String> firstSeenBy = new LinkedHashMap<>();
    private int rejected = 0;

    void apply(Movement m, String user) {
        firstSeenBy.putIfAbsent(m.sku, user);
        switch (m.op) {
            case ADD:
                stock.compute(m.sku, (k, v) -> v == null ? m.qty : v + m.qty);
                break;
            case REMOVE:
                if (!stock.containsKey(m.sku)) {
                    rejected++;
                    System.out.println("  reject remove of unknown " + m.sku);
                    return;
                }
                // returning null removes the mapping
                stock.computeIfPresent(m.sku, (k, v) -> v - m.qty <= 0 ? null : v - m.qty);
                break;
            case CLEAR:
                Integer old = stock.compute(m.sku, (k, v) -> null);
                System.out.println("  cleared " + m.sku + " result=" + old);
                break;
        }
        System.out.println(String.format("  after %-6s %-6s %3d -> %s", m.op, m.sku, m.qty, stock));
    }

    public static void main(String[] args) {
        MapxInventoryLedger ledger = new MapxInventoryLedger();
        List<Movement> moves = new ArrayList<>();
        moves.add(new Movement(Op.ADD, "apple", 10));
        moves.add(new Movement(Op.ADD, "pear", 4));
        moves.add(new Movement(Op.ADD, "apple", 5));
        moves.add(new Movement(Op.REMOVE, "pear", 4));
        moves.add(new Movement(Op.REMOVE, "kiwi", 1));
        moves.add(new Movement(Op.ADD, "kiwi", 7));
        moves.add(new Movement(Op.REMOVE, "apple", 3));
        moves.add(new Movement(Op.ADD, "melon", 2));
        moves.add(new Movement(Op.CLEAR, "melon", 0));
        moves.add(new Movement(Op.ADD, "banana", 12));
        moves.add(new Movement(Op.REMOVE, "banana", 20));

        String[] users = {"ann", "ben", "cid"};
        for (int i = 0; i < moves.size(); i++) {
            ledger.apply(moves.get(i), users[i % users.length]);
        }
        System.out.println("Final stock: " + ledger.stock);
        System.out.println("Rejected: " + ledger.rejected);
        System.out.println("First seen by: " + ledger.firstSeenBy);

        // putIfAbsent returns existing value
        Integer prev = ledger.stock.putIfAbsent("apple", 999);
        Integer prevNew = ledger.stock.putIfAbsent("grape", 1);
        System.out.println("putIfAbsent apple -> " + prev + ", grape -> " + prevNew);

        // computeIfPresent on missing key does nothing
        Integer none = ledger.stock.computeIfPresent("durian", (k, v) -> v + 1);
        System.out.println("computeIfPresent durian -> " + none + " contains=" + ledger.stock.containsKey("durian"));

        // replaceAll: apply 10% bonus stock rounded down, minimum +1
        ledger.stock.replaceAll((k, v) -> v + Math.max(1, v / 10));
        System.out.println("After bonus: " + ledger.stock);

        // replaceAll with key-dependent logic
        ledger.stock.replaceAll((k, v) -> k.startsWith("k") ? v * 2 : v);
        System.out.println("After kiwi doubling: " + ledger.stock);

        // merge returning null removes
        ledger.stock.merge("grape", 5, (a, b) -> null);
        System.out.println("After merge-null grape: " + ledger.stock);
        ledger.stock.merge("fig", 3, (a, b) -> null);
        System.out.println("After merge fig (absent): " + ledger.stock);

        // compute used as counter with default
        Map<String, Integer> opCounts = new TreeMap<>();
        for (Movement m : moves) {
            opCounts.compute(m.op.name(), (k, v) -> v == null ? 1 : v + 1);
        }
        System.out.println("Op counts: " + opCounts);

        int total = 0;
        for (int v : ledger.stock.values()) {
            total += v;
        }
        System.out.println(String.format("Total units: %05d across %d skus", total, ledger.stock.size()));

        // remove(key, value) conditional
        boolean removedWrong = ledger.stock.remove("apple", 1);
        boolean removedRight = ledger.stock.remove("fig", 3);
        System.out.println("remove(apple,1)=" + removedWrong + " remove(fig,3)=" + removedRight);
        // replace(key, old, new)
        boolean replaced = ledger.stock.replace("banana", 0, 50);
        Integer replacedVal = ledger.stock.replace("kiwi", 100);
        System.out.println("replace banana=" + replaced + " replace kiwi old=" + replacedVal);
        System.out.println("End: " + ledger.stock);
    }
}
