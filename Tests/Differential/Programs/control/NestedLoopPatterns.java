public class NestedLoopPatterns {
    public static void main(String[] args) {
        int n = 5;
        for (int i = 1; i <= n; i++) {
            StringBuilder row = new StringBuilder();
            for (int j = 0; j < n - i; j++) {
                row.append(' ');
            }
            for (int j = 0; j < 2 * i - 1; j++) {
                row.append(j % 2 == 0 ? '*' : '.');
            }
            System.out.println(row);
        }
        for (int i = 1; i <= 4; i++) {
            for (int j = 1; j <= 4; j++) {
                System.out.print((i * j < 10 ? " " : "") + i * j + " ");
            }
            System.out.println();
        }
        int[][] pascal = new int[7][];
        for (int i = 0; i < pascal.length; i++) {
            pascal[i] = new int[i + 1];
            pascal[i][0] = pascal[i][i] = 1;
            for (int j = 1; j < i; j++) {
                pascal[i][j] = pascal[i - 1][j - 1] + pascal[i - 1][j];
            }
        }
        for (int[] row : pascal) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) {
                sb.append(v).append(' ');
            }
            System.out.println(sb.toString().trim());
        }
        int size = 4;
        int[][] spiral = new int[size][size];
        int top = 0, bottom = size - 1, left = 0, right = size - 1, v = 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) spiral[top][j] = v++;
            top++;
            for (int i = top; i <= bottom; i++) spiral[i][right] = v++;
            right--;
            for (int j = right; j >= left; j--) spiral[bottom][j] = v++;
            bottom--;
            for (int i = bottom; i >= top; i--) spiral[i][left] = v++;
            left++;
        }
        for (int[] row : spiral) {
            System.out.println(java.util.Arrays.toString(row));
        }
    }
}
