import java.math.BigInteger;

public class BigIntegerModUncaught {
    static int bucket(BigInteger id, int buckets) {
        return id.mod(BigInteger.valueOf(buckets)).intValueExact();
    }

    public static void main(String[] args) {
        BigInteger id = new BigInteger("-123456789012345678901234567890");
        System.out.println("bucket(8)=" + bucket(id, 8) + " bucket(1000)=" + bucket(id, 1000));
        System.out.println("bucket(0)=" + bucket(id, 0));
        System.out.println("not reached");
    }
}
