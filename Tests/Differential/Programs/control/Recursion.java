public class Recursion {
    static long factorial(int n) {
        return n <= 1 ? 1 : n * factorial(n - 1);
    }

    static int fib(int n) {
        if (n < 2) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }

    static int moves = 0;

    static void hanoi(int n, char from, char to, char via) {
        if (n == 0) {
            return;
        }
        hanoi(n - 1, from, via, to);
        moves++;
        if (n >= 3) {
            System.out.println("move disk " + n + " from " + from + " to " + to);
        }
        hanoi(n - 1, via, to, from);
    }

    static int ackermann(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ackermann(m - 1, 1);
        }
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static boolean isEven(int n) {
        return n == 0 || isOdd(n - 1);
    }

    static boolean isOdd(int n) {
        return n != 0 && isEven(n - 1);
    }

    static String permutations(String prefix, String rest) {
        if (rest.isEmpty()) {
            return prefix + " ";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rest.length(); i++) {
            sb.append(permutations(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1)));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 21; i += 3) {
            System.out.println(i + "! = " + factorial(i));
        }
        for (int i = 0; i <= 20; i += 4) {
            System.out.print(fib(i) + " ");
        }
        System.out.println();
        hanoi(4, 'A', 'C', 'B');
        System.out.println("total moves = " + moves);
        System.out.println("ackermann(2, 3) = " + ackermann(2, 3));
        System.out.println("isEven(10)=" + isEven(10) + " isOdd(7)=" + isOdd(7));
        System.out.println(permutations("", "abc").trim());
    }
}
