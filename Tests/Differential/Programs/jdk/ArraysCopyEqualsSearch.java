import java.util.Arrays;

public class ArraysCopyEqualsSearch {
    public static void main(String[] args) {
        int[] src = {10, 20, 30, 40, 50};
        int[] longer = Arrays.copyOf(src, 8);
        int[] shorter = Arrays.copyOf(src, 3);
        System.out.println("copyOf 8=" + Arrays.toString(longer) + " copyOf 3=" + Arrays.toString(shorter));
        System.out.println("copyOfRange(1,4)=" + Arrays.toString(Arrays.copyOfRange(src, 1, 4)));
        System.out.println("copyOfRange(3,7) pads=" + Arrays.toString(Arrays.copyOfRange(src, 3, 7)));
        String[] strs = Arrays.copyOf(new String[] {"a", "b"}, 4);
        System.out.println("String copyOf pads with null=" + Arrays.toString(strs));
        try {
            Arrays.copyOfRange(src, 4, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange(4,2) threw: " + e.getMessage());
        }
        int[] dst = new int[7];
        System.arraycopy(src, 1, dst, 2, 3);
        System.out.println("arraycopy=" + Arrays.toString(dst));
        int[] overlap = {1, 2, 3, 4, 5, 6};
        System.arraycopy(overlap, 0, overlap, 2, 4);
        System.out.println("overlapping arraycopy=" + Arrays.toString(overlap));
        try {
            System.arraycopy(src, 3, dst, 0, 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy out of bounds threw: " + e.getMessage());
        }
        int[] same = {10, 20, 30, 40, 50};
        System.out.println("== is identity: " + (src == same) + " equals: " + Arrays.equals(src, same) + " src.equals: " + src.equals(same));
        System.out.println("equals different length=" + Arrays.equals(src, shorter));
        int[][] d1 = {{1, 2}, {3}};
        int[][] d2 = {{1, 2}, {3}};
        System.out.println("equals 2D=" + Arrays.equals(d1, d2) + " deepEquals=" + Arrays.deepEquals(d1, d2));
        double[] nan1 = {Double.NaN, 0.0};
        double[] nan2 = {Double.NaN, -0.0};
        System.out.println("double arrays with NaN equal=" + Arrays.equals(nan1, new double[] {Double.NaN, 0.0}) + " 0.0 vs -0.0 equal=" + Arrays.equals(nan1, nan2));
        System.out.println("compare=" + Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " mismatch=" + Arrays.mismatch(src, new int[] {10, 20, 31}));
        int[] sorted = {-5, 0, 3, 3, 8, 13, 21};
        for (int key : new int[] {8, -5, 21, 4, -10, 100}) {
            System.out.println("binarySearch(" + key + ")=" + Arrays.binarySearch(sorted, key));
        }
        System.out.println("binarySearch range [2,5) for 8=" + Arrays.binarySearch(sorted, 2, 5, 8));
        String[] words = {"apple", "banana", "cherry", "date"};
        System.out.println("binarySearch words cherry=" + Arrays.binarySearch(words, "cherry") + " blueberry=" + Arrays.binarySearch(words, "blueberry"));
        int[] clone = src.clone();
        clone[0] = -1;
        System.out.println("clone independent: src[0]=" + src[0] + " clone[0]=" + clone[0]);
        int[][] shallow = d1.clone();
        shallow[0][0] = 99;
        System.out.println("2D clone is shallow: d1[0][0]=" + d1[0][0]);
    }
}
