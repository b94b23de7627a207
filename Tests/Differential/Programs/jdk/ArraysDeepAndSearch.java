import java.util.Arrays;

public class ArraysDeepAndSearch {
    public static void main(String[] args) {
        int[][] grid = {{1, 2}, {3}, {}};
        System.out.println("deepToString=" + Arrays.deepToString(grid));
        Object[] mixed = {"s", 4, null, new String[] {"in", null}, new double[] {-0.0, Double.NaN}};
        System.out.println("mixed=" + Arrays.deepToString(mixed));
        Object[] cyclic = new Object[3];
        cyclic[0] = "head";
        cyclic[1] = cyclic;
        System.out.println("cyclic=" + Arrays.deepToString(cyclic));
        System.out.println("deepEquals=" + Arrays.deepEquals(new Object[] {new int[] {1, 2}, "x"}, new Object[] {new int[] {1, 2}, "x"}));
        System.out.println("deepEquals int[] vs long[]=" + Arrays.deepEquals(new Object[] {new int[] {1}}, new Object[] {new long[] {1}}));
        System.out.println("deepHashCode=" + Arrays.deepHashCode(new Object[] {new int[] {1, 2}, "a", null}));
        System.out.println("equals doubles NaN=" + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN})
            + " zeros=" + Arrays.equals(new double[] {0.0}, new double[] {-0.0}));
        System.out.println("equals null/null=" + Arrays.equals((int[]) null, (int[]) null) + " null/empty=" + Arrays.equals(null, new int[0]));
        System.out.println("equals strings=" + Arrays.equals(new String[] {"a", null}, new String[] {"a", null}));
        System.out.println("hashCode ints=" + Arrays.hashCode(new int[] {1, 2, 3}) + " booleans=" + Arrays.hashCode(new boolean[] {true, false})
            + " longs=" + Arrays.hashCode(new long[] {-1L, 1L << 40}) + " doubles=" + Arrays.hashCode(new double[] {1.5, -0.0})
            + " chars=" + Arrays.hashCode(new char[] {'a', 'b'}) + " strings=" + Arrays.hashCode(new String[] {"a", null}) + " null=" + Arrays.hashCode((int[]) null));
        int[] sorted = {1, 3, 3, 3, 5, 7};
        for (int key = 0; key <= 8; key++) {
            System.out.print(key + "->" + Arrays.binarySearch(sorted, key) + " ");
        }
        System.out.println();
        System.out.println("range search=" + Arrays.binarySearch(sorted, 1, 3, 5) + " " + Arrays.binarySearch(sorted, 2, 6, 7));
        long[] longs = {-5L, 0L, 1L << 33};
        System.out.println("long search=" + Arrays.binarySearch(longs, 1L << 33) + " " + Arrays.binarySearch(longs, 1L));
        double[] ds = {-0.0, 0.0, 1.5, Double.NaN};
        System.out.println("double search=" + Arrays.binarySearch(ds, 0.0) + " " + Arrays.binarySearch(ds, -0.0) + " " + Arrays.binarySearch(ds, Double.NaN) + " " + Arrays.binarySearch(ds, 1.0));
        char[] cs = {'a', 'c', 'x'};
        System.out.println("char search=" + Arrays.binarySearch(cs, 'c') + " " + Arrays.binarySearch(cs, 'b'));
        String[] words = {"apple", "fig", "kiwi", "pear"};
        System.out.println("string search=" + Arrays.binarySearch(words, "kiwi") + " " + Arrays.binarySearch(words, "banana") + " " + Arrays.binarySearch(words, "zebra"));
        try {
            Arrays.binarySearch(sorted, 4, 2, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("bad range: " + e.getMessage());
        }
        try {
            Arrays.binarySearch(sorted, 0, 9, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("past end: " + e.getMessage());
        }
    }
}
