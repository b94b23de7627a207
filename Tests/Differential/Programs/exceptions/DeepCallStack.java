public class DeepCallStack {
    static int depthReached = 0;

    static int descend(int depth, int failAt) {
        depthReached = depth;
        if (depth == failAt) {
            throw new IllegalStateException("failed at depth " + depth);
        }
        try {
            return descend(depth + 1, failAt) + 1;
        } finally {
            if (depth % 5 == 0) {
                System.out.println("  unwinding through depth " + depth);
            }
        }
    }

    static int a(int x) {
        return b(x) * 2;
    }

    static int b(int x) {
        return c(x) + 1;
    }

    static int c(int x) {
        if (x < 0) {
            throw new IllegalArgumentException("c got negative " + x);
        }
        return x;
    }

    public static void main(String[] args) {
        try {
            descend(0, 17);
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage() + ", deepest " + depthReached);
        }
        System.out.println("a(5) = " + a(5));
        try {
            System.out.println("a(-1) = " + a(-1));
        } catch (IllegalArgumentException e) {
            System.out.println("a(-1) failed: " + e.getMessage());
        }
        int recovered = 0;
        for (int i = -2; i <= 2; i++) {
            try {
                recovered += a(i);
            } catch (IllegalArgumentException e) {
                recovered -= 100;
            }
        }
        System.out.println("recovered = " + recovered);
        try {
            descend(0, 3);
        } catch (RuntimeException e) {
            System.out.println("second descent: " + e.getMessage());
        }
    }
}
