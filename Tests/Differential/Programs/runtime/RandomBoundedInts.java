import java.util.Random;

public class RandomBoundedInts {
    public static void main(String[] args) {
        int[] bounds = {1, 2, 3, 7, 10, 16, 64, 100, 1000, 1 << 20, 1000000007, Integer.MAX_VALUE, (1 << 30) + 1};
        for (int bound : bounds) {
            Random r = new Random(12345);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 8; i++) {
                sb.append(r.nextInt(bound)).append(' ');
            }
            System.out.println("nextInt(" + bound + "): " + sb.toString().trim());
        }
        Random r = new Random(31337);
        StringBuilder mixed = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            mixed.append(r.nextInt(i * 5)).append(',');
        }
        System.out.println("varying bounds: " + mixed);
        try {
            new Random(1).nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0) threw: " + e.getMessage());
        }
        try {
            new Random(1).nextInt(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(-5) threw: " + e.getMessage());
        }
        Random shuffleRng = new Random(8);
        int[] deck = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        for (int i = deck.length - 1; i > 0; i--) {
            int j = shuffleRng.nextInt(i + 1);
            int t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
        }
        System.out.println("fisher-yates=" + java.util.Arrays.toString(deck));
        java.util.List<Integer> list = new java.util.ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            list.add(i);
        }
        java.util.Collections.shuffle(list, new Random(8));
        System.out.println("Collections.shuffle=" + list);
        // power-of-two bound uses the high bits: (int)((bound * (long)next(31)) >> 31)
        Random p = new Random(5);
        Random q = new Random(5);
        System.out.println("nextInt(8)=" + p.nextInt(8) + " top 3 bits of next(31)=" + (q.nextInt() >>> 29));
    }
}
