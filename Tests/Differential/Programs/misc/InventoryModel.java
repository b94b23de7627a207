import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class InventoryModel {
    interface Priced { long priceCents(); default String priceText() { return String.format("$%d.%02d", priceCents() / 100, priceCents() % 100); } }

    static abstract class Item implements Priced, Comparable<Item> {
        private static int nextId = 1;
        protected final int id;
        protected final String name;
        Item(String name) { this.id = nextId++; this.name = name; }
        abstract String kind();
        @Override public int compareTo(Item o) { return Long.compare(priceCents(), o.priceCents()); }
        @Override public String toString() { return kind() + "#" + id + "(" + name + ", " + priceText() + ")"; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Item)) return false;
            Item other = (Item) o;
            return name.equals(other.name) && kind().equals(other.kind());
        }
        @Override public int hashCode() { return Objects.hash(name, kind()); }
    }

    static final class Book extends Item {
        final int pages;
        Book(String name, int pages) { super(name); this.pages = pages; }
        String kind() { return "Book"; }
        public long priceCents() { return 500L + pages * 3L; }
    }

    static final class Gadget extends Item {
        final double weightKg;
        Gadget(String name, double weightKg) { super(name); this.weightKg = weightKg; }
        String kind() { return "Gadget"; }
        public long priceCents() { return Math.round(weightKg * 1999); }
    }

    static class Inventory implements Iterable<Item> {
        private final Map<String, List<Item>> byKind = new TreeMap<>();
        private final List<Consumer<Item>> onAdd = new ArrayList<>();
        private int version;

        Inventory add(Item... items) {
            for (Item it : items) {
                byKind.computeIfAbsent(it.kind(), k -> new ArrayList<>()).add(it);
                version++;
                for (Consumer<Item> c : onAdd) c.accept(it);
            }
            return this;
        }

        void listen(Consumer<Item> c) { onAdd.add(c); }

        @Override public Iterator<Item> iterator() {
            return new Iterator<Item>() {
                private final Iterator<List<Item>> outer = byKind.values().iterator();
                private Iterator<Item> inner = Collections.emptyIterator();
                private final int expected = version;
                @Override public boolean hasNext() {
                    if (expected != version) throw new ConcurrentModificationException();
                    while (!inner.hasNext() && outer.hasNext()) inner = outer.next().iterator();
                    return inner.hasNext();
                }
                @Override public Item next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    return inner.next();
                }
            };
        }

        <T extends Item> List<T> ofType(Class<T> type) {
            List<T> out = new ArrayList<>();
            for (Item i : this) if (type.isInstance(i)) out.add(type.cast(i));
            return out;
        }
    }

    static <T extends Comparable<? super T>> T maxOf(Iterable<T> items) {
        T best = null;
        for (T t : items) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }

    public static void main(String[] args) {
        Inventory inv = new Inventory();
        StringBuilder log = new StringBuilder();
        inv.listen(i -> log.append(i.id).append(','));
        inv.add(new Book("Dune", 412), new Gadget("Lamp", 1.25), new Book("Emma", 320))
           .add(new Gadget("Fan", 2.5));
        System.out.println("log=" + log);
        for (Item i : inv) System.out.println(i);
        System.out.println("books=" + inv.ofType(Book.class).size() + " gadgets=" + inv.ofType(Gadget.class));
        List<Item> all = new ArrayList<>();
        inv.forEach(all::add);
        Collections.sort(all);
        System.out.println("cheapest=" + all.get(0) + " max=" + maxOf(all));
        Map<String, Long> totals = all.stream().collect(Collectors.groupingBy(Item::kind, TreeMap::new, Collectors.summingLong(Item::priceCents)));
        System.out.println("totals=" + totals);
        Set<Item> set = new HashSet<>(all);
        set.add(new Book("Dune", 1));
        System.out.println("set size=" + set.size() + " contains=" + set.contains(new Gadget("Fan", 9)));
        String summary = all.stream().filter(i -> i.priceCents() > 1000).map(i -> i.name.toUpperCase()).sorted(Comparator.reverseOrder()).collect(Collectors.joining("|", "<", ">"));
        System.out.println(summary);
        Iterator<Item> it = inv.iterator();
        inv.add(new Book("Late", 10));
        try {
            it.hasNext();
        } catch (ConcurrentModificationException e) {
            System.out.println("CME as expected");
        }
        int[] hist = new int[4];
        for (Item i : inv) hist[(int) (i.priceCents() / 1000) % 4]++;
        System.out.println(Arrays.toString(hist));
        BiFunction<Integer, Integer, Integer> mix = (a, b) -> a * 31 + b;
        System.out.println(mix.andThen(x -> x % 7).apply(12, 5));
        Optional<Item> heavy = all.stream().filter(i -> i instanceof Gadget g && g.weightKg > 2).findFirst();
        System.out.println(heavy.map(Item::toString).orElse("none"));
    }
}
