import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

public class GameMaze {
    static final int[] DR = {-1, 0, 1, 0};
    static final int[] DC = {0, 1, 0, -1};
    static final String[] DIR_NAMES = {"U", "R", "D", "L"};

    static int explored = 0;

    static char[][] toGrid(String[] rows) {
        char[][] g = new char[rows.length][];
        for (int i = 0; i < rows.length; i++) {
            g[i] = rows[i].toCharArray();
        }
        return g;
    }

    static int[] find(char[][] g, char ch) {
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[r].length; c++) {
                if (g[r][c] == ch) return new int[]{r, c};
            }
        }
        return new int[]{-1, -1};
    }

    static boolean open(char[][] g, int r, int c) {
        return r >= 0 && r < g.length && c >= 0 && c < g[r].length && g[r][c] != '#';
    }

    static List<int[]> bfs(char[][] g, int[] s, int[] e) {
        int rows = g.length;
        int cols = g[0].length;
        int[][] prev = new int[rows][cols];
        boolean[][] seen = new boolean[rows][cols];
        for (int[] row : prev) java.util.Arrays.fill(row, -1);
        Deque<int[]> q = new ArrayDeque<>();
        q.addLast(s);
        seen[s[0]][s[1]] = true;
        explored = 0;
        while (!q.isEmpty()) {
            int[] cur = q.pollFirst();
            explored++;
            if (cur[0] == e[0] && cur[1] == e[1]) {
                List<int[]> path = new ArrayList<>();
                int r = cur[0], c = cur[1];
                while (!(r == s[0] && c == s[1])) {
                    path.add(new int[]{r, c});
                    int p = prev[r][c];
                    r = p / cols;
                    c = p % cols;
                }
                path.add(new int[]{s[0], s[1]});
                Collections.reverse(path);
                return path;
            }
            for (int d = 0; d < 4; d++) {
                int nr = cur[0] + DR[d], nc = cur[1] + DC[d];
                if (open(g, nr, nc) && !seen[nr][nc]) {
                    seen[nr][nc] = true;
                    prev[nr][nc] = cur[0] * cols + cur[1];
                    q.addLast(new int[]{nr, nc});
                }
            }
        }
        return new ArrayList<>();
    }

    static boolean dfs(char[][] g, int r, int c, int[] e, boolean[][] seen, List<int[]> path) {
        seen[r][c] = true;
        explored++;
        path.add(new int[]{r, c});
        if (r == e[0] && c == e[1]) return true;
        for (int d = 0; d < 4; d++) {
            int nr = r + DR[d], nc = c + DC[d];
            if (open(g, nr, nc) && !seen[nr][nc]) {
                if (dfs(g, nr, nc, e, seen, path)) return true;
            }
        }
        path.remove(path.size() - 1);
        return false;
    }

    static String directions(List<int[]> path) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < path.size(); i++) {
            int dr = path.get(i)[0] - path.get(i - 1)[0];
            int dc = path.get(i)[1] - path.get(i - 1)[1];
            for (int d = 0; d < 4; d++) {
                if (DR[d] == dr && DC[d] == dc) sb.append(DIR_NAMES[d]);
            }
        }
        return sb.toString();
    }

    static void show(char[][] g, List<int[]> path, char mark) {
        char[][] copy = new char[g.length][];
        for (int i = 0; i < g.length; i++) copy[i] = g[i].clone();
        for (int[] p : path) {
            if (copy[p[0]][p[1]] == '.') copy[p[0]][p[1]] = mark;
        }
        for (char[] row : copy) System.out.println("  " + new String(row));
    }

    static void solve(String name, String[] rows) {
        System.out.println("=== Maze " + name + " (" + rows.length + "x" + rows[0].length() + ") ===");
        char[][] g = toGrid(rows);
        int[] s = find(g, 'S');
        int[] e = find(g, 'E');
        List<int[]> bp = bfs(g, s, e);
        int bfsExplored = explored;
        if (bp.isEmpty()) {
            System.out.println("BFS: no path (explored " + bfsExplored + " cells)");
        } else {
            System.out.println("BFS: length " + (bp.size() - 1) + ", explored " + bfsExplored
                + ", moves " + directions(bp));
            show(g, bp, '*');
        }
        explored = 0;
        List<int[]> dp = new ArrayList<>();
        boolean found = dfs(g, s[0], s[1], e, new boolean[g.length][g[0].length], dp);
        if (!found) {
            System.out.println("DFS: no path (explored " + explored + " cells)");
        } else {
            System.out.println("DFS: length " + (dp.size() - 1) + ", explored " + explored
                + ", moves " + directions(dp));
            show(g, dp, 'o');
            int diff = dp.size() - bp.size();
            System.out.println("DFS path is " + diff + " steps longer than BFS");
        }
    }

    public static void main(String[] args) {
        String[] maze1 = {
            "##########",
            "#S...#...#",
            "#.##.#.#.#",
            "#.#..#.#.#",
            "#.#.##.#.#",
            "#...#..#.#",
            "###...##.#",
            "#...#...E#",
            "##########"
        };
        String[] maze2 = {
            "###########",
            "#S........#",
            "#.#######.#",
            "#.#.....#.#",
            "#.#.###.#.#",
            "#...#E..#.#",
            "#####.###.#",
            "#.........#",
            "###########"
        };
        String[] maze3 = {
            "#######",
            "#S..#.#",
            "#.#.#.#",
            "#...#E#",
            "#######"
        };
        solve("one", maze1);
        solve("two", maze2);
        solve("three", maze3);
    }
}
