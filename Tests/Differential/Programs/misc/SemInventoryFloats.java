import java.util.*;
import java.util.stream.*;

public class SemInventoryFloats {
    record Item(String sku, String name, int qty, float unitPrice, double weightKg) {
        double lineTotal() { return qty * unitPrice; }
        float lineTotalF() { return qty * unitPrice; }
    }

    static final class Inventory {
        private final Map<String, Item> bySku = new TreeMap<>();
        private static int adds = 0;

        void add(Item it) {
            adds++;
            bySku.merge(it.sku(), it, (old, nu) ->
                new Item(old.sku(), old.name(), old.qty() + nu.qty(), nu.unitPrice(), old.weightKg()));
        }

        double totalValue() {
            double t = 0;
            for (Item it : bySku.values()) t += it.lineTotal();
            return t;
        }

        float totalValueF() {
            float t = 0f;
            for (Item it : bySku.values()) t += it.lineTotalF();
            return t;
        }

        Collection<Item> items() { return bySku.values(); }
    }

    public static void main(String[] args) {
        System.out.println("0.1f+0.2f=" + (0.1f + 0.2f));
        System.out.println("0.1+0.2=" + (0.1 + 0.2));
        System.out.println("1.0/3=" + (1.0 / 3) + " 1.0f/3=" + (1.0f / 3));
        System.out.println("100.0=" + 100.0 + " 100.0f=" + 100.0f);
        System.out.println("1e10=" + 1e10 + " 1e7=" + 1e7 + " 1e6=" + 1e6 + " 9999999.0=" + 9999999.0);
        System.out.println("1.0E-5=" + 1.0E-5 + " 0.001=" + 0.001 + " 0.0001=" + 0.0001);
        System.out.println("Float.MIN_VALUE=" + Float.MIN_VALUE + " Float.MAX_VALUE=" + Float.MAX_VALUE);
        System.out.println("Double.MIN_VALUE=" + Double.MIN_VALUE + " Double.MAX_VALUE=" + Double.MAX_VALUE);
        System.out.println("-0.0=" + (-0.0) + " 0.0==-0.0 " + (0.0 == -0.0) + " equals " + Double.valueOf(0.0).equals(-0.0));
        System.out.println("NaN==NaN " + (Double.NaN == Double.NaN) + " isNaN " + Double.isNaN(0.0 / 0.0));
        System.out.println("(float)0.1=" + (float) 0.1 + " (double)0.1f=" + (double) 0.1f);
        System.out.println("1e20f=" + 1e20f + " 0.5f=" + 0.5f + " 16777217f=" + (float) 16777217);
        System.out.println("int/int=" + (7 / 2) + " int/double=" + (7 / 2.0) + " mixed=" + (7 / 2 * 2.0));
        System.out.println("char+int=" + ('A' + 2) + " char+str=" + 'A' + 2 + " cast=" + (char) ('A' + 2));

        Inventory inv = new Inventory();
        inv.add(new Item("B-200", "bolt", 1000, 0.1f, 0.005));
        inv.add(new Item("A-100", "anchor", 3, 19.99f, 2.5));
        inv.add(new Item("C-300", "cable", 12, 3.3f, 0.75));
        inv.add(new Item("B-200", "bolt", 500, 0.12f, 0.005));
        inv.add(new Item("D-400", "drill", 1, 129.0f, 1.8));
        System.out.println("adds=" + Inventory.adds);

        for (Item it : inv.items()) {
            System.out.println(it.sku() + " " + it.name() + " qty=" + it.qty() + " price=" + it.unitPrice()
                + " line=" + it.lineTotal() + " lineF=" + it.lineTotalF() + " w=" + it.weightKg() * it.qty());
        }
        System.out.println("total(double)=" + inv.totalValue());
        System.out.println("total(float)=" + inv.totalValueF());
        System.out.printf("total fmt=%.2f%n", inv.totalValue());
        System.out.println("record=" + new Item("Z-1", "zip", 2, 1.5f, 0.25));

        double sum = 0;
        for (int i = 0; i < 10; i++) sum += 0.1;
        System.out.println("sum of ten 0.1=" + sum + " ==1.0 " + (sum == 1.0));
        float fsum = 0f;
        for (int i = 0; i < 10; i++) fsum += 0.1f;
        System.out.println("float sum of ten 0.1f=" + fsum);

        double avg = inv.items().stream().mapToInt(Item::qty).average().orElse(-1);
        System.out.println("avg qty=" + avg);
        DoubleSummaryStatistics st = inv.items().stream().mapToDouble(Item::weightKg).summaryStatistics();
        System.out.println("weights min=" + st.getMin() + " max=" + st.getMax() + " count=" + st.getCount());
        String priceList = inv.items().stream().map(i -> String.valueOf(i.unitPrice())).collect(Collectors.joining(",", "[", "]"));
        System.out.println("prices=" + priceList);

        System.out.println("Math.sqrt(2)=" + Math.sqrt(2) + " pow(2,0.5)=" + Math.pow(2, 0.5) + " pow(10,15)=" + Math.pow(10, 15));
        System.out.println("floor(-1.5)=" + Math.floor(-1.5) + " ceil(-1.5)=" + Math.ceil(-1.5) + " rint(2.5)=" + Math.rint(2.5));
        System.out.println("Integer.MAX as double=" + (double) Integer.MAX_VALUE + " 2^24 as float=" + (float) (1 << 24));
        System.out.println("Long.MAX as double=" + (double) Long.MAX_VALUE + " back=" + (long) (double) Long.MAX_VALUE);
        System.out.println("parse=" + Double.parseDouble("2.50") + " " + Float.parseFloat("3") + " " + Double.valueOf("1e-3"));
        System.out.println("compare=" + Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, 1.0) + " " + Float.compare(1f, 2f));
        System.out.println("max(-0.0,0.0)=" + Math.max(-0.0, 0.0) + " min=" + Math.min(-0.0, 0.0));
        double discount = 0.15;
        int cents = (int) (1999 * (1 - discount));
        System.out.println("discounted cents=" + cents + " exact=" + 1999 * (1 - discount));
        long big = 1L << 53;
        System.out.println("2^53+1 as double=" + (double) (big + 1) + " 2^53 as long=" + big);
    }
}
