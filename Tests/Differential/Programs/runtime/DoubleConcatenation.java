public class DoubleConcatenation {
    public static void main(String[] args) {
        double price = 19.99;
        int qty = 3;
        System.out.println("total=" + price * qty);
        System.out.println("total rounded=" + Math.round(price * qty * 100) / 100.0);
        System.out.println("qty+price (left to right)=" + qty + price);
        System.out.println("qty+price (grouped)=" + (qty + price));
        System.out.println(1 + 2 + "=three, not " + 1 + 2);
        System.out.println("char+int=" + ('a' + 1) + " char concat=" + 'a' + 1);
        double d = 5;
        System.out.println("int assigned to double=" + d);
        System.out.println("integer division then widen=" + (double) (7 / 2) + " vs " + 7 / 2.0);
        long big = 1234567890123L;
        System.out.println("long to double=" + (double) big + " long*1.0=" + big * 1.0);
        float f = 0.7f;
        System.out.println("float=" + f + " float*2=" + f * 2 + " float+double=" + (f + 0.1));
        StringBuilder sb = new StringBuilder();
        sb.append(1.0).append(',').append(2.5f).append(',').append(-0.0).append(',').append(1e-4).append(',').append(1e21);
        System.out.println("builder=" + sb);
        String s = "" + Double.NaN + Float.NEGATIVE_INFINITY;
        System.out.println("special concat=" + s);
        double[] temps = {21.5, 19.0, 23.25, 18.125};
        double sum = 0;
        for (double t : temps) {
            sum += t;
        }
        System.out.println("avg=" + sum / temps.length);
        System.out.println("percent=" + 2.0 / 3 * 100 + "%");
        System.out.println("Double object=" + Double.valueOf(3) + " Integer/Double mix=" + (Integer.valueOf(3) + 0.5));
        String joined = String.valueOf(1e7) + "|" + String.valueOf(1e6) + "|" + String.valueOf(0.001) + "|" + String.valueOf(0.0009);
        System.out.println("thresholds=" + joined);
    }
}
