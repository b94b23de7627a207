public class FlwGridSearch {
    static final int[][] GRID = {
        {3, 8, 1, 9, 4},
        {7, 0, 6, 2, 5},
        {1, 4, 9, 9, 3},
        {6, 2, 8, 0, 7}
    };

    static String findFirst(int target) {
        int row = -1;
        int col = -1;
        search:
        for (int r = 0; r < GRID.length; r++) {
            for (int c = 0; c < GRID[r].length; c++) {
                if (GRID[r][c] == target) {
                    row = r;
                    col = c;
                    break search;
                }
            }
        }
        return row < 0 ? "not found" : "(" + row + "," + col + ")";
    }

    static boolean isPalindromeRow(int[] row) {
        for (int i = 0, j = row.length - 1; i < j; i++, j--) {
            if (row[i] != row[j]) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) {
        for (int t : new int[]{9, 0, 5, 11}) {
            System.out.println("first " + t + " at " + findFirst(t));
        }

        int rowsWithZero = 0;
        rows:
        for (int r = 0; r < GRID.length; r++) {
            int partial = 0;
            for (int c = 0; c < GRID[r].length; c++) {
                if (GRID[r][c] == 0) {
                    rowsWithZero++;
                    System.out.println("row " + r + " has zero at col " + c + ", partial sum " + partial);
                    continue rows;
                }
                partial += GRID[r][c];
            }
            System.out.println("row " + r + " full sum " + partial);
        }
        System.out.println("rows with zero: " + rowsWithZero);

        int bestSum = Integer.MIN_VALUE;
        String bestPos = "";
        for (int r = 0; r + 1 < GRID.length; r++) {
            for (int c = 0; c + 1 < GRID[r].length; c++) {
                int s = GRID[r][c] + GRID[r][c + 1] + GRID[r + 1][c] + GRID[r + 1][c + 1];
                if (s > bestSum) {
                    bestSum = s;
                    bestPos = r + "," + c;
                }
            }
        }
        System.out.println("best 2x2 block at " + bestPos + " sum " + bestSum);

        int steps = 0;
        for (int i = 0, j = GRID[0].length - 1, k = 10; i < GRID.length && j >= 0; i++, j--, k += 5) {
            steps++;
            System.out.println(String.format("diag i=%d j=%d k=%d value=%d", i, j, k, GRID[i][j]));
        }
        System.out.println("anti-diagonal steps: " + steps);

        int[][] candidates = {{1, 2, 1}, {4, 5, 5, 4}, {7, 3, 8}, {2}};
        for (int[] cand : candidates) {
            System.out.println("palindrome " + cand.length + "-row: " + isPalindromeRow(cand));
        }

        int pairR = -1, pairC = -1;
        pair: {
            for (int r = 0; r < GRID.length; r++) {
                for (int c = 0; c + 1 < GRID[r].length; c++) {
                    if (GRID[r][c] == GRID[r][c + 1]) {
                        pairR = r;
                        pairC = c;
                        break pair;
                    }
                }
            }
            System.out.println("no adjacent pair");
        }
        System.out.println("adjacent equal pair at " + pairR + "," + pairC);

        int r = 0, c = 0, moves = 0;
        walk:
        while (true) {
            int v = GRID[r][c];
            moves++;
            System.out.println(String.format("walk %d at (%d,%d) value %d", moves, r, c, v));
            switch (v % 3) {
                case 0:
                    r++;
                    break;
                case 1:
                    c++;
                    break;
                default:
                    r++;
                    c++;
            }
            if (r >= GRID.length || c >= GRID[0].length) {
                System.out.println("walked off the grid at (" + r + "," + c + ")");
                break walk;
            }
        }
    }
}
