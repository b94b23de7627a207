import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

public class ObjectIdentity {
    static class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Point p && p.x == x && p.y == y;
        }

        @Override
        public int hashCode() {
            return x * 31 + y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    enum Mode { ON, OFF }

    static class Plain {
        int v;

        Plain(int v) {
            this.v = v;
        }
    }

    public static void main(String[] args) {
        Point a = new Point(1, 2);
        Point b = new Point(1, 2);
        Point c = a;
        System.out.println("a == b " + (a == b) + ", a.equals(b) " + a.equals(b) + ", a == c " + (a == c));
        Plain p1 = new Plain(5);
        Plain p2 = new Plain(5);
        System.out.println("plain equals defaults to identity: " + p1.equals(p2) + " " + p1.equals(p1));
        List<Plain> plains = new ArrayList<>();
        plains.add(p1);
        System.out.println("list contains equal plain? " + plains.contains(p2) + " same? " + plains.contains(p1));
        Map<Point, String> ident = new IdentityHashMap<>();
        ident.put(a, "a");
        ident.put(b, "b");
        System.out.println("identity map size " + ident.size() + " get(c) " + ident.get(c) + " get(new) " + ident.get(new Point(1, 2)));
        String s1 = "lit";
        String s2 = "lit";
        System.out.println("string literals equal " + s1.equals(s2));
        Object o1 = a;
        Object o2 = b;
        System.out.println("Object refs == " + (o1 == o2) + " equals " + o1.equals(o2));
        Point[] arr = {a, b, c};
        int sameAsA = 0;
        int equalToA = 0;
        for (Point p : arr) {
            if (p == a) {
                sameAsA++;
            }
            if (p.equals(a)) {
                equalToA++;
            }
        }
        System.out.println("same as a " + sameAsA + ", equal to a " + equalToA);
        Plain mutated = p1;
        mutated.v = 99;
        System.out.println("mutation visible through alias: " + p1.v);
        int[] x1 = {1, 2};
        int[] x2 = {1, 2};
        System.out.println("arrays == " + (x1 == x2) + " equals " + x1.equals(x2) + " Arrays.equals " + java.util.Arrays.equals(x1, x2));
        Integer big1 = 1000;
        Integer big2 = 1000;
        System.out.println("boxed compare with equals " + big1.equals(big2) + " and intValue " + (big1.intValue() == big2.intValue()));
        Runnable r = () -> { };
        Runnable same = r;
        System.out.println("lambda identity " + (r == same));
        System.out.println("enum identity " + (Mode.ON == Mode.valueOf("ON")));
    }
}
