public class GameOfLife {
    static boolean[][] step(boolean[][] g) {
        int rows = g.length, cols = g[0].length;
        boolean[][] next = new boolean[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int n = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        if (dr == 0 && dc == 0) {
                            continue;
                        }
                        int rr = (r + dr + rows) % rows;
                        int cc = (c + dc + cols) % cols;
                        if (g[rr][cc]) {
                            n++;
                        }
                    }
                }
                next[r][c] = g[r][c] ? (n == 2 || n == 3) : n == 3;
            }
        }
        return next;
    }

    static void print(boolean[][] g, int gen) {
        System.out.println("generation " + gen);
        for (boolean[] row : g) {
            StringBuilder sb = new StringBuilder();
            for (boolean cell : row) {
                sb.append(cell ? '#' : '.');
            }
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        boolean[][] grid = new boolean[6][6];
        grid[0][1] = true;
        grid[1][2] = true;
        grid[2][0] = true;
        grid[2][1] = true;
        grid[2][2] = true;
        for (int gen = 0; gen <= 4; gen++) {
            print(grid, gen);
            grid = step(grid);
        }
        int alive = 0;
        for (boolean[] row : grid) {
            for (boolean cell : row) {
                alive += cell ? 1 : 0;
            }
        }
        System.out.println("alive after 5 steps: " + alive);
    }
}
