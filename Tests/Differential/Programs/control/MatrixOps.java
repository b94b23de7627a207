public class MatrixOps {
    static int[][] multiply(int[][] a, int[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        int[][] r = new int[n][m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                int s = 0;
                for (int x = 0; x < k; x++) {
                    s += a[i][x] * b[x][j];
                }
                r[i][j] = s;
            }
        }
        return r;
    }

    static int[][] transpose(int[][] a) {
        int[][] t = new int[a[0].length][a.length];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < a[0].length; j++) {
                t[j][i] = a[i][j];
            }
        }
        return t;
    }

    static void print(String label, int[][] m) {
        System.out.println(label + ":");
        for (int[] row : m) {
            System.out.println("  " + java.util.Arrays.toString(row));
        }
    }

    public static void main(String[] args) {
        int[][] a = {{1, 2, 3}, {4, 5, 6}};
        int[][] b = {{7, 8}, {9, 10}, {11, 12}};
        print("a", a);
        print("b", b);
        print("a*b", multiply(a, b));
        print("b*a", multiply(b, a));
        print("a^T", transpose(a));
        int[][] fibM = {{1, 1}, {1, 0}};
        int[][] acc = {{1, 0}, {0, 1}};
        for (int i = 0; i < 10; i++) {
            acc = multiply(acc, fibM);
        }
        print("fib matrix ^10", acc);
        int[][] id = new int[3][3];
        for (int i = 0; i < 3; i++) {
            id[i][i] = 1;
        }
        print("identity", id);
        int trace = 0;
        int[][] sq = multiply(transpose(a), a);
        for (int i = 0; i < sq.length; i++) {
            trace += sq[i][i];
        }
        print("a^T a", sq);
        System.out.println("trace = " + trace);
    }
}
