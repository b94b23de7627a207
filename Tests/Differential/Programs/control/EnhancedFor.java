import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class EnhancedFor {
    public static void main(String[] args) {
        int[] nums = {4, 8, 15, 16, 23, 42};
        int total = 0;
        for (int n : nums) {
            total += n;
        }
        System.out.println("total = " + total);
        for (int n : nums) {
            n *= 2;
        }
        System.out.println("loop var copy didn't change array: " + nums[0]);
        String[] words = {"alpha", "beta", "gamma"};
        for (String w : words) {
            System.out.println(w + " has " + w.length() + " chars");
        }
        List<Integer> list = new ArrayList<>();
        for (int n : nums) {
            if (n % 2 == 0) {
                list.add(n);
            }
        }
        System.out.println("evens: " + list);
        int product = 1;
        for (Integer boxed : list) {
            product *= boxed;
        }
        System.out.println("product of evens = " + product);
        int[][] grid = {{1, 2, 3}, {4, 5}, {}, {6}};
        for (int[] row : grid) {
            int rowSum = 0;
            for (int v : row) {
                rowSum += v;
            }
            System.out.println("row of " + row.length + " sums to " + rowSum);
        }
        Map<String, Integer> ages = new LinkedHashMap<>();
        ages.put("zoe", 31);
        ages.put("adam", 25);
        ages.put("mia", 40);
        for (Map.Entry<String, Integer> e : ages.entrySet()) {
            System.out.println(e.getKey() + " -> " + e.getValue());
        }
        for (String key : ages.keySet()) {
            System.out.print(key + " ");
        }
        System.out.println();
        for (char c : "hey".toCharArray()) {
            System.out.print((int) c + " ");
        }
        System.out.println();
        List<String> empty = new ArrayList<>();
        for (String s : empty) {
            System.out.println("never " + s);
        }
        System.out.println("empty loop skipped");
    }
}
