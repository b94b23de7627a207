import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class MixWarehousePicker {
    static final int AISLE_A = 0;
    static final int AISLE_B = 1;
    static final int AISLE_C = 2;
    static final String FRAGILE = "fragile";

    static class PickException extends Exception {
        final String sku;
        PickException(String sku, String m) { super(m); this.sku = sku; }
    }

    static class Bin {
        final String sku; final int aisle; int stock;
        Bin(String sku, int aisle, int stock) { this.sku = sku; this.aisle = aisle; this.stock = stock; }
        public String toString() { return sku + "@" + aisle + ":" + stock; }
    }
    static class FragileBin extends Bin {
        final int maxPerTrip;
        FragileBin(String sku, int aisle, int stock, int maxPerTrip) { super(sku, aisle, stock); this.maxPerTrip = maxPerTrip; }
    }

    static class Tote<T> {
        private final List<T> contents;
        private final String id;
        Tote(String id, Supplier<List<T>> maker) { this.id = id; this.contents = maker.get(); }
        static <T> Tote<T> fresh(String id) { return new Tote<>(id, ArrayList::new); }
        Tote<T> with(T t) { contents.add(t); return this; }
        <R> List<R> mapped(Function<T, R> f) { return contents.stream().map(f).collect(Collectors.toList()); }
        static class Label<L> {
            final L payload;
            Label(L payload) { this.payload = payload; }
            public String toString() { return "[" + payload + "]"; }
        }
    }

    private final Map<String, Bin> bins = new TreeMap<>();
    private int walked = 0;

    void stock(Bin b) { bins.put(b.sku, b); }

    int distance(Bin b) { return (b.aisle + 1) * 10 + b.sku.length(); }

    int pick(String sku, int qty) throws PickException {
        Bin b = bins.get(sku);
        if (b == null) throw new PickException(sku, "unknown sku");
        if (b instanceof FragileBin f && qty > f.maxPerTrip) throw new PickException(sku, "max " + f.maxPerTrip + " per trip");
        if (qty > b.stock) throw new PickException(sku, "short by " + (qty - b.stock));
        b.stock -= qty;
        walked += distance(b);
        return qty;
    }

    static String aisleName(int aisle) throws PickException {
        return switch (aisle) {
            case AISLE_A -> "A";
            case AISLE_B -> "B";
            case AISLE_C -> "C";
            default -> throw new PickException("?", "no aisle " + aisle);
        };
    }

    static <T> Comparator<T> chain(ToIntFunction<T> first, Function<T, String> second) {
        class Both implements Comparator<T> {
            public int compare(T a, T b) {
                int c = Integer.compare(first.applyAsInt(a), first.applyAsInt(b));
                return c != 0 ? c : second.apply(a).compareTo(second.apply(b));
            }
        }
        return new Both();
    }

    public static void main(String[] args) {
        MixWarehousePicker wh = new MixWarehousePicker();
        wh.stock(new Bin("BOLT", AISLE_A, 50));
        wh.stock(new FragileBin("GLASS", AISLE_C, 8, 2));
        wh.stock(new Bin("NUT", AISLE_A, 5));
        wh.stock(new Bin("PIPE", AISLE_B, 12));
        wh.stock(new FragileBin("LAMP", AISLE_B, 4, 3));

        String[] orderSkus = {"BOLT", "GLASS", "NUT", "WIDGET", "PIPE", "GLASS", "LAMP"};
        int[] orderQty = {10, 3, 7, 1, 4, 2, 3};
        int picked = 0;
        for (int i = 0; i < orderSkus.length; i++) {
            try {
                int got = wh.pick(orderSkus[i], orderQty[i]);
                picked += got;
                System.out.println("picked " + got + " " + orderSkus[i] + " from aisle " + aisleName(wh.bins.get(orderSkus[i]).aisle));
            } catch (PickException e) {
                System.out.println("FAIL " + e.sku + ": " + e.getMessage());
            }
        }
        System.out.println("picked=" + picked + " walked=" + wh.walked);
        System.out.println("bins=" + wh.bins.values());

        List<Bin> route = new ArrayList<>(wh.bins.values());
        route.sort(Comparator.comparingInt(wh::distance).thenComparing(b -> b.sku));
        System.out.println("route=" + route);
        route.sort(chain((Bin b) -> b.stock, b -> b.sku));
        System.out.println("by stock=" + route);
        route.sort(Comparator.comparingInt(wh::distance).reversed());
        System.out.println("farthest first=" + route.get(0).sku);

        for (int a = 0; a <= 3; a++) {
            final int aisle = a;
            try {
                String name = aisleName(aisle);
                String line = "aisle " + name + ": " + wh.bins.values().stream()
                    .filter(b -> b.aisle == aisle)
                    .map(b -> b.sku + switch (b.stock / 5) {
                        case 0 -> "(low)";
                        case 1, 2 -> "";
                        default -> { String s = "(" + b.stock + ")"; yield s; }
                    })
                    .collect(Collectors.joining(","));
                System.out.println(line);
            } catch (PickException e) {
                System.out.println("aisle check: " + e.getMessage());
            }
        }

        Tote<Bin> tote = Tote.<Bin>fresh("T1").with(wh.bins.get("BOLT")).with(wh.bins.get("LAMP"));
        List<String> tags = tote.mapped(b -> b instanceof FragileBin ? FRAGILE : "normal");
        List<Tote.Label<String>> labels = tote.mapped(b -> new Tote.Label<>(b.sku.toLowerCase()));
        System.out.println(tote.id + " tags=" + tags + " labels=" + labels);

        int fragileCount = 0;
        for (Bin b : wh.bins.values()) {
            if (!(b instanceof FragileBin fb)) continue;
            fragileCount += fb.maxPerTrip;
        }
        System.out.println("fragile trip capacity=" + fragileCount);

        int restockLevel = picked > 15 ? 2 : 1;
        StringBuilder plan = new StringBuilder();
        switch (restockLevel) {
            case 2:
                plan.append("urgent;");
            case 1:
                plan.append("scheduled;");
            default:
                plan.append("logged");
        }
        System.out.println("restock plan: " + plan);

        Optional<Bin> empty = wh.bins.values().stream().allMatch(b -> b.stock > 0) ? Optional.empty() : Optional.of(route.get(0));
        System.out.println("empty bin? " + empty.isPresent());
        List<String> backorders = wh.bins.containsKey("WIDGET") ? List.of() : Collections.singletonList("WIDGET");
        System.out.println("backorders=" + backorders);

        Function<String, Bin> adHoc = sku -> new Bin(sku, AISLE_C, 0);
        BiFunction<String, Integer, Bin> sized = (s, n) -> new Bin(s, AISLE_A, n);
        Bin extra = wh.bins.size() > 4 ? adHoc.apply("CRATE") : sized.apply("CRATE", 9);
        System.out.println("extra=" + extra);

        int[] aisleStock = new int[3];
        for (Bin b : wh.bins.values()) aisleStock[b.aisle] += b.stock;
        aisleStock[AISLE_A] -= 10;
        aisleStock[AISLE_C] *= 4;
        System.out.println("aisleStock=" + Arrays.toString(aisleStock));

        final String zone = "ZONE";
        char suffix = 'A';
        suffix += zone.length();
        StringBuffer sign = new StringBuffer(zone).append('-').append(suffix);
        char[] raw = sign.toString().toCharArray();
        System.out.println(String.valueOf(raw) + " letters=" + sign.chars().filter(Character::isLetter).count());
        System.out.println(String.join(" > ", wh.bins.keySet()));

        try {
            List<String> frozen = List.of("BOLT");
            frozen.add("NUT");
        } catch (UnsupportedOperationException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
    }
}
