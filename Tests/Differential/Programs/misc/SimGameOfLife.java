import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

public class SimGameOfLife {
    public static void main(String[] args) {
        Life life = new Life(8, 10);
        Pattern.GLIDER.stamp(life, 0, 0);
        Pattern.BLINKER.stamp(life, 5, 6);
        Pattern.BLOCK.stamp(life, 1, 7);
        List<String> history = new ArrayList<>();
        for (int gen = 0; gen <= 6; gen++) {
            System.out.println(String.format("Generation %d  population=%d", gen, life.population()));
            System.out.print(life.render());
            Cell first = life.firstLive();
            System.out.println("first live cell: " + (first == null ? "none" : first));
            String key = life.render();
            int seenAt = history.indexOf(key);
            if (seenAt >= 0) System.out.println("state repeats generation " + seenAt);
            history.add(key);
            life.step();
        }
        Set<Cell> live = life.liveCells();
        System.out.println("Final live cells (" + live.size() + "):");
        StringBuilder sb = new StringBuilder();
        for (Cell c : live) sb.append(c.row()).append(',').append(c.col()).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println("contains (5,6)? " + live.contains(new Cell(5, 6)));
        System.out.println("contains (0,0)? " + live.contains(new Cell(0, 0)));
    }
}

record Cell(int row, int col) {}

enum Pattern {
    GLIDER(new int[][]{{0,1},{1,2},{2,0},{2,1},{2,2}}),
    BLINKER(new int[][]{{0,0},{0,1},{0,2}}),
    BLOCK(new int[][]{{0,0},{0,1},{1,0},{1,1}});

    private final int[][] offsets;
    Pattern(int[][] offsets) { this.offsets = offsets; }

    void stamp(Life life, int r, int c) {
        for (int[] o : offsets) life.set(r + o[0], c + o[1], true);
        System.out.println("stamped " + name().toLowerCase() + " (" + offsets.length + " cells) at " + r + "," + c);
    }
}

class Life {
    private boolean[][] grid;
    private final int rows, cols;

    Life(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.grid = new boolean[rows][cols];
    }

    void set(int r, int c, boolean v) {
        grid[Math.floorMod(r, rows)][Math.floorMod(c, cols)] = v;
    }

    int neighbors(int r, int c) {
        int n = 0;
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                if (dr == 0 && dc == 0) continue;
                if (grid[Math.floorMod(r + dr, rows)][Math.floorMod(c + dc, cols)]) n++;
            }
        return n;
    }

    void step() {
        boolean[][] next = new boolean[rows][cols];
        int births = 0, deaths = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                int n = neighbors(r, c);
                boolean alive = grid[r][c];
                boolean result = switch (n) {
                    case 2 -> alive;
                    case 3 -> true;
                    default -> false;
                };
                if (result && !alive) births++;
                if (!result && alive) deaths++;
                next[r][c] = result;
            }
        grid = next;
        System.out.println(String.format("  step: births=%d deaths=%d", births, deaths));
    }

    int population() {
        int p = 0;
        for (boolean[] row : grid)
            for (boolean b : row)
                if (b) p++;
        return p;
    }

    Cell firstLive() {
        Cell found = null;
        search:
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c]) {
                    found = new Cell(r, c);
                    break search;
                }
            }
        }
        return found;
    }

    Set<Cell> liveCells() {
        Set<Cell> set = new LinkedHashSet<>();
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (grid[r][c]) set.add(new Cell(r, c));
        return set;
    }

    String render() {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : grid) {
            for (boolean b : row) sb.append(b ? '#' : '.');
            sb.append('\n');
        }
        return sb.toString();
    }
}
