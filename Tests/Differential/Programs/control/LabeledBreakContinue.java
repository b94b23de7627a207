public class LabeledBreakContinue {
    public static void main(String[] args) {
        int[][] matrix = {{1, 2, 3}, {4, -5, 6}, {7, 8, 9}};
        int foundRow = -1, foundCol = -1;
        search:
        for (int r = 0; r < matrix.length; r++) {
            for (int c = 0; c < matrix[r].length; c++) {
                System.out.println("visit " + r + "," + c);
                if (matrix[r][c] < 0) {
                    foundRow = r;
                    foundCol = c;
                    break search;
                }
            }
        }
        System.out.println("negative at " + foundRow + "," + foundCol);
        outer:
        for (int i = 2; i < 30; i++) {
            for (int j = 2; j * j <= i; j++) {
                if (i % j == 0) {
                    continue outer;
                }
            }
            System.out.print(i + " ");
        }
        System.out.println();
        int count = 0;
        loopA:
        while (true) {
            count++;
            int inner = 0;
            while (true) {
                inner++;
                if (inner == 3) {
                    continue loopA;
                }
                if (count == 4) {
                    break loopA;
                }
                System.out.println("count=" + count + " inner=" + inner);
            }
        }
        System.out.println("final count " + count);
        block:
        {
            System.out.println("in labeled block");
            if (count > 0) {
                break block;
            }
            System.out.println("skipped");
        }
        System.out.println("after block");
        int pairs = 0;
        rows:
        for (int a = 0; a < 5; a++) {
            cols:
            for (int b = 0; b < 5; b++) {
                if (b > a) {
                    continue rows;
                }
                if (a + b == 6) {
                    break rows;
                }
                pairs++;
            }
        }
        System.out.println("pairs = " + pairs);
        int k = 0;
        doLabel:
        do {
            k++;
            for (int z = 0; z < 10; z++) {
                if (z == k) {
                    continue doLabel;
                }
            }
        } while (k < 3);
        System.out.println("k = " + k);
    }
}
