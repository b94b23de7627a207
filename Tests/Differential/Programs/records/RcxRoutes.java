import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

public class RcxRoutes {
    record Cell(int row, int col) implements Comparable<Cell> {
        static final Cell ORIGIN = new Cell(0, 0);

        Cell {
            if (row < 0 || col < 0) throw new IllegalArgumentException("negative cell " + row + "," + col);
        }

        List<Cell> neighbors(int rows, int cols) {
            List<Cell> out = new ArrayList<>();
            int[][] deltas = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
            for (int[] d : deltas) {
                int r = row + d[0];
                int c = col + d[1];
                if (r >= 0 && c >= 0 && r < rows && c < cols) out.add(new Cell(r, c));
            }
            return out;
        }

        int manhattan(Cell o) {
            return Math.abs(row - o.row) + Math.abs(col - o.col);
        }

        @Override
        public int compareTo(Cell o) {
            return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
        }

        @Override
        public String toString() {
            return "r" + row + "c" + col;
        }
    }

    record Grid(List<String> lines) {
        Grid {
            lines = List.copyOf(lines);
            int w = lines.get(0).length();
            for (String l : lines) {
                if (l.length() != w) throw new IllegalArgumentException("ragged grid");
            }
        }

        static Grid parse(String text) {
            return new Grid(List.of(text.strip().split("\n")));
        }

        int rows() { return lines.size(); }
        int cols() { return lines.get(0).length(); }

        char at(Cell c) {
            return lines.get(c.row()).charAt(c.col());
        }

        Cell find(char ch) {
            for (int r = 0; r < rows(); r++) {
                int c = lines.get(r).indexOf(ch);
                if (c >= 0) return new Cell(r, c);
            }
            return null;
        }
    }

    record Path(List<Cell> cells) {
        Path {
            cells = List.copyOf(cells);
        }

        int steps() {
            return cells.size() - 1;
        }

        Cell end() {
            return cells.get(cells.size() - 1);
        }
    }

    static Path bfs(Grid g, Cell start, Cell goal) {
        Map<Cell, Cell> parent = new LinkedHashMap<>();
        Deque<Cell> queue = new ArrayDeque<>();
        queue.add(start);
        parent.put(start, start);
        while (!queue.isEmpty()) {
            Cell cur = queue.poll();
            if (cur.equals(goal)) break;
            for (Cell n : cur.neighbors(g.rows(), g.cols())) {
                if (g.at(n) == '#' || parent.containsKey(n)) continue;
                parent.put(n, cur);
                queue.add(n);
            }
        }
        if (!parent.containsKey(goal)) return null;
        List<Cell> cells = new ArrayList<>();
        Cell c = goal;
        while (!c.equals(start)) {
            cells.add(c);
            c = parent.get(c);
        }
        cells.add(start);
        Collections.reverse(cells);
        System.out.println("visited " + parent.size() + " cells");
        return new Path(cells);
    }

    public static void main(String[] args) {
        Grid g = Grid.parse("""
                S..#....
                .#.#.##.
                .#...#..
                .####.#.
                ......#G
                """);
        System.out.println("grid " + g.rows() + "x" + g.cols());
        Cell start = g.find('S');
        Cell goal = g.find('G');
        System.out.println("start " + start + " goal " + goal + " manhattan " + start.manhattan(goal));
        System.out.println("start is origin: " + start.equals(Cell.ORIGIN));
        System.out.println("neighbors of r2c2: " + new Cell(2, 2).neighbors(g.rows(), g.cols()));

        Path p = bfs(g, start, goal);
        if (p != null) {
            System.out.println("path steps " + p.steps() + " ends at " + p.end());
            System.out.println(p.cells());
            TreeSet<Cell> onPath = new TreeSet<>(p.cells());
            for (int r = 0; r < g.rows(); r++) {
                StringBuilder sb = new StringBuilder();
                for (int c = 0; c < g.cols(); c++) {
                    Cell cell = new Cell(r, c);
                    char ch = g.at(cell);
                    sb.append(ch == '.' && onPath.contains(cell) ? '*' : ch);
                }
                System.out.println(sb);
            }
            System.out.println("first on path (sorted): " + onPath.first() + ", last: " + onPath.last());
        }

        Path blocked = bfs(Grid.parse("""
                S#.
                ##.
                ..G
                """), new Cell(0, 0), new Cell(2, 2));
        System.out.println("blocked path: " + blocked);

        TreeMap<Cell, Character> walls = new TreeMap<>();
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                Cell cell = new Cell(r, c);
                if (g.at(cell) == '#') walls.put(cell, '#');
            }
        }
        System.out.println("wall count " + walls.size() + " first " + walls.firstKey() + " last " + walls.lastKey());
        System.out.println("walls in row 1: " + walls.subMap(new Cell(1, 0), new Cell(2, 0)).keySet());

        try {
            new Cell(-1, 3);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            new Grid(List.of("abc", "de"));
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        System.out.println(new Path(List.of(Cell.ORIGIN, new Cell(0, 1))));
    }
}
