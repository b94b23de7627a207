import java.util.ArrayList;
import java.util.List;

public class NumParseFormat {

    static String tryParseInt(String s) {
        try {
            int v = Integer.parseInt(s);
            return "int " + v;
        } catch (NumberFormatException e) {
            return "NFE: " + e.getMessage();
        }
    }

    static String tryParseRadix(String s, int radix) {
        try {
            return "int " + Integer.parseInt(s, radix);
        } catch (NumberFormatException e) {
            return "NFE: " + e.getMessage();
        }
    }

    static String tryParseLong(String s) {
        try {
            return "long " + Long.parseLong(s);
        } catch (NumberFormatException e) {
            return "NFE: " + e.getMessage();
        }
    }

    static String tryParseDouble(String s) {
        try {
            return "double " + Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return "NFE: " + e.getMessage();
        }
    }

    // parse an invoice line "SKU;qty;unitPrice"
    static String parseInvoiceLine(String line) {
        String[] parts = line.split(";");
        if (parts.length != 3) {
            return "bad field count " + parts.length;
        }
        try {
            int qty = Integer.parseInt(parts[1].trim());
            double price = Double.parseDouble(parts[2].trim());
            double total = qty * price;
            return parts[0] + " qty=" + qty + " price=" + price + " total=" + total
                    + " formatted=" + String.format("%.2f", total);
        } catch (NumberFormatException e) {
            return parts[0] + " rejected: " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        System.out.println("== Integer.parseInt ==");
        String[] ints = {"42", "-17", "+8", "007", "2147483647", "2147483648", "-2147483648", "12a", "", " 5", "3.0"};
        for (String s : ints) {
            System.out.println("'" + s + "' -> " + tryParseInt(s));
        }

        System.out.println("== Radix parsing ==");
        System.out.println("ff base16 -> " + tryParseRadix("ff", 16));
        System.out.println("-FF base16 -> " + tryParseRadix("-FF", 16));
        System.out.println("777 base8 -> " + tryParseRadix("777", 8));
        System.out.println("101101 base2 -> " + tryParseRadix("101101", 2));
        System.out.println("zz base36 -> " + tryParseRadix("zz", 36));
        System.out.println("129 base8 -> " + tryParseRadix("129", 8));
        System.out.println("7fffffff base16 -> " + tryParseRadix("7fffffff", 16));
        System.out.println("Integer.valueOf(\"123\") + 1 = " + (Integer.valueOf("123") + 1));
        Integer boxedA = Integer.valueOf(1000);
        Integer boxedB = Integer.valueOf("1000");
        System.out.println("boxed equals: " + boxedA.equals(boxedB) + ", compareTo: " + boxedA.compareTo(Integer.valueOf(999)));

        System.out.println("== Integer.toString with radix ==");
        int[] nums = {255, -255, 0, 1000, 123456789, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] radixes = {2, 8, 16, 36};
        for (int n : nums) {
            StringBuilder sb = new StringBuilder(n + ":");
            for (int r : radixes) {
                sb.append(" r").append(r).append("=").append(Integer.toString(n, r));
            }
            System.out.println(sb);
        }
        System.out.println("Long.toString(1L<<40, 36) = " + Long.toString(1L << 40, 36));

        System.out.println("== Long.parseLong ==");
        String[] longs = {"9223372036854775807", "9223372036854775808", "-9223372036854775808", "1_000", "4294967296"};
        for (String s : longs) {
            System.out.println("'" + s + "' -> " + tryParseLong(s));
        }

        System.out.println("== Double.parseDouble ==");
        String[] doubles = {"3.14", "-0.0", "1e3", "2.5E-3", ".5", "5.", "NaN", "-Infinity", "1e400", "abc", "0x10", "1,5"};
        for (String s : doubles) {
            System.out.println("'" + s + "' -> " + tryParseDouble(s));
        }

        System.out.println("== String.valueOf(double) ==");
        double[] shows = {0.1 + 0.2, 1e10, 100.0, 1.0E-5, 0.001, 1234567.0, 12345678.9, 1e7, 9999999.0, 1.0 / 3, 2.0 / 3,
                -0.0, 100.0 / 3, 0.1 * 3, 1e-3 * 10, 4.35 * 100};
        for (double d : shows) {
            System.out.println(String.valueOf(d));
        }
        System.out.println("sum of ten 0.1 = " + sumTenths());
        System.out.println("String.valueOf(7) + 3 = " + String.valueOf(7) + 3);
        System.out.println("Double.toString(2.0E-4) = " + Double.toString(2.0E-4));
        System.out.println("long concat: " + 5000000000L + ", char+int: " + ('x' + 1) + ", str+char+int: " + "" + 'x' + 1);

        System.out.println("== Invoice lines ==");
        List<String> lines = new ArrayList<>();
        lines.add("WIDGET;3;19.99");
        lines.add("GADGET; 10 ;0.1");
        lines.add("BOLT;1000;0.0125");
        lines.add("NUT;two;0.05");
        lines.add("CABLE;2;4,99");
        lines.add("BROKEN;1");
        int ok = 0;
        for (String line : lines) {
            String res = parseInvoiceLine(line);
            if (!res.contains("rejected") && !res.startsWith("bad")) ok++;
            System.out.println(res);
        }
        System.out.println("valid lines: " + ok + " of " + lines.size());
    }

    static double sumTenths() {
        double s = 0;
        for (int i = 0; i < 10; i++) s += 0.1;
        return s;
    }
}
