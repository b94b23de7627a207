import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;

public class ShoppingCartCoupons {

    enum TaxClass {
        STANDARD("0.0825"), FOOD("0.0225"), EXEMPT("0");
        private final BigDecimal rate;
        TaxClass(String r) { rate = new BigDecimal(r); }
        BigDecimal getRate() { return rate; }
    }

    static final class Product {
        private final String sku;
        private final String title;
        private final BigDecimal price;
        private final TaxClass taxClass;

        Product(String sku, String title, String price, TaxClass taxClass) {
            this.sku = sku; this.title = title; this.price = new BigDecimal(price); this.taxClass = taxClass;
        }
        String getSku() { return sku; }
        String getTitle() { return title; }
        BigDecimal getPrice() { return price; }
        TaxClass getTaxClass() { return taxClass; }

        @Override public boolean equals(Object o) {
            return o instanceof Product && ((Product) o).sku.equals(sku);
        }
        @Override public int hashCode() { return 31 * sku.hashCode() + taxClass.ordinal(); }
        @Override public String toString() { return sku + ":" + title + "@" + price.toPlainString(); }
    }

    static final class LineItem {
        final Product product;
        int qty;
        BigDecimal discount = BigDecimal.ZERO;
        LineItem(Product p, int qty) { this.product = p; this.qty = qty; }
        BigDecimal gross() { return product.getPrice().multiply(BigDecimal.valueOf(qty)); }
        BigDecimal net() { return gross().subtract(discount); }
    }

    interface Coupon {
        String code();
        BigDecimal apply(List<LineItem> items);
    }

