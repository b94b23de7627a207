import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ArrMinesweeper {
    static final char MINE = '*';

    static char[][] build(String... rows) {
        char[][] g = new char[rows.length][];
        for (int i = 0; i < rows.length; i++) g[i] = rows[i].toCharArray();
        return g;
    }

    static char[][] annotate(char[][] mines) {
        int h = mines.length, w = mines[0].length;
        char[][] out = new char[h][w];
        int[][] dirs = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                if (mines[r][c] == MINE) { out[r][c] = MINE; continue; }
                int n = 0;
                for (int[] d : dirs) {
                    int rr = r + d[0], cc = c + d[1];
                    if (rr >= 0 && rr < h && cc >= 0 && cc < w && mines[rr][cc] == MINE) n++;
                }
                out[r][c] = n == 0 ? '.' : (char) ('0' + n);
            }
        }
        return out;
    }

    static int flood(char[][] board, boolean[][] open, int r, int c) {
        if (r < 0 || r >= board.length || c < 0 || c >= board[0].length) return 0;
        if (open[r][c] || board[r][c] == MINE) return 0;
        open[r][c] = true;
        int count = 1;
        if (board[r][c] == '.') {
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++)
                    if (dr != 0 || dc != 0) count += flood(board, open, r + dr, c + dc);
        }
        return count;
    }

    static void show(char[][] board, boolean[][] open) {
        for (int r = 0; r < board.length; r++) {
            char[] line = new char[board[r].length];
            for (int c = 0; c < line.length; c++) line[c] = open[r][c] ? board[r][c] : '#';
            System.out.println("  " + new String(line));
        }
    }

    public static void main(String[] args) {
        char[][] mines = build(
            "*.......",
            "........",
            "...*....",
            "........",
            ".....**.",
            "........");
        char[][] board = annotate(mines);
        for (char[] row : board) System.out.println(String.valueOf(row));
        System.out.println("row 4 chars: " + Arrays.toString(board[4]));
        int sum = 0;
        for (char[] row : board)
            for (char ch : row)
                if (ch >= '1' && ch <= '8') sum += ch - '0';
        System.out.println("sum of numbers: " + sum);

        boolean[][] open = new boolean[board.length][board[0].length];
        int opened = flood(board, open, 5, 0);
        System.out.println("opened from (5,0): " + opened);
        show(board, open);
        opened = flood(board, open, 0, 7);
        System.out.println("opened from (0,7): " + opened);
        show(board, open);

        int hidden = 0;
        for (boolean[] row : open) for (boolean b : row) if (!b) hidden++;
        System.out.println("hidden cells: " + hidden);

        List<String> mineCoords = new ArrayList<>();
        for (int r = 0; r < mines.length; r++)
            for (int c = 0; c < mines[r].length; c++)
                if (mines[r][c] == MINE) mineCoords.add((char) ('A' + c) + "" + (r + 1));
        System.out.println("mines at " + mineCoords);

        char[][] jag = new char[3][];
        jag[0] = new char[]{'a'};
        jag[1] = new char[]{'b', 'c'};
        jag[2] = new char[]{'d', 'e', 'f'};
        for (char[] row : jag) {
            for (int i = 0; i < row.length; i++) row[i] += 2;
            System.out.println("shifted: " + Arrays.toString(row) + " len=" + row.length);
        }
        try {
            char bad = jag[1][2];
            System.out.println("unexpected " + bad);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught out-of-bounds on jagged row");
        }
        char c = 'z';
        c++;
        System.out.println("z+1 as int: " + (int) c + ", back: " + (char) (c - 1));
        System.out.println("digit arithmetic: " + ('7' - '0') * ('3' - '0'));
    }
}
