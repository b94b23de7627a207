import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class AlgMatrixPrimes {
    public static void main(String[] args) {
        sieveDemo();
        matrixDemo();
    }

    static void sieveDemo() {
        System.out.println("=== Sieve of Eratosthenes ===");
        int limit = 120;
        boolean[] composite = new boolean[limit + 1];
        composite[0] = true;
        composite[1] = true;
        int crossedOut = 0;
        for (int i = 2; (long) i * i <= limit; i++) {
            if (composite[i]) continue;
            for (int j = i * i; j <= limit; j += i) {
                if (!composite[j]) crossedOut++;
                composite[j] = true;
            }
        }
        List<Integer> primes = new ArrayList<>();
        for (int i = 2; i <= limit; i++) if (!composite[i]) primes.add(i);
        System.out.println("primes <= " + limit + ": " + primes);
        System.out.println("count=" + primes.size() + " crossed out=" + crossedOut);

        StringBuilder twins = new StringBuilder();
        for (int i = 1; i < primes.size(); i++) {
            if (primes.get(i) - primes.get(i - 1) == 2) {
                twins.append("(").append(primes.get(i - 1)).append(",").append(primes.get(i)).append(")");
            }
        }
        System.out.println("twin primes: " + twins);

        int maxGap = 0;
        int gapAfter = 0;
        for (int i = 1; i < primes.size(); i++) {
            int gap = primes.get(i) - primes.get(i - 1);
            if (gap > maxGap) {
                maxGap = gap;
                gapAfter = primes.get(i - 1);
            }
        }
        System.out.println("largest gap=" + maxGap + " after " + gapAfter);

        System.out.println("--- segmented sieve [1000, 1100] ---");
        List<Integer> seg = segmentedSieve(1000, 1100, primes);
        System.out.println(seg + " (" + seg.size() + ")");

        System.out.println("--- smallest prime factor table ---");
        int[] spf = new int[limit + 1];
        for (int i = 2; i <= limit; i++) {
            if (spf[i] == 0) {
                for (int j = i; j <= limit; j += i) {
                    if (spf[j] == 0) spf[j] = i;
                }
            }
        }
        int[] samples = {84, 97, 100, 117, 120, 64};
        for (int n : samples) {
            Map<Integer, Integer> factors = new TreeMap<>();
            int x = n;
            while (x > 1) {
                factors.merge(spf[x], 1, Integer::sum);
                x /= spf[x];
            }
            int divisors = 1;
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<Integer, Integer> e : factors.entrySet()) {
                if (sb.length() > 0) sb.append(" * ");
                sb.append(e.getKey());
                if (e.getValue() > 1) sb.append("^").append(e.getValue());
                divisors *= e.getValue() + 1;
            }
            System.out.println(String.format("%5d = %-8s divisors=%d hex=%x", n, sb.toString(), divisors, n));
        }

        boolean[] goldbachChecked = new boolean[limit + 1];
        int verified = 0;
        for (int even = 4; even <= 40; even += 2) {
            for (int p : primes) {
                if (p > even / 2) break;
                if (!composite[even - p]) {
                    goldbachChecked[even] = true;
                    if (even >= 34) System.out.println("goldbach " + even + " = " + p + " + " + (even - p));
                    break;
                }
            }
            if (goldbachChecked[even]) verified++;
        }
        System.out.println("goldbach verified for " + verified + " even numbers");
        System.out.println();
    }

    static List<Integer> segmentedSieve(int lo, int hi, List<Integer> basePrimes) {
        boolean[] marked = new boolean[hi - lo + 1];
        for (int p : basePrimes) {
            if ((long) p * p > hi) break;
            int first = Math.max(p * p, ((lo + p - 1) / p) * p);
            for (int j = first; j <= hi; j += p) marked[j - lo] = true;
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < marked.length; i++) {
            if (!marked[i] && lo + i >= 2) out.add(lo + i);
        }
        return out;
    }

    static void matrixDemo() {
        System.out.println("=== Matrix operations ===");
        int[][] a = {{1, 2, 3}, {4, 5, 6}};
        int[][] b = {{7, 8}, {9, 10}, {11, 12}};
        print("A", a);
        print("B", b);
        print("A x B", Matrix.multiply(a, b));
        print("B x A", Matrix.multiply(b, a));
        print("A^T", Matrix.transpose(a));

        int[][] square = {{2, -1, 0}, {1, 3, 4}, {0, 5, -2}};
        print("M", square);
        System.out.println("det(M)=" + Matrix.determinant(square) + " trace=" + Matrix.trace(square));
        print("rot90(M)", Matrix.rotateClockwise(square));
        print("M + M^T", Matrix.add(square, Matrix.transpose(square)));
        System.out.println("M+M^T symmetric: " + Matrix.isSymmetric(Matrix.add(square, Matrix.transpose(square))));

        int[][] fib = {{1, 1}, {1, 0}};
        for (int n : new int[]{1, 5, 10, 20, 30}) {
            long[][] p = Matrix.power(fib, n);
            System.out.println(String.format("fib via matrix power n=%d -> F(n)=%d", n, p[0][1]));
        }

        int[][] spiralSrc = new int[4][5];
        int v = 1;
        for (int r = 0; r < 4; r++) for (int c = 0; c < 5; c++) spiralSrc[r][c] = v++;
        System.out.println("spiral order: " + Matrix.spiral(spiralSrc));

        int[][] image = {{3, 0, 8, 4}, {2, 4, 5, 7}, {9, 2, 6, 3}, {0, 3, 1, 0}};
        int[][] prefix = Matrix.prefixSums(image);
        print("prefix", prefix);
        System.out.println("sum rect (1,1)-(2,2) = " + Matrix.rectSum(prefix, 1, 1, 2, 2));
        System.out.println("sum rect (0,0)-(3,3) = " + Matrix.rectSum(prefix, 0, 0, 3, 3));
        double avg = Matrix.rectSum(prefix, 0, 1, 2, 2) / 6.0;
        System.out.println(String.format("avg of top middle block = %.2f", avg));
    }

    static void print(String label, int[][] m) {
        System.out.println(label + " (" + m.length + "x" + m[0].length + "):");
        for (int[] row : m) {
            StringBuilder sb = new StringBuilder();
            for (int x : row) sb.append(String.format("%5d", x));
            System.out.println(sb);
        }
    }
}