    static final class PercentOffSku implements Coupon {
        private final String sku; private final int percent;
        PercentOffSku(String sku, int percent) { this.sku = sku; this.percent = percent; }
        public String code() { return "PCT" + percent + "-" + sku; }
        public BigDecimal apply(List<LineItem> items) {
            BigDecimal total = BigDecimal.ZERO;
            for (LineItem li : items) {
                if (li.product.getSku().equals(sku)) {
                    BigDecimal d = li.gross().multiply(BigDecimal.valueOf(percent)).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_EVEN);
                    li.discount = li.discount.add(d);
                    total = total.add(d);
                }
            }
            return total;
        }
    }

    static final class BuyXGetOne implements Coupon {
        private final String sku; private final int x;
        BuyXGetOne(String sku, int x) { this.sku = sku; this.x = x; }
        public String code() { return "B" + x + "G1-" + sku; }
        public BigDecimal apply(List<LineItem> items) {
            for (LineItem li : items) {
                if (li.product.getSku().equals(sku)) {
                    int free = li.qty / (x + 1);
                    BigDecimal d = li.product.getPrice().multiply(BigDecimal.valueOf(free));
                    li.discount = li.discount.add(d);
                    return d;
                }
            }
            return BigDecimal.ZERO;
        }
    }

    static class Cart {
        private final Map<String, LineItem> lines = new LinkedHashMap<>();
        private final List<Coupon> coupons = new ArrayList<>();

        void add(Product p, int qty) {
            LineItem li = lines.get(p.getSku());
            if (li == null) lines.put(p.getSku(), new LineItem(p, qty));
            else li.qty += qty;
        }
        boolean remove(String sku, int qty) {
            LineItem li = lines.get(sku);
            if (li == null) return false;
            li.qty -= qty;
            if (li.qty <= 0) lines.remove(sku);
            return true;
        }
        void addCoupon(Coupon c) { coupons.add(c); }

        String receipt(RoundingMode taxMode) {
            List<LineItem> items = new ArrayList<>(lines.values());
            for (LineItem li : items) li.discount = BigDecimal.ZERO;
            StringBuilder sb = new StringBuilder();
            BigDecimal couponTotal = BigDecimal.ZERO;
            for (Coupon c : coupons) {
                BigDecimal d = c.apply(items);
                couponTotal = couponTotal.add(d);
                sb.append(String.format("coupon %-14s -%s%n", c.code(), d.setScale(2, RoundingMode.UNNECESSARY)));
            }
            BigDecimal subtotal = BigDecimal.ZERO, tax = BigDecimal.ZERO;
            for (LineItem li : items) {
                BigDecimal lineTax = li.net().multiply(li.product.getTaxClass().getRate()).setScale(2, taxMode);
                subtotal = subtotal.add(li.net());
                tax = tax.add(lineTax);
                sb.append(String.format("%-8s x%-2d gross=%8s disc=%6s tax=%5s%n", li.product.getSku(), li.qty,
                        li.gross().toPlainString(), li.discount.toPlainString(), lineTax.toPlainString()));
            }
            BigDecimal total = subtotal.add(tax);
            sb.append("coupons=").append(couponTotal).append(" subtotal=").append(subtotal.setScale(2, RoundingMode.HALF_UP))
              .append(" tax=").append(tax).append(" total=").append(total.setScale(2, RoundingMode.HALF_UP));
            return sb.toString();
        }
    }

    public static void main(String[] args) {
        Product milk = new Product("MLK-1", "Milk 1L", "1.49", TaxClass.FOOD);
        Product bread = new Product("BRD-2", "Sourdough", "4.35", TaxClass.FOOD);
        Product soap = new Product("SOP-3", "Hand soap", "2.995", TaxClass.STANDARD);
        Product cable = new Product("CBL-4", "USB-C cable", "12.99", TaxClass.STANDARD);
        Product stamp = new Product("STM-5", "Stamps", "0.68", TaxClass.EXEMPT);
        System.out.println(Arrays.asList(milk, bread, soap, cable, stamp));
        System.out.println("hash milk=" + milk.hashCode() + " cable=" + cable.hashCode());
        System.out.println("milk equals copy: " + milk.equals(new Product("MLK-1", "Other", "9", TaxClass.EXEMPT)));

        Cart cart = new Cart();
        cart.add(milk, 4);
        cart.add(bread, 1);
        cart.add(soap, 3);
        cart.add(cable, 2);
        cart.add(stamp, 10);
        cart.add(milk, 3);
        System.out.println("remove BRD-2: " + cart.remove("BRD-2", 1) + ", remove XXX: " + cart.remove("XXX", 1));
        System.out.println("--- HALF_UP, no coupons ---");
        System.out.println(cart.receipt(RoundingMode.HALF_UP));

        cart.addCoupon(new BuyXGetOne("MLK-1", 2));
        cart.addCoupon(new PercentOffSku("CBL-4", 15));
        cart.addCoupon(new PercentOffSku("SOP-3", 33));
        System.out.println("--- HALF_UP with coupons ---");
        System.out.println(cart.receipt(RoundingMode.HALF_UP));
        System.out.println("--- HALF_EVEN with coupons ---");
        System.out.println(cart.receipt(RoundingMode.HALF_EVEN));
        System.out.println("--- DOWN with coupons ---");
        System.out.println(cart.receipt(RoundingMode.DOWN));

        String[] samples = {"2.345", "2.355", "-2.345", "0.005", "1.0049", "7.5"};
        for (String s : samples) {
            BigDecimal v = new BigDecimal(s);
            System.out.println(s + " -> HU " + v.setScale(2, RoundingMode.HALF_UP) + " HE " + v.setScale(2, RoundingMode.HALF_EVEN)
                    + " CEIL " + v.setScale(1, RoundingMode.CEILING) + " FLOOR " + v.setScale(0, RoundingMode.FLOOR));
        }
        BigDecimal a = new BigDecimal("10.50"), b = new BigDecimal("10.5");
        System.out.println("equals=" + a.equals(b) + " compareTo=" + a.compareTo(b) + " strip=" + a.stripTrailingZeros().toPlainString() + " scale=" + a.scale());
        BigDecimal third = BigDecimal.ONE.divide(new BigDecimal("3"), 6, RoundingMode.HALF_UP);
        System.out.println("1/3=" + third + " *3=" + third.multiply(new BigDecimal(3)) + " negate=" + third.negate() + " max=" + a.max(third));
        long cents = new BigDecimal("123.456").movePointRight(2).setScale(0, RoundingMode.HALF_UP).longValueExact();
        System.out.println("cents=" + cents + " back=" + BigDecimal.valueOf(cents, 2) + " signum=" + BigDecimal.valueOf(-cents).signum());
    }
}
