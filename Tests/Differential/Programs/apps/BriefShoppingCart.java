import java.util.*;

public class BriefShoppingCart {
    static final int TAX_BASIS_POINTS = 825;

    static String money(int cents) {
        int abs = Math.abs(cents), rem = abs % 100;
        return (cents < 0 ? "-" : "") + "$" + (abs / 100) + "." + (rem < 10 ? "0" : "") + rem;
    }

    public static void main(String[] args) {
        Cart cart = new Cart();
        cart.setListener((sku, qty) -> System.out.println("  cart changed: " + sku + " qty=" + qty));
        cart.add(new Product("A100", "Coffee beans", 1499, Category.GROCERY), 2);
        cart.add(new Product("B200", "Headphones", 5999, Category.ELECTRONICS), 1);
        cart.add(new Product("C300", "T-shirt", 1250, Category.CLOTHING), 3);
        cart.add(new Product("A101", "Tea", 499, Category.GROCERY), 1);
        cart.add(new Product("A100", "Coffee beans", 1499, Category.GROCERY), 1);
        String[][] bad = {{"Z999", "-5", "GR"}, {"C301", "300", "XX"}};
        for (String[] b : bad) {
            try {
                cart.add(new Product(b[0], "Bad", Integer.parseInt(b[1]), Category.fromCode(b[2])), 1);
            } catch (IllegalArgumentException e) {
                System.out.println("Error: " + e.getMessage());
            }
        }
        cart.setQuantity("A101", 0);
        System.out.println("Lines:");
        for (CartLine line : cart.sortedLines())
            System.out.println(String.format("  %-8s %s x%d %s", line.getProduct().getSku(), line.getProduct().getName(), line.getQuantity(), money(line.total())));
        int subtotal = cart.subtotal();
        System.out.println("Subtotal: " + money(subtotal));
        List<Discount> discounts = List.of(new PercentOff("CLOTH10", Category.CLOTHING, 10),
            new ThresholdOff("BIG50", 10000, 500), new ThresholdOff("HUGE", 50000, 5000));
        int totalDiscount = 0;
        for (Discount d : discounts) {
            int amt = d.apply(cart);
            totalDiscount += amt;
            System.out.println(String.format("  discount %-8s -> %s", d.getCode(), money(amt)));
        }
        int taxable = cart.taxableSubtotal();
        int tax = (taxable * TAX_BASIS_POINTS + 5000) / 10000;
        System.out.println("Taxable: " + money(taxable) + " tax: " + money(tax));
        int total = subtotal - totalDiscount + tax;
        System.out.println("Total: " + money(total));
        System.out.println(String.format("Effective discount: %.2f", totalDiscount * 100.0 / subtotal));
        System.out.println("money(-7) = " + money(-7) + ", money(100005) = " + money(100005));
    }
}

enum Category {
    GROCERY("GR", false), ELECTRONICS("EL", true), CLOTHING("CL", true);
    private final String code;
    private final boolean taxable;
    Category(String code, boolean taxable) { this.code = code; this.taxable = taxable; }
    public boolean isTaxable() { return taxable; }
    public static Category fromCode(String code) {
        for (Category c : values()) if (c.code.equals(code)) return c;
        throw new IllegalArgumentException("unknown category " + code);
    }
}

interface OnCartChangedListener { void onChanged(String sku, int newQty); }

class Product {
    private final String sku;
    private final String name;
    private final int priceCents;
    private final Category category;
    Product(String sku, String name, int priceCents, Category category) {
        if (priceCents < 0) throw new IllegalArgumentException("negative price for " + sku);
        this.sku = sku; this.name = name; this.priceCents = priceCents; this.category = category;
    }
    public String getSku() { return sku; }
    public String getName() { return name; }
    public int getPriceCents() { return priceCents; }
    public Category getCategory() { return category; }
    @Override public boolean equals(Object o) { return o instanceof Product && ((Product) o).sku.equals(sku); }
    @Override public int hashCode() { return sku.hashCode(); }
}

class CartLine {
    private final Product product;
    private int quantity;
    CartLine(Product product, int quantity) { this.product = product; this.quantity = quantity; }
    public Product getProduct() { return product; }
    public int getQuantity() { return quantity; }
    public void setQuantity(int q) { this.quantity = q; }
    public int total() { return product.getPriceCents() * quantity; }
}

class Cart {
    private final Map<String, CartLine> lines = new LinkedHashMap<>();
    private OnCartChangedListener listener;
    public void setListener(OnCartChangedListener l) { listener = l; }
    public void add(Product p, int qty) {
        CartLine line = lines.computeIfAbsent(p.getSku(), k -> new CartLine(p, 0));
        line.setQuantity(line.getQuantity() + qty);
        if (listener != null) listener.onChanged(p.getSku(), line.getQuantity());
    }
    public void setQuantity(String sku, int qty) {
        if (qty <= 0) lines.remove(sku); else lines.get(sku).setQuantity(qty);
        if (listener != null) listener.onChanged(sku, Math.max(qty, 0));
    }
    public List<CartLine> sortedLines() {
        List<CartLine> list = new ArrayList<>(lines.values());
        list.sort(Comparator.comparing((CartLine l) -> l.getProduct().getCategory()).thenComparing(l -> l.getProduct().getName()));
        return list;
    }
    public int subtotal() { return lines.values().stream().mapToInt(CartLine::total).sum(); }
    public int subtotalFor(Category c) {
        int sum = 0;
        for (CartLine l : lines.values()) if (l.getProduct().getCategory() == c) sum += l.total();
        return sum;
    }
    public int taxableSubtotal() {
        int sum = 0;
        for (Category c : Category.values()) if (c.isTaxable()) sum += subtotalFor(c);
        return sum;
    }
}

abstract class Discount {
    private final String code;
    protected Discount(String code) { this.code = code; }
    public String getCode() { return code; }
    public final int apply(Cart cart) { return isEligible(cart) ? Math.min(amount(cart), cart.subtotal()) : 0; }
    protected abstract boolean isEligible(Cart cart);
    protected abstract int amount(Cart cart);
}

class PercentOff extends Discount {
    private final Category category;
    private final int percent;
    PercentOff(String code, Category category, int percent) { super(code); this.category = category; this.percent = percent; }
    @Override protected boolean isEligible(Cart cart) { return cart.subtotalFor(category) > 0; }
    @Override protected int amount(Cart cart) { return cart.subtotalFor(category) * percent / 100; }
}

class ThresholdOff extends Discount {
    private final int threshold;
    private final int off;
    ThresholdOff(String code, int threshold, int off) { super(code); this.threshold = threshold; this.off = off; }
    @Override protected boolean isEligible(Cart cart) { return cart.subtotal() >= threshold; }
    @Override protected int amount(Cart cart) { return off; }
}
