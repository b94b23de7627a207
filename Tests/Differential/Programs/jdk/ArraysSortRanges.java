import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;

public class ArraysSortRanges {
    record Item(String name, int weight) {}

    public static void main(String[] args) {
        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -1e9, 0.0, -0.0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        Arrays.sort(ds);
        System.out.println("doubles=" + Arrays.toString(ds));
        float[] fs = {2f, -0f, Float.NaN, 0f, -3.5f};
        Arrays.sort(fs);
        System.out.println("floats=" + Arrays.toString(fs));
        int[] part = {9, 8, 7, 6, 5, 4};
        Arrays.sort(part, 1, 4);
        System.out.println("int range=" + Arrays.toString(part));
        String[] names = {"pear", "Apple", "fig", "banana", "apple"};
        Arrays.sort(names);
        System.out.println("natural strings=" + Arrays.toString(names));
        Comparator<String> byLength = (a, b) -> a.length() - b.length();
        String[] stable = {"bb", "a", "cc", "d", "aa", "e"};
        Arrays.sort(stable, byLength);
        System.out.println("stable by length=" + Arrays.toString(stable));
        Integer[] boxes = {5, 1, 4, 1, 3, 9};
        Arrays.sort(boxes, 1, 5);
        System.out.println("boxed range=" + Arrays.toString(boxes));
        Arrays.sort(boxes, Collections.reverseOrder());
        System.out.println("boxed reversed=" + Arrays.toString(boxes));
        Item[] items = {new Item("b", 2), new Item("a", 2), new Item("c", 1)};
        Comparator<Item> byWeight = (x, y) -> Integer.compare(x.weight(), y.weight());
        Arrays.sort(items, byWeight);
        System.out.println("records by weight=" + Arrays.toString(items));
        Arrays.sort(items, 0, 2, byWeight.reversed());
        System.out.println("first two reversed=" + Arrays.toString(items));
        try {
            Arrays.sort(new String[] {"b", null, "a"});
        } catch (NullPointerException e) {
            System.out.println("null element: NullPointerException");
        }
        try {
            Arrays.sort(part, 3, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("bad range: " + e.getMessage());
        }
        int[] filled = new int[6];
        Arrays.fill(filled, 2, 5, -7);
        System.out.println("fill range=" + Arrays.toString(filled));
        String[] labels = new String[4];
        Arrays.fill(labels, 1, 3, "x");
        System.out.println("fill strings=" + Arrays.toString(labels));
        try {
            Arrays.fill(filled, -1, 2, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("negative from: " + e.getMessage());
        }
        String[] grown = Arrays.copyOf(new String[] {"a", "b"}, 4);
        System.out.println("copyOf strings=" + Arrays.toString(grown) + " length=" + grown.length);
        Integer[] boxedCopy = Arrays.copyOf(boxes, 2);
        System.out.println("copyOf boxed=" + Arrays.toString(boxedCopy));
        double[] squares = new double[4];
        Arrays.setAll(squares, i -> i * 0.5);
        System.out.println("setAll doubles=" + Arrays.toString(squares));
        String[] tags = new String[3];
        Arrays.setAll(tags, i -> "t" + i);
        System.out.println("setAll strings=" + Arrays.toString(tags));
    }
}
