import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.Map;

public class ShoppingCartModel {
    public static void main(String[] args) {
        Cart cart = new Cart();
        cart.add(new Product("SKU-1", "Coffee beans", new BigDecimal("12.99")), 2);
        cart.add(new Product("SKU-2", "Mug", new BigDecimal("7.50")), 1);
        cart.add(new Product("SKU-3", "Filter papers", new BigDecimal("3.333")), 3);
        cart.add(new Product("SKU-1", "Coffee beans", new BigDecimal("12.99")), 1);
        cart.print();
        System.out.println("remove SKU-2 -> " + cart.remove("SKU-2"));
        System.out.println("remove SKU-9 -> " + cart.remove("SKU-9"));
        cart.setQuantity("SKU-3", 0);
        cart.print();
        try {
            cart.add(new Product("SKU-4", "Free sample", BigDecimal.ZERO), -1);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        cart.applyDiscountPercent(15);
        cart.print();
        Cart empty = new Cart();
        empty.print();
    }
}

class Product {
    final String sku;
    final String name;
    final BigDecimal price;
    Product(String sku, String name, BigDecimal price) {
        this.sku = sku;
        this.name = name;
        this.price = price;
    }
}

class Cart {
    private final Map<String, Product> products = new LinkedHashMap<>();
    private final Map<String, Integer> quantities = new LinkedHashMap<>();
    private int discountPercent;
    void add(Product p, int qty) {
        if (qty <= 0) throw new IllegalArgumentException("quantity must be positive, got " + qty);
        products.putIfAbsent(p.sku, p);
        quantities.merge(p.sku, qty, Integer::sum);
    }
    boolean remove(String sku) {
        products.remove(sku);
        return quantities.remove(sku) != null;
    }
    void setQuantity(String sku, int qty) {
        if (qty == 0) {
            remove(sku);
        } else { quantities.put(sku, qty); }
    }
    void applyDiscountPercent(int pct) { discountPercent = pct; }
    BigDecimal subtotal() {
        BigDecimal sum = BigDecimal.ZERO;
        for (Map.Entry<String, Integer> e : quantities.entrySet()) { sum = sum.add(products.get(e.getKey()).price.multiply(BigDecimal.valueOf(e.getValue()))); }
        return sum;
    }
    void print() {
        System.out.println("cart (" + quantities.size() + " lines):");
        for (Map.Entry<String, Integer> e : quantities.entrySet()) {
            Product p = products.get(e.getKey());
            BigDecimal line = p.price.multiply(BigDecimal.valueOf(e.getValue()));
            System.out.println(String.format("  %-6s %-14s %2d x %8s = %9s", p.sku, p.name, e.getValue(), p.price, line.setScale(2, RoundingMode.HALF_EVEN)));
        }
        BigDecimal sub = subtotal();
        BigDecimal discount = sub.multiply(BigDecimal.valueOf(discountPercent)).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        BigDecimal total = sub.subtract(discount).setScale(2, RoundingMode.HALF_UP);
        System.out.println("  subtotal=" + sub + " discount=" + discount + " total=" + total + " totalCents=" + total.movePointRight(2).intValueExact());
    }
}
