public class NestedTernaries {
    static String fizz(int i) {
        return i % 15 == 0 ? "FizzBuzz" : i % 5 == 0 ? "Buzz" : i % 3 == 0 ? "Fizz" : String.valueOf(i);
    }

    static int clamp(int v, int lo, int hi) {
        return v < lo ? lo : v > hi ? hi : v;
    }

    static int max3(int a, int b, int c) {
        return a > b ? (a > c ? a : c) : (b > c ? b : c);
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 15; i++) {
            sb.append(fizz(i)).append(i < 15 ? " " : "");
        }
        System.out.println(sb);
        int[] vals = {-10, 0, 5, 10, 50};
        for (int v : vals) {
            System.out.println("clamp(" + v + ") = " + clamp(v, 0, 10));
        }
        System.out.println(max3(1, 2, 3) + " " + max3(3, 2, 1) + " " + max3(2, 3, 1) + " " + max3(5, 5, 5));
        int a = 5;
        int b = a > 3 ? a < 10 ? 1 : 2 : 3;
        System.out.println("b = " + b);
        boolean flag = false;
        String s = flag ? "yes" : null;
        System.out.println("s = " + s);
        int calls = 0;
        int[] counter = {0};
        int r = (counter[0]++ > 0) ? counter[0]++ : counter[0]--;
        System.out.println("r=" + r + " counter=" + counter[0]);
        int sign = -7;
        String label = sign > 0 ? "pos" : sign < 0 ? (sign < -5 ? "very neg" : "neg") : "zero";
        System.out.println(label);
        System.out.println((a & 1) == 0 ? "even" : "odd");
        Object o = a > 0 ? "string" : Integer.valueOf(a);
        System.out.println(o instanceof String ? "got string " + o : "got other");
        int x = 0;
        x = x == 0 ? x + 1 : x - 1;
        x = x == 0 ? x + 1 : x - 1;
        System.out.println("toggled x = " + x + " calls=" + calls);
    }
}
