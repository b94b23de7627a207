public class ForLoopVariants {
    public static void main(String[] args) {
        for (int i = 0, j = 10; i < j; i += 2, j -= 1) {
            System.out.println("i=" + i + " j=" + j);
        }
        int sum = 0;
        for (int i = 0; i < 20; i++) {
            if (i % 3 == 0) {
                continue;
            }
            if (i > 15) {
                break;
            }
            sum += i;
        }
        System.out.println("sum skipping multiples of 3 = " + sum);
        int k;
        for (k = 1; k < 1000; k *= 3) {
        }
        System.out.println("k after loop = " + k);
        int m = 0;
        for (;;) {
            if (++m >= 4) {
                break;
            }
        }
        System.out.println("m = " + m);
        for (int i = 10; i > 0; i -= 3) {
            System.out.print(i + " ");
        }
        System.out.println();
        for (char c = 'a'; c < 'f'; c += 2) {
            System.out.print(c);
        }
        System.out.println();
        for (long big = Long.MAX_VALUE - 2; big > 0 && big <= Long.MAX_VALUE - 0; big++) {
            System.out.println("big " + big);
            if (big == Long.MAX_VALUE) {
                break;
            }
        }
        for (double d = 0; d < 1; d += 0.25) {
            System.out.print(d + " ");
        }
        System.out.println();
        int iterations = 0;
        for (int i = 0; i < 5; i++) {
            for (int j = i; j < 5; j++) {
                iterations++;
            }
        }
        System.out.println("triangular iterations = " + iterations);
        int[] arr = {5, 3, 8, 1};
        for (int i = arr.length - 1; i >= 0; i--) {
            System.out.print(arr[i] + (i > 0 ? "," : "\n"));
        }
        int x = 0;
        for (int i = 0; i < 3; i++, x += 10) {
            System.out.println("i=" + i + " x=" + x);
        }
        System.out.println("final x = " + x);
    }
}
