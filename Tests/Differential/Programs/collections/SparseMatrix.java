import java.util.Map;
import java.util.TreeMap;

public class SparseMatrix {
    private final Map<Long, Double> cells = new TreeMap<>();
    private final int rows, cols;

    SparseMatrix(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
    }

    private long key(int r, int c) {
        return (long) r * cols + c;
    }

    void set(int r, int c, double v) {
        if (r < 0 || r >= rows || c < 0 || c >= cols) {
            throw new IndexOutOfBoundsException("cell " + r + "," + c);
        }
        if (v == 0.0) {
            cells.remove(key(r, c));
        } else {
            cells.put(key(r, c), v);
        }
    }

    double get(int r, int c) {
        return cells.getOrDefault(key(r, c), 0.0);
    }

    SparseMatrix times(SparseMatrix o) {
        SparseMatrix res = new SparseMatrix(rows, o.cols);
        for (Map.Entry<Long, Double> e : cells.entrySet()) {
            int r = (int) (e.getKey() / cols);
            int k = (int) (e.getKey() % cols);
            for (int c = 0; c < o.cols; c++) {
                double prod = e.getValue() * o.get(k, c);
                if (prod != 0) {
                    res.set(r, c, res.get(r, c) + prod);
                }
            }
        }
        return res;
    }

    void print(String label) {
        System.out.println(label + " (" + cells.size() + " non-zero)");
        for (int r = 0; r < rows; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols; c++) {
                sb.append(String.valueOf(get(r, c))).append(c + 1 < cols ? "\t" : "");
            }
            System.out.println("  " + sb);
        }
    }

    public static void main(String[] args) {
        SparseMatrix a = new SparseMatrix(3, 3);
        a.set(0, 0, 2);
        a.set(1, 2, -1.5);
        a.set(2, 1, 4);
        SparseMatrix id = new SparseMatrix(3, 3);
        for (int i = 0; i < 3; i++) {
            id.set(i, i, 1);
        }
        a.print("a");
        a.times(id).print("a * I");
        a.times(a).print("a * a");
        a.set(0, 0, 0);
        a.print("a after clearing (0,0)");
        try {
            a.set(3, 0, 1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("rejected " + e.getMessage());
        }
        System.out.println("keys " + a.cells.keySet());
    }
}
