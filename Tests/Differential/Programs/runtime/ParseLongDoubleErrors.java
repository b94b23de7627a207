public class ParseLongDoubleErrors {
    interface Parser {
        Object parse(String s);
    }

    static void attempt(String label, Parser p, String s) {
        try {
            System.out.println(label + "(\"" + s + "\")=" + p.parse(s));
        } catch (NumberFormatException e) {
            System.out.println(label + "(\"" + s + "\") " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] longs = {"9223372036854775807", "-9223372036854775808", "9223372036854775808", "123L", "12_345", "0", "-", "", "  7"};
        for (String s : longs) {
            attempt("parseLong", Long::parseLong, s);
        }
        attempt("parseLong radix 16", s -> Long.parseLong(s, 16), "7fffffffffffffff");
        attempt("parseLong radix 16", s -> Long.parseLong(s, 16), "8000000000000000");
        attempt("parseLong radix 36", s -> Long.parseLong(s, 36), "javaisfun");
        String[] doubles = {"3.14", "-0.0", "1e10", "1E-5", ".5", "5.", "  2.5  ", "NaN", "-Infinity", "Infinity",
            "0x1p4", "1d", "2.5f", "1,5", "abc", "", "1e400", "1e-400", "+7", "4.9e-324", "--1", "1.2.3", "Inf"};
        for (String s : doubles) {
            attempt("parseDouble", Double::parseDouble, s);
        }
        attempt("Double.valueOf", Double::valueOf, "6.02e23");
        attempt("Float.parseFloat", Float::parseFloat, "3.4028236e38");
        attempt("Float.parseFloat", Float::parseFloat, "1e39");
        attempt("Float.parseFloat", Float::parseFloat, "0.1");
        attempt("Float.parseFloat", Float::parseFloat, "x");
        try {
            Double.parseDouble(null);
        } catch (NullPointerException e) {
            System.out.println("parseDouble(null) threw NullPointerException (not NFE)");
        }
        try {
            Long.parseLong(null);
        } catch (NumberFormatException e) {
            System.out.println("parseLong(null) NFE: " + e.getMessage());
        }
        System.out.println("Boolean.parseBoolean(\"TRUE\")=" + Boolean.parseBoolean("TRUE") + " (\"yes\")=" + Boolean.parseBoolean("yes") + " (null)=" + Boolean.parseBoolean(null));
        System.out.println("Long.valueOf(\"-5\")+1=" + (Long.valueOf("-5") + 1));
        System.out.println("Double.parseDouble(\"0.1\")+Double.parseDouble(\"0.2\")=" + (Double.parseDouble("0.1") + Double.parseDouble("0.2")));
    }
}
