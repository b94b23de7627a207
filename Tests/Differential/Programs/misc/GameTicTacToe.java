import java.util.ArrayList;
import java.util.List;

public class GameTicTacToe {
    static final char EMPTY = '.';
    static int nodes = 0;

    static char[][] newBoard() {
        char[][] b = new char[3][3];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                b[r][c] = EMPTY;
            }
        }
        return b;
    }

    static void printBoard(char[][] b) {
        for (int r = 0; r < 3; r++) {
            StringBuilder sb = new StringBuilder("  ");
            for (int c = 0; c < 3; c++) {
                sb.append(b[r][c]);
                if (c < 2) sb.append(" | ");
            }
            System.out.println(sb.toString());
        }
    }

    static char winner(char[][] b) {
        int[][] lines = {
            {0, 0, 0, 1, 0, 2}, {1, 0, 1, 1, 1, 2}, {2, 0, 2, 1, 2, 2},
            {0, 0, 1, 0, 2, 0}, {0, 1, 1, 1, 2, 1}, {0, 2, 1, 2, 2, 2},
            {0, 0, 1, 1, 2, 2}, {0, 2, 1, 1, 2, 0}
        };
        for (int[] l : lines) {
            char a = b[l[0]][l[1]];
            if (a != EMPTY && a == b[l[2]][l[3]] && a == b[l[4]][l[5]]) {
                return a;
            }
        }
        return EMPTY;
    }

    static boolean full(char[][] b) {
        for (char[] row : b) {
            for (char ch : row) {
                if (ch == EMPTY) return false;
            }
        }
        return true;
    }

    static char other(char p) {
        return p == 'X' ? 'O' : 'X';
    }

    // score from perspective of 'me'
    static int minimax(char[][] b, char toMove, char me, int depth) {
        nodes++;
        char w = winner(b);
        if (w == me) return 10 - depth;
        if (w != EMPTY) return depth - 10;
        if (full(b)) return 0;
        boolean maximizing = toMove == me;
        int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                if (b[r][c] != EMPTY) continue;
                b[r][c] = toMove;
                int s = minimax(b, other(toMove), me, depth + 1);
                b[r][c] = EMPTY;
                if (maximizing) {
                    best = Math.max(best, s);
                } else {
                    best = Math.min(best, s);
                }
            }
        }
        return best;
    }

    static int[] bestMove(char[][] b, char player) {
        int bestScore = Integer.MIN_VALUE;
        int[] move = {-1, -1};
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                if (b[r][c] != EMPTY) continue;
                b[r][c] = player;
                int s = minimax(b, other(player), player, 1);
                b[r][c] = EMPTY;
                if (s > bestScore) {
                    bestScore = s;
                    move[0] = r;
                    move[1] = c;
                }
            }
        }
        return new int[]{move[0], move[1], bestScore};
    }

    static String playGame(String title, char[][] b, char start) {
        System.out.println("=== " + title + " ===");
        printBoard(b);
        char turn = start;
        int moveNo = 0;
        List<String> history = new ArrayList<>();
        while (winner(b) == EMPTY && !full(b)) {
            nodes = 0;
            int[] m = bestMove(b, turn);
            b[m[0]][m[1]] = turn;
            moveNo++;
            history.add("" + turn + m[0] + m[1]);
            System.out.println("Move " + moveNo + ": " + turn + " -> (" + m[0] + "," + m[1]
                + ") score=" + m[2] + " nodes=" + nodes);
            printBoard(b);
            turn = other(turn);
        }
        char w = winner(b);
        String result = w == EMPTY ? "draw" : (w + " wins");
        System.out.println("Result: " + result + " history=" + String.join(",", history));
        return result;
    }

    public static void main(String[] args) {
        List<String> results = new ArrayList<>();
        // Game 1: from a board with one opening move already made
        char[][] b1 = newBoard();
        b1[1][1] = 'X';
        results.add(playGame("Game 1: X opened center", b1, 'O'));

        // Game 2: O made a weak reply, X should exploit it
        char[][] b2 = newBoard();
        b2[0][0] = 'X';
        b2[0][1] = 'O';
        results.add(playGame("Game 2: O replied on edge", b2, 'X'));

        // Game 3: O to move and must block
        char[][] b3 = newBoard();
        b3[0][0] = 'X';
        b3[1][1] = 'O';
        b3[2][2] = 'X';
        b3[0][2] = 'O';
        b3[2][0] = 'X';
        results.add(playGame("Game 3: midgame, O to move", b3, 'O'));

        System.out.println("Summary:");
        for (int i = 0; i < results.size(); i++) {
            System.out.println("  game " + (i + 1) + ": " + results.get(i));
        }
    }
}
