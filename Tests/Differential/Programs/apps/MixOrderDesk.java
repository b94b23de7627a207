import java.util.*;
import java.util.function.*;

public class MixOrderDesk {
    static final int RUSH = 1;
    static final int STANDARD = 2;
    static final int BULK = 3;

    static class OrderException extends Exception {
        OrderException(String msg) { super(msg); }
    }

    static class Item {
        final String sku;
        final int qty;
        final int unitCents;
        Item(String sku, int qty, int unitCents) { this.sku = sku; this.qty = qty; this.unitCents = unitCents; }
        Item(String sku) { this(sku, 1, 100); }
        public String toString() { return sku + "x" + qty; }
    }

    static class Box<T> {
        private final T value;
        private Box(T value) { this.value = value; }
        static <T> Box<T> of(T v) { return new Box<>(v); }
        <R> Box<R> map(Function<T, R> f) { return Box.of(f.apply(value)); }
        T get() { return value; }
        static class Pair<A, B> {
            final A a; final B b;
            Pair(A a, B b) { this.a = a; this.b = b; }
            public String toString() { return "(" + a + "," + b + ")"; }
        }
    }

    private int total = 0;
    private final String label;

    MixOrderDesk(String label) { this.label = label; }

    int price(Item it) { return it.qty * it.unitCents; }

    static int surcharge(int mode) throws OrderException {
        if (mode == 0) throw new OrderException("no mode");
        return mode * 50;
    }

    static String modeName(int mode) throws OrderException {
        return switch (mode) {
            case RUSH -> "rush+" + surcharge(mode);
            case STANDARD -> "std";
            case BULK -> {
                int s = surcharge(mode);
                yield "bulk(" + s + ")";
            }
            default -> throw new OrderException("bad mode " + mode);
        };
    }

    static <T, C extends Collection<T>> C collect(List<T> src, Supplier<C> factory, Predicate<T> keep) {
        C out = factory.get();
        for (T t : src) if (keep.test(t)) out.add(t);
        return out;
    }

    static <T> Comparator<T> by(ToIntFunction<T> key) {
        return new Comparator<T>() {
            @Override
            public int compare(T x, T y) { return Integer.compare(key.applyAsInt(x), key.applyAsInt(y)); }
        };
    }

    static String describe(Object o) {
        if (!(o instanceof Item it)) return "not an item: " + o;
        return it.qty > 5 ? "big " + it : "small " + it;
    }

    public static void main(String[] args) {
        MixOrderDesk desk = new MixOrderDesk("North");
        List<Item> items = new ArrayList<>(List.of(
            new Item("A100", 3, 250), new Item("B200", 10, 75), new Item("C300", 1, 1200),
            new Item("D400", 6, 300), new Item("E500")));

        int[] modes = {RUSH, STANDARD, BULK, 7, 0};
        for (int i = 0; i < modes.length; i++) {
            try {
                System.out.println("mode " + i + ": " + modeName(modes[i]));
            } catch (OrderException e) {
                System.out.println("mode " + i + " failed: " + e.getMessage());
            }
        }

        for (Item it : items) desk.total += desk.price(it);
        System.out.println(desk.label + " total=" + desk.total);
        desk.total *= 3;
        desk.total -= 100;
        System.out.println("adjusted=" + desk.total);

        List<Item> sorted = new ArrayList<>(items);
        sorted.sort(Comparator.comparingInt(desk::price).reversed().thenComparing(it -> it.sku));
        System.out.println("by price desc: " + sorted);
        sorted.sort(by((Item it) -> it.qty));
        System.out.println("by qty: " + sorted);

        ArrayList<Item> big = collect(items, ArrayList::new, it -> it.qty >= 6);
        TreeSet<String> skus = collect(List.of("z", "a", "m", "a"), TreeSet::new, s -> !s.isEmpty());
        System.out.println("big=" + big + " skus=" + skus);

        Function<String, Item> maker = Item::new;
        Item extra = maker.apply("F600");
        System.out.println("extra=" + extra + " price=" + desk.price(extra));

        boolean trimIt = items.size() > 3;
        Function<String, String> clean = trimIt ? String::trim : s -> s;
        System.out.println("[" + clean.apply("  spaced  ") + "]");

        Optional<Item> firstBig = big.isEmpty() ? Optional.empty() : Optional.of(big.get(0));
        System.out.println("firstBig=" + firstBig.map(Item::toString).orElse("none"));
        List<Item> fallback = items.size() > 100 ? items : List.of();
        System.out.println("fallback size=" + fallback.size());

        Object[] things = {items.get(0), "hello", 42, items.get(1)};
        for (Object o : things) System.out.println(describe(o));

        int[] counts = new int[4];
        for (Item it : items) counts[it.qty % 4] += 2;
        counts[0] *= 5;
        System.out.println("counts=" + Arrays.toString(counts));

        final String sep = ", ";
        StringBuilder sb = new StringBuilder();
        for (Item it : items) {
            if (sb.length() > 0) sb.append(sep);
            sb.append(it.sku);
        }
        System.out.println(sb + " (sep len " + sep.length() + ")");

        Box<Item> box = Box.of(items.get(2));
        Box<Integer> priced = box.map(desk::price);
        Box.Pair<String, Integer> pair = new Box.Pair<>(box.get().sku, priced.get());
        System.out.println("pair=" + pair);

        char grade = 'A';
        for (Item it : items) if (it.qty > 5) grade += 1;
        System.out.println("grade=" + grade);

        String summary = items.stream()
            .map(it -> it.sku + ":" + switch (it.sku.charAt(0)) {
                case 'A', 'B' -> "front";
                case 'C' -> { String z = "mid"; yield z.toUpperCase(); }
                default -> "back";
            })
            .reduce((a, b) -> a + " | " + b).orElse("");
        System.out.println(summary);

        int level = 2;
        StringBuffer fall = new StringBuffer();
        switch (level) {
            case 1: fall.append("one ");
            case 2: fall.append("two ");
            case 3: fall.append("three ");
                break;
            default: fall.append("other");
        }
        System.out.println("fallthrough: " + fall.toString().trim());

        char[] code = {'O', 'R', 'D'};
        String prefix = String.valueOf(code);
        long vowels = (prefix + "ER").chars().filter(c -> "AEIOU".indexOf(c) >= 0).count();
        System.out.println(String.join("-", prefix, "2024", "" + vowels));

        try {
            Object bad = List.of(1, 2).get(5);
            System.out.println(bad);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        System.out.printf("avg cents %.2f over %d items%n", desk.total / (double) items.size(), items.size());
    }
}
