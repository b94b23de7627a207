import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class IterMatrix {

    static final class Matrix {
        private final int rows;
        private final int cols;
        private final int[][] data;

        Matrix(int rows, int cols, int[][] data) {
            this.rows = rows;
            this.cols = cols;
            this.data = new int[rows][cols];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    this.data[r][c] = data[r][c];
                }
            }
        }

        int rows() {
            return rows;
        }

        int cols() {
            return cols;
        }

        int get(int r, int c) {
            return data[r][c];
        }

        Iterable<Integer> row(int r) {
            if (r < 0 || r >= rows) {
                throw new IndexOutOfBoundsException("row " + r + " not in 0.." + (rows - 1));
            }
            return () -> new LineIterator(r, true);
        }

        Iterable<Integer> column(int c) {
            if (c < 0 || c >= cols) {
                throw new IndexOutOfBoundsException("column " + c + " not in 0.." + (cols - 1));
            }
            return () -> new LineIterator(c, false);
        }

        Iterator<int[]> rowIterator() {
            return new Iterator<int[]>() {
                private int r = 0;

                @Override
                public boolean hasNext() {
                    return r < rows;
                }

                @Override
                public int[] next() {
                    if (!hasNext()) throw new NoSuchElementException("no more rows");
                    int[] copy = new int[cols];
                    for (int c = 0; c < cols; c++) {
                        copy[c] = data[r][c];
                    }
                    r++;
                    return copy;
                }
            };
        }

        private class LineIterator implements Iterator<Integer> {
            private final int fixed;
            private final boolean alongRow;
            private int pos = 0;

            LineIterator(int fixed, boolean alongRow) {
                this.fixed = fixed;
                this.alongRow = alongRow;
            }

            @Override
            public boolean hasNext() {
                return pos < (alongRow ? cols : rows);
            }

            @Override
            public Integer next() {
                if (!hasNext()) {
                    throw new NoSuchElementException((alongRow ? "row " : "column ") + fixed + " exhausted");
                }
                int v = alongRow ? data[fixed][pos] : data[pos][fixed];
                pos++;
                return v;
            }
        }

        Matrix transpose() {
            MatrixBuilder b = new MatrixBuilder(cols, rows);
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    b.set(c, r, data[r][c]);
                }
            }
            return b.build();
        }

        Matrix multiply(Matrix other) {
            if (cols != other.rows) {
                throw new IllegalArgumentException("cannot multiply " + rows + "x" + cols
                        + " by " + other.rows + "x" + other.cols);
            }
            MatrixBuilder b = new MatrixBuilder(rows, other.cols);
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < other.cols; c++) {
                    int sum = 0;
                    Iterator<Integer> ri = row(r).iterator();
                    Iterator<Integer> ci = other.column(c).iterator();
                    while (ri.hasNext() && ci.hasNext()) {
                        sum += ri.next() * ci.next();
                    }
                    b.set(r, c, sum);
                }
            }
            return b.build();
        }

        @Override
        public String toString() {
            int width = 1;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    width = Math.max(width, String.valueOf(data[r][c]).length());
                }
            }
            StringBuilder sb = new StringBuilder();
            sb.append(rows).append("x").append(cols).append(" matrix");
            for (int r = 0; r < rows; r++) {
                sb.append("\n  [");
                for (int c = 0; c < cols; c++) {
                    String s = String.valueOf(data[r][c]);
                    for (int k = s.length(); k < width; k++) sb.append(' ');
                    sb.append(s);
                    if (c < cols - 1) sb.append(" ");
                }
                sb.append("]");
            }
            return sb.toString();
        }
    }

    static final class MatrixBuilder {
        private final int rows;
        private final int cols;
        private final int[][] cells;
        private int rowCursor = 0;
        private boolean built = false;

        MatrixBuilder(int rows, int cols) {
            if (rows <= 0 || cols <= 0) {
                throw new IllegalArgumentException("dimensions must be positive: " + rows + "x" + cols);
            }
            this.rows = rows;
            this.cols = cols;
            this.cells = new int[rows][cols];
        }

        static MatrixBuilder of(int rows, int cols) {
            return new MatrixBuilder(rows, cols);
        }

        MatrixBuilder set(int r, int c, int value) {
            ensureNotBuilt();
            cells[r][c] = value;
            return this;
        }

        MatrixBuilder row(int... values) {
            ensureNotBuilt();
            if (rowCursor >= rows) {
                throw new IllegalStateException("too many rows, capacity " + rows);
            }
            if (values.length != cols) {
                throw new IllegalArgumentException("row needs " + cols + " values, got " + values.length);
            }
            for (int c = 0; c < cols; c++) {
                cells[rowCursor][c] = values[c];
            }
            rowCursor++;
            return this;
        }

        MatrixBuilder fill(int value) {
            ensureNotBuilt();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    cells[r][c] = value;
                }
            }
            return this;
        }

        MatrixBuilder diagonal(int value) {
            ensureNotBuilt();
            for (int i = 0; i < Math.min(rows, cols); i++) {
                cells[i][i] = value;
            }
            return this;
        }

        MatrixBuilder generate(int mulRow, int mulCol, int offset) {
            ensureNotBuilt();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    cells[r][c] = r * mulRow + c * mulCol + offset;
                }
            }
            return this;
        }

        private void ensureNotBuilt() {
            if (built) {
                throw new IllegalStateException("builder already used");
            }
        }

        Matrix build() {
            ensureNotBuilt();
            built = true;
            return new Matrix(rows, cols, cells);
        }
    }

    static String line(Iterable<Integer> values) {
        StringBuilder sb = new StringBuilder();
        int sum = 0;
        for (int v : values) {
            if (sb.length() > 0) sb.append(",");
            sb.append(v);
            sum += v;
        }
        return "<" + sb + "> sum=" + sum;
    }

    public static void main(String[] args) {
        Matrix a = MatrixBuilder.of(3, 4)
                .row(1, 2, 3, 4)
                .row(5, 6, 7, 8)
                .row(9, 10, 11, 12)
                .build();
        System.out.println("A = " + a);

        System.out.println("=== Rows of A ===");
        for (int r = 0; r < a.rows(); r++) {
            System.out.println("row " + r + ": " + line(a.row(r)));
        }
        System.out.println("=== Columns of A ===");
        for (int c = 0; c < a.cols(); c++) {
            System.out.println("col " + c + ": " + line(a.column(c)));
        }

        System.out.println("=== Transpose ===");
        Matrix at = a.transpose();
        System.out.println("A^T = " + at);

        System.out.println("=== Multiply A * A^T ===");
        Matrix aat = a.multiply(at);
        System.out.println(aat);

        System.out.println("=== Identity and generated ===");
        Matrix id = MatrixBuilder.of(4, 4).diagonal(1).build();
        System.out.println("I = " + id);
        Matrix g = MatrixBuilder.of(4, 2).generate(10, -3, 7).build();
        System.out.println("G = " + g);
        Matrix ag = a.multiply(g);
        System.out.println("A*G = " + ag);
        Matrix ai = a.multiply(id);
        boolean same = true;
        for (int r = 0; r < a.rows(); r++) {
            for (int c = 0; c < a.cols(); c++) {
                if (a.get(r, c) != ai.get(r, c)) same = false;
            }
        }
        System.out.println("A*I equals A: " + same);

        System.out.println("=== Fill then diagonal ===");
        System.out.println(MatrixBuilder.of(3, 5).fill(-1).diagonal(100).build());

        System.out.println("=== Row iterator copies ===");
        Iterator<int[]> rows = a.rowIterator();
        int rowNum = 0;
        while (rows.hasNext()) {
            int[] r = rows.next();
            int max = Integer.MIN_VALUE;
            for (int v : r) max = Math.max(max, v);
            r[0] = -999;
            System.out.println("row " + rowNum + " max=" + max + " len=" + r.length);
            rowNum++;
        }
        System.out.println("A[0][0] unchanged: " + a.get(0, 0));

        System.out.println("=== Errors ===");
        try {
            a.multiply(a);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            a.row(3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IndexOutOfBoundsException: " + e.getMessage());
        }
        try {
            a.column(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IndexOutOfBoundsException: " + e.getMessage());
        }
        try {
            MatrixBuilder.of(2, 2).row(1, 2).row(3, 4).row(5, 6);
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        try {
            MatrixBuilder.of(2, 3).row(1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            MatrixBuilder.of(0, 3);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        MatrixBuilder once = MatrixBuilder.of(1, 1).set(0, 0, 42);
        Matrix m1 = once.build();
        try {
            once.set(0, 0, 43);
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage() + " (value stays " + m1.get(0, 0) + ")");
        }
        Iterator<Integer> col = a.column(1).iterator();
        List<Integer> drained = new ArrayList<>();
        while (col.hasNext()) drained.add(col.next());
        try {
            col.next();
        } catch (NoSuchElementException e) {
            System.out.println("drained " + drained + " then: " + e.getMessage());
        }
    }
}
