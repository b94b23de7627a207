import java.util.ArrayList;
import java.util.List;

public class CtlBacktracking {
    static int solutionsFound = 0;
    static int nodesVisited = 0;

    // N-Queens with int arrays
    static boolean safe(int[] cols, int row, int col) {
        for (int r = 0; r < row; r++) {
            int c = cols[r];
            if (c == col || Math.abs(c - col) == row - r) {
                return false;
            }
        }
        return true;
    }

    static void solveQueens(int n, int row, int[] cols, List<String> out) {
        nodesVisited++;
        if (row == n) {
            solutionsFound++;
            if (out.size() < 3) {
                StringBuilder sb = new StringBuilder();
                for (int r = 0; r < n; r++) sb.append(cols[r]);
                out.add(sb.toString());
            }
            return;
        }
        for (int col = 0; col < n; col++) {
            if (!safe(cols, row, col)) continue;
            cols[row] = col;
            solveQueens(n, row + 1, cols, out);
            cols[row] = -1;
        }
    }

    static void printBoard(String sol) {
        int n = sol.length();
        for (int r = 0; r < n; r++) {
            int q = sol.charAt(r) - '0';
            StringBuilder sb = new StringBuilder("  ");
            for (int c = 0; c < n; c++) sb.append(c == q ? 'Q' : '.');
            System.out.println(sb);
        }
    }

    // permutations via swapping
    static void permute(char[] chars, int k, List<String> out) {
        if (k == chars.length) {
            out.add(new String(chars));
            return;
        }
        for (int i = k; i < chars.length; i++) {
            boolean dup = false;
            for (int j = k; j < i; j++) {
                if (chars[j] == chars[i]) { dup = true; break; }
            }
            if (dup) continue;
            char t = chars[k]; chars[k] = chars[i]; chars[i] = t;
            permute(chars, k + 1, out);
            t = chars[k]; chars[k] = chars[i]; chars[i] = t;
        }
    }

    // combination sum: coins adding up to target, non-decreasing
    static void combos(int[] coins, int start, int remaining, List<Integer> current, List<List<Integer>> out) {
        if (remaining == 0) {
            out.add(new ArrayList<>(current));
            return;
        }
        for (int i = start; i < coins.length; i++) {
            if (coins[i] > remaining) break;
            current.add(coins[i]);
            combos(coins, i, remaining - coins[i], current, out);
            current.remove(current.size() - 1);
        }
    }

    // Sudoku-like 4x4 solver, early-return on first solution
    static boolean solveGrid(int[][] g) {
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                if (g[r][c] != 0) continue;
                for (int v = 1; v <= 4; v++) {
                    if (canPlace(g, r, c, v)) {
                        g[r][c] = v;
                        if (solveGrid(g)) return true;
                        g[r][c] = 0;
                    }
                }
                return false;
            }
        }
        return true;
    }

    static boolean canPlace(int[][] g, int r, int c, int v) {
        for (int i = 0; i < 4; i++) {
            if (g[r][i] == v || g[i][c] == v) return false;
        }
        int br = (r / 2) * 2, bc = (c / 2) * 2;
        for (int i = br; i < br + 2; i++)
            for (int j = bc; j < bc + 2; j++)
                if (g[i][j] == v) return false;
        return true;
    }

    // word search in grid with backtracking
    static boolean exists(char[][] board, String word) {
        for (int r = 0; r < board.length; r++)
            for (int c = 0; c < board[0].length; c++)
                if (dfs(board, word, 0, r, c)) return true;
        return false;
    }

    static boolean dfs(char[][] b, String w, int k, int r, int c) {
        if (k == w.length()) return true;
        if (r < 0 || c < 0 || r >= b.length || c >= b[0].length || b[r][c] != w.charAt(k)) return false;
        char saved = b[r][c];
        b[r][c] = '#';
        boolean found = dfs(b, w, k + 1, r + 1, c) || dfs(b, w, k + 1, r - 1, c)
                || dfs(b, w, k + 1, r, c + 1) || dfs(b, w, k + 1, r, c - 1);
        b[r][c] = saved;
        return found;
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 8; n++) {
            solutionsFound = 0;
            nodesVisited = 0;
            List<String> first = new ArrayList<>();
            int[] cols = new int[n];
            java.util.Arrays.fill(cols, -1);
            solveQueens(n, 0, cols, first);
            System.out.println(String.format("n=%d solutions=%5d nodes=%5d first=%s", n, solutionsFound, nodesVisited, first));
        }
        System.out.println("Board for 6 queens:");
        List<String> six = new ArrayList<>();
        int[] c6 = new int[6];
        solveQueens(6, 0, c6, six);
        printBoard(six.get(0));

        List<String> perms = new ArrayList<>();
        permute("abc".toCharArray(), 0, perms);
        System.out.println("perms(abc)=" + perms);
        perms.clear();
        permute("aabb".toCharArray(), 0, perms);
        System.out.println("perms(aabb)=" + perms + " count=" + perms.size());

        List<List<Integer>> out = new ArrayList<>();
        combos(new int[]{2, 3, 5}, 0, 10, new ArrayList<>(), out);
        System.out.println("ways to make 10 from {2,3,5}: " + out);
        out.clear();
        combos(new int[]{4, 6}, 0, 7, new ArrayList<>(), out);
        System.out.println("ways to make 7 from {4,6}: " + out.size());

        int[][] grid = {
            {1, 0, 0, 0},
            {0, 0, 3, 0},
            {0, 4, 0, 0},
            {0, 0, 0, 2}
        };
        boolean ok = solveGrid(grid);
        System.out.println("grid solved=" + ok);
        for (int[] row : grid) {
            System.out.println("  " + java.util.Arrays.toString(row));
        }
        int[][] bad = {
            {1, 1, 0, 0},
            {0, 0, 0, 0},
            {0, 0, 0, 0},
            {0, 0, 0, 0}
        };
        System.out.println("bad grid solved=" + solveGrid(bad));

        char[][] board = {
            "ABCE".toCharArray(),
            "SFCS".toCharArray(),
            "ADEE".toCharArray()
        };
        String[] words = {"ABCCED", "SEE", "ABCB", "ASADFBCCEESE", "Z"};
        for (String w : words) {
            System.out.println("word " + w + " -> " + exists(board, w));
        }
    }
}
