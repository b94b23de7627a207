import java.util.ArrayList;
import java.util.List;

public class CtlEvalOrder {
    static int counter = 0;
    static List<String> log = new ArrayList<>();

    static int idx(int i) {
        log.add("idx(" + i + ")");
        System.out.println("  idx(" + i + ")");
        return i;
    }

    static int f(int v) {
        log.add("f(" + v + ")");
        System.out.println("  f(" + v + ")");
        counter += v;
        return v;
    }

    static boolean check(String name, boolean result) {
        System.out.println("  check " + name + " -> " + result);
        return result;
    }

    static class Account {
        int balance;
        int txCount;
        int[] history = new int[6];
        Account(int b) { balance = b; }
    }

    static Account current;

    static Account acct(String why) {
        System.out.println("  acct(" + why + ")");
        return current;
    }

    static int fee(int amount) {
        System.out.println("  fee(" + amount + ")");
        current.balance -= 1; // side effect on the same field being compound-assigned
        return amount / 10;
    }

    public static void main(String[] args) {
        System.out.println("== a[i++] = i ==");
        int[] a = new int[6];
        int i = 0;
        a[i++] = i;
        a[i++] = i * 10;
        a[i] = i++;
        a[++i] = i;
        System.out.println("a=" + java.util.Arrays.toString(a) + " i=" + i);

        System.out.println("== arr[idx()] += f() ==");
        int[] arr = {10, 20, 30, 40};
        arr[idx(1)] += f(5);
        arr[idx(2)] -= f(arr[2] / 3);
        arr[idx(0)] *= f(2) + f(3);
        arr[idx(3)] = arr[idx(0)] + f(1);
        System.out.println("arr=" + java.util.Arrays.toString(arr) + " counter=" + counter);

        System.out.println("== x += x++ and friends ==");
        int x = 5;
        x += x++;
        System.out.println("x after x += x++: " + x);
        x = 5;
        x = x++ + ++x;
        System.out.println("x after x = x++ + ++x: " + x);
        int y = 3;
        y -= y-- - --y;
        System.out.println("y after y -= y-- - --y: " + y);
        int k = 1;
        int[] b = {100, 200, 300, 400};
        b[k] = b[k++] + b[k++];
        System.out.println("b=" + java.util.Arrays.toString(b) + " k=" + k);

        System.out.println("== short circuit with side effects ==");
        boolean r1 = check("A", false) && check("B", true);
        boolean r2 = check("C", true) || check("D", true);
        boolean r3 = check("E", true) & check("F", false);
        boolean r4 = check("G", false) | check("H", true);
        boolean r5 = check("I", false) || check("J", true) && check("K", false);
        boolean r6 = (check("L", true) || check("M", false)) && !check("N", true);
        System.out.println("r=" + r1 + "," + r2 + "," + r3 + "," + r4 + "," + r5 + "," + r6);

        System.out.println("== increments inside conditions ==");
        int n = 0;
        int loops = 0;
        while (n++ < 3 && ++loops > 0) {
            System.out.println("  loop n=" + n + " loops=" + loops);
        }
        System.out.println("after while n=" + n + " loops=" + loops);
        int p = 10;
        if (p-- > 9 || p++ > 100) {
            System.out.println("  p branch taken, p=" + p);
        }
        int q = 0;
        if (q > 0 && q++ > 0) {
            System.out.println("  unreachable");
        }
        System.out.println("q stays " + q);
        int[] data = {4, 8, 15, 16, 23, 42};
        int pos = 0;
        int sumEven = 0;
        while (pos < data.length && data[pos++] % 2 == 0) {
            sumEven += data[pos - 1];
        }
        System.out.println("sumEven prefix=" + sumEven + " pos=" + pos);

        System.out.println("== compound assignment on fields ==");
        current = new Account(100);
        acct("deposit").balance += f(50);
        System.out.println("balance=" + current.balance);
        acct("withdraw").balance -= fee(40);
        System.out.println("balance after fee=" + current.balance);
        acct("tx").history[acct("tx-idx").txCount++] = current.balance;
        acct("tx").history[current.txCount++] += current.txCount * 7;
        current.history[current.txCount] = current.txCount++;
        System.out.println("txCount=" + current.txCount + " history=" + java.util.Arrays.toString(current.history));

        System.out.println("== argument evaluation order ==");
        counter = 0;
        int res = combine(f(1), f(2) * f(3), counter);
        System.out.println("combine=" + res + " counter=" + counter);
        int m = 2;
        int res2 = combine(m++, m++, m);
        System.out.println("combine(m++,m++,m)=" + res2 + " m=" + m);

        System.out.println("== ternary with side effects ==");
        int t = 0;
        int val = check("T1", t == 0) ? f(7) : f(8);
        System.out.println("val=" + val);
        int w = (t++ == 0) ? (t++ == 1 ? t * 100 : -1) : t;
        System.out.println("w=" + w + " t=" + t);

        System.out.println("== string concatenation order ==");
        int s = 1;
        String str = "s=" + s++ + "," + s++ + "," + (s += 10) + "," + s;
        System.out.println(str);
        System.out.println("log size=" + log.size() + " first=" + log.get(0) + " last=" + log.get(log.size() - 1));
    }

    static int combine(int a, int b, int c) {
        System.out.println("  combine(" + a + "," + b + "," + c + ")");
        return a * 100 + b * 10 + c;
    }
}
