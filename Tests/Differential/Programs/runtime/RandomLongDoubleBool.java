import java.util.Random;

public class RandomLongDoubleBool {
    public static void main(String[] args) {
        Random r = new Random(42);
        for (int i = 0; i < 5; i++) {
            System.out.println("nextLong " + i + "=" + r.nextLong());
        }
        for (int i = 0; i < 5; i++) {
            System.out.println("nextDouble " + i + "=" + r.nextDouble());
        }
        for (int i = 0; i < 5; i++) {
            System.out.println("nextFloat " + i + "=" + r.nextFloat());
        }
        StringBuilder bools = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            bools.append(r.nextBoolean() ? 'T' : 'F');
        }
        System.out.println("nextBoolean x20=" + bools);
        Random s = new Random(-987654321L);
        System.out.println("interleaved: int=" + s.nextInt() + " long=" + s.nextLong() + " double=" + s.nextDouble()
            + " bool=" + s.nextBoolean() + " bounded=" + s.nextInt(50) + " float=" + s.nextFloat());
        Random t = new Random(0);
        double sum = 0;
        for (int i = 0; i < 1000; i++) {
            sum += t.nextDouble();
        }
        System.out.println("sum of 1000 doubles seed 0=" + sum);
        Random u = new Random(100);
        long acc = 0;
        for (int i = 0; i < 100; i++) {
            acc ^= u.nextLong();
        }
        System.out.println("xor of 100 longs seed 100=" + acc);
        Random v = new Random(3);
        StringBuilder scaled = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            scaled.append((int) (v.nextDouble() * 100)).append(' ');
        }
        System.out.println("scaled doubles=" + scaled.toString().trim());
    }
}
