import java.util.Arrays;

public class ArrSudokuBoard {
    static final int N = 9;

    static int[][] parse(String[] rows) {
        int[][] grid = new int[N][N];
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                char ch = rows[r].charAt(c);
                grid[r][c] = ch == '.' ? 0 : ch - '0';
            }
        }
        return grid;
    }

    static int candidates(int[][] g, int r, int c) {
        int used = 0;
        for (int i = 0; i < N; i++) {
            used |= 1 << g[r][i];
            used |= 1 << g[i][c];
        }
        int br = (r / 3) * 3, bc = (c / 3) * 3;
        for (int i = br; i < br + 3; i++)
            for (int j = bc; j < bc + 3; j++)
                used |= 1 << g[i][j];
        return ~used & 0x3FE;
    }

    static boolean isValid(int[][] g) {
        int[] rowMask = new int[N], colMask = new int[N], boxMask = new int[N];
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                int v = g[r][c];
                if (v == 0) continue;
                int bit = 1 << v;
                int b = (r / 3) * 3 + c / 3;
                if ((rowMask[r] & bit) != 0 || (colMask[c] & bit) != 0 || (boxMask[b] & bit) != 0) {
                    System.out.println("conflict at " + r + "," + c + " value " + v);
                    return false;
                }
                rowMask[r] |= bit;
                colMask[c] |= bit;
                boxMask[b] |= bit;
            }
        }
        System.out.println("row masks: " + Arrays.toString(rowMask));
        return true;
    }

    static boolean solve(int[][] g, int[] steps) {
        int bestR = -1, bestC = -1, bestMask = 0, bestCount = 10;
        for (int r = 0; r < N; r++)
            for (int c = 0; c < N; c++)
                if (g[r][c] == 0) {
                    int m = candidates(g, r, c);
                    int cnt = Integer.bitCount(m);
                    if (cnt < bestCount) { bestCount = cnt; bestR = r; bestC = c; bestMask = m; }
                }
        if (bestR < 0) return true;
        for (int v = 1; v <= 9; v++) {
            if ((bestMask >> v & 1) == 0) continue;
            g[bestR][bestC] = v;
            steps[0]++;
            if (solve(g, steps)) return true;
        }
        g[bestR][bestC] = 0;
        return false;
    }

    public static void main(String[] args) {
        String[] puzzle = {
            "53..7....", "6..195...", ".98....6.",
            "8...6...3", "4..8.3..1", "7...2...6",
            ".6....28.", "...419..5", "....8..79"
        };
        int[][] g = parse(puzzle);
        System.out.println("valid initially: " + isValid(g));
        int m = candidates(g, 0, 2);
        System.out.println("candidates(0,2) bin=" + Integer.toBinaryString(m) + " hex=" + Integer.toHexString(m)
                + " count=" + Integer.bitCount(m));
        System.out.println("first row: " + Arrays.toString(g[0]));
        int[][] copy = new int[N][];
        for (int i = 0; i < N; i++) copy[i] = Arrays.copyOf(g[i], N);
        int[] steps = {0};
        boolean ok = solve(g, steps);
        System.out.println("solved=" + ok + " steps=" + steps[0]);
        for (int[] row : g) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append((char) ('0' + v));
            System.out.println(sb);
        }
        System.out.println("valid after: " + isValid(g));
        System.out.println("copy untouched row0: " + Arrays.toString(copy[0]));
        System.out.println("deepEquals with copy: " + Arrays.deepEquals(g, copy));
        int[][] topLeft = new int[3][3];
        for (int i = 0; i < 3; i++) System.arraycopy(g[i], 0, topLeft[i], 0, 3);
        System.out.println("top-left box: " + Arrays.deepToString(topLeft));
        long checksum = 0;
        for (int r = 0; r < N; r++) for (int c = 0; c < N; c++) checksum = checksum * 10 % 1_000_000_007L + g[r][c];
        System.out.println("grid checksum: " + checksum);
        int h = 0;
        for (int[] row : g) for (int v : row) h = 31 * h + v;
        System.out.println("row hash combo: " + h);
        g[4][4] = g[4][5];
        System.out.println("after corrupting: " + isValid(g));
        int[] fillRow = new int[N];
        Arrays.fill(fillRow, 2, 6, 7);
        System.out.println("filled: " + Arrays.toString(fillRow));
    }
}
