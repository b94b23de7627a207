import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class Sim2048 {
    public static void main(String[] args) {
        int[][] samples = { {2, 2, 2, 2}, {2, 0, 2, 4}, {4, 4, 8, 8}, {0, 0, 0, 2}, {2, 4, 8, 16}, {8, 0, 8, 8} };
        for (int[] row : samples) {
            MergeResult r = Game2048.mergeRow(row);
            System.out.println(Arrays.toString(row) + " -> " + Arrays.toString(r.row()) + " score +" + r.gained() + (r.changed() ? "" : " (no change)"));
        }
        Game2048 game = new Game2048(new int[][] {
            {2, 0, 0, 2},
            {0, 4, 4, 0},
            {2, 2, 8, 8},
            {0, 0, 0, 16}
        });
        System.out.print(game.render());
        String script = "LURDLLUDRRUL";
        for (char c : script.toCharArray()) {
            Slide s = Slide.of(c);
            boolean moved = game.move(s);
            System.out.println(String.format("move %-8s moved=%s score=%d", s, moved, game.score()));
            System.out.print(game.render());
        }
        Map<Integer, Integer> counts = new TreeMap<>();
        for (int[] row : game.grid()) for (int v : row) if (v != 0) counts.merge(v, 1, Integer::sum);
        StringBuilder sb = new StringBuilder("tile counts:");
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) sb.append(' ').append(e.getKey()).append('x').append(e.getValue());
        System.out.println(sb);
        System.out.println("max tile: " + game.maxTile());
    }
}

record MergeResult(int[] row, int gained, boolean changed) {}

enum Slide {
    LEFT, RIGHT, UP, DOWN;

    static Slide of(char c) {
        return switch (c) {
            case 'L' -> LEFT;
            case 'R' -> RIGHT;
            case 'U' -> UP;
            default -> DOWN;
        };
    }

    boolean vertical() { return this == UP || this == DOWN; }
    boolean reversed() { return this == RIGHT || this == DOWN; }
}

class Game2048 {
    private final int[][] grid;
    private int score = 0;
    private int spawnCounter = 0;

    Game2048(int[][] start) {
        grid = new int[4][];
        for (int i = 0; i < 4; i++) grid[i] = start[i].clone();
    }

    int score() { return score; }
    int[][] grid() { return grid; }

    static MergeResult mergeRow(int[] row) {
        List<Integer> tiles = new ArrayList<>();
        for (int v : row) if (v != 0) tiles.add(v);
        int[] out = new int[row.length];
        int gained = 0, w = 0;
        for (int i = 0; i < tiles.size(); i++) {
            int v = tiles.get(i);
            if (i + 1 < tiles.size() && tiles.get(i + 1).equals(tiles.get(i))) {
                v *= 2;
                gained += v;
                i++;
            }
            out[w++] = v;
        }
        return new MergeResult(out, gained, !Arrays.equals(out, row));
    }

    boolean move(Slide s) {
        boolean changed = false;
        for (int k = 0; k < 4; k++) {
            int[] line = new int[4];
            for (int i = 0; i < 4; i++) {
                int idx = s.reversed() ? 3 - i : i;
                line[i] = s.vertical() ? grid[idx][k] : grid[k][idx];
            }
            MergeResult r = mergeRow(line);
            score += r.gained();
            changed |= r.changed();
            for (int i = 0; i < 4; i++) {
                int idx = s.reversed() ? 3 - i : i;
                if (s.vertical()) grid[idx][k] = r.row()[i];
                else grid[k][idx] = r.row()[i];
            }
        }
        if (changed) spawn();
        return changed;
    }

    private void spawn() {
        int start = (spawnCounter * 7) % 16;
        int value = spawnCounter % 3 == 2 ? 4 : 2;
        spawnCounter++;
        outer:
        for (int n = 0; n < 16; n++) {
            int pos = (start + n) % 16;
            int r = pos / 4, c = pos % 4;
            if (grid[r][c] == 0) {
                grid[r][c] = value;
                System.out.println("  spawn " + value + " at (" + r + "," + c + ")");
                break outer;
            }
        }
    }

    int maxTile() {
        int m = 0;
        for (int[] row : grid) for (int v : row) m = Math.max(m, v);
        return m;
    }

    String render() {
        StringBuilder sb = new StringBuilder();
        for (int[] row : grid) {
            for (int v : row) sb.append(v == 0 ? "    ." : String.format("%5d", v));
            sb.append('\n');
        }
        return sb.toString();
    }
}
