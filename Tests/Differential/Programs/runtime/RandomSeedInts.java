import java.util.Random;

public class RandomSeedInts {
    public static void main(String[] args) {
        long[] seeds = {0L, 1L, 42L, -1L, 123456789L, Long.MAX_VALUE};
        for (long seed : seeds) {
            Random r = new Random(seed);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 6; i++) {
                sb.append(r.nextInt()).append(' ');
            }
            System.out.println("seed " + seed + " nextInt: " + sb.toString().trim());
        }
        Random a = new Random(7);
        Random b = new Random(7);
        boolean same = true;
        for (int i = 0; i < 100; i++) {
            if (a.nextInt() != b.nextInt()) {
                same = false;
            }
        }
        System.out.println("same seed same sequence=" + same);
        Random r = new Random(2024);
        System.out.println("after 3 calls:");
        for (int i = 0; i < 3; i++) {
            System.out.println("  " + i + ": " + r.nextInt());
        }
        r.setSeed(2024);
        System.out.println("after setSeed first=" + r.nextInt());
        Random bytes = new Random(99);
        byte[] buf = new byte[10];
        bytes.nextBytes(buf);
        System.out.println("nextBytes=" + java.util.Arrays.toString(buf));
        Random dice = new Random(6);
        int[] faces = new int[7];
        for (int i = 0; i < 600; i++) {
            faces[1 + dice.nextInt(6)]++;
        }
        System.out.println("dice histogram=" + java.util.Arrays.toString(faces));
    }
}
