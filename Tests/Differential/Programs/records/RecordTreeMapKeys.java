import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;

public class RecordTreeMapKeys {
    record Coord(int row, int col) implements Comparable<Coord> {
        public int compareTo(Coord o) {
            return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
        }

        Coord step(int dr, int dc) {
            return new Coord(row + dr, col + dc);
        }
    }

    record Version(int major, int minor) {
    }

    public static void main(String[] args) {
        Map<Coord, Character> grid = new TreeMap<>();
        String[] rows = {"#.#", "..#", "#.."};
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) {
                if (rows[r].charAt(c) == '#') {
                    grid.put(new Coord(r, c), '#');
                }
            }
        }
        System.out.println(grid);
        Coord pos = new Coord(1, 0);
        int[][] moves = {{0, 1}, {-1, 0}, {0, 1}, {1, 0}, {1, 0}};
        for (int[] m : moves) {
            Coord next = pos.step(m[0], m[1]);
            boolean blocked = grid.containsKey(next);
            System.out.println(pos + " -> " + next + (blocked ? " blocked" : ""));
            if (!blocked) {
                pos = next;
            }
        }
        Map<Version, String> releases = new TreeMap<>(Comparator.comparingInt(Version::major).thenComparingInt(Version::minor));
        releases.put(new Version(1, 10), "late");
        releases.put(new Version(1, 2), "early");
        releases.put(new Version(0, 9), "beta");
        releases.put(new Version(1, 2), "early-fixed");
        System.out.println(releases);
        System.out.println("first key " + ((TreeMap<Version, String>) releases).firstKey());
    }
}
