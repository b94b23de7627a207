import java.util.ArrayList;
import java.util.List;

// A finally block that can throw (a close() declared to throw) after a try block that returns, breaks or
// continues: the way out waits for the finally block, whose own exception replaces it.
public class FinallyHeldExits {
    static class Resource {
        private final String name;
        private final boolean failOnClose;
        Resource(String name, boolean failOnClose) { this.name = name; this.failOnClose = failOnClose; }
        String read() { return "data of " + name; }
        void close() throws Exception {
            System.out.println("closing " + name);
            if (failOnClose) throw new Exception("close failed: " + name);
        }
    }

    static String readAll(Resource r) throws Exception {
        try {
            return r.read();
        } finally {
            r.close();
        }
    }

    static int firstNegative(int[] values, Resource r) throws Exception {
        try {
            for (int i = 0; i < values.length; i++) {
                if (values[i] < 0) return i;
            }
            return -1;
        } finally {
            r.close();
        }
    }

    static List<String> loop(Resource r) throws Exception {
        List<String> seen = new ArrayList<>();
        outer:
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 5; i++) {
                try {
                    if (i == 1) continue;
                    if (i == 3) continue outer;
                    if (round == 2) break outer;
                    seen.add(round + ":" + i);
                } finally {
                    r.close();
                }
            }
        }
        return seen;
    }

    static String nested(Resource a, Resource b) throws Exception {
        try {
            try {
                return "inner " + a.read();
            } finally {
                a.close();
            }
        } finally {
            b.close();
        }
    }

    static String caught(Resource r) {
        try {
            try {
                return readAll(r);
            } catch (IllegalStateException e) {
                return "wrong handler";
            } finally {
                r.close();
            }
        } catch (Exception e) {
            return "caught " + e.getMessage();
        }
    }

    static int whileTrue(Resource r) throws Exception {
        int n = 0;
        while (true) {
            try {
                n++;
                if (n == 4) break;
            } finally {
                if (n > 10) r.close();
            }
        }
        return n;
    }

    static void voidReturn(Resource r, boolean early) throws Exception {
        try {
            if (early) {
                System.out.println("early return");
                return;
            }
            System.out.println("full body");
        } finally {
            r.close();
        }
        System.out.println("after try");
    }

    public static void main(String[] args) throws Exception {
        System.out.println(readAll(new Resource("a", false)));
        try {
            System.out.println(readAll(new Resource("b", true)));
        } catch (Exception e) {
            System.out.println("caught: " + e.getMessage());
        }
        System.out.println(firstNegative(new int[] {3, 4, -1, 5}, new Resource("c", false)));
        System.out.println(firstNegative(new int[] {3}, new Resource("d", false)));
        System.out.println(loop(new Resource("e", false)));
        try {
            loop(new Resource("f", true));
        } catch (Exception e) {
            System.out.println("loop: " + e.getMessage());
        }
        System.out.println(nested(new Resource("g", false), new Resource("h", false)));
        try {
            nested(new Resource("i", true), new Resource("j", true));
        } catch (Exception e) {
            System.out.println("nested: " + e.getMessage());
        }
        System.out.println(caught(new Resource("k", false)));
        System.out.println(caught(new Resource("l", true)));
        System.out.println(whileTrue(new Resource("m", false)));
        voidReturn(new Resource("n", false), true);
        voidReturn(new Resource("o", false), false);
    }
}
