import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class SortStabilityTies {
    public static void main(String[] args) {
        List<String> words = new ArrayList<>(Arrays.asList("pear", "fig", "apple", "kiwi", "plum", "date", "banana",
            "lime", "yam", "cherry", "nut", "grape", "melon", "pea", "quince", "sloe", "ugli", "acai", "bael", "jujube",
            "lychee", "mango", "olive", "peach", "okra", "leek", "corn", "bean", "rice", "oat", "rye", "soy", "tea"));
        List<String> byLength = new ArrayList<>(words);
        Collections.sort(byLength, Comparator.comparingInt(String::length));
        System.out.println("Collections.sort by length (stable)=" + byLength);
        List<String> listSort = new ArrayList<>(words);
        listSort.sort((a, b) -> Integer.compare(a.charAt(a.length() - 1), b.charAt(b.length() - 1)));
        System.out.println("List.sort by last char (stable)=" + listSort);
        List<String> reversedTies = new ArrayList<>(words);
        reversedTies.sort(Comparator.comparingInt(String::length).reversed());
        System.out.println("reversed length keeps tie order=" + reversedTies);
        List<String> natural = new ArrayList<>(words);
        Collections.sort(natural);
        System.out.println("natural=" + natural);
        List<String> nullSort = new ArrayList<>(Arrays.asList("b", "a", "c"));
        nullSort.sort(null);
        System.out.println("sort(null) natural=" + nullSort);
        String[] arr = words.toArray(new String[0]);
        Arrays.sort(arr, Comparator.comparing(s -> s.charAt(0)));
        System.out.println("Arrays.sort by first char (stable)=" + Arrays.toString(arr));
        int[][] pairs = {{3, 0}, {1, 1}, {3, 2}, {2, 3}, {1, 4}, {3, 5}, {2, 6}, {1, 7}};
        List<int[]> pl = new ArrayList<>(Arrays.asList(pairs));
        pl.sort(Comparator.comparingInt(p -> p[0]));
        StringBuilder sb = new StringBuilder();
        for (int[] p : pl) {
            sb.append(p[0]).append('/').append(p[1]).append(' ');
        }
        System.out.println("pairs by key (stable)=" + sb.toString().trim());
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            nums.add((i * 17) % 23);
        }
        nums.sort(Comparator.comparingInt(x -> x % 5));
        System.out.println("nums by mod 5 (stable)=" + nums);
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println("reverseOrder=" + nums);
    }
}
