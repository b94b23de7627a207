import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public class AlgDynamicProgramming {
    public static void main(String[] args) {
        knapsackDemo();
        lcsDemo();
        editDistanceDemo();
        coinChangeDemo();
        lisDemo();
    }

    static void knapsackDemo() {
        System.out.println("=== 0/1 knapsack: packing a camera bag ===");
        String[] items = {"lens", "tripod", "drone", "flash", "laptop", "charger"};
        int[] weights = {2, 5, 6, 1, 4, 1};
        int[] values = {30, 20, 55, 12, 40, 8};
        int capacity = 10;
        int n = items.length;
        int[][] dp = new int[n + 1][capacity + 1];
        for (int i = 1; i <= n; i++) {
            for (int w = 0; w <= capacity; w++) {
                dp[i][w] = dp[i - 1][w];
                if (weights[i - 1] <= w) {
                    int take = dp[i - 1][w - weights[i - 1]] + values[i - 1];
                    if (take > dp[i][w]) dp[i][w] = take;
                }
            }
            System.out.println(String.format("after %-8s row=%s", items[i - 1], Arrays.toString(dp[i])));
        }
        List<String> chosen = new ArrayList<>();
        int w = capacity;
        int usedWeight = 0;
        for (int i = n; i > 0; i--) {
            if (dp[i][w] != dp[i - 1][w]) {
                chosen.add(items[i - 1]);
                w -= weights[i - 1];
                usedWeight += weights[i - 1];
            }
        }
        Collections.reverse(chosen);
        System.out.println("best value=" + dp[n][capacity] + " weight=" + usedWeight + "/" + capacity + " items=" + chosen);
        System.out.println();
    }

    static void lcsDemo() {
        System.out.println("=== Longest common subsequence ===");
        String[][] pairs = {{"ABCBDAB", "BDCABA"}, {"checkout", "checklist"}, {"kotlin", "java"}, {"", "abc"}};
        for (String[] p : pairs) {
            String a = p[0];
            String b = p[1];
            int[][] t = new int[a.length() + 1][b.length() + 1];
            for (int i = 1; i <= a.length(); i++) {
                for (int j = 1; j <= b.length(); j++) {
                    if (a.charAt(i - 1) == b.charAt(j - 1)) {
                        t[i][j] = t[i - 1][j - 1] + 1;
                    } else {
                        t[i][j] = Math.max(t[i - 1][j], t[i][j - 1]);
                    }
                }
            }
            StringBuilder sb = new StringBuilder();
            int i = a.length();
            int j = b.length();
            while (i > 0 && j > 0) {
                if (a.charAt(i - 1) == b.charAt(j - 1)) {
                    sb.append(a.charAt(i - 1));
                    i--;
                    j--;
                } else if (t[i - 1][j] >= t[i][j - 1]) {
                    i--;
                } else {
                    j--;
                }
            }
            String lcs = sb.reverse().toString();
            System.out.println(String.format("%-8s vs %-8s len=%d lcs='%s'", "'" + a + "'", "'" + b + "'", lcs.length(), lcs));
        }
        System.out.println();
    }

    static void editDistanceDemo() {
        System.out.println("=== Edit distance for search suggestions ===");
        String query = "recieve";
        String[] dictionary = {"receive", "recipe", "relieve", "deceive", "review", "recursive"};
        String best = null;
        int bestDist = Integer.MAX_VALUE;
        for (String word : dictionary) {
            int d = editDistance(query, word);
            System.out.println(String.format("%-8s -> %-8s distance=%d", query, word, d));
            if (d < bestDist) {
                bestDist = d;
                best = word;
            }
        }
        System.out.println("suggestion: " + best + " (" + bestDist + ")");
        int[][] table = editTable("sunday", "saturday");
        System.out.println("table sunday->saturday:");
        for (int[] row : table) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(String.format("%5d", v));
            System.out.println(sb.toString());
        }
        System.out.println();
    }

    static int[][] editTable(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
            }
        }
        return d;
    }

    static int editDistance(String a, String b) {
        return editTable(a, b)[a.length()][b.length()];
    }

    static void coinChangeDemo() {
        System.out.println("=== Coin change ===");
        int[] coins = {1, 5, 10, 25};
        int[] amounts = {0, 7, 30, 63, 99};
        for (int amount : amounts) {
            int[] min = new int[amount + 1];
            int[] lastCoin = new int[amount + 1];
            Arrays.fill(min, Integer.MAX_VALUE);
            min[0] = 0;
            for (int a = 1; a <= amount; a++) {
                for (int c : coins) {
                    if (c <= a && min[a - c] != Integer.MAX_VALUE && min[a - c] + 1 < min[a]) {
                        min[a] = min[a - c] + 1;
                        lastCoin[a] = c;
                    }
                }
            }
            List<Integer> used = new ArrayList<>();
            for (int a = amount; a > 0; a -= lastCoin[a]) used.add(lastCoin[a]);
            long[][] ways = new long[coins.length + 1][amount + 1];
            for (int i = 0; i <= coins.length; i++) ways[i][0] = 1;
            for (int i = 1; i <= coins.length; i++) {
                for (int a = 1; a <= amount; a++) {
                    ways[i][a] = ways[i - 1][a];
                    if (coins[i - 1] <= a) ways[i][a] += ways[i][a - coins[i - 1]];
                }
            }
            System.out.println(String.format("amount=%5d minCoins=%d coins=%s ways=%d", amount, min[amount], used, ways[coins.length][amount]));
        }
        int[] odd = {4, 7};
        int target = 13;
        int[] dp = new int[target + 1];
        Arrays.fill(dp, -1);
        dp[0] = 0;
        for (int a = 1; a <= target; a++) {
            for (int c : odd) {
                if (c <= a && dp[a - c] >= 0 && (dp[a] < 0 || dp[a - c] + 1 < dp[a])) dp[a] = dp[a - c] + 1;
            }
        }
        System.out.println("coins {4,7} reachability: " + Arrays.toString(dp));
        System.out.println();
    }

    static void lisDemo() {
        System.out.println("=== Longest increasing run of daily steps ===");
        int[] steps = {5200, 3100, 6400, 4000, 7100, 7000, 8800, 2500, 9100, 9050};
        int n = steps.length;
        int[] len = new int[n];
        int[] prev = new int[n];
        int bestEnd = 0;
        for (int i = 0; i < n; i++) {
            len[i] = 1;
            prev[i] = -1;
            for (int j = 0; j < i; j++) {
                if (steps[j] < steps[i] && len[j] + 1 > len[i]) {
                    len[i] = len[j] + 1;
                    prev[i] = j;
                }
            }
            if (len[i] > len[bestEnd]) bestEnd = i;
        }
        System.out.println("len:  " + Arrays.toString(len));
        System.out.println("prev: " + Arrays.toString(prev));
        List<Integer> seq = new ArrayList<>();
        for (int i = bestEnd; i >= 0; i = prev[i]) seq.add(0, steps[i]);
        System.out.println("LIS length=" + seq.size() + " sequence=" + seq);
    }
}
