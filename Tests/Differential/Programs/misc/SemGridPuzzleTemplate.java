import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class SemGridPuzzleTemplate {
    static final int[][] DIRS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

    static char[][] parse(String... rows) {
        char[][] g = new char[rows.length][];
        for (int r = 0; r < rows.length; r++) g[r] = rows[r].toCharArray();
        return g;
    }

    static String render(char[][] g) {
        return Arrays.stream(g).map(String::valueOf).collect(Collectors.joining("/"));
    }

    static int[][] rotate(int[][] m) {
        int n = m.length, k = m[0].length;
        int[][] out = new int[k][n];
        for (int r = 0; r < n; r++)
            for (int c = 0; c < k; c++)
                out[c][n - 1 - r] = m[r][c];
        return out;
    }

    static List<Integer> spiral(int[][] m) {
        List<Integer> out = new ArrayList<>();
        int top = 0, bottom = m.length - 1, left = 0, right = m[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int c = left; c <= right; c++) out.add(m[top][c]);
            for (int r = ++top; r <= bottom; r++) out.add(m[r][right]);
            right--;
            if (top <= bottom) { for (int c = right; c >= left; c--) out.add(m[bottom][c]); bottom--; }
            if (left <= right) { for (int r = bottom; r >= top; r--) out.add(m[r][left]); left++; }
        }
        return out;
    }

    static int flood(char[][] g, int sr, int sc, char fill) {
        char target = g[sr][sc];
        if (target == fill) return 0;
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{sr, sc});
        g[sr][sc] = fill;
        int count = 0;
        while (!q.isEmpty()) {
            int[] p = q.poll();
            count++;
            for (int[] d : DIRS) {
                int nr = p[0] + d[0], nc = p[1] + d[1];
                if (nr < 0 || nc < 0 || nr >= g.length || nc >= g[nr].length || g[nr][nc] != target) continue;
                g[nr][nc] = fill;
                q.add(new int[]{nr, nc});
            }
        }
        return count;
    }

    static String fill(String template, Map<String, Object> vars) {
        Matcher m = Pattern.compile("\\$\\{(\\w+)(?::([^}]*))?}").matcher(template);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            Object v = vars.get(m.group(1));
            String rep = v != null ? v.toString() : m.group(2) != null ? m.group(2) : "?" + m.group(1) + "?";
            m.appendReplacement(sb, Matcher.quoteReplacement(rep));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    static String classify(int v) {
        return v < 0 ? "neg" : v == 0 ? "zero" : v % 2 == 0 ? (v > 10 ? "big-even" : "even") : "odd";
    }

    public static void main(String[] args) {
        char[][] g = parse("..#..", ".##..", "....#", "###..");
        System.out.println("grid=" + render(g));
        System.out.println("flood from (0,0) filled=" + flood(g, 0, 0, 'o') + " -> " + render(g));
        System.out.println("flood again=" + flood(g, 0, 0, 'o') + " flood # =" + flood(g, 3, 0, '='));
        System.out.println("after=" + render(g));

        int[][] m = new int[3][4];
        int v = 1;
        for (int[] row : m) for (int c = 0; c < row.length; c++) row[c] = v++;
        System.out.println("m=" + Arrays.deepToString(m));
        System.out.println("rot=" + Arrays.deepToString(rotate(m)));
        System.out.println("spiral=" + spiral(m));
        System.out.println("spiral rot=" + spiral(rotate(m)));

        // labeled search for first cell whose value is divisible by 7, skipping row 0
        int foundR = -1, foundC = -1;
        search:
        for (int r = 0; r < m.length; r++) {
            if (r == 0) continue search;
            for (int c = 0; c < m[r].length; c++) {
                if (m[r][c] % 7 == 0) { foundR = r; foundC = c; break search; }
            }
        }
        System.out.println("found at " + foundR + "," + foundC);

        int[] row = {9, 4, 7, 1, 8, 2, 6};
        Arrays.sort(row, 2, 6);
        System.out.println("range sorted=" + Arrays.toString(row));
        Arrays.fill(row, 1, 3, 0);
        System.out.println("filled=" + Arrays.toString(row) + " binarySearch 8=" + Arrays.binarySearch(new int[]{1, 3, 5, 8}, 8)
            + " missing=" + Arrays.binarySearch(new int[]{1, 3, 5, 8}, 4));
        char[] board = new char[6];
        Arrays.fill(board, '-');
        board[2] = 'X';
        System.out.println("board=" + new String(board) + " len=" + board.length);

        int h = 0;
        for (char[] r : g) for (char ch : r) h = h * 131 + ch;
        System.out.println("grid hash=" + h + " hex=" + Integer.toHexString(h));

        int steps = 0, n = 27;
        do {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
        } while (n != 1);
        System.out.println("collatz(27) steps=" + steps);

        StringBuilder diag = new StringBuilder();
        for (int i = 0, j = 3, k = 0; i < 4 && j >= 0; i++, j--, k += i * j) diag.append(i).append(j).append(':').append(k).append(' ');
        System.out.println("multi-update=" + diag.toString().strip());

        for (int x : new int[]{-3, 0, 4, 12, 7}) System.out.print(classify(x) + " ");
        System.out.println();

        char col = 'a';
        col += 2;
        int colIdx = col - 'a';
        char next = (char) (col + 1);
        System.out.println("col=" + col + " idx=" + colIdx + " next=" + next + " sum=" + (col + next) + " concat=" + col + next);
        String cellName = "" + (char) ('A' + 3) + (1 + 2);
        System.out.println("cell=" + cellName + " digit=" + Character.getNumericValue('7') + " fromDigit=" + Character.forDigit(11, 16));

        Map<String, Object> vars = new HashMap<>();
        vars.put("user", "Ada");
        vars.put("count", 3);
        vars.put("price", 2.5);
        vars.put("money", "$5");
        System.out.println(fill("Hi ${user}, you have ${count} items at ${price} each.", vars));
        System.out.println(fill("Missing ${ghost} and default ${mood:calm}; cost ${money}", vars));
        String cmd = "move";
        for (String c : List.of("move", "MOVE", "rotate", "quit")) {
            String res = switch (c.toLowerCase()) {
                case "move", "go" -> "moving";
                case "rotate" -> {
                    String dir = c.length() > 5 ? "cw" : "ccw";
                    yield "rotating " + dir;
                }
                default -> "unknown:" + c;
            };
            System.out.println(c + " => " + res + (c.equals(cmd) ? " (same)" : ""));
        }
        String banner = String.format("%-8s|%5d|%x|%s|%.2f", "grid", 42, 255, 'c', 3.14159);
        System.out.println(banner);
    }
}
