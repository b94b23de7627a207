public class ParseIntErrors {
    static void tryParse(String s) {
        try {
            System.out.println("parseInt(" + show(s) + ")=" + Integer.parseInt(s));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(" + show(s) + ") NFE: " + e.getMessage());
        }
    }

    static void tryRadix(String s, int radix) {
        try {
            System.out.println("parseInt(" + show(s) + "," + radix + ")=" + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(" + show(s) + "," + radix + ") NFE: " + e.getMessage());
        }
    }

    static String show(String s) {
        return s == null ? "null" : "\"" + s + "\"";
    }

    public static void main(String[] args) {
        String[] inputs = {"42", "-42", "+42", "0", "-0", "007", "2147483647", "-2147483648", "2147483648",
            "-2147483649", "abc", "", " 42", "42 ", "4 2", "1.5", "1e3", "0x1F", "--5", "+", "-", "99999999999", null};
        for (String s : inputs) {
            tryParse(s);
        }
        tryRadix("ff", 16);
        tryRadix("FF", 16);
        tryRadix("-ff", 16);
        tryRadix("1010", 2);
        tryRadix("777", 8);
        tryRadix("zz", 36);
        tryRadix("12", 2);
        tryRadix("g", 16);
        tryRadix("80000000", 16);
        tryRadix("-80000000", 16);
        tryRadix("10", 37);
        tryRadix("10", 1);
        try {
            System.out.println("Integer.valueOf(\"123\")=" + Integer.valueOf("123"));
            System.out.println("Integer.valueOf(\" 1\")=" + Integer.valueOf(" 1"));
        } catch (NumberFormatException e) {
            System.out.println("valueOf NFE: " + e.getMessage());
        }
        try {
            System.out.println("Integer.decode(\"0x10\")=" + Integer.decode("0x10") + " decode(\"-010\")=" + Integer.decode("-010") + " decode(\"#ff\")=" + Integer.decode("#ff"));
            Integer.decode("0xZZ");
        } catch (NumberFormatException e) {
            System.out.println("decode NFE: " + e.getMessage());
        }
        try {
            Integer.parseUnsignedInt("-1");
        } catch (NumberFormatException e) {
            System.out.println("parseUnsignedInt NFE: " + e.getMessage());
        }
        System.out.println("parseUnsignedInt(4294967295)=" + Integer.parseUnsignedInt("4294967295"));
        System.out.println("Short.parseShort(\"-32768\")=" + Short.parseShort("-32768"));
        try {
            Short.parseShort("40000");
        } catch (NumberFormatException e) {
            System.out.println("parseShort NFE: " + e.getMessage());
        }
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println("parseByte NFE: " + e.getMessage());
        }
    }
}
