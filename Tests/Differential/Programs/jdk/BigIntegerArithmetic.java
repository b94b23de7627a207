import java.math.BigInteger;

public class BigIntegerArithmetic {
    public static void main(String[] args) {
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = BigInteger.valueOf(987654321);
        System.out.println("a=" + a + " b=" + b);
        System.out.println("a+b=" + a.add(b));
        System.out.println("a-b=" + a.subtract(b));
        System.out.println("a*b=" + a.multiply(b));
        System.out.println("a/b=" + a.divide(b) + " a%b=" + a.mod(b) + " rem=" + a.remainder(b));
        BigInteger[] qr = a.negate().divideAndRemainder(b);
        System.out.println("-a divideAndRemainder b=" + qr[0] + " r " + qr[1] + " mod=" + a.negate().mod(b));
        System.out.println("2^200=" + BigInteger.TWO.pow(200));
        System.out.println("gcd(a,b)=" + a.gcd(b) + " abs(-5)=" + BigInteger.valueOf(-5).abs() + " signum=" + a.negate().signum());
        System.out.println("compareTo=" + a.compareTo(b) + " equals=" + b.equals(BigInteger.valueOf(987654321)) + " max=" + a.max(b).equals(a));
        BigInteger fact = BigInteger.ONE;
        for (int i = 2; i <= 30; i++) {
            fact = fact.multiply(BigInteger.valueOf(i));
        }
        System.out.println("30!=" + fact + " bitLength=" + fact.bitLength() + " digits=" + fact.toString().length());
        BigInteger f0 = BigInteger.ZERO;
        BigInteger f1 = BigInteger.ONE;
        for (int i = 0; i < 100; i++) {
            BigInteger t = f0.add(f1);
            f0 = f1;
            f1 = t;
        }
        System.out.println("fib(100)=" + f0);
        System.out.println("modPow(3,200,1000007)=" + BigInteger.valueOf(3).modPow(BigInteger.valueOf(200), BigInteger.valueOf(1000007)));
        System.out.println("modInverse(3,11)=" + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)));
        System.out.println("isProbablePrime(97)=" + BigInteger.valueOf(97).isProbablePrime(20) + " (91)=" + BigInteger.valueOf(91).isProbablePrime(20));
        System.out.println("toString(16)=" + a.toString(16) + " toString(2) of 10=" + BigInteger.TEN.toString(2));
        System.out.println("parse hex=" + new BigInteger("ff", 16) + " negative=" + new BigInteger("-42"));
        System.out.println("longValue of huge (truncates)=" + a.longValue() + " intValue=" + a.intValue());
        try {
            a.longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("longValueExact threw: " + e.getMessage());
        }
        try {
            a.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("divide by zero threw: " + e.getMessage());
        }
        try {
            new BigInteger("12x");
        } catch (NumberFormatException e) {
            System.out.println("bad BigInteger threw NumberFormatException: " + e.getMessage());
        }
        System.out.println("shiftLeft(10)=" + b.shiftLeft(10) + " shiftRight(3)=" + b.shiftRight(3) + " and=" + b.and(BigInteger.valueOf(0xFF)) + " testBit(0)=" + b.testBit(0));
        System.out.println("sqrt=" + a.sqrt() + " negate.shiftRight=" + BigInteger.valueOf(-7).shiftRight(1));
        System.out.println("Long.MAX+1=" + BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE));
    }
}
