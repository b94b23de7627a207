import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

public class RptStoreReceipt {
    static final int WIDTH = 40;

    static String center(String s, int width) {
        if (s.length() >= width) return s;
        int left = (width - s.length()) / 2;
        int right = width - s.length() - left;
        return " ".repeat(left) + s + " ".repeat(right);
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        return String.format("%s%d.%02d", sign, abs / 100, abs % 100);
    }

    public static void main(String[] args) {
        List<ReceiptLine> lines = new ArrayList<>();
        lines.add(new ReceiptLine("SKU-1001", "Organic Bananas", 3, 59));
        lines.add(new ReceiptLine("SKU-2040", "Whole Milk 1 Gallon", 1, 389));
        lines.add(new ReceiptLine("SKU-0007", "Sourdough Bread Loaf", 2, 450));
        lines.add(new ReceiptLine("SKU-3333", "Sparkling Water 12pk", 1, 599));
        lines.add(new ReceiptLine("SKU-0450", "Avocado", 4, 125));
        lines.add(new ReceiptLine("SKU-9000", "Coupon: Bread", 1, -100));

        String bar = "=".repeat(WIDTH);
        System.out.println(bar);
        System.out.println(center("CORNER MARKET #042", WIDTH) + "|");
        System.out.println(center("123 Main St", WIDTH) + "|");
        System.out.println(bar);
        System.out.printf("%-8s %-15.15s %3s %10s%n", "CODE", "ITEM", "QTY", "AMOUNT");
        System.out.println("-".repeat(WIDTH));

        long subtotal = 0;
        int itemCount = 0;
        for (ReceiptLine l : lines) {
            long amt = l.total();
            subtotal += amt;
            if (l.unitCents > 0) itemCount += l.qty;
            System.out.printf("%-8s %-15.15s %3d %10s%n", l.code, l.name, l.qty, money(amt));
            if (l.qty > 1) {
                System.out.printf("%9s@ %s each%n", "", money(l.unitCents));
            }
        }
        System.out.println("-".repeat(WIDTH));
        long tax = (subtotal * 825 + 5000) / 10000;
        long total = subtotal + tax;
        System.out.printf("%-28s %11s%n", "SUBTOTAL", money(subtotal));
        System.out.printf("%-28s %11s%n", "TAX 8.25%", money(tax));
        System.out.printf("%-28s %11s%n", "TOTAL", money(total));
        long tendered = 4000;
        System.out.printf("%-28s %11s%n", "CASH", money(tendered));
        System.out.printf("%-28s %11s%n", "CHANGE", money(tendered - total));
        System.out.println(bar);
        System.out.printf("Items sold: %d   Lines: %d%n", itemCount, lines.size());
        System.out.printf("Savings %+d cents, %d%% off bread%n", -100, 11);

        StringJoiner codes = new StringJoiner(", ", "[", "]");
        for (ReceiptLine l : lines) {
            if (l.unitCents < 0) codes.add(l.code);
        }
        StringJoiner none = new StringJoiner(", ", "[", "]");
        none.setEmptyValue("(no returns)");
        System.out.println("Discount codes: " + codes);
        System.out.println("Returns: " + none);
        System.out.printf("Txn id: %08X  Register: %o%n", 0xBEEF12, 12);
        System.out.println(center("Thank you for shopping!", WIDTH));
        System.out.println(center("*".repeat(11), WIDTH).replace(' ', '.'));
    }
}

class ReceiptLine {
    final String code;
    final String name;
    final int qty;
    final long unitCents;

    ReceiptLine(String code, String name, int qty, long unitCents) {
        this.code = code;
        this.name = name;
        this.qty = qty;
        this.unitCents = unitCents;
    }

    long total() {
        return qty * unitCents;
    }
}
