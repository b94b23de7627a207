import java.util.ArrayDeque;
import java.util.Arrays;

public class LegacyMinesweeper {

    public static final int CELL_HIDDEN = 0;
    public static final int CELL_REVEALED = 1;
    public static final int CELL_FLAGGED = 2;

    public static final int GAME_PLAYING = 0;
    public static final int GAME_WON = 1;
    public static final int GAME_LOST = 2;

    public static final int MINE = -1;

    static class Board implements Cloneable {
        final int rows;
        final int cols;
        int[][] counts;
        int[][] state;
        int mineCount;
        int gameState = GAME_PLAYING;

        Board(int rows, int cols, String[] layout) {
            this.rows = rows;
            this.cols = cols;
            counts = new int[rows][cols];
            state = new int[rows][cols];
            for (int r = 0; r < rows; r++) {
                Arrays.fill(state[r], CELL_HIDDEN);
                char[] line = layout[r].toCharArray();
                for (int c = 0; c < cols; c++) {
                    if (line[c] == '*') {
                        counts[r][c] = MINE;
                        mineCount++;
                    }
                }
            }
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    if (counts[r][c] != MINE) {
                        counts[r][c] = countNeighbors(r, c);
                    }
                }
            }
        }

        boolean inBounds(int r, int c) {
            return r >= 0 && r < rows && c >= 0 && c < cols;
        }

        int countNeighbors(int r, int c) {
            int n = 0;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    if ((dr != 0 || dc != 0) && inBounds(r + dr, c + dc) && counts[r + dr][c + dc] == MINE) {
                        n++;
                    }
                }
            }
            return n;
        }

        int reveal(int r, int c) {
            if (!inBounds(r, c) || state[r][c] != CELL_HIDDEN || gameState != GAME_PLAYING) {
                return 0;
            }
            if (counts[r][c] == MINE) {
                state[r][c] = CELL_REVEALED;
                gameState = GAME_LOST;
                return 1;
            }
            int opened = 0;
            ArrayDeque<int[]> queue = new ArrayDeque<int[]>();
            queue.add(new int[] {r, c});
            state[r][c] = CELL_REVEALED;
            while (!queue.isEmpty()) {
                int[] p = queue.poll();
                opened++;
                if (counts[p[0]][p[1]] != 0) continue;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int nr = p[0] + dr, nc = p[1] + dc;
                        if (inBounds(nr, nc) && state[nr][nc] == CELL_HIDDEN && counts[nr][nc] != MINE) {
                            state[nr][nc] = CELL_REVEALED;
                            queue.add(new int[] {nr, nc});
                        }
                    }
                }
            }
            checkWin();
            return opened;
        }

        void toggleFlag(int r, int c) {
            if (state[r][c] == CELL_HIDDEN) state[r][c] = CELL_FLAGGED;
            else if (state[r][c] == CELL_FLAGGED) state[r][c] = CELL_HIDDEN;
        }

        void checkWin() {
            int hidden = 0;
            for (int r = 0; r < rows; r++)
                for (int c = 0; c < cols; c++)
                    if (state[r][c] != CELL_REVEALED) hidden++;
            if (hidden == mineCount) gameState = GAME_WON;
        }

        public Board clone() {
            try {
                Board b = (Board) super.clone();
                b.state = new int[rows][];
                for (int r = 0; r < rows; r++) b.state[r] = state[r].clone();
                return b;
            } catch (CloneNotSupportedException e) {
                throw new RuntimeException("clone failed", e);
            }
        }

        void print(boolean showAll) {
            char[] line = new char[cols];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int v = counts[r][c];
                    if (showAll || state[r][c] == CELL_REVEALED) {
                        line[c] = v == MINE ? '*' : (v == 0 ? '.' : (char) ('0' + v));
                    } else {
                        line[c] = state[r][c] == CELL_FLAGGED ? 'F' : '#';
                    }
                }
                System.out.println("  " + String.valueOf(line));
            }
        }
    }

    static String gameName(int g) {
        switch (g) {
            case GAME_PLAYING: return "playing";
            case GAME_WON: return "won";
            default: return "lost";
        }
    }

    public static void main(String[] args) {
        String[] layout = {
            "*.....*.",
            "........",
            "..*.....",
            "........",
            ".....**.",
            "*.......",
        };
        Board board = new Board(6, 8, layout);
        System.out.println("mines=" + board.mineCount);
        board.print(true);
        Board backup = board.clone();

        int[][] moves = {{3, 0}, {0, 3}, {5, 7}, {2, 7}, {0, 7}};
        for (int i = 0; i < moves.length; i++) {
            int opened = board.reveal(moves[i][0], moves[i][1]);
            System.out.println(String.format("reveal(%d,%d) opened=%2d state=%s", moves[i][0], moves[i][1], opened, gameName(board.gameState)));
        }
        board.toggleFlag(0, 0);
        board.toggleFlag(4, 5);
        board.toggleFlag(4, 5);
        board.print(false);

        int[] flat = new int[board.rows * board.cols];
        for (int r = 0; r < board.rows; r++) {
            System.arraycopy(board.counts[r], 0, flat, r * board.cols, board.cols);
        }
        int[] sorted = flat.clone();
        Arrays.sort(sorted);
        int[] histogram = new int[10];
        for (int v : sorted) {
            if (v >= 0) histogram[v]++;
        }
        System.out.println("histogram " + Arrays.toString(Arrays.copyOf(histogram, 4)));
        System.out.println("min=" + sorted[0] + " max=" + sorted[sorted.length - 1]);

        System.out.println("backup untouched: " + gameName(backup.gameState));
        backup.print(false);
        int[][] safe = {{1, 1}, {3, 4}};
        for (int i = 0; i < safe.length; i++) {
            System.out.println("backup reveal -> " + backup.reveal(safe[i][0], safe[i][1]));
        }
        backup.print(false);
        backup.reveal(4, 5);
        System.out.println("backup now " + gameName(backup.gameState) + ", original " + gameName(board.gameState));
    }
}
