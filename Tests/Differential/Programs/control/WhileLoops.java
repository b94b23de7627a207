public class WhileLoops {
    static int collatzSteps(long n) {
        int steps = 0;
        while (n != 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
        }
        return steps;
    }

    static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 10; n++) {
            System.out.print(collatzSteps(n) + " ");
        }
        System.out.println();
        System.out.println("collatz(27) = " + collatzSteps(27));
        System.out.println("gcd(1071, 462) = " + gcd(1071, 462));
        System.out.println("gcd(-12, 18) = " + gcd(-12, 18));
        int digits = 0;
        int num = 1234567;
        int rev = 0;
        while (num > 0) {
            rev = rev * 10 + num % 10;
            num /= 10;
            digits++;
        }
        System.out.println("digits=" + digits + " reversed=" + rev);
        int i = 0;
        while (true) {
            i++;
            if (i % 2 == 0) {
                continue;
            }
            if (i > 9) {
                break;
            }
            System.out.print("odd " + i + "; ");
        }
        System.out.println("i ended at " + i);
        int x = 100;
        while (x > 1) x /= 3;
        System.out.println("x = " + x);
        int a = 0, b = 10;
        while (a < b) {
            a += 2;
            b -= 1;
        }
        System.out.println("a=" + a + " b=" + b);
        int neverRuns = 0;
        while (neverRuns > 0) {
            System.out.println("should not print");
        }
        System.out.println("done");
    }
}
