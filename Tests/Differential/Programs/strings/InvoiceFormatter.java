import java.util.ArrayList;
import java.util.List;

public class InvoiceFormatter {

    static final class LineItem {
        final String sku;
        final String description;
        final int quantity;
        final long unitPriceCents;
        final boolean taxable;

        LineItem(String sku, String description, int quantity, long unitPriceCents, boolean taxable) {
            this.sku = sku;
            this.description = description;
            this.quantity = quantity;
            this.unitPriceCents = unitPriceCents;
            this.taxable = taxable;
        }

        long totalCents() {
            return quantity * unitPriceCents;
        }
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        return String.format("%s%,d.%02d", sign, abs / 100, abs % 100);
    }

    static String truncate(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        return s.substring(0, max - 1) + "~";
    }

    static String center(String text, int width, char fill) {
        int pad = width - text.length();
        if (pad <= 0) {
            return text;
        }
        int left = pad / 2;
        int right = pad - left;
        return String.valueOf(fill).repeat(left) + text + String.valueOf(fill).repeat(right);
    }

    public static void main(String[] args) {
        List<LineItem> items = new ArrayList<>();
        items.add(new LineItem("A-100", "Widget", 3, 1999, true));
        items.add(new LineItem("B-2", "Extra long gadget description text", 12, 250, true));
        items.add(new LineItem("SRV-9", "Consulting hour", 40, 15000, false));
        items.add(new LineItem("DSC", "Loyalty discount", 1, -5000, false));
        items.add(new LineItem("Z", "Bulk screws", 1234567, 1, true));

        int width = 60;
        System.out.println("=".repeat(width));
        System.out.println(center(" INVOICE #" + String.format("%05d", 42) + " ", width, '*'));
        System.out.println("=".repeat(width));
        System.out.println(String.format("%-8s|%-20s|%8s|%10s|%s", "SKU", "Description", "Qty", "Total", "T"));
        System.out.println("-".repeat(8) + "+" + "-".repeat(20) + "+" + "-".repeat(8) + "+" + "-".repeat(10) + "+-");

        long subtotal = 0;
        long taxableBase = 0;
        int lineNo = 0;
        for (LineItem it : items) {
            lineNo++;
            long total = it.totalCents();
            subtotal += total;
            if (it.taxable) {
                taxableBase += total;
            }
            System.out.println(String.format("%-8s|%-20s|%8d|%10s|%c", it.sku, truncate(it.description, 20),
                    it.quantity, money(total), it.taxable ? 'Y' : 'N'));
            System.out.println(String.format("   line %2d: unit=%s taxable=%b", lineNo, money(it.unitPriceCents), it.taxable));
        }
        System.out.println("-".repeat(width));
        // tax: 8.25% in basis points, rounded half up on cents
        long taxBp = 825;
        long tax = (taxableBase * taxBp + 5000) / 10000;
        long grand = subtotal + tax;
        System.out.println(String.format("%40s %15s", "Subtotal:", money(subtotal)));
        System.out.println(String.format("%40s %15s", "Taxable base:", money(taxableBase)));
        System.out.println(String.format("%40s %15s", "Tax (8.25%):", money(tax)));
        System.out.println(String.format("%40s %15s", "TOTAL DUE:", money(grand)));

        System.out.println(String.format("tax rate as percent: %.2f%%", taxBp / 100.0));
        System.out.println(String.format("padded float: [%05.2f] [%8.3f] [%-8.1f]", 3.14159, 2.5, 12.34));
        System.out.println(String.format("grouping: %,d %,d %,d", 999, 1000, -1234567890L));
        System.out.println(String.format("width: [%5d] [%-5d] [%05d] [%+d]", 42, 42, 42, 42));
        System.out.println(String.format("hex: %x %X %08x %x", 255, 48879, 4096, -1));
        System.out.println(String.format("chars: %c%c%c %c", 'a', 'b', 'c', 65));
        System.out.println(String.format("bools: %b %b %B", true, false, true));
        System.out.println(String.format("strings: [%-8s] [%8s] [%s]", "left", "right", "plain"));
        System.out.println(String.format("literal percent: 100%% done, %d%% left", 0));

        // invoice reference code built with StringBuilder
        StringBuilder ref = new StringBuilder();
        ref.append("INV").append('-').append(2024).append('-').append(lineNo);
        System.out.println("ref: " + ref + " length=" + ref.length());
        ref.insert(0, "#");
        ref.insert(4, "/");
        System.out.println("ref after inserts: " + ref);
        ref.setCharAt(0, '@');
        ref.deleteCharAt(ref.length() - 1);
        ref.append("X");
        System.out.println("ref after edits: " + ref);
        String checksumSource = ref.toString();
        int checksum = 0;
        for (char ch : checksumSource.toCharArray()) {
            checksum = (checksum * 31 + ch) % 9973;
        }
        System.out.println("checksum: " + checksum + " hex=" + Integer.toHexString(checksum));
        ref.setLength(3);
        System.out.println("ref truncated: " + ref + " reversed: " + new StringBuilder(ref).reverse());

        List<String> skus = new ArrayList<>();
        for (LineItem it : items) {
            skus.add(it.sku.toLowerCase());
        }
        System.out.println("skus: " + String.join(", ", skus));
        System.out.println("joined with arrow: " + String.join(" -> ", "draft", "sent", "paid"));

        // footer text block
        String footer = """
                Thank you for your business!
                  Payment terms: net %d days
                Questions? billing@example.com""".formatted(30);
        for (String line : footer.split("\n")) {
            System.out.println("| " + String.format("%-" + (width - 4) + "s", line) + " |");
        }
    }
}
