import java.util.Arrays;
import java.util.List;

public class ArraysUtility {
    public static void main(String[] args) {
        int[] nums = {9, -2, 7, 0, 7, 3, -11, 5};
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        System.out.println("sorted " + Arrays.toString(sorted) + " original " + Arrays.toString(nums));
        int[] partial = nums.clone();
        Arrays.sort(partial, 2, 6);
        System.out.println("sort range [2,6) " + Arrays.toString(partial));
        System.out.println("binarySearch 7 -> " + Arrays.binarySearch(sorted, 5) + ", missing 4 -> " + Arrays.binarySearch(sorted, 4));
        int[] filled = new int[6];
        Arrays.fill(filled, 42);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println("fill " + Arrays.toString(filled));
        int[] bigger = Arrays.copyOf(nums, 10);
        int[] smaller = Arrays.copyOf(nums, 3);
        int[] range = Arrays.copyOfRange(nums, 2, 5);
        System.out.println("copyOf " + Arrays.toString(bigger) + " " + Arrays.toString(smaller) + " range " + Arrays.toString(range));
        System.out.println("equals " + Arrays.equals(nums, nums.clone()) + " " + Arrays.equals(nums, sorted));
        System.out.println("hashCode " + Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new String[] {"a", "b"}));
        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -1e9, 2};
        Arrays.sort(ds);
        System.out.println("sorted doubles " + Arrays.toString(ds));
        String[] words = {"pear", "Apple", "fig", "banana"};
        Arrays.sort(words);
        System.out.println("strings " + Arrays.toString(words));
        Arrays.sort(words, (x, y) -> x.length() - y.length());
        System.out.println("by length " + Arrays.toString(words));
        Integer[] boxed = {5, 1, 4};
        Arrays.sort(boxed, java.util.Collections.reverseOrder());
        System.out.println("boxed desc " + Arrays.toString(boxed));
        List<String> view = Arrays.asList(words);
        view.set(0, "CHANGED");
        System.out.println("asList writes through: " + words[0] + " " + view);
        try {
            view.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList is fixed-size");
        }
        char[] cs = "hello".toCharArray();
        Arrays.sort(cs);
        System.out.println("chars " + new String(cs) + " " + Arrays.toString(cs));
        long[] ls = new long[3];
        Arrays.setAll(ls, i -> (long) i * 1_000_000_000_000L);
        System.out.println("setAll " + Arrays.toString(ls));
        boolean[] flags = new boolean[3];
        System.out.println("default booleans " + Arrays.toString(flags) + " default strings " + Arrays.toString(new String[2]));
    }
}
