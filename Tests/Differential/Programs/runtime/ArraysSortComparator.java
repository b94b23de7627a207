import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;

public class ArraysSortComparator {
    public static void main(String[] args) {
        Integer[] boxed = {5, -3, 12, 0, -3, 7, 100, -50, 7};
        Arrays.sort(boxed);
        System.out.println("boxed natural=" + Arrays.toString(boxed));
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println("boxed reverse=" + Arrays.toString(boxed));
        Arrays.sort(boxed, (x, y) -> Integer.compare(Math.abs(x), Math.abs(y)));
        System.out.println("by abs (stable: -3 before -3, 7 then 7)=" + Arrays.toString(boxed));
        int[] prim = {9, -1, 4, 4, 0, Integer.MIN_VALUE, Integer.MAX_VALUE, -1};
        Arrays.sort(prim);
        System.out.println("int[] sort=" + Arrays.toString(prim));
        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -1.0, Double.NEGATIVE_INFINITY, 0.0, -0.0, 2.0};
        Arrays.sort(ds);
        System.out.println("double[] sort (-0.0 < 0.0, NaN last)=" + Arrays.toString(ds));
        Double[] boxedDs = {3.5, -0.0, 0.0, Double.NaN, -1.0};
        Arrays.sort(boxedDs);
        System.out.println("Double[] sort=" + Arrays.toString(boxedDs));
        String[] strs = {"banana", "Apple", "cherry", "apple", "Banana", "10", "9", ""};
        Arrays.sort(strs);
        System.out.println("String natural=" + Arrays.toString(strs));
        Arrays.sort(strs, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("String by length then reverse=" + Arrays.toString(strs));
        String[] part = {"e", "d", "c", "b", "a"};
        Arrays.sort(part, 1, 4);
        System.out.println("partial sort [1,4)=" + Arrays.toString(part));
        char[] cs = "hello world".toCharArray();
        Arrays.sort(cs);
        System.out.println("char sort=[" + new String(cs) + "]");
        long[] ls = {3L, -9000000000L, 0L, 9000000000L};
        Arrays.sort(ls);
        System.out.println("long sort=" + Arrays.toString(ls));
        Point[] pts = {new Point(2, 1), new Point(1, 2), new Point(2, 0), new Point(1, 1), new Point(0, 5)};
        Arrays.sort(pts, Comparator.comparingInt((Point p) -> p.x).thenComparingInt(p -> p.y));
        System.out.println("points by x,y=" + Arrays.toString(pts));
        Arrays.sort(pts, Comparator.comparingInt((Point p) -> p.x * p.x + p.y * p.y).reversed());
        System.out.println("points by dist desc=" + Arrays.toString(pts));
        System.out.println("binarySearch sorted ints for 4=" + Arrays.binarySearch(prim, 4) + " for 5=" + Arrays.binarySearch(prim, 5));
    }

    static class Point {
        final int x;
        final int y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
}
