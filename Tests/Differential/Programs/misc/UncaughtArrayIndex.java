// expect-exit: 1
public class UncaughtArrayIndex {
    static int[] histogram(int[] values, int buckets, int maxValue) {
        int[] h = new int[buckets];
        for (int v : values) {
            int b = v * buckets / maxValue;
            System.out.println("value " + v + " -> bucket " + b);
            h[b]++;
        }
        return h;
    }

    public static void main(String[] args) {
        int[] ok = histogram(new int[] {1, 5, 9, 3}, 5, 10);
        StringBuilder sb = new StringBuilder();
        for (int c : ok) {
            sb.append(c).append(' ');
        }
        System.out.println("histogram " + sb.toString().trim());
        int[] bad = histogram(new int[] {2, 10, 4}, 5, 10);
        System.out.println("not reached " + bad.length);
    }
}
