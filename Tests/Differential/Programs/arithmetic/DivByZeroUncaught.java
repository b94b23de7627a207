// expect-exit: 1
public class DivByZeroUncaught {
    static int average(int[] values) {
        int sum = 0;
        for (int v : values) {
            sum += v;
        }
        System.out.println("  sum=" + sum + " count=" + values.length);
        return sum / values.length;
    }

    public static void main(String[] args) {
        System.out.println("avg of 1..4 = " + average(new int[] {1, 2, 3, 4}));
        System.out.println("avg of 10,20 = " + average(new int[] {10, 20}));
        System.out.println("avg of -7 = " + average(new int[] {-7}));
        int[][] groups = {{5, 6}, {}, {9}};
        for (int[] g : groups) {
            System.out.println("about to average a group of " + g.length);
            int result = average(g);
            System.out.println("result " + result);
        }
        System.out.println("never printed");
    }
}
