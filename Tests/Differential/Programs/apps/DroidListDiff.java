import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

public class DroidListDiff {
    public static void main(String[] args) {
        List<Item> oldList = Arrays.asList(
                new Item(1, "Milk", 2), new Item(2, "Bread", 1), new Item(3, "Eggs", 12),
                new Item(4, "Butter", 1), new Item(5, "Jam", 1));
        List<Item> newList = Arrays.asList(
                new Item(2, "Bread", 2), new Item(3, "Eggs", 12), new Item(6, "Tea", 1),
                new Item(5, "Jam", 1), new Item(7, "Honey", 3), new Item(1, "Milk", 2));

        DiffResult diff = DiffHelper.calculate(oldList, newList);
        System.out.println("inserted: " + diff.inserted);
        System.out.println("removed:  " + diff.removed);
        System.out.println("changed:  " + diff.changed);
        System.out.println("moved:    " + diff.moved);
        System.out.println(String.format("summary: +%d -%d ~%d >%d", diff.inserted.size(),
                diff.removed.size(), diff.changed.size(), diff.moved.size()));
        for (String op : diff.operations()) {
            System.out.println("  op " + op);
        }

        Pager pager = new Pager(newList, 4);
        System.out.println(String.format("pages: %d", pager.pageCount()));
        for (int p = 0; p <= pager.pageCount(); p++) {
            List<Item> page = pager.page(p);
            StringBuilder sb = new StringBuilder();
            for (Item it : page) {
                sb.append(it.name).append(' ');
            }
            String text = page.isEmpty() ? "<empty>" : sb.toString().trim();
            System.out.println(String.format("page %d (%d items): %s", p, page.size(), text));
        }

        DiffResult same = DiffHelper.calculate(newList, newList);
        System.out.println("identical lists empty diff: " + same.isEmpty());
        DiffResult fromEmpty = DiffHelper.calculate(Collections.emptyList(), oldList.subList(0, 2));
        System.out.println("from empty inserted: " + fromEmpty.inserted);
    }
}

class Item {
    final int id;
    final String name;
    final int qty;

    Item(int id, String name, int qty) {
        this.id = id;
        this.name = name;
        this.qty = qty;
    }

    boolean sameItem(Item other) { return id == other.id; }

    boolean sameContents(Item other) { return Objects.equals(name, other.name) && qty == other.qty; }
}

class DiffResult {
    final List<Integer> inserted = new ArrayList<>();
    final List<Integer> removed = new ArrayList<>();
    final List<Integer> changed = new ArrayList<>();
    final List<Integer> moved = new ArrayList<>();
    final Map<Integer, String> notes = new TreeMap<>();

    boolean isEmpty() { return inserted.isEmpty() && removed.isEmpty() && changed.isEmpty() && moved.isEmpty(); }

    List<String> operations() {
        List<String> ops = new ArrayList<>();
        for (Map.Entry<Integer, String> e : notes.entrySet()) {
            ops.add(String.format("%5d %s", e.getKey(), e.getValue()));
        }
        return ops;
    }
}

class DiffHelper {
    static DiffResult calculate(List<Item> oldList, List<Item> newList) {
        DiffResult r = new DiffResult();
        Map<Integer, Integer> oldIndex = new TreeMap<>();
        Map<Integer, Integer> newIndex = new TreeMap<>();
        for (int i = 0; i < oldList.size(); i++) oldIndex.put(oldList.get(i).id, i);
        for (int i = 0; i < newList.size(); i++) newIndex.put(newList.get(i).id, i);

        for (Item o : oldList) {
            if (!newIndex.containsKey(o.id)) {
                r.removed.add(o.id);
                r.notes.put(o.id, "remove " + o.name);
            }
        }
        List<Integer> keptOrder = new ArrayList<>();
        for (Item n : newList) {
            Integer oi = oldIndex.get(n.id);
            if (oi == null) {
                r.inserted.add(n.id);
                r.notes.put(n.id, "insert " + n.name);
                continue;
            }
            keptOrder.add(n.id);
            Item o = oldList.get(oi);
            if (!o.sameContents(n)) {
                r.changed.add(n.id);
                r.notes.put(n.id, String.format("change %s qty %d->%d", n.name, o.qty, n.qty));
            }
        }
        List<Integer> oldKept = new ArrayList<>();
        for (Item o : oldList) {
            if (newIndex.containsKey(o.id)) oldKept.add(o.id);
        }
        for (int i = 0; i < keptOrder.size(); i++) {
            if (!keptOrder.get(i).equals(oldKept.get(i))) {
                r.moved.add(keptOrder.get(i));
            }
        }
        return r;
    }
}

class Pager {
    private final List<Item> source;
    private final int pageSize;

    Pager(List<Item> source, int pageSize) {
        this.source = source;
        this.pageSize = pageSize;
    }

    int pageCount() { return (source.size() + pageSize - 1) / pageSize; }

    List<Item> page(int index) {
        int from = index * pageSize;
        if (from >= source.size()) return Collections.emptyList();
        int to = Math.min(from + pageSize, source.size());
        return Collections.unmodifiableList(source.subList(from, to));
    }
}
