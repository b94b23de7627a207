import java.util.ArrayList;
import java.util.List;

public class TextReportFormatter {

    static class Item {
        final String sku;
        final String name;
        final int qty;
        final long priceCents;
        final String category;

        Item(String sku, String name, int qty, long priceCents, String category) {
            this.sku = sku;
            this.name = name;
            this.qty = qty;
            this.priceCents = priceCents;
            this.category = category;
        }
    }

    static String padRight(String s, int width) {
        if (s.length() >= width) {
            return s;
        }
        return s + " ".repeat(width - s.length());
    }

    static String padLeft(String s, int width) {
        if (s.length() >= width) {
            return s;
        }
        return " ".repeat(width - s.length()) + s;
    }

    static String center(String s, int width) {
        if (s.length() >= width) {
            return s;
        }
        int total = width - s.length();
        int left = total / 2;
        int right = total - left;
        return " ".repeat(left) + s + " ".repeat(right);
    }

    static String truncate(String s, int width) {
        if (s.length() <= width) {
            return s;
        }
        if (width <= 3) {
            return ".".repeat(width);
        }
        return s.substring(0, width - 3) + "...";
    }

    // group digits by thousands manually: 1234567 -> 1,234,567
    static String groupThousands(long n) {
        boolean neg = n < 0;
        long v = neg ? -n : n;
        String digits = Long.toString(v);
        StringBuilder sb = new StringBuilder();
        int count = 0;
        for (int i = digits.length() - 1; i >= 0; i--) {
            sb.append(digits.charAt(i));
            count++;
            if (count % 3 == 0 && i > 0) {
                sb.append(',');
            }
        }
        if (neg) {
            sb.append('-');
        }
        return sb.reverse().toString();
    }

    // cents -> "1,234.56" built by hand
    static String money(long cents) {
        boolean neg = cents < 0;
        long v = neg ? -cents : cents;
        long whole = v / 100;
        long frac = v % 100;
        String f = frac < 10 ? "0" + frac : Long.toString(frac);
        return (neg ? "-" : "") + groupThousands(whole) + "." + f;
    }

    static String border(int[] widths, char corner, char fill) {
        StringBuilder sb = new StringBuilder();
        sb.append(corner);
        for (int w : widths) {
            sb.append(String.valueOf(fill).repeat(w + 2));
            sb.append(corner);
        }
        return sb.toString();
    }

    static String row(String[] cells, int[] widths, boolean[] rightAlign) {
        StringBuilder sb = new StringBuilder("|");
        for (int i = 0; i < cells.length; i++) {
            String c = truncate(cells[i], widths[i]);
            sb.append(' ');
            sb.append(rightAlign[i] ? padLeft(c, widths[i]) : padRight(c, widths[i]));
            sb.append(" |");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>();
        items.add(new Item("A-100", "Widget", 12, 499, "hardware"));
        items.add(new Item("A-101", "Extra long deluxe widget with accessories", 3, 12999, "hardware"));
        items.add(new Item("B-200", "Cloud storage (1 year)", 1, 1200000, "services"));
        items.add(new Item("B-201", "Support plan", 2, 45050, "services"));
        items.add(new Item("C-300", "Cable", 150, 7, "parts"));
        items.add(new Item("C-301", "Adapter USB-C to HDMI", 25, 1999, "parts"));
        items.add(new Item("D-400", "Refund adjustment", 1, -2500, "misc"));

        System.out.println("--- helpers ---");
        System.out.println("[" + padRight("left", 10) + "]");
        System.out.println("[" + padLeft("right", 10) + "]");
        System.out.println("[" + center("mid", 10) + "]");
        System.out.println("[" + center("even", 10) + "]");
        System.out.println("[" + truncate("abcdefghijkl", 8) + "]");
        System.out.println("[" + truncate("short", 8) + "]");
        System.out.println("[" + truncate("abcdef", 2) + "]");
        long[] nums = {0, 7, 999, 1000, 123456, 1234567, -9876543, 1000000000L};
        for (long n : nums) {
            System.out.println(padLeft(Long.toString(n), 12) + " -> " + padLeft(groupThousands(n), 14));
        }
        long[] cents = {0, 5, 99, 100, 123456, -2500, 1200000};
        for (long c : cents) {
            System.out.println(padLeft(Long.toString(c), 10) + " -> " + padLeft(money(c), 14));
        }

        String[] header = {"SKU", "Description", "Qty", "Unit", "Total"};
        int[] widths = {5, 24, 5, 10, 14};
        boolean[] right = {false, false, true, true, true};
        int tableWidth = border(widths, '+', '-').length();

        System.out.println();
        System.out.println("=".repeat(tableWidth));
        System.out.println(center("QUARTERLY ORDER REPORT", tableWidth));
        System.out.println("=".repeat(tableWidth));
        System.out.println(border(widths, '+', '-'));
        System.out.println(row(header, widths, new boolean[] {false, false, false, false, false}));
        System.out.println(border(widths, '+', '='));

        long grand = 0;
        int totalQty = 0;
        String currentCat = "";
        long catTotal = 0;
        for (int i = 0; i < items.size(); i++) {
            Item it = items.get(i);
            if (!it.category.equals(currentCat)) {
                currentCat = it.category;
                catTotal = 0;
                String label = "[" + currentCat.toUpperCase() + "]";
                System.out.println(row(new String[] {"", label, "", "", ""}, widths, right));
            }
            long line = it.priceCents * it.qty;
            catTotal += line;
            grand += line;
            totalQty += it.qty;
            String[] cells = {it.sku, it.name, Integer.toString(it.qty), money(it.priceCents), money(line)};
            System.out.println(row(cells, widths, right));
            boolean lastOfCat = i == items.size() - 1 || !items.get(i + 1).category.equals(currentCat);
            if (lastOfCat) {
                System.out.println(row(new String[] {"", "subtotal " + currentCat, "", "", money(catTotal)}, widths, right));
                System.out.println(border(widths, '+', '-'));
            }
        }
        System.out.println(row(new String[] {"", "GRAND TOTAL", Integer.toString(totalQty), "", money(grand)}, widths, right));
        System.out.println(border(widths, '+', '='));

        // narrow layout demonstrating heavier truncation
        System.out.println();
        int[] narrow = {4, 10, 8};
        boolean[] nr = {false, false, true};
        System.out.println(border(narrow, '+', '-'));
        for (Item it : items) {
            System.out.println(row(new String[] {it.sku, it.name, money(it.priceCents * it.qty)}, narrow, nr));
        }
        System.out.println(border(narrow, '+', '-'));

        // percent share bar chart
        System.out.println();
        System.out.println("share of positive revenue:");
        long positive = 0;
        for (Item it : items) {
            if (it.priceCents > 0) {
                positive += it.priceCents * it.qty;
            }
        }
        for (Item it : items) {
            long line = it.priceCents * it.qty;
            if (line <= 0) {
                continue;
            }
            long tenths = line * 1000 / positive;
            String pct = (tenths / 10) + "." + (tenths % 10) + "%";
            int barLen = (int) (line * 40 / positive);
            System.out.println(padRight(truncate(it.name, 16), 16) + " " + padLeft(pct, 6) + " |" + "*".repeat(barLen));
        }
    }
}