class Matrix {
    static int[][] multiply(int[][] a, int[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        int[][] out = new int[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                int s = 0;
                for (int t = 0; t < k; t++) s += a[i][t] * b[t][j];
                out[i][j] = s;
            }
        return out;
    }

    static int[][] transpose(int[][] a) {
        int[][] t = new int[a[0].length][a.length];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < a[0].length; j++) t[j][i] = a[i][j];
        return t;
    }

    static int[][] add(int[][] a, int[][] b) {
        int[][] out = new int[a.length][a[0].length];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < a[0].length; j++) out[i][j] = a[i][j] + b[i][j];
        return out;
    }

    static boolean isSymmetric(int[][] a) {
        for (int i = 0; i < a.length; i++)
            for (int j = i + 1; j < a.length; j++) if (a[i][j] != a[j][i]) return false;
        return true;
    }

    static int trace(int[][] a) {
        int t = 0;
        for (int i = 0; i < a.length; i++) t += a[i][i];
        return t;
    }

    static int determinant(int[][] a) {
        int n = a.length;
        if (n == 1) return a[0][0];
        if (n == 2) return a[0][0] * a[1][1] - a[0][1] * a[1][0];
        int det = 0;
        for (int col = 0; col < n; col++) {
            int[][] minor = new int[n - 1][n - 1];
            for (int i = 1; i < n; i++) {
                int mc = 0;
                for (int j = 0; j < n; j++) {
                    if (j == col) continue;
                    minor[i - 1][mc++] = a[i][j];
                }
            }
            int sign = col % 2 == 0 ? 1 : -1;
            det += sign * a[0][col] * determinant(minor);
        }
        return det;
    }

    static int[][] rotateClockwise(int[][] a) {
        int n = a.length, m = a[0].length;
        int[][] out = new int[m][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) out[j][n - 1 - i] = a[i][j];
        return out;
    }

    static long[][] power(int[][] base, int exp) {
        int n = base.length;
        long[][] result = new long[n][n];
        for (int i = 0; i < n; i++) result[i][i] = 1;
        long[][] b = new long[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) b[i][j] = base[i][j];
        while (exp > 0) {
            if ((exp & 1) == 1) result = mul(result, b);
            b = mul(b, b);
            exp >>= 1;
        }
        return result;
    }

    private static long[][] mul(long[][] a, long[][] b) {
        int n = a.length;
        long[][] out = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                for (int k = 0; k < n; k++) out[i][j] += a[i][k] * b[k][j];
        return out;
    }

    static List<Integer> spiral(int[][] a) {
        List<Integer> out = new ArrayList<>();
        int top = 0, bottom = a.length - 1, left = 0, right = a[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) out.add(a[top][j]);
            top++;
            for (int i = top; i <= bottom; i++) out.add(a[i][right]);
            right--;
            if (top <= bottom) {
                for (int j = right; j >= left; j--) out.add(a[bottom][j]);
                bottom--;
            }
            if (left <= right) {
                for (int i = bottom; i >= top; i--) out.add(a[i][left]);
                left++;
            }
        }
        return out;
    }

    static int[][] prefixSums(int[][] a) {
        int[][] p = new int[a.length + 1][a[0].length + 1];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < a[0].length; j++)
                p[i + 1][j + 1] = a[i][j] + p[i][j + 1] + p[i + 1][j] - p[i][j];
        return p;
    }

    static int rectSum(int[][] p, int r1, int c1, int r2, int c2) {
        return p[r2 + 1][c2 + 1] - p[r1][c2 + 1] - p[r2 + 1][c1] + p[r1][c1];
    }
}
