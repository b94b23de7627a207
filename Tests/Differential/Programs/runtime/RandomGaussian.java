import java.util.Random;

public class RandomGaussian {
    public static void main(String[] args) {
        Random r = new Random(42);
        for (int i = 0; i < 8; i++) {
            System.out.println("nextGaussian " + i + "=" + r.nextGaussian());
        }
        Random mixed = new Random(7);
        System.out.println("gaussian=" + mixed.nextGaussian());
        System.out.println("int after one gaussian=" + mixed.nextInt());
        System.out.println("gaussian (cached second value)=" + mixed.nextGaussian());
        System.out.println("int after cached gaussian=" + mixed.nextInt());
        mixed.setSeed(7);
        System.out.println("after setSeed gaussian=" + mixed.nextGaussian());
        Random stats = new Random(2023);
        double sum = 0;
        double sumSq = 0;
        int n = 2000;
        for (int i = 0; i < n; i++) {
            double g = stats.nextGaussian();
            sum += g;
            sumSq += g * g;
        }
        double mean = sum / n;
        System.out.println("mean=" + mean);
        System.out.println("variance=" + (sumSq / n - mean * mean));
        System.out.printf("mean %.4f%n", mean);
        Random heights = new Random(11);
        for (int i = 0; i < 4; i++) {
            double h = 170 + 10 * heights.nextGaussian();
            System.out.println("height " + i + "=" + Math.round(h * 10) / 10.0);
        }
    }
}
