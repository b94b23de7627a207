import java.util.ArrayList;
import java.util.List;

public class SimTicTacToe {
    public static void main(String[] args) {
        Player[][] matchups = {
            { new MinimaxPlayer("Minimax-X"), new FirstFreePlayer("FirstFree-O") },
            { new FirstFreePlayer("FirstFree-X"), new MinimaxPlayer("Minimax-O") },
            { new MinimaxPlayer("Minimax-X"), new MinimaxPlayer("Minimax-O") }
        };
        int game = 1;
        for (Player[] pair : matchups) {
            System.out.println("=== Game " + game++ + ": " + pair[0].name() + " vs " + pair[1].name() + " ===");
            char result = play(pair[0], pair[1]);
            System.out.println(result == '-' ? "Result: draw" : "Result: " + result + " wins");
            System.out.println();
        }
    }

    static char play(Player x, Player o) {
        Board board = new Board();
        char turn = 'X';
        while (board.winner() == ' ' && !board.full()) {
            Player p = turn == 'X' ? x : o;
            Move m = p.choose(board, turn);
            board.set(m.row(), m.col(), turn);
            System.out.println(p.name() + " plays " + m);
            System.out.print(board.render());
            turn = turn == 'X' ? 'O' : 'X';
        }
        char w = board.winner();
        return w == ' ' ? '-' : w;
    }
}

record Move(int row, int col) {}

interface Player {
    String name();
    Move choose(Board board, char me);
}

class Board {
    final char[][] cells = new char[3][3];

    Board() {
        for (char[] row : cells) java.util.Arrays.fill(row, ' ');
    }

    void set(int r, int c, char v) { cells[r][c] = v; }

    boolean full() {
        for (char[] row : cells)
            for (char ch : row)
                if (ch == ' ') return false;
        return true;
    }

    List<Move> freeMoves() {
        List<Move> list = new ArrayList<>();
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++)
                if (cells[r][c] == ' ') list.add(new Move(r, c));
        return list;
    }

    char winner() {
        int[][] lines = {{0,0,0,1,0,2},{1,0,1,1,1,2},{2,0,2,1,2,2},{0,0,1,0,2,0},
                         {0,1,1,1,2,1},{0,2,1,2,2,2},{0,0,1,1,2,2},{0,2,1,1,2,0}};
        for (int[] l : lines) {
            char a = cells[l[0]][l[1]];
            if (a != ' ' && a == cells[l[2]][l[3]] && a == cells[l[4]][l[5]]) return a;
        }
        return ' ';
    }

    String render() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 3; r++) {
            sb.append(' ');
            for (int c = 0; c < 3; c++) {
                sb.append(cells[r][c] == ' ' ? '.' : cells[r][c]);
                if (c < 2) sb.append(" | ");
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}

class FirstFreePlayer implements Player {
    private final String name;
    FirstFreePlayer(String name) { this.name = name; }
    public String name() { return name; }
    public Move choose(Board board, char me) { return board.freeMoves().get(0); }
}

class MinimaxPlayer implements Player {
    private final String name;
    private long nodes;
    MinimaxPlayer(String name) { this.name = name; }
    public String name() { return name; }

    public Move choose(Board board, char me) {
        nodes = 0;
        Move best = null;
        int bestScore = Integer.MIN_VALUE;
        for (Move m : board.freeMoves()) {
            board.set(m.row(), m.col(), me);
            int score = minimax(board, opponent(me), me, 1);
            board.set(m.row(), m.col(), ' ');
            if (score > bestScore) { bestScore = score; best = m; }
        }
        System.out.println("  [" + name + " searched " + nodes + " nodes, best score " + bestScore + "]");
        return best;
    }

    private int minimax(Board board, char turn, char me, int depth) {
        nodes++;
        char w = board.winner();
        if (w == me) return 10 - depth;
        if (w != ' ') return depth - 10;
        if (board.full()) return 0;
        boolean maximizing = turn == me;
        int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (Move m : board.freeMoves()) {
            board.set(m.row(), m.col(), turn);
            int s = minimax(board, opponent(turn), me, depth + 1);
            board.set(m.row(), m.col(), ' ');
            best = maximizing ? Math.max(best, s) : Math.min(best, s);
        }
        return best;
    }

    static char opponent(char c) { return c == 'X' ? 'O' : 'X'; }
}
