import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

public class BigIntegerFactorials {
    static BigInteger factorial(int n) {
        BigInteger result = BigInteger.ONE;
        for (int i = 2; i <= n; i++) result = result.multiply(BigInteger.valueOf(i));
        return result;
    }

    static BigInteger fibonacci(int n) {
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        return a;
    }

    static BigInteger binomial(int n, int k) {
        return factorial(n).divide(factorial(k).multiply(factorial(n - k)));
    }

    public static void main(String[] args) {
        BigInteger f50 = factorial(50);
        System.out.println("50! = " + f50);
        System.out.println("digits=" + f50.toString().length() + " bitLength=" + f50.bitLength() + " bitCount=" + f50.bitCount() + " lowestSetBit=" + f50.getLowestSetBit());
        System.out.println("fib(200) = " + fibonacci(200));
        System.out.println("C(100,50) = " + binomial(100, 50));
        System.out.println("3^100 = " + BigInteger.valueOf(3).pow(100) + " (-2)^63=" + BigInteger.valueOf(-2).pow(63) + " x^0=" + BigInteger.TEN.pow(0));
        System.out.println("gcd(50!, 2^100)=" + f50.gcd(BigInteger.TWO.pow(100)) + " gcd(-12,18)=" + BigInteger.valueOf(-12).gcd(BigInteger.valueOf(18)) + " gcd(0,0)=" + BigInteger.ZERO.gcd(BigInteger.ZERO));
        long[][] pairs = {{17, 5}, {-17, 5}, {17, -5}, {-17, -5}, {0, 7}};
        for (long[] p : pairs) {
            BigInteger x = BigInteger.valueOf(p[0]), y = BigInteger.valueOf(p[1]);
            BigInteger[] qr = x.divideAndRemainder(y);
            String mod;
            try {
                mod = x.mod(y).toString();
            } catch (ArithmeticException e) {
                mod = e.getMessage();
            }
            System.out.println(x + " divideAndRemainder " + y + " = [" + qr[0] + ", " + qr[1] + "] divide=" + x.divide(y) + " remainder=" + x.remainder(y) + " mod=" + mod
                + " (long: " + (p[0] / p[1]) + ", " + (p[0] % p[1]) + ")");
        }
        BigInteger big = new BigInteger("-98765432109876543210987654321");
        for (int radix : new int[] {2, 8, 10, 16, 36, 37}) {
            System.out.println("radix " + radix + ": " + big.toString(radix));
        }
        System.out.println("round trip: " + new BigInteger(big.toString(36), 36).equals(big) + " " + new BigInteger("-zz", 36) + " " + new BigInteger("+7fffffffffffffffffff", 16));
        System.out.println("long edges: " + BigInteger.valueOf(Long.MIN_VALUE) + " neg=" + BigInteger.valueOf(Long.MIN_VALUE).negate() + " longValue back=" + BigInteger.valueOf(Long.MIN_VALUE).negate().longValue()
            + " sub=" + BigInteger.valueOf(Long.MIN_VALUE).subtract(BigInteger.ONE));
        System.out.println("doubleValue: " + f50.doubleValue() + " " + new BigInteger("9007199254740993").doubleValue() + " " + BigInteger.TEN.pow(400).doubleValue() + " " + BigInteger.TEN.pow(400).negate().doubleValue()
            + " " + new BigInteger("123456789").floatValue());
        System.out.println("intValue of 2^40+5=" + BigInteger.TWO.pow(40).add(BigInteger.valueOf(5)).intValue() + " of -(2^40+5)=" + BigInteger.TWO.pow(40).add(BigInteger.valueOf(5)).negate().intValue());
        System.out.println("sqrt: " + BigInteger.valueOf(99).sqrt() + " " + BigInteger.valueOf(100).sqrt() + " " + f50.sqrt() + " " + BigInteger.ZERO.sqrt() + " " + BigInteger.ONE.sqrt());
        System.out.println("min/max/abs/signum: " + big.min(f50) + " " + big.max(f50).bitLength() + " " + big.abs().signum() + " " + BigInteger.ZERO.signum());

        Set<BigInteger> set = new HashSet<>();
        Map<BigInteger, Integer> counts = new HashMap<>();
        for (int i = 0; i < 12; i++) {
            BigInteger v = BigInteger.valueOf(i * 7919L).pow(3).subtract(BigInteger.valueOf(1000000L * i));
            set.add(v);
            set.add(v.negate());
            counts.merge(v.mod(BigInteger.valueOf(5)), 1, Integer::sum);
        }
        System.out.println("hash order: " + set);
        System.out.println("residue counts: " + counts);
        System.out.println("hashCodes: " + f50.hashCode() + " " + big.hashCode() + " " + BigInteger.ZERO.hashCode() + " " + BigInteger.valueOf(-1).hashCode() + " " + BigInteger.valueOf(Long.MAX_VALUE).hashCode());
        System.out.println("compareTo: " + big.compareTo(f50) + " " + f50.compareTo(f50.add(BigInteger.ZERO)) + " " + BigInteger.valueOf(-5).compareTo(BigInteger.valueOf(-6)));
        System.out.println("primes: " + BigInteger.valueOf(2).isProbablePrime(10) + " " + BigInteger.valueOf(561).isProbablePrime(10) + " " + new BigInteger("170141183460469231731687303715884105727").isProbablePrime(50)
            + " " + BigInteger.valueOf(-13).isProbablePrime(5) + " " + BigInteger.ONE.isProbablePrime(5) + " " + f50.add(BigInteger.ONE).isProbablePrime(20));
        System.out.println("modPow: " + BigInteger.valueOf(4).modPow(BigInteger.valueOf(13), BigInteger.valueOf(497)) + " " + BigInteger.valueOf(-3).modPow(BigInteger.valueOf(3), BigInteger.valueOf(7))
            + " " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(7)) + " " + BigInteger.valueOf(5).modPow(BigInteger.ZERO, BigInteger.ONE));
        try {
            BigInteger.valueOf(6).modInverse(BigInteger.valueOf(9));
        } catch (ArithmeticException e) {
            System.out.println("modInverse: " + e.getMessage());
        }
        try {
            BigInteger.TEN.pow(-1);
        } catch (ArithmeticException e) {
            System.out.println("pow: " + e.getMessage());
        }
        try {
            BigInteger.valueOf(-4).sqrt();
        } catch (ArithmeticException e) {
            System.out.println("sqrt: " + e.getMessage());
        }
        try {
            BigInteger.TEN.pow(12).intValueExact();
        } catch (ArithmeticException e) {
            System.out.println("intValueExact: " + e.getMessage());
        }
        System.out.println("exact ok: " + BigInteger.valueOf(Integer.MIN_VALUE).intValueExact() + " " + BigInteger.valueOf(Long.MIN_VALUE).longValueExact());
    }
}
