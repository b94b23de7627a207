import java.util.Arrays;

public class ArrayAliasing {
    static void fillSquares(int[] arr) {
        for (int i = 0; i < arr.length; i++) {
            arr[i] = i * i;
        }
    }

    static void replace(int[] arr) {
        arr = new int[] {-1, -1};
        arr[0] = -2;
    }

    static int[] doubled(int[] arr) {
        int[] out = new int[arr.length];
        for (int i = 0; i < arr.length; i++) {
            out[i] = arr[i] * 2;
        }
        return out;
    }

    static void swapRows(int[][] m, int i, int j) {
        int[] t = m[i];
        m[i] = m[j];
        m[j] = t;
    }

    public static void main(String[] args) {
        int[] a = new int[5];
        int[] b = a;
        fillSquares(b);
        System.out.println("a " + Arrays.toString(a) + " same " + (a == b));
        replace(a);
        System.out.println("after replace " + Arrays.toString(a));
        int[] d = doubled(a);
        d[0] = 777;
        System.out.println("a " + Arrays.toString(a) + " d " + Arrays.toString(d));
        int[][] m = {{1, 2}, {3, 4}, {5, 6}};
        int[] firstRow = m[0];
        swapRows(m, 0, 2);
        firstRow[1] = 99;
        System.out.println("matrix " + Arrays.deepToString(m));
        int[][] shallow = m.clone();
        shallow[0][0] = -5;
        shallow[1] = new int[] {0};
        System.out.println("after shallow clone edits " + Arrays.deepToString(m) + " vs " + Arrays.deepToString(shallow));
        int[][] deep = new int[m.length][];
        for (int i = 0; i < m.length; i++) {
            deep[i] = m[i].clone();
        }
        deep[0][0] = 1000;
        System.out.println("deep copy isolated: " + m[0][0] + " vs " + deep[0][0]);
        int[][] jagged = new int[4][];
        for (int i = 0; i < jagged.length; i++) {
            jagged[i] = new int[i + 1];
            Arrays.fill(jagged[i], i);
        }
        System.out.println("jagged " + Arrays.deepToString(jagged));
        int[][][] cube = new int[2][2][2];
        cube[1][0][1] = 8;
        System.out.println("cube " + Arrays.deepToString(cube));
        char[][] board = new char[3][3];
        for (char[] r : board) {
            Arrays.fill(r, '.');
        }
        board[1][1] = 'X';
        board[0][2] = 'O';
        for (char[] r : board) {
            System.out.println(new String(r));
        }
        System.out.println("equals vs deepEquals: " + Arrays.equals(m, m.clone()) + " " + Arrays.deepEquals(m, deep));
    }
}
