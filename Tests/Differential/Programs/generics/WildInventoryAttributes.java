import java.util.*;

public class WildInventoryAttributes {

    static final class Attr<T> {
        final String name;
        final T value;
        final String unit;

        Attr(String name, T value, String unit) {
            this.name = name;
            this.value = value;
            this.unit = unit;
        }

        T get() {
            return value;
        }

        String display() {
            return unit.isEmpty() ? String.valueOf(value) : value + " " + unit;
        }

        boolean matches(String query) {
            return String.valueOf(value).toLowerCase().contains(query.toLowerCase());
        }

        Attr<T> renamed(String newName) {
            return new Attr<>(newName, value, unit);
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Attr)) {
                return false;
            }
            Attr<?> other = (Attr<?>) o;
            return name.equals(other.name) && value.equals(other.value) && unit.equals(other.unit);
        }

        @Override
        public int hashCode() {
            return name.length();
        }

        @Override
        public String toString() {
            return name + "=" + display();
        }
    }

    static final class Item {
        final String sku;
        final String title;
        final int stock;
        final Map<String, Attr<?>> attrs = new TreeMap<>();

        Item(String sku, String title, int stock) {
            this.sku = sku;
            this.title = title;
            this.stock = stock;
        }

        Item with(Attr<?> a) {
            attrs.put(a.name, a);
            return this;
        }

        Attr<?> attr(String name) {
            return attrs.get(name);
        }

        @Override
        public String toString() {
            return sku + " " + title;
        }
    }

    static String listAttrs(Item it) {
        StringBuilder sb = new StringBuilder();
        for (Attr<?> a : it.attrs.values()) {
            if (sb.length() > 0) {
                sb.append("; ");
            }
            sb.append(a);
        }
        return sb.toString();
    }

    static double numeric(Attr<?> a) {
        Object v = a.get();
        if (v instanceof Integer) {
            return (Integer) v;
        }
        if (v instanceof Double) {
            return (Double) v;
        }
        return 0.0;
    }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>();
        items.add(new Item("LAP-01", "Laptop Pro", 4)
                .with(new Attr<>("weight", 1.5, "kg"))
                .with(new Attr<>("ram", 16, "GB"))
                .with(new Attr<>("color", "Silver", ""))
                .with(new Attr<>("refurbished", false, "")));
        items.add(new Item("TSH-22", "Cotton T-Shirt", 40)
                .with(new Attr<>("size", "M", ""))
                .with(new Attr<>("color", "Navy Blue", ""))
                .with(new Attr<>("weight", 0.25, "kg"))
                .with(new Attr<>("organic", true, "")));
        items.add(new Item("COF-07", "Coffee Beans", 12)
                .with(new Attr<>("weight", 1.0, "kg"))
                .with(new Attr<>("organic", true, ""))
                .with(new Attr<>("roast", "Dark", ""))
                .with(new Attr<>("origin", "Colombia", "")));
        items.add(new Item("PHN-03", "Phone Mini", 0)
                .with(new Attr<>("ram", 8, "GB"))
                .with(new Attr<>("storage", 256, "GB"))
                .with(new Attr<>("color", "Blue", ""))
                .with(new Attr<>("refurbished", true, "")));
        items.add(new Item("MUG-11", "Ceramic Mug", 25)
                .with(new Attr<>("capacity", 350, "ml"))
                .with(new Attr<>("color", "White", "")));

        System.out.println("== catalog ==");
        for (Item it : items) {
            System.out.println(it + " [" + it.stock + "] " + listAttrs(it));
        }

        System.out.println("== attribute index ==");
        Map<String, List<String>> index = new TreeMap<>();
        for (Item it : items) {
            for (String key : it.attrs.keySet()) {
                index.computeIfAbsent(key, k -> new ArrayList<>()).add(it.sku);
            }
        }
        for (Map.Entry<String, List<String>> e : index.entrySet()) {
            System.out.println(e.getKey() + " -> " + String.join(",", e.getValue()));
        }

        System.out.println("== search 'blue' ==");
        for (Item it : items) {
            for (Attr<?> a : it.attrs.values()) {
                if (a.matches("blue")) {
                    System.out.println(it.sku + " matches on " + a.name + " (" + a.display() + ")");
                }
            }
        }

        System.out.println("== numeric totals ==");
        double totalWeight = 0.0;
        int totalRam = 0;
        for (Item it : items) {
            Attr<?> w = it.attr("weight");
            if (w != null) {
                totalWeight += numeric(w) * it.stock;
            }
            Attr<?> r = it.attr("ram");
            if (r != null && r.get() instanceof Integer) {
                totalRam += (Integer) r.get();
            }
        }
        System.out.println(String.format("shipping weight of stock: %.2f kg", totalWeight));
        System.out.println("ram across models: " + totalRam + " GB");

        System.out.println("== boolean attributes ==");
        Map<String, Integer> trueCounts = new TreeMap<>();
        for (Item it : items) {
            for (Attr<?> a : it.attrs.values()) {
                Object v = a.get();
                if (v instanceof Boolean) {
                    boolean b = (Boolean) v;
                    trueCounts.merge(a.name, b ? 1 : 0, Integer::sum);
                    System.out.println(it.sku + " " + a.name + "? " + (b ? "yes" : "no"));
                }
            }
        }
        for (Map.Entry<String, Integer> e : trueCounts.entrySet()) {
            System.out.println("count " + e.getKey() + "=" + e.getValue());
        }

        System.out.println("== renames and equality ==");
        Attr<?> lapColor = items.get(0).attr("color");
        Attr<?> renamed = lapColor.renamed("finish");
        System.out.println(lapColor + " / " + renamed);
        System.out.println("renamed equals original: " + renamed.equals(lapColor));
        System.out.println("equals fresh copy: " + lapColor.equals(new Attr<>("color", "Silver", "")));
        System.out.println("ram 16 equals ram 8: " + items.get(0).attr("ram").equals(items.get(3).attr("ram")));
        items.get(4).with(renamed);
        System.out.println(items.get(4) + " now: " + listAttrs(items.get(4)));

        System.out.println("== out of stock or missing color ==");
        for (Item it : items) {
            boolean noColor = it.attr("color") == null;
            if (it.stock == 0 || noColor) {
                System.out.println(it + (it.stock == 0 ? " out-of-stock" : "") + (noColor ? " no-color" : ""));
            }
        }
    }
}
