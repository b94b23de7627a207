import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

public class AlgGridMaze {
    static final int[] DR = {-1, 0, 1, 0};
    static final int[] DC = {0, 1, 0, -1};
    static final char[] DIR_NAMES = {'U', 'R', 'D', 'L'};

    public static void main(String[] args) {
        String[] layout = {
                "##########",
                "#S...#...#",
                "#.##.#.#.#",
                "#.#..#.#.#",
                "#.#.##.#.#",
                "#...#..#E#",
                "###.#.##.#",
                "#.....#..#",
                "##########"
        };
        char[][] maze = toGrid(layout);
        System.out.println("=== Maze ===");
        print(maze);
        Cell start = find(maze, 'S');
        Cell exit = find(maze, 'E');
        System.out.println("start=" + start + " exit=" + exit);

        System.out.println();
        System.out.println("=== BFS shortest path (ArrayDeque as queue) ===");
        int[][] dist = new int[maze.length][maze[0].length];
        Cell[][] parent = new Cell[maze.length][maze[0].length];
        int visitedCount = bfs(maze, start, dist, parent);
        System.out.println("cells visited: " + visitedCount);
        int d = dist[exit.r][exit.c];
        System.out.println("distance to exit: " + d);
        List<Cell> path = new ArrayList<>();
        for (Cell cur = exit; cur != null; cur = parent[cur.r][cur.c]) path.add(0, cur);
        StringBuilder moves = new StringBuilder();
        for (int i = 1; i < path.size(); i++) {
            Cell a = path.get(i - 1);
            Cell b = path.get(i);
            for (int k = 0; k < 4; k++) {
                if (a.r + DR[k] == b.r && a.c + DC[k] == b.c) moves.append(DIR_NAMES[k]);
            }
        }
        System.out.println("moves: " + moves + " (" + moves.length() + ")");
        char[][] solved = copy(maze);
        for (Cell c : path) {
            if (solved[c.r][c.c] == '.') solved[c.r][c.c] = '*';
        }
        print(solved);

        System.out.println();
        System.out.println("=== Distance heat map (mod 10) ===");
        for (int r = 0; r < maze.length; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < maze[r].length; c++) {
                if (maze[r][c] == '#') sb.append('#');
                else if (dist[r][c] < 0) sb.append('?');
                else sb.append((char) ('0' + dist[r][c] % 10));
            }
            System.out.println(sb);
        }

        System.out.println();
        System.out.println("=== DFS reachability (ArrayDeque as stack) ===");
        boolean[][] seen = new boolean[maze.length][maze[0].length];
        Deque<Cell> stack = new ArrayDeque<>();
        stack.push(start);
        List<Cell> order = new ArrayList<>();
        while (!stack.isEmpty()) {
            Cell cur = stack.pop();
            if (seen[cur.r][cur.c]) continue;
            seen[cur.r][cur.c] = true;
            order.add(cur);
            for (int k = 3; k >= 0; k--) {
                int nr = cur.r + DR[k];
                int nc = cur.c + DC[k];
                if (open(maze, nr, nc) && !seen[nr][nc]) stack.push(new Cell(nr, nc));
            }
        }
        System.out.println("dfs visits " + order.size() + " cells; first 8: " + order.subList(0, Math.min(8, order.size())));
        int deadEnds = 0;
        for (int r = 0; r < maze.length; r++) {
            for (int c = 0; c < maze[r].length; c++) {
                if (maze[r][c] != '.') continue;
                int exits = 0;
                for (int k = 0; k < 4; k++) if (open(maze, r + DR[k], c + DC[k])) exits++;
                if (exits == 1) deadEnds++;
            }
        }
        System.out.println("dead ends: " + deadEnds);

