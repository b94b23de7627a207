import java.util.ArrayDeque;
import java.util.Deque;
import java.util.PriorityQueue;

public class GridPathfinding {
    static final String[] MAP = {
        "S..#......",
        ".#.#.####.",
        ".#...#....",
        ".####.#.#.",
        "......#.#E",
    };

    static int bfs(char[][] g, int sr, int sc, int er, int ec) {
        int rows = g.length, cols = g[0].length;
        int[][] dist = new int[rows][cols];
        for (int[] row : dist) {
            java.util.Arrays.fill(row, -1);
        }
        int[][] prev = new int[rows * cols][];
        Deque<int[]> q = new ArrayDeque<>();
        q.add(new int[] {sr, sc});
        dist[sr][sc] = 0;
        int[][] dirs = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        while (!q.isEmpty()) {
            int[] cur = q.poll();
            for (int[] d : dirs) {
                int nr = cur[0] + d[0], nc = cur[1] + d[1];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && g[nr][nc] != '#' && dist[nr][nc] < 0) {
                    dist[nr][nc] = dist[cur[0]][cur[1]] + 1;
                    prev[nr * cols + nc] = cur;
                    q.add(new int[] {nr, nc});
                }
            }
        }
        if (dist[er][ec] > 0) {
            int[] at = {er, ec};
            while (at != null && !(at[0] == sr && at[1] == sc)) {
                if (g[at[0]][at[1]] == '.') {
                    g[at[0]][at[1]] = '*';
                }
                at = prev[at[0] * cols + at[1]];
            }
        }
        return dist[er][ec];
    }

    static int weighted(int[][] cost) {
        int rows = cost.length, cols = cost[0].length;
        int[][] best = new int[rows][cols];
        for (int[] r : best) {
            java.util.Arrays.fill(r, Integer.MAX_VALUE);
        }
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1] * cols + a[2], b[1] * cols + b[2]));
        best[0][0] = cost[0][0];
        pq.add(new int[] {cost[0][0], 0, 0});
        int pops = 0;
        while (!pq.isEmpty()) {
            int[] cur = pq.poll();
            pops++;
            if (cur[0] > best[cur[1]][cur[2]]) {
                continue;
            }
            int[][] dirs = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            for (int[] d : dirs) {
                int nr = cur[1] + d[0], nc = cur[2] + d[1];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && cur[0] + cost[nr][nc] < best[nr][nc]) {
                    best[nr][nc] = cur[0] + cost[nr][nc];
                    pq.add(new int[] {best[nr][nc], nr, nc});
                }
            }
        }
        System.out.println("dijkstra pops " + pops);
        return best[rows - 1][cols - 1];
    }

    public static void main(String[] args) {
        char[][] g = new char[MAP.length][];
        for (int i = 0; i < MAP.length; i++) {
            g[i] = MAP[i].toCharArray();
        }
        int d = bfs(g, 0, 0, 4, 9);
        System.out.println("shortest path length " + d);
        for (char[] row : g) {
            System.out.println(new String(row));
        }
        char[][] blocked = {"S#".toCharArray(), "#E".toCharArray()};
        System.out.println("blocked path length " + bfs(blocked, 0, 0, 1, 1));
        int[][] cost = {{1, 3, 1, 2}, {1, 5, 1, 9}, {4, 2, 1, 1}, {7, 1, 8, 1}};
        System.out.println("min cost " + weighted(cost));
    }
}
