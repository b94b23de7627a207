public class OperatorPrecedence {
    static int trace(String label, int v) {
        System.out.println("eval " + label + " = " + v);
        return v;
    }

    public static void main(String[] args) {
        System.out.println(2 + 3 * 4);
        System.out.println((2 + 3) * 4);
        System.out.println(10 - 4 - 3);
        System.out.println(100 / 10 / 5);
        System.out.println(2 * 3 % 4);
        System.out.println(1 + 2 << 3);
        System.out.println(1 << 2 + 3);
        System.out.println(5 & 3 | 8);
        System.out.println(5 | 3 & 8);
        System.out.println(6 ^ 3 & 5);
        System.out.println(-5 >> 1 + 1);
        System.out.println(1 < 2 == true);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println("x" + 1 * 2 + 3);
        System.out.println(-2 * -3);
        System.out.println(- -4);
        System.out.println(!(3 > 2) || 4 > 3 && 1 > 2);
        int x = 5;
        x += x *= 2;
        System.out.println("x += x *= 2 -> " + x);
        int y = 3;
        y = y * 2 + (y = 10);
        System.out.println("y = y * 2 + (y = 10) -> " + y);
        int r = trace("a", 1) + trace("b", 2) * trace("c", 3);
        System.out.println("r = " + r);
        boolean s = trace("d", 0) > 0 && trace("e", 1) > 0;
        System.out.println("s = " + s);
        boolean u = trace("f", 1) > 0 || trace("g", 1) > 0;
        System.out.println("u = " + u);
        int[] arr = new int[3];
        int i = 0;
        arr[i] = i = 2;
        System.out.println("arr[0] = " + arr[0] + ", i = " + i);
        int a, b, c;
        a = b = c = 7;
        System.out.println(a + b + c);
        System.out.println(7 > 3 ? 7 > 5 ? "big" : "medium" : "small");
        long mix = 1 + 2L * 3;
        System.out.println(mix);
        double dm = 1 / 2 + 1 / 2.0;
        System.out.println(dm);
    }
}
