public class ValueOfParse {
    public static void main(String[] args) {
        System.out.println(String.valueOf(42) + String.valueOf(-7L) + String.valueOf(2.5) + String.valueOf('c') + String.valueOf(false));
        System.out.println(Integer.parseInt("123") + 1);
        System.out.println(Integer.parseInt("-2147483648"));
        System.out.println(Integer.parseInt("+77"));
        System.out.println(Integer.parseInt("ff", 16) + " " + Integer.parseInt("-101", 2) + " " + Integer.parseInt("z", 36));
        System.out.println(Long.parseLong("9223372036854775807"));
        System.out.println(Integer.valueOf("55") + Integer.valueOf(45));
        System.out.println(Double.parseDouble("3.25") * 2);
        System.out.println(Double.parseDouble("1e3") + " " + Double.parseDouble("-0") + " " + Double.parseDouble("NaN"));
        System.out.println(Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes"));
        String[] bad = {"", "12a", "2147483648", " 5", "0x10", "-"};
        for (String b : bad) {
            try {
                System.out.println("parsed " + Integer.parseInt(b));
            } catch (NumberFormatException e) {
                System.out.println("NumberFormatException for [" + b + "]: " + e.getMessage());
            }
        }
        System.out.println(Integer.toString(255) + " " + Integer.toString(255, 16) + " " + Integer.toString(-255, 2) + " " + Integer.toString(35, 36));
        System.out.println(Integer.toHexString(255) + " " + Integer.toHexString(-1) + " " + Integer.toHexString(0) + " " + Integer.toHexString(Integer.MIN_VALUE));
        System.out.println(Integer.toBinaryString(10) + " " + Integer.toBinaryString(-8) + " " + Integer.toOctalString(64));
        System.out.println(Long.toHexString(-1L) + " " + Long.toBinaryString(5L) + " " + Long.toString(-255L, 16));
        System.out.println(Integer.toUnsignedString(-1) + " " + Integer.parseUnsignedInt("4294967295"));
        System.out.println(Integer.MAX_VALUE + " " + Integer.toString(Integer.MIN_VALUE, 16));
        System.out.println(Double.toString(0.5) + " " + Float.toString(0.5f) + " " + Long.toString(1L << 40));
        System.out.println(Character.toString(97) + Character.toString('b'));
        int sum = 0;
        for (String p : "10 20 30 -5".split(" ")) {
            sum += Integer.parseInt(p);
        }
        System.out.println("sum of parsed = " + sum);
        System.out.println(Integer.valueOf(12).toString().length());
        System.out.println(Double.valueOf("2").intValue() + " " + Integer.valueOf(7).doubleValue());
    }
}
