import java.util.*;

public class PatternCompositeMenu {
    interface Priced { int price(); default boolean isFree() { return price() == 0; } default String label() { return "$" + price() / 100 + "." + price() % 100; } }
    interface Named { String name(); default String display() { return "<" + name() + ">"; } default String label() { return "name=" + name(); } }

    static abstract class MenuComponent implements Priced, Named, Comparable<MenuComponent> {
        protected final String name;
        protected MenuComponent parent;
        protected MenuComponent(String name) { this.name = name; }
        public String name() { return name; }
        public abstract int count();
        public String label() { return Named.super.label() + " " + Priced.super.label(); }
        public abstract MenuComponent copy();
        public String path() { return parent == null ? name : parent.path() + "/" + name; }
        public int compareTo(MenuComponent o) {
            int c = Integer.compare(o.price(), price());
            if (c != 0) return c;
            c = name.compareTo(o.name);
            return c != 0 ? c : path().compareTo(o.path());
        }
        public void print(String indent) { System.out.println(indent + display() + " " + price()); }
    }

    static class Item extends MenuComponent {
        protected final int cents;
        Item(String name, int cents) { super(name); this.cents = cents; }
        public int price() { return cents; }
        public int count() { return 1; }
        @Override public Item copy() { return new Item(name, cents); }
        @Override public String display() { return name + (isFree() ? " (free)" : ""); }
        @Override public boolean equals(Object o) { return o instanceof Item i && i.name.equals(name) && i.cents == cents; }
        @Override public int hashCode() { return Objects.hash(name, cents); }
        @Override public String toString() { return "Item(" + name + "," + cents + ")"; }
    }

    static class DiscountItem extends Item {
        private final int percent;
        DiscountItem(String name, int cents, int percent) { super(name, cents); this.percent = percent; }
        @Override public int price() { return super.price() * (100 - percent) / 100; }
        @Override public DiscountItem copy() { return new DiscountItem(name, cents, percent); }
        @Override public String display() { return super.display() + " -" + percent + "%"; }
    }

    static class Menu extends MenuComponent {
        protected final List<MenuComponent> children = new ArrayList<>();
        Menu(String name) { super(name); }
        Menu add(MenuComponent c) { c.parent = this; children.add(c); return this; }
        public int price() { int s = 0; for (MenuComponent c : children) s += c.price(); return s; }
        public int count() { int s = 0; for (MenuComponent c : children) s += c.count(); return s; }
        @Override public Menu copy() { Menu m = new Menu(name + "'"); for (MenuComponent c : children) m.add(c.copy()); return m; }
        @Override public String display() { return "[" + super.display() + "]"; }
        @Override public void print(String indent) {
            super.print(indent);
            for (MenuComponent c : children) c.print(indent + "  ");
        }
        List<Item> allItems() {
            List<Item> out = new ArrayList<>();
            for (MenuComponent c : children) {
                if (c instanceof Item it) out.add(it);
                else if (c instanceof Menu m) out.addAll(m.allItems());
            }
            return out;
        }
        int maxDepth() {
            int d = 0;
            for (MenuComponent c : children) if (c instanceof Menu m) d = Math.max(d, m.maxDepth());
            return d + 1;
        }
    }

    static class ComboMenu extends Menu {
        private final int bundleOff;
        ComboMenu(String name, int off) { super(name); bundleOff = off; }
        @Override public int price() { return Math.max(0, super.price() - bundleOff); }
        @Override public ComboMenu copy() { ComboMenu m = new ComboMenu(name + "'", bundleOff); for (MenuComponent c : children) m.add(c.copy()); return m; }
        @Override public String display() { return "combo" + super.display(); }
    }

    static class Tally {
        final List<String> log = new ArrayList<>();
        void add(int x) { log.add("int:" + x); }
        void add(Integer x) { log.add("Integer:" + x); }
        void add(Object x) { log.add("Object:" + x); }
    }
    static class LoudTally extends Tally {
        @Override void add(Object x) { log.add("LOUD-Object:" + x); super.add(x); }
        void add(long x) { log.add("long:" + x); }
    }

    public static void main(String[] args) {
        Menu root = new Menu("Cafe");
        Menu drinks = new Menu("Drinks");
        drinks.add(new Item("Espresso", 250)).add(new Item("Latte", 380)).add(new DiscountItem("Mocha", 420, 25)).add(new Item("Water", 0));
        Menu food = new Menu("Food");
        Menu sweets = new Menu("Sweets");
        sweets.add(new Item("Cookie", 150)).add(new DiscountItem("Cake", 500, 10));
        food.add(new Item("Bagel", 300)).add(sweets);
        ComboMenu combo = new ComboMenu("Breakfast", 100);
        combo.add(new Item("Latte", 380)).add(new Item("Bagel", 300));
        root.add(drinks).add(food).add(combo);
        root.print("");
        System.out.println("total=" + root.price() + " count=" + root.count() + " depth=" + root.maxDepth());
        Menu cp = root.copy();
        System.out.println("copy name=" + cp.name() + " total=" + cp.price() + " children=" + cp.children.size());
        ComboMenu comboCopy = combo.copy();
        System.out.println("combo copy " + comboCopy.display() + " price=" + comboCopy.price());
        List<Item> items = root.allItems();
        List<MenuComponent> sorted = new ArrayList<>(items);
        Collections.sort(sorted);
        for (MenuComponent c : sorted) System.out.println("  " + c.path() + " = " + c.price());
        System.out.println("Latte twice equal: " + items.get(1).equals(combo.children.get(0)) + " set size " + new HashSet<>(items).size());
        List<MenuComponent> tops = new ArrayList<>(root.children);
        Collections.sort(tops);
        System.out.println("top menus by price: " + tops.stream().map(MenuComponent::name).toList());
        Tally t = new Tally(); LoudTally lt = new LoudTally();
        Integer boxed = 7; Object obj = 8; short sh = 3;
        for (Tally x : new Tally[] { t, lt }) {
            x.add(1); x.add(boxed); x.add(obj); x.add("s"); x.add(sh);
            System.out.println(x.getClass().getSimpleName() + ": " + x.log);
        }
        lt.log.clear(); lt.add(5L); lt.add(6); System.out.println("direct LoudTally: " + lt.log);
        Priced p = drinks.children.get(3);
        for (MenuComponent c : drinks.children) System.out.println("label " + c.label());
        System.out.println("water free=" + p.isFree() + " drinks free=" + drinks.isFree());
    }
}
