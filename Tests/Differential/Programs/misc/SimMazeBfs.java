import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class SimMazeBfs {
    public static void main(String[] args) {
        String[] maze1 = {
            "##########",
            "#S...#...#",
            "#.##.#.#.#",
            "#.#..#.#.#",
            "#.#.##.#.#",
            "#...#..#E#",
            "###...##.#",
            "##########"
        };
        String[] maze2 = {
            "#######",
            "#S..#.#",
            "#.#.#.#",
            "#...#E#",
            "#######"
        };
        String[] maze3 = {
            "S.....",
            ".####.",
            "......",
            ".####.",
            ".....E"
        };
        String[][] mazes = { maze1, maze2, maze3 };
        for (int i = 0; i < mazes.length; i++) {
            System.out.println("Maze " + (i + 1) + ":");
            Maze m = new Maze(mazes[i]);
            Optional<List<Pos>> path = m.solve();
            if (path.isPresent()) {
                List<Pos> p = path.get();
                System.out.println("path length " + (p.size() - 1) + ", explored " + m.explored());
                StringBuilder sb = new StringBuilder();
                for (int k = 0; k < p.size(); k++) {
                    if (k > 0) sb.append(k % 8 == 0 ? "\n  -> " : " -> ");
                    sb.append('(').append(p.get(k).r()).append(',').append(p.get(k).c()).append(')');
                }
                System.out.println(sb);
                System.out.print(m.render(p));
                System.out.println("moves: " + Step.describe(p));
            } else {
                System.out.println("no path, explored " + m.explored());
                System.out.print(m.render(List.of()));
            }
            System.out.println();
        }
    }
}

record Pos(int r, int c) {
    Pos move(Step s) { return new Pos(r + s.dr, c + s.dc); }
}

enum Step {
    N(-1, 0), E(0, 1), S(1, 0), W(0, -1);

    final int dr, dc;
    Step(int dr, int dc) { this.dr = dr; this.dc = dc; }

    static String describe(List<Pos> path) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < path.size(); i++) {
            Pos a = path.get(i - 1), b = path.get(i);
            for (Step s : values()) {
                if (a.move(s).equals(b)) sb.append(s.name());
            }
        }
        return sb.toString();
    }
}

class Maze {
    private final char[][] grid;
    private Pos start, end;
    private int explored = 0;

    Maze(String[] lines) {
        grid = new char[lines.length][];
        for (int r = 0; r < lines.length; r++) {
            grid[r] = lines[r].toCharArray();
            for (int c = 0; c < grid[r].length; c++) {
                switch (grid[r][c]) {
                    case 'S' -> start = new Pos(r, c);
                    case 'E' -> end = new Pos(r, c);
                    default -> { }
                }
            }
        }
    }

    int explored() { return explored; }

    boolean open(Pos p) {
        return p.r() >= 0 && p.r() < grid.length && p.c() >= 0 && p.c() < grid[p.r()].length && grid[p.r()][p.c()] != '#';
    }

    Optional<List<Pos>> solve() {
        Map<Pos, Pos> parent = new HashMap<>();
        Deque<Pos> queue = new ArrayDeque<>();
        queue.add(start);
        parent.put(start, start);
        bfs:
        while (!queue.isEmpty()) {
            Pos cur = queue.poll();
            explored++;
            for (Step s : Step.values()) {
                Pos nxt = cur.move(s);
                if (!open(nxt) || parent.containsKey(nxt)) continue;
                parent.put(nxt, cur);
                if (nxt.equals(end)) break bfs;
                queue.add(nxt);
            }
        }
        if (!parent.containsKey(end)) return Optional.empty();
        List<Pos> path = new ArrayList<>();
        for (Pos p = end; !p.equals(start); p = parent.get(p)) path.add(p);
        path.add(start);
        Collections.reverse(path);
        return Optional.of(path);
    }

    String render(List<Pos> path) {
        char[][] copy = new char[grid.length][];
        for (int r = 0; r < grid.length; r++) copy[r] = grid[r].clone();
        for (Pos p : path) if (copy[p.r()][p.c()] == '.') copy[p.r()][p.c()] = '*';
        StringBuilder sb = new StringBuilder();
        for (char[] row : copy) sb.append("  ").append(new String(row)).append('\n');
        return sb.toString();
    }
}