        System.out.println();
        System.out.println("=== Blocking a corridor ===");
        char[][] blocked = copy(maze);
        blocked[2][8] = '#';
        int[][] dist2 = new int[blocked.length][blocked[0].length];
        Cell[][] parent2 = new Cell[blocked.length][blocked[0].length];
        bfs(blocked, start, dist2, parent2);
        int d2 = dist2[exit.r][exit.c];
        System.out.println(d2 < 0 ? "exit unreachable after block" : "new distance: " + d2);
        blocked[7][6] = '.';
        System.out.println("knocking down wall at (7,6)");
        bfs(blocked, start, dist2, parent2);
        d2 = dist2[exit.r][exit.c];
        System.out.println(d2 < 0 ? "exit still unreachable" : "new distance: " + d2);
        for (Cell cur = exit; cur != null; cur = parent2[cur.r][cur.c]) {
            if (blocked[cur.r][cur.c] == '.') blocked[cur.r][cur.c] = 'o';
        }
        print(blocked);

        System.out.println();
        System.out.println("=== Island counting on a map ===");
        String[] mapRows = {"~~LL~~~L", "~LLL~~~L", "~~~~~L~~", "LL~~LLL~", "L~~~~~~L"};
        char[][] map = toGrid(mapRows);
        int islands = 0;
        List<Integer> sizes = new ArrayList<>();
        for (int r = 0; r < map.length; r++) {
            for (int c = 0; c < map[r].length; c++) {
                if (map[r][c] != 'L') continue;
                islands++;
                int size = 0;
                ArrayDeque<int[]> q = new ArrayDeque<>();
                q.offer(new int[]{r, c});
                map[r][c] = (char) ('a' + islands - 1);
                while (!q.isEmpty()) {
                    int[] p = q.poll();
                    size++;
                    for (int k = 0; k < 4; k++) {
                        int nr = p[0] + DR[k], nc = p[1] + DC[k];
                        if (nr >= 0 && nr < map.length && nc >= 0 && nc < map[0].length && map[nr][nc] == 'L') {
                            map[nr][nc] = (char) ('a' + islands - 1);
                            q.offer(new int[]{nr, nc});
                        }
                    }
                }
                sizes.add(size);
            }
        }
        print(map);
        System.out.println("islands=" + islands + " sizes=" + sizes);
    }

    static int bfs(char[][] g, Cell start, int[][] dist, Cell[][] parent) {
        for (int[] row : dist) java.util.Arrays.fill(row, -1);
        ArrayDeque<Cell> queue = new ArrayDeque<>();
        queue.offer(start);
        dist[start.r][start.c] = 0;
        int visited = 0;
        while (!queue.isEmpty()) {
            Cell cur = queue.poll();
            visited++;
            for (int k = 0; k < 4; k++) {
                int nr = cur.r + DR[k];
                int nc = cur.c + DC[k];
                if (open(g, nr, nc) && dist[nr][nc] < 0) {
                    dist[nr][nc] = dist[cur.r][cur.c] + 1;
                    parent[nr][nc] = cur;
                    queue.offer(new Cell(nr, nc));
                }
            }
        }
        return visited;
    }

    static boolean open(char[][] g, int r, int c) {
        return r >= 0 && r < g.length && c >= 0 && c < g[r].length && g[r][c] != '#';
    }

    static char[][] toGrid(String[] rows) {
        char[][] g = new char[rows.length][];
        for (int i = 0; i < rows.length; i++) g[i] = rows[i].toCharArray();
        return g;
    }

    static char[][] copy(char[][] g) {
        char[][] out = new char[g.length][];
        for (int i = 0; i < g.length; i++) out[i] = g[i].clone();
        return out;
    }

    static Cell find(char[][] g, char target) {
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[r].length; c++) {
                if (g[r][c] == target) return new Cell(r, c);
            }
        }
        return null;
    }

    static void print(char[][] g) {
        for (char[] row : g) System.out.println(new String(row));
    }
}

class Cell {
    final int r;
    final int c;

    Cell(int r, int c) {
        this.r = r;
        this.c = c;
    }

    @Override
    public String toString() {
        return "(" + r + "," + c + ")";
    }
}
