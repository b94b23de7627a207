import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class NumTaxInvoice {

    enum Category { FOOD, BOOKS, ELECTRONICS, CLOTHING }

    static final class LineItem {
        final String sku;
        final Category category;
        final long unitPriceCents;
        final int quantity;
        final int discountPercent;

        LineItem(String sku, Category category, long unitPriceCents, int quantity, int discountPercent) {
            this.sku = sku;
            this.category = category;
            this.unitPriceCents = unitPriceCents;
            this.quantity = quantity;
            this.discountPercent = discountPercent;
        }

        long grossCents() {
            return unitPriceCents * quantity;
        }

        long discountCents() {
            // integer percentage, rounded half-up on the discount
            long raw = grossCents() * discountPercent;
            return (raw + 50) / 100;
        }

        long netCents() {
            return grossCents() - discountCents();
        }

        @Override
        public String toString() {
            return String.format("%-8s", sku) + " " + category.name() + " x" + quantity;
        }
    }

    // Tax rates expressed in hundredths of a percent (basis points).
    static int taxRateBps(Category c) {
        switch (c) {
            case FOOD:
                return 250;
            case BOOKS:
                return 0;
            case ELECTRONICS:
                return 1975;
            case CLOTHING:
                return 825;
            default:
                return 1000;
        }
    }

    static long taxFor(long netCents, int bps) {
        long raw = netCents * bps;
        long q = raw / 10000;
        long r = raw % 10000;
        if (r * 2 >= 10000) {
            q++;
        }
        return q;
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long a = Math.abs(cents);
        return sign + (a / 100) + "." + String.format("%d", (a % 100) / 10) + String.format("%d", a % 10);
    }

    static long couponValue(long subtotal, String code) {
        if (code == null || code.isEmpty()) {
            return 0;
        }
        if (code.equals("TENOFF")) {
            return Math.min(1000, subtotal);
        }
        if (code.startsWith("PCT")) {
            try {
                int pct = Integer.parseInt(code.substring(3));
                pct = Math.max(0, Math.min(pct, 50));
                return subtotal * pct / 100;
            } catch (NumberFormatException e) {
                return 0;
            }
        }
        return 0;
    }

    public static void main(String[] args) {
        List<LineItem> items = new ArrayList<>();
        items.add(new LineItem("APL-01", Category.FOOD, 129, 12, 0));
        items.add(new LineItem("BK-777", Category.BOOKS, 2499, 2, 15));
        items.add(new LineItem("TV-55", Category.ELECTRONICS, 54999, 1, 10));
        items.add(new LineItem("CBL-HD", Category.ELECTRONICS, 1299, 3, 33));
        items.add(new LineItem("TSHIRT", Category.CLOTHING, 1850, 4, 25));
        items.add(new LineItem("SOCKS", Category.CLOTHING, 333, 7, 5));
        items.add(new LineItem("MILK", Category.FOOD, 249, 3, 0));

        Map<Category, Long> netByCategory = new TreeMap<>();
        long subtotal = 0;
        long totalDiscount = 0;
        System.out.println("SKU      CATEGORY  qty   gross  discount   net");
        for (LineItem item : items) {
            long gross = item.grossCents();
            long disc = item.discountCents();
            long net = item.netCents();
            subtotal += net;
            totalDiscount += disc;
            netByCategory.merge(item.category, net, Long::sum);
            System.out.println(String.format("%-8s %-8s %5d %s %s %s", item.sku, item.category, item.quantity,
                    money(gross), money(disc), money(net)));
        }
        System.out.println("subtotal=" + money(subtotal) + " discounts=" + money(totalDiscount));

        long taxTotal = 0;
        for (Map.Entry<Category, Long> e : netByCategory.entrySet()) {
            int bps = taxRateBps(e.getKey());
            long tax = taxFor(e.getValue(), bps);
            taxTotal += tax;
            System.out.println(String.format("%-8s", e.getKey().name()) + " net=" + money(e.getValue())
                    + " rate=" + (bps / 100) + "." + String.format("%d", bps % 100 / 10) + (bps % 10) + "%"
                    + " tax=" + money(tax));
        }

        // Compare per-line tax rounding against per-category rounding.
        long perLineTax = 0;
        for (LineItem item : items) {
            perLineTax += taxFor(item.netCents(), taxRateBps(item.category));
        }
        System.out.println("tax per category=" + money(taxTotal) + " per line=" + money(perLineTax)
                + " diff=" + (perLineTax - taxTotal));

        // Double-based calculation for comparison.
        double doubleTax = 0.0;
        for (LineItem item : items) {
            doubleTax += item.netCents() / 100.0 * taxRateBps(item.category) / 10000.0;
        }
        System.out.println(String.format("double tax=%.2f rounded cents=%d", doubleTax, Math.round(doubleTax * 100)));

        String[] coupons = {"", "TENOFF", "PCT10", "PCT75", "PCTx", "PCT-5", "BOGUS", null};
        long grand = subtotal + taxTotal;
        for (String code : coupons) {
            long off = couponValue(subtotal, code);
            long after = grand - off;
            String label = code == null ? "<null>" : (code.isEmpty() ? "<empty>" : code);
            System.out.println(String.format("coupon %-8s off=%s total=%s", label, money(off), money(after)));
        }

        // Tip suggestions in integer percent on the pre-tax subtotal.
        int[] tips = {10, 15, 18, 20, 22};
        for (int t : tips) {
            long tip = (subtotal * t + 50) / 100;
            long tipCeilDollar = ((subtotal + tip + 99) / 100) * 100;
            System.out.println(String.format("tip %5d pct = %s, round-up total = %s", t, money(tip), money(tipCeilDollar)));
        }

        // Quantity price breaks.
        int[] quantities = {1, 9, 10, 49, 50, 100, 250};
        long unit = 799;
        for (int q : quantities) {
            int pct = q >= 100 ? 20 : q >= 50 ? 12 : q >= 10 ? 5 : 0;
            long gross = unit * q;
            long net = gross - gross * pct / 100;
            double perUnit = net / (double) q / 100.0;
            System.out.println(String.format("qty=%05d pct=%d net=%s perUnit=%.2f", q, pct, money(net), perUnit));
        }
    }
}
