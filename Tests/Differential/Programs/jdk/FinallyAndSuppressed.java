import java.util.ArrayList;
import java.util.List;

public class FinallyAndSuppressed {
    static List<String> trace = new ArrayList<>();

    public static void main(String[] args) {
        Exception host = new Exception("primary");
        host.addSuppressed(new RuntimeException("secondary 1"));
        host.addSuppressed(new RuntimeException("secondary 2"));
        System.out.println("suppressed count=" + host.getSuppressed().length);
        for (Throwable s : host.getSuppressed()) {
            System.out.println("  suppressed: " + s);
        }
        try {
            try {
                throw new IllegalStateException("original");
            } finally {
                System.out.println("finally runs before propagation");
            }
        } catch (IllegalStateException e) {
            System.out.println("caught after finally: " + e.getMessage());
        }
        System.out.println("finally overriding return=" + finallyReturn());
        System.out.println("try returns, finally still runs=" + finallySwallows());
        System.out.println("return value fixed before finally=" + returnBeforeFinally() + " trace=" + trace);
        for (int i = 0; i < 3; i++) {
            try {
                if (i == 1) continue;
                System.out.println("loop body " + i);
            } finally {
                System.out.println("loop finally " + i);
            }
        }
        try {
            nested();
        } catch (RuntimeException e) {
            System.out.println("nested outcome=" + e.getMessage() + " cause=" + e.getCause());
        }
        System.out.println("trace=" + trace);
    }

    @SuppressWarnings("finally")
    static int finallyReturn() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 42;
        }
    }

    static String finallySwallows() {
        try {
            return "from try";
        } finally {
            trace.add("swallow-finally");
        }
    }

    static int returnBeforeFinally() {
        int x = 1;
        try {
            return x;
        } finally {
            x = 99;
            trace.add("x set to " + x);
        }
    }

    static void nested() {
        try {
            throw new IllegalArgumentException("inner");
        } catch (IllegalArgumentException e) {
            trace.add("caught inner");
            throw new RuntimeException("outer", e);
        } finally {
            trace.add("nested finally");
        }
    }
}
