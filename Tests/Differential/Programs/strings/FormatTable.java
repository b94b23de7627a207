public class FormatTable {
    static String row(String item, int qty, double price) {
        return String.format("| %-10s | %3d | %8.2f | %9.2f |", item, qty, price, qty * price);
    }

    public static void main(String[] args) {
        String[] items = {"apple", "watermelon", "fig", "kiwi"};
        int[] qty = {3, 1, 12, 7};
        double[] price = {0.5, 3.99, 0.25, 0.333};
        String line = "+" + "-".repeat(12) + "+" + "-".repeat(5) + "+" + "-".repeat(10) + "+" + "-".repeat(11) + "+";
        System.out.println(line);
        System.out.println(String.format("| %-10s | %3s | %8s | %9s |", "item", "qty", "price", "total"));
        System.out.println(line);
        double total = 0;
        for (int i = 0; i < items.length; i++) {
            System.out.println(row(items[i], qty[i], price[i]));
            total += qty[i] * price[i];
        }
        System.out.println(line);
        System.out.println(String.format("| %-10s | %3s | %8s | %9.2f |", "TOTAL", "", "", total));
        System.out.println(line);
        System.out.println("raw total = " + total);
        for (int i = 1; i <= 3; i++) {
            StringBuilder sb = new StringBuilder();
            for (int j = 1; j <= 5; j++) {
                sb.append(String.format("%4d", i * j));
            }
            System.out.println(sb);
        }
        System.out.println(String.format("%06.2f|%-8.3f|%.0f", 3.14159, 2.0, 99.5));
        System.out.println(String.format("%08X", -1));
    }
}
