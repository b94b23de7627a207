import java.util.Random;

public class SeededRandomSimulation {
    public static void main(String[] args) {
        Random rng = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            sb.append(rng.nextInt(100)).append(' ');
        }
        System.out.println("nextInt(100): " + sb.toString().trim());
        System.out.println("nextInt(): " + rng.nextInt() + " " + rng.nextInt());
        System.out.println("nextLong(): " + rng.nextLong());
        System.out.println("nextBoolean(): " + rng.nextBoolean() + " " + rng.nextBoolean() + " " + rng.nextBoolean());
        System.out.println("nextDouble(): " + rng.nextDouble());
        System.out.println("nextInt(7) powers: " + rng.nextInt(8) + " " + rng.nextInt(1024) + " " + rng.nextInt(7));
        Random dice = new Random(2024);
        int[] counts = new int[7];
        for (int i = 0; i < 600; i++) {
            counts[1 + dice.nextInt(6)]++;
        }
        for (int face = 1; face <= 6; face++) {
            System.out.println("face " + face + ": " + counts[face]);
        }
        Random walkRng = new Random(7);
        int pos = 0, maxPos = 0, minPos = 0;
        for (int step = 0; step < 1000; step++) {
            pos += walkRng.nextBoolean() ? 1 : -1;
            maxPos = Math.max(maxPos, pos);
            minPos = Math.min(minPos, pos);
        }
        System.out.println("random walk end " + pos + " range [" + minPos + ", " + maxPos + "]");
        Random a = new Random(123);
        Random b = new Random(123);
        boolean same = true;
        for (int i = 0; i < 50; i++) {
            if (a.nextInt(1000) != b.nextInt(1000)) {
                same = false;
            }
        }
        System.out.println("same seed same sequence: " + same);
        Random mc = new Random(99);
        int inside = 0;
        int trials = 20000;
        for (int i = 0; i < trials; i++) {
            double x = mc.nextDouble(), y = mc.nextDouble();
            if (x * x + y * y <= 1) {
                inside++;
            }
        }
        System.out.println("monte carlo inside " + inside + " pi ~ " + 4.0 * inside / trials);
    }
}
