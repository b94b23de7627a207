import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ListAliasing {
    static class Inventory {
        private final List<String> items = new ArrayList<>();

        List<String> getItems() {
            return items;
        }

        List<String> getItemsCopy() {
            return new ArrayList<>(items);
        }

        List<String> getItemsReadOnly() {
            return Collections.unmodifiableList(items);
        }

        void add(String s) {
            items.add(s);
        }
    }

    static void fill(List<Integer> target, int n) {
        for (int i = 0; i < n; i++) {
            target.add(i * i);
        }
    }

    static void reassign(List<Integer> target) {
        target = new ArrayList<>();
        target.add(-1);
    }

    public static void main(String[] args) {
        List<Integer> a = new ArrayList<>();
        List<Integer> b = a;
        a.add(1);
        b.add(2);
        System.out.println("a=" + a + " b=" + b + " same=" + (a == b));
        fill(b, 4);
        System.out.println("after fill via b: a=" + a);
        reassign(a);
        System.out.println("after reassign param: a=" + a);
        List<Integer> copy = new ArrayList<>(a);
        copy.add(99);
        System.out.println("copy independent: a=" + a + " copy=" + copy + " equals=" + a.equals(copy));
        Inventory inv = new Inventory();
        inv.add("hammer");
        List<String> leaked = inv.getItems();
        leaked.add("smuggled");
        System.out.println("getter leak mutates inventory: " + inv.getItems());
        List<String> defensive = inv.getItemsCopy();
        defensive.clear();
        System.out.println("defensive copy cleared, inventory: " + inv.getItems());
        List<String> ro = inv.getItemsReadOnly();
        try {
            ro.add("nope");
        } catch (UnsupportedOperationException e) {
            System.out.println("read-only view rejects add");
        }
        inv.add("saw");
        System.out.println("read-only view sees later changes: " + ro);
        List<List<Integer>> grid = new ArrayList<>();
        List<Integer> row = new ArrayList<>(List.of(0, 0));
        for (int i = 0; i < 3; i++) {
            grid.add(row);
        }
        grid.get(0).set(0, 5);
        System.out.println("shared rows: " + grid);
        List<List<Integer>> proper = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            proper.add(new ArrayList<>(List.of(0, 0)));
        }
        proper.get(0).set(0, 5);
        System.out.println("separate rows: " + proper);
    }
}
