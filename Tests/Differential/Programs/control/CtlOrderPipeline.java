import java.util.ArrayList;
import java.util.List;

public class CtlOrderPipeline {
    static class LineItem {
        final String sku;
        final int qty;
        final int priceCents;
        LineItem(String sku, int qty, int priceCents) {
            this.sku = sku;
            this.qty = qty;
            this.priceCents = priceCents;
        }
        @Override
        public String toString() {
            return sku + "x" + qty + "@" + priceCents;
        }
    }

    static class Order {
        final int id;
        final List<LineItem> items = new ArrayList<>();
        Order(int id) { this.id = id; }
    }

    static int[][] warehouseStock = {
        {5, 0, 3, 10},
        {0, 2, 8, 1},
        {7, 7, 0, 0}
    };
    static String[] skus = {"APPLE", "BREAD", "CHEESE", "DATES"};

    static int skuIndex(String sku) {
        for (int i = 0; i < skus.length; i++) {
            if (skus[i].equals(sku)) {
                return i;
            }
        }
        return -1;
    }

    // Early return from nested loops: find first warehouse that can fulfil the whole qty of an item
    static int findWarehouse(int skuIdx, int qty) {
        for (int w = 0; w < warehouseStock.length; w++) {
            for (int s = 0; s < warehouseStock[w].length; s++) {
                if (s != skuIdx) continue;
                if (warehouseStock[w][s] >= qty) {
                    return w;
                }
                break;
            }
        }
        return -1;
    }

    static int[] findPairWithSum(int[] values, int target) {
        for (int i = 0; i < values.length; i++) {
            for (int j = i + 1; j < values.length; j++) {
                if (values[i] + values[j] == target) {
                    return new int[]{i, j};
                }
            }
        }
        return new int[]{-1, -1};
    }

    public static void main(String[] args) {
        List<Order> orders = new ArrayList<>();
        Order o1 = new Order(101);
        o1.items.add(new LineItem("APPLE", 3, 120));
        o1.items.add(new LineItem("CHEESE", 4, 550));
        orders.add(o1);
        Order o2 = new Order(102);
        o2.items.add(new LineItem("BREAD", 1, 300));
        o2.items.add(new LineItem("UNKNOWN", 1, 999));
        o2.items.add(new LineItem("DATES", 2, 410));
        orders.add(o2);
        Order o3 = new Order(103);
        o3.items.add(new LineItem("BREAD", 5, 300));
        o3.items.add(new LineItem("APPLE", 1, 120));
        orders.add(o3);
        Order o4 = new Order(104);
        o4.items.add(new LineItem("DATES", 0, 410));
        o4.items.add(new LineItem("APPLE", 2, 120));
        orders.add(o4);
        Order o5 = new Order(105);
        o5.items.add(new LineItem("CHEESE", 20, 550));
        orders.add(o5);
        Order o6 = new Order(106);
        o6.items.add(new LineItem("APPLE", 1, 120));
        orders.add(o6);

        int accepted = 0;
        int totalRevenue = 0;
        orderLoop:
        for (Order order : orders) {
            System.out.println("Processing order " + order.id + " " + order.items);
            int orderTotal = 0;
            List<String> plan = new ArrayList<>();
            for (LineItem item : order.items) {
                if (item.qty == 0) {
                    System.out.println("  skip zero qty " + item.sku);
                    continue;
                }
                int idx = skuIndex(item.sku);
                if (idx < 0) {
                    System.out.println("  unknown sku " + item.sku + ", rejecting order");
                    continue orderLoop;
                }
                int w = findWarehouse(idx, item.qty);
                if (w < 0) {
                    System.out.println("  no stock for " + item + ", stop all processing? " + (order.id > 102));
                    if (order.id > 102) {
                        break orderLoop;
                    }
                    continue orderLoop;
                }
                plan.add(item.sku + "->W" + w);
                orderTotal += item.qty * item.priceCents;
            }
            // commit stock
            for (String p : plan) {
                String sku = p.substring(0, p.indexOf('-'));
                int w = p.charAt(p.length() - 1) - '0';
                int idx = skuIndex(sku);
                for (LineItem li : order.items) {
                    if (li.sku.equals(sku)) {
                        warehouseStock[w][idx] -= li.qty;
                        break;
                    }
                }
            }
            accepted++;
            totalRevenue += orderTotal;
            System.out.println("  accepted plan=" + plan + " total=" + String.format("%.2f", orderTotal / 100.0));
        }
        System.out.println("accepted=" + accepted + " revenue=" + totalRevenue);

        for (int w = 0; w < warehouseStock.length; w++) {
            StringBuilder sb = new StringBuilder("W" + w + ":");
            for (int s = 0; s < warehouseStock[w].length; s++) {
                sb.append(String.format(" %5d", warehouseStock[w][s]));
            }
            System.out.println(sb);
        }

        // labeled search in a grid for first empty slot after a given row
        int foundRow = -1, foundCol = -1;
        search:
        for (int r = 1; r < warehouseStock.length; r++) {
            for (int c = 0; c < warehouseStock[r].length; c++) {
                if (warehouseStock[r][c] == 0) {
                    foundRow = r;
                    foundCol = c;
                    break search;
                }
            }
        }
        System.out.println("first empty after row 0: " + foundRow + "," + foundCol);

        int[] pair = findPairWithSum(new int[]{4, 9, 1, 7, 3}, 10);
        System.out.println("pair for 10: " + pair[0] + "," + pair[1]);
        pair = findPairWithSum(new int[]{4, 9, 1}, 100);
        System.out.println("pair for 100: " + pair[0] + "," + pair[1]);

        // continue outer from inner while loop
        int rowsWithBig = 0;
        outer:
        for (int r = 0; r < warehouseStock.length; r++) {
            int c = 0;
            while (c < warehouseStock[r].length) {
                if (warehouseStock[r][c] > 6) {
                    rowsWithBig++;
                    System.out.println("row " + r + " has big value at col " + c);
                    continue outer;
                }
                c++;
            }
            System.out.println("row " + r + " has no big values");
        }
        System.out.println("rowsWithBig=" + rowsWithBig);
    }
}
