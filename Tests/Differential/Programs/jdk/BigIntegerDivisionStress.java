import java.math.BigInteger;
import java.util.Random;

public class BigIntegerDivisionStress {
    public static void main(String[] args) {
        Random r = new Random(42);
        long h = 0;
        for (int i = 0; i < 400; i++) {
            BigInteger a = BigInteger.valueOf(r.nextLong()).multiply(BigInteger.valueOf(r.nextLong())).pow(1 + r.nextInt(6)).add(BigInteger.valueOf(r.nextInt()));
            BigInteger b = BigInteger.valueOf(r.nextLong()).pow(1 + r.nextInt(4)).subtract(BigInteger.valueOf(r.nextInt(1000)));
            if (b.signum() == 0) continue;
            BigInteger[] qr = a.divideAndRemainder(b);
            h = h * 31 + qr[0].hashCode() * 7 + qr[1].hashCode() + a.gcd(b).hashCode() + a.abs().sqrt().hashCode() + (long) a.doubleValue();
            if (i % 50 == 0) System.out.println(qr[0] + " " + qr[1] + " " + a.toString(7).length());
        }
        System.out.println(h);
    }
}
