import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class GenericsWildcards {

    static class Product {
        final String name;
        final String category;
        final int priceCents;
        final int rating;

        Product(String name, String category, int priceCents, int rating) {
            this.name = name;
            this.category = category;
            this.priceCents = priceCents;
            this.rating = rating;
        }

        @Override
        public String toString() {
            return name + "(" + category + ", " + priceCents + "c, " + rating + "*)";
        }
    }

    static class DigitalProduct extends Product {
        final int sizeMb;

        DigitalProduct(String name, int priceCents, int rating, int sizeMb) {
            super(name, "digital", priceCents, rating);
            this.sizeMb = sizeMb;
        }

        @Override
        public String toString() {
            return name + "(digital, " + priceCents + "c, " + rating + "*, " + sizeMb + "MB)";
        }
    }

    static double sum(List<? extends Number> values) {
        double total = 0;
        for (Number n : values) {
            total += n.doubleValue();
        }
        return total;
    }

    static long sumLongs(List<? extends Number> values) {
        long total = 0;
        for (Number n : values) {
            total += n.longValue();
        }
        return total;
    }

    static void addDefaults(List<? super Integer> target) {
        target.add(0);
        target.add(10);
        target.add(100);
    }

    static <T> void copyInto(List<? super T> dest, List<? extends T> src) {
        for (T item : src) {
            dest.add(item);
        }
    }

    static <T> T best(List<? extends T> items, Comparator<? super T> cmp) {
        T best = null;
        for (T item : items) {
            if (best == null || cmp.compare(item, best) > 0) {
                best = item;
            }
        }
        return best;
    }

    static <T> void sortBy(List<T> items, Comparator<? super T> cmp) {
        items.sort(cmp);
    }

    static int countMatching(List<?> items, Object target) {
        int n = 0;
        for (Object o : items) {
            if (o.equals(target)) {
                n++;
            }
        }
        return n;
    }

    static void printList(String label, List<?> items) {
        StringBuilder sb = new StringBuilder(label).append(": ");
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) sb.append(" | ");
            sb.append(items.get(i));
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        List<Integer> cartQuantities = new ArrayList<>(List.of(2, 1, 4, 3));
        List<Double> discounts = new ArrayList<>(List.of(0.5, 1.25, 0.75));
        List<Long> downloads = new ArrayList<>(List.of(1200L, 3400L, 50L));

        System.out.println("sum(quantities) = " + sum(cartQuantities));
        System.out.println("sum(discounts) = " + sum(discounts));
        System.out.println("sumLongs(downloads) = " + sumLongs(downloads));

        List<Number> mixed = new ArrayList<>();
        mixed.add(1);
        mixed.add(2.5);
        mixed.add(3L);
        System.out.println("sum(mixed) = " + sum(mixed));

        addDefaults(cartQuantities);
        System.out.println("quantities with defaults = " + cartQuantities);
        addDefaults(mixed);
        System.out.println("mixed with defaults = " + mixed + ", sum = " + sum(mixed));
        List<Object> anything = new ArrayList<>();
        anything.add("header");
        addDefaults(anything);
        printList("objects with defaults", anything);

        List<Number> allNumbers = new ArrayList<>();
        copyInto(allNumbers, cartQuantities);
        copyInto(allNumbers, discounts);
        System.out.println("copied numbers = " + allNumbers + " (size " + allNumbers.size() + ")");
        System.out.println("count of 10 in quantities = " + countMatching(cartQuantities, 10));

        List<Product> catalog = new ArrayList<>();
        catalog.add(new Product("Headphones", "audio", 5999, 4));
        catalog.add(new Product("Speaker", "audio", 8999, 5));
        catalog.add(new Product("Charger", "power", 1999, 3));
        catalog.add(new DigitalProduct("Music Pack", 999, 5, 320));
        catalog.add(new Product("Cable", "power", 599, 4));

        List<DigitalProduct> digital = new ArrayList<>();
        digital.add(new DigitalProduct("Ebook", 499, 4, 12));
        digital.add(new DigitalProduct("Game", 2999, 5, 4096));
        digital.add(new DigitalProduct("Wallpapers", 199, 2, 45));

        Comparator<Product> byPrice = Comparator.comparingInt(p -> p.priceCents);
        Comparator<Product> byRating = Comparator.comparingInt(p -> p.rating);
        Comparator<Object> byText = Comparator.comparing(Object::toString);

        System.out.println("most expensive in catalog = " + best(catalog, byPrice));
        System.out.println("most expensive digital = " + best(digital, byPrice));
        DigitalProduct topDigital = best(digital, byRating);
        System.out.println("top rated digital = " + topDigital + " size " + topDigital.sizeMb + "MB");
        System.out.println("last by text = " + best(digital, byText));

        sortBy(digital, byPrice);
        printList("digital by price", digital);
        sortBy(catalog, byRating.reversed().thenComparing(byPrice));
        printList("catalog by rating desc, price asc", catalog);
        sortBy(catalog, Comparator.<Product, String>comparing(p -> p.category).thenComparing(p -> p.name));
        printList("catalog by category, name", catalog);

        List<Product> wishlist = new ArrayList<>();
        copyInto(wishlist, digital);
        copyInto(wishlist, catalog.subList(0, 2));
        printList("wishlist", wishlist);
        List<Integer> prices = new ArrayList<>();
        for (Product p : wishlist) {
            prices.add(p.priceCents);
        }
        System.out.println("wishlist total = " + sumLongs(prices) + " cents, avg rating*2 = "
                + (int) (sum(ratings(wishlist)) * 2 / wishlist.size()));
    }

    static List<Integer> ratings(List<? extends Product> products) {
        List<Integer> out = new ArrayList<>();
        for (Product p : products) {
            out.add(p.rating);
        }
        return out;
    }
}
