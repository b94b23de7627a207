import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class CollUtilsReport {
    static class Product implements Comparable<Product> {
        final String sku;
        final String category;
        final int priceCents;
        final int stock;

        Product(String sku, String category, int priceCents, int stock) {
            this.sku = sku;
            this.category = category;
            this.priceCents = priceCents;
            this.stock = stock;
        }

        @Override
        public int compareTo(Product o) {
            return sku.compareTo(o.sku);
        }

        @Override
        public String toString() {
            return sku + "/" + category + "/" + String.format("%.2f", priceCents / 100.0) + "x" + stock;
        }
    }

    public static void main(String[] args) {
        List<Product> products = new ArrayList<>();
        products.add(new Product("P-300", "toys", 1999, 4));
        products.add(new Product("P-120", "books", 1250, 12));
        products.add(new Product("P-450", "garden", 4599, 0));
        products.add(new Product("P-010", "books", 899, 30));
        products.add(new Product("P-777", "toys", 2999, 2));
        products.add(new Product("P-205", "kitchen", 3450, 7));
        products.add(new Product("P-099", "garden", 1599, 15));

        System.out.println("=== sort ===");
        Collections.sort(products);
        System.out.println("natural (sku): " + products);
        products.sort(Comparator.comparingInt((Product p) -> p.priceCents));
        System.out.println("by price: " + products);
        Collections.sort(products, Comparator.comparing((Product p) -> p.category).thenComparing(p -> -p.stock));
        System.out.println("by category, stock desc: " + products);
        products.sort(Collections.reverseOrder());
        System.out.println("reverseOrder (sku desc): " + products);

        System.out.println("=== max / min ===");
        System.out.println("max natural: " + Collections.max(products));
        System.out.println("min natural: " + Collections.min(products));
        System.out.println("most expensive: " + Collections.max(products, Comparator.comparingInt(p -> p.priceCents)));
        System.out.println("cheapest: " + Collections.min(products, Comparator.comparingInt(p -> p.priceCents)));
        System.out.println("largest stock: " + Collections.max(products, Comparator.comparingInt(p -> p.stock)));
        System.out.println("longest category name (first max): " + Collections.max(products, Comparator.comparingInt(p -> p.category.length())).category);

        System.out.println("=== reverse / rotate / swap ===");
        List<String> days = new ArrayList<>(Arrays.asList("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"));
        Collections.reverse(days);
        System.out.println("reversed: " + days);
        Collections.reverse(days);
        Collections.rotate(days, 2);
        System.out.println("rotate +2: " + days);
        Collections.rotate(days, -3);
        System.out.println("rotate -3: " + days);
        Collections.rotate(days, 1);
        System.out.println("rotate +1 (back to start): " + days);
        Collections.rotate(days, 15);
        System.out.println("rotate +15 (== +1): " + days);
        Collections.swap(days, 0, days.size() - 1);
        System.out.println("swap first/last: " + days);
        Collections.swap(days, 2, 3);
        System.out.println("swap 2,3: " + days);

        System.out.println("=== frequency / nCopies / fill ===");
        List<String> orders = Arrays.asList("books", "toys", "books", "garden", "books", "toys", "kitchen");
        for (String c : new String[]{"books", "toys", "garden", "kitchen", "music"}) {
            System.out.println("frequency(" + c + ") = " + Collections.frequency(orders, c));
        }
        List<String> placeholders = Collections.nCopies(4, "--");
        System.out.println("nCopies: " + placeholders + " size=" + placeholders.size());
        List<Integer> slots = new ArrayList<>(Collections.nCopies(6, 0));
        slots.set(2, 5);
        System.out.println("slots before fill: " + slots);
        Collections.fill(slots, 9);
        System.out.println("slots after fill: " + slots);
        List<String> padded = new ArrayList<>(orders);
        padded.addAll(Collections.nCopies(3, "empty"));
        System.out.println("padded: " + padded);
        System.out.println("disjoint orders/[music,games]: " + Collections.disjoint(orders, Arrays.asList("music", "games")));
        System.out.println("disjoint orders/[toys]: " + Collections.disjoint(orders, Arrays.asList("toys")));

        System.out.println("=== binarySearch ===");
        List<Integer> prices = new ArrayList<>();
        for (Product p : products) prices.add(p.priceCents);
        Collections.sort(prices);
        System.out.println("sorted prices: " + prices);
        int[] targets = {1999, 899, 4599, 1000, 5000, 100};
        for (int t : targets) {
            int idx = Collections.binarySearch(prices, t);
            String meaning = idx >= 0 ? "found" : "insert at " + (-idx - 1);
            System.out.println("binarySearch(" + t + ") = " + idx + " (" + meaning + ")");
        }
        List<String> desc = new ArrayList<>(Arrays.asList("zeta", "theta", "kappa", "delta", "alpha"));
        int di = Collections.binarySearch(desc, "kappa", Comparator.reverseOrder());
        System.out.println("binarySearch desc list for kappa: " + di);
        int dm = Collections.binarySearch(desc, "gamma", Comparator.reverseOrder());
        System.out.println("binarySearch desc list for gamma: " + dm);

        System.out.println("=== unmodifiable / empty / singleton ===");
        List<String> frozen = Collections.unmodifiableList(days);
        System.out.println("frozen view: " + frozen);
        try {
            frozen.add("Extra");
            System.out.println("add succeeded?!");
        } catch (UnsupportedOperationException e) {
            System.out.println("frozen.add -> UnsupportedOperationException");
        }
        try {
            frozen.set(0, "X");
            System.out.println("set succeeded?!");
        } catch (UnsupportedOperationException e) {
            System.out.println("frozen.set -> UnsupportedOperationException");
        }
        days.set(0, "Holiday");
        System.out.println("backing list changed, view sees: " + frozen.get(0));
        List<String> none = Collections.emptyList();
        System.out.println("emptyList: " + none + " size=" + none.size() + " isEmpty=" + none.isEmpty());
        try {
            none.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("emptyList.add -> UnsupportedOperationException");
        }
        Map<String, Integer> noMap = Collections.emptyMap();
        System.out.println("emptyMap: " + noMap + " get(a)=" + noMap.get("a"));
        Set<String> one = Collections.singleton("only");
        System.out.println("singleton: " + one + " contains only=" + one.contains("only"));
        List<Integer> singleList = Collections.singletonList(42);
        System.out.println("singletonList: " + singleList);
        try {
            Collections.nCopies(2, "a").set(0, "b");
        } catch (UnsupportedOperationException e) {
            System.out.println("nCopies.set -> UnsupportedOperationException");
        }

        System.out.println("=== addAll / indexOfSubList ===");
        List<String> tags = new ArrayList<>();
        boolean changed = Collections.addAll(tags, "sale", "new", "sale", "hot", "new", "sale");
        System.out.println("addAll changed=" + changed + " -> " + tags);
        System.out.println("indexOfSubList [new, sale] = " + Collections.indexOfSubList(tags, Arrays.asList("new", "sale")));
        System.out.println("lastIndexOfSubList [sale] = " + Collections.lastIndexOfSubList(tags, Arrays.asList("sale")));
        System.out.println("replaceAll sale->promo: " + Collections.replaceAll(tags, "sale", "promo") + " -> " + tags);
    }
}
