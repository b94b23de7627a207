import java.util.ArrayList;
import java.util.List;

public class GameLife {
    static final int ROWS = 8;
    static final int COLS = 12;

    static boolean[][] step(boolean[][] g) {
        boolean[][] next = new boolean[ROWS][COLS];
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                int n = neighbors(g, r, c);
                if (g[r][c]) {
                    next[r][c] = n == 2 || n == 3;
                } else {
                    next[r][c] = n == 3;
                }
            }
        }
        return next;
    }

    static int neighbors(boolean[][] g, int r, int c) {
        int count = 0;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (dr == 0 && dc == 0) continue;
                int rr = (r + dr + ROWS) % ROWS;
                int cc = (c + dc + COLS) % COLS;
                if (g[rr][cc]) count++;
            }
        }
        return count;
    }

    static int population(boolean[][] g) {
        int p = 0;
        for (boolean[] row : g) {
            for (boolean b : row) {
                if (b) p++;
            }
        }
        return p;
    }

    static String key(boolean[][] g) {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : g) {
            for (boolean b : row) {
                sb.append(b ? '1' : '0');
            }
        }
        return sb.toString();
    }

    static long checksum(boolean[][] g) {
        long h = 17;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                if (g[r][c]) {
                    h = (h * 31 + r * COLS + c) & 0xFFFFFFFFL;
                }
            }
        }
        return h;
    }

    static void print(int gen, boolean[][] g) {
        System.out.println("Gen " + gen + " pop=" + population(g) + " checksum=" + checksum(g));
        for (boolean[] row : g) {
            StringBuilder sb = new StringBuilder();
            for (boolean b : row) {
                sb.append(b ? '#' : '.');
            }
            System.out.println(sb.toString());
        }
    }

    static boolean[][] parse(String[] rows) {
        boolean[][] g = new boolean[ROWS][COLS];
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) {
                g[r][c] = rows[r].charAt(c) == '#';
            }
        }
        return g;
    }

    public static void main(String[] args) {
        String[] start = {
            ".#..........",
            "..#.....###.",
            "###.........",
            "............",
            "............",
            "......##....",
            "......##....",
            "............"
        };
        boolean[][] g = parse(start);
        print(0, g);
        for (int gen = 1; gen <= 5; gen++) {
            g = step(g);
            print(gen, g);
        }

        // Run longer silently and track populations; detect cycles
        List<String> seen = new ArrayList<>();
        List<Integer> pops = new ArrayList<>();
        seen.add(key(g));
        int cycleStart = -1;
        int cycleAt = -1;
        for (int gen = 6; gen <= 80; gen++) {
            g = step(g);
            String k = key(g);
            pops.add(population(g));
            int idx = seen.indexOf(k);
            if (idx >= 0) {
                cycleStart = idx + 5;
                cycleAt = gen;
                break;
            }
            seen.add(k);
        }
        StringBuilder sb = new StringBuilder("Populations gen6+: ");
        for (int i = 0; i < pops.size(); i++) {
            if (i > 0) sb.append(' ');
            sb.append(pops.get(i));
        }
        System.out.println(sb.toString());
        if (cycleAt >= 0) {
            System.out.println("Cycle: gen " + cycleAt + " repeats gen " + cycleStart
                + " (period " + (cycleAt - cycleStart) + ")");
        } else {
            System.out.println("No cycle within 80 generations");
        }
        print(cycleAt >= 0 ? cycleAt : 80, g);
    }
}
