import java.util.Arrays;
import java.util.List;

public class ArraysAsListFill {
    public static void main(String[] args) {
        String[] arr = {"x", "y", "z"};
        List<String> view = Arrays.asList(arr);
        System.out.println("asList=" + view + " size=" + view.size());
        view.set(1, "Y");
        System.out.println("set through list writes array: arr=" + Arrays.toString(arr));
        arr[2] = "Z";
        System.out.println("array write visible in list: " + view);
        List<Integer> boxed = Arrays.asList(5, 3, 8);
        System.out.println("asList varargs=" + boxed + " contains(3)=" + boxed.contains(3) + " indexOf(8)=" + boxed.indexOf(8));
        int[] prim = {1, 2, 3};
        List<int[]> wrapped = Arrays.asList(prim);
        System.out.println("asList(int[]) has size " + wrapped.size() + " (one element, the array)");
        int[] zeros = new int[6];
        Arrays.fill(zeros, 7);
        System.out.println("fill=" + Arrays.toString(zeros));
        Arrays.fill(zeros, 1, 4, -1);
        System.out.println("fill range [1,4)=" + Arrays.toString(zeros));
        char[] stars = new char[5];
        Arrays.fill(stars, '*');
        System.out.println("char fill=" + new String(stars));
        String[] names = new String[3];
        System.out.println("default String array=" + Arrays.toString(names));
        Arrays.fill(names, "n/a");
        System.out.println("filled=" + Arrays.toString(names));
        boolean[] flags = new boolean[3];
        double[] ds = new double[2];
        System.out.println("defaults boolean=" + Arrays.toString(flags) + " double=" + Arrays.toString(ds));
        int[][] grid = new int[3][4];
        for (int[] row : grid) {
            Arrays.fill(row, 2);
        }
        grid[1][2] = 9;
        System.out.println("grid deepToString=" + Arrays.deepToString(grid));
        System.out.println("toString(null)=" + Arrays.toString((int[]) null) + " empty=" + Arrays.toString(new int[0]));
        Integer[] sortedBoxes = {9, 2, 7};
        Arrays.sort(sortedBoxes);
        System.out.println("asList of sorted boxes=" + Arrays.asList(sortedBoxes));
        int[] setAll = new int[6];
        Arrays.setAll(setAll, i -> i * i);
        System.out.println("setAll squares=" + Arrays.toString(setAll));
        long[] longs = {3L, 1L};
        System.out.println("long array=" + Arrays.toString(longs) + " float array=" + Arrays.toString(new float[] {1.5f, 2f}));
        Object[] objs = {1, "two", 3.0, 'c', null, new int[0].length};
        System.out.println("mixed objects=" + Arrays.toString(objs));
    }
}
