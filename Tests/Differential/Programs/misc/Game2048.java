import java.util.ArrayList;
import java.util.List;

public class Game2048 {
    static final int N = 4;
    static long rngState = 12345L;
    static int score = 0;

    static int nextRand(int bound) {
        // 32-bit LCG (Numerical Recipes constants) kept in a long with a mask
        rngState = (rngState * 1664525L + 1013904223L) & 0xFFFFFFFFL;
        return (int) ((rngState >>> 8) % bound);
    }

    static void spawn(int[][] b) {
        List<Integer> empty = new ArrayList<>();
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                if (b[r][c] == 0) empty.add(r * N + c);
            }
        }
        if (empty.isEmpty()) return;
        int idx = empty.get(nextRand(empty.size()));
        int value = nextRand(10) == 0 ? 4 : 2;
        b[idx / N][idx % N] = value;
    }

    // slide and merge a single row to the left; returns points gained
    static int slideRow(int[] row) {
        int[] out = new int[N];
        int k = 0;
        int gained = 0;
        int pending = 0;
        for (int i = 0; i < N; i++) {
            int v = row[i];
            if (v == 0) continue;
            if (pending == 0) {
                pending = v;
            } else if (pending == v) {
                out[k++] = v * 2;
                gained += v * 2;
                pending = 0;
            } else {
                out[k++] = pending;
                pending = v;
            }
        }
        if (pending != 0) out[k++] = pending;
        System.arraycopy(out, 0, row, 0, N);
        return gained;
    }

    static int[][] rotateClockwise(int[][] b) {
        int[][] r = new int[N][N];
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                r[j][N - 1 - i] = b[i][j];
            }
        }
        return r;
    }

    static int[][] copy(int[][] b) {
        int[][] c = new int[N][];
        for (int i = 0; i < N; i++) c[i] = b[i].clone();
        return c;
    }

    static boolean same(int[][] a, int[][] b) {
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                if (a[i][j] != b[i][j]) return false;
            }
        }
        return true;
    }

    // number of clockwise rotations so that the move becomes a left slide
    static int rotationsFor(char move) {
        switch (move) {
            case 'L': return 0;
            case 'D': return 1;
            case 'R': return 2;
            case 'U': return 3;
            default: throw new IllegalArgumentException("bad move " + move);
        }
    }

    static int[][] move(int[][] b, char m, int[] gainedOut) {
        int rot = rotationsFor(m);
        int[][] work = copy(b);
        for (int i = 0; i < rot; i++) work = rotateClockwise(work);
        int gained = 0;
        for (int r = 0; r < N; r++) gained += slideRow(work[r]);
        for (int i = 0; i < (4 - rot) % 4; i++) work = rotateClockwise(work);
        gainedOut[0] = gained;
        return work;
    }

    static boolean canMove(int[][] b) {
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                if (b[r][c] == 0) return true;
                if (c + 1 < N && b[r][c] == b[r][c + 1]) return true;
                if (r + 1 < N && b[r][c] == b[r + 1][c]) return true;
            }
        }
        return false;
    }

    static int maxTile(int[][] b) {
        int m = 0;
        for (int[] row : b) for (int v : row) m = Math.max(m, v);
        return m;
    }

    static void print(int[][] b) {
        for (int[] row : b) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) {
                sb.append(v == 0 ? "    ." : String.format("%5d", v));
            }
            System.out.println(sb.toString());
        }
    }

    static String compact(int[][] b) {
        StringBuilder sb = new StringBuilder("[");
        for (int r = 0; r < N; r++) {
            if (r > 0) sb.append(" | ");
            for (int c = 0; c < N; c++) {
                if (c > 0) sb.append(' ');
                sb.append(b[r][c]);
            }
        }
        return sb.append(']').toString();
    }

    public static void main(String[] args) {
        // unit checks of row merging
        int[][] rows = {{2, 2, 2, 2}, {2, 0, 2, 4}, {4, 4, 8, 8}, {2, 4, 8, 16}, {0, 0, 0, 2}, {8, 0, 8, 8}};
        for (int[] row : rows) {
            int[] r = row.clone();
            int g = slideRow(r);
            System.out.println("slide " + java.util.Arrays.toString(row) + " -> "
                + java.util.Arrays.toString(r) + " +" + g);
        }

        int[][] board = new int[N][N];
        spawn(board);
        spawn(board);
        System.out.println("Start:");
        print(board);

        String script = "LURDLLUDRRULDLURRDLUULDRDDLLURDU";
        int moveCount = 0;
        int wasted = 0;
        int[] gained = new int[1];
        for (int i = 0; i < script.length(); i++) {
            char m = script.charAt(i);
            int[][] next = move(board, m, gained);
            if (same(board, next)) {
                wasted++;
                System.out.println(String.format("%2d %s: no change", i + 1, m));
                continue;
            }
            board = next;
            score += gained[0];
            moveCount++;
            spawn(board);
            System.out.println(String.format("%2d %s: +%d score=%d max=%d %s", i + 1, m, gained[0], score,
                maxTile(board), compact(board)));
            if (moveCount % 8 == 0) {
                print(board);
            }
            if (!canMove(board)) {
                System.out.println("Game over!");
                break;
            }
        }
        System.out.println("Final board after " + moveCount + " effective moves (" + wasted + " wasted):");
        print(board);
        System.out.println("Score " + score + ", max tile " + maxTile(board) + ", can move: " + canMove(board));
    }
}
