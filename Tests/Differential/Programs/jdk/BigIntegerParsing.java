import java.math.BigInteger;

public class BigIntegerParsing {
    static void parse(String s, int radix) {
        try {
            BigInteger v = new BigInteger(s, radix);
            System.out.println("\"" + s + "\" radix " + radix + " -> " + v + " (hex " + v.toString(16) + ")");
        } catch (NumberFormatException e) {
            System.out.println("\"" + s + "\" radix " + radix + " -> NumberFormatException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"0", "-0", "+0", "000123", "-000", "12345678901234567890123", "-98765432109876543210", "+42",
            "", "-", "+", "12x", "1 2", " 12", "12 ", "--1", "+-1", "1-", "1+2", "12345678901234567890x123", "x", "0x1F", "1e5", "١٢٣", "１２"};
        for (String s : inputs) parse(s, 10);
        for (String s : new String[] {"ff", "FF", "-7fffffffffffffffffffff", "g", "1010", "zz"}) {
            parse(s, 16);
            parse(s, 2);
            parse(s, 36);
        }
        parse("10", 1);
        parse("10", 37);
        try {
            new BigInteger((String) null);
        } catch (NullPointerException e) {
            System.out.println("null -> NullPointerException");
        }
        BigInteger sum = BigInteger.ZERO;
        for (String token : "17,-4,999999999999999999999,+1,0".split(",")) {
            sum = sum.add(new BigInteger(token));
        }
        System.out.println("sum=" + sum);
    }
}
