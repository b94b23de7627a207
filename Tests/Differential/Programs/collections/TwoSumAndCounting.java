import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class TwoSumAndCounting {
    static int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(target - nums[i]);
            if (j != null) {
                return new int[] {j, i};
            }
            seen.put(nums[i], i);
        }
        return null;
    }

    static int longestUniqueRun(String s) {
        Map<Character, Integer> last = new HashMap<>();
        int best = 0, start = 0;
        for (int i = 0; i < s.length(); i++) {
            Integer prev = last.get(s.charAt(i));
            if (prev != null && prev >= start) {
                start = prev + 1;
            }
            last.put(s.charAt(i), i);
            best = Math.max(best, i - start + 1);
        }
        return best;
    }

    public static void main(String[] args) {
        int[] nums = {2, 7, 11, 15, -3, 4};
        int[] targets = {9, 1, 26, 100, 8};
        for (int t : targets) {
            int[] r = twoSum(nums, t);
            System.out.println("target " + t + " -> " + (r == null ? "none" : r[0] + "," + r[1]));
        }
        String[] tests = {"abcabcbb", "bbbbb", "pwwkew", "", "dvdf"};
        for (String s : tests) {
            System.out.println("longest unique run in '" + s + "' = " + longestUniqueRun(s));
        }
        int[] votes = {3, 1, 3, 2, 3, 1, 1, 1, 2, 3, 3};
        Map<Integer, Integer> tally = new TreeMap<>();
        for (int v : votes) {
            tally.put(v, tally.getOrDefault(v, 0) + 1);
        }
        System.out.println("tally " + tally);
        int winner = -1, most = -1;
        for (Map.Entry<Integer, Integer> e : tally.entrySet()) {
            if (e.getValue() > most) {
                most = e.getValue();
                winner = e.getKey();
            }
        }
        System.out.println("winner " + winner + " with " + most);
        Map<Integer, Integer> big = new HashMap<>();
        big.put(1, 1000);
        big.put(2, 1000);
        System.out.println("big values equal by equals: " + big.get(1).equals(big.get(2)));
        List<Integer> dups = new ArrayList<>();
        Map<Integer, Boolean> once = new HashMap<>();
        for (int v : new int[] {5, 3, 5, 8, 3, 5, 9}) {
            if (once.containsKey(v) && !once.get(v)) {
                dups.add(v);
                once.put(v, true);
            } else {
                once.putIfAbsent(v, false);
            }
        }
        System.out.println("duplicates in order found " + dups);
    }
}
