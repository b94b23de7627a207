import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

public class HashMapUserKeyClass {
    public static void main(String[] args) {
        Map<GridPoint, String> grid = new HashMap<>();
        for (int x = 3; x >= 0; x--) {
            for (int y = 0; y < 3; y++) {
                grid.put(new GridPoint(x, y), x + ":" + y);
            }
        }
        System.out.println("grid=" + grid);
        System.out.println("get(2,1)=" + grid.get(new GridPoint(2, 1)));
        System.out.println("hash(1,0)=" + new GridPoint(1, 0).hashCode() + " hash(0,31)=" + new GridPoint(0, 31).hashCode());
        grid.put(new GridPoint(0, 31), "collides with (1,0)");
        System.out.println("get(0,31)=" + grid.get(new GridPoint(0, 31)) + " get(1,0)=" + grid.get(new GridPoint(1, 0)));
        System.out.println("size=" + grid.size());
        Set<BadHash> bad = new HashSet<>();
        for (String s : new String[] {"delta", "alpha", "charlie", "bravo", "alpha"}) {
            System.out.println("add " + s + " -> " + bad.add(new BadHash(s)));
        }
        System.out.println("bad=" + bad);
        bad.remove(new BadHash("charlie"));
        System.out.println("after remove=" + bad);
        System.out.println("Objects.hash(1,2)=" + Objects.hash(1, 2));
    }
}

class GridPoint {
    final int x;
    final int y;

    GridPoint(int x, int y) {
        this.x = x;
        this.y = y;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof GridPoint)) return false;
        GridPoint p = (GridPoint) o;
        return x == p.x && y == p.y;
    }

    @Override
    public int hashCode() {
        return 31 * x + y;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}

class BadHash {
    final String name;
    BadHash(String name) { this.name = name; }
    @Override public boolean equals(Object o) { return o instanceof BadHash && ((BadHash) o).name.equals(name); }
    @Override public int hashCode() { return 7; }
    @Override public String toString() { return "Bad(" + name + ")"; }
}
