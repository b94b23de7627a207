import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class FlwEvalOrder {
    static List<String> trace = new ArrayList<>();
    static int[] store = {10, 20, 30, 40};
    static int counter = 0;

    static int[] get() {
        trace.add("get");
        return store;
    }

    static int k() {
        trace.add("k");
        return counter++ % store.length;
    }

    static int v() {
        trace.add("v");
        return 5;
    }

    static boolean check(String name, boolean result) {
        trace.add(name);
        return result;
    }

    static String part(String s) {
        trace.add("part:" + s);
        return s;
    }

    static int num(int n) {
        trace.add("num:" + n);
        return n;
    }

    static String combine(int a, String b, int c) {
        trace.add("combine");
        return a + b + c;
    }

    static void dump(String label) {
        System.out.println(label + " -> " + String.join(", ", trace));
        trace.clear();
    }

    public static void main(String[] args) {
        get()[k()] += v();
        dump("get()[k()] += v()");
        get()[k()] = get()[k()] * v();
        dump("get()[k()] = get()[k()] * v()");
        System.out.println("store = " + Arrays.toString(store));

        boolean r1 = check("A", false) && check("B", true);
        dump("A&&B = " + r1);
        boolean r2 = check("A", true) || check("B", false);
        dump("A||B = " + r2);
        boolean r3 = check("A", false) || check("B", true) && check("C", false);
        dump("A||B&&C = " + r3);
        boolean r4 = (check("A", true) || check("B", true)) && check("C", true);
        dump("(A||B)&&C = " + r4);
        boolean r5 = check("A", false) & check("B", true) | check("C", true);
        dump("A&B|C non-short = " + r5);
        boolean r6 = check("A", true) ^ check("B", true);
        dump("A^B = " + r6);

        String joined = combine(num(1), part("-mid-"), num(2));
        dump("combine = " + joined);

        String s = part("x") + num(3) + num(4) + part("y");
        dump("concat = " + s);
        String s2 = num(3) + num(4) + part("z");
        dump("num+num+str = " + s2);

        int total = num(2) * (num(3) + num(4)) - num(1);
        dump("arith = " + total);

        int pick = check("cond", counter > 2) ? num(100) : num(200);
        dump("ternary = " + pick);

        int[] arr = {0, 0, 0};
        int i = 0;
        arr[i] = i = 2;
        System.out.println("arr[i] = i = 2 -> " + Arrays.toString(arr) + ", i = " + i);

        List<Integer> values = new ArrayList<>();
        int n = 0;
        values.add(n++);
        values.add(n++ * 10 + n);
        values.add(values.get(n - 1) + n++);
        System.out.println("values = " + values + ", n = " + n);

        for (int round = 0; round < 3; round++) {
            String label = round == 0 ? "first" : round == 1 ? "second" : "third";
            if (check(label + "-a", round > 0) && check(label + "-b", round > 1) || check(label + "-c", round == 1)) {
                trace.add("body");
            }
            dump("round " + round);
        }
    }
}
