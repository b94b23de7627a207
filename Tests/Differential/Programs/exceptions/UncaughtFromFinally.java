// expect-exit: 1
public class UncaughtFromFinally {
    static int step = 0;

    static void work(boolean fail) {
        try {
            step++;
            System.out.println("working, step " + step);
            if (fail) {
                throw new IllegalArgumentException("work failed at step " + step);
            }
        } finally {
            System.out.println("cleanup for step " + step);
            if (step == 3) {
                throw new IllegalStateException("cleanup itself failed");
            }
        }
    }

    public static void main(String[] args) {
        work(false);
        try {
            work(true);
        } catch (IllegalArgumentException e) {
            System.out.println("recovered: " + e.getMessage());
        }
        System.out.println("third attempt, failing body hidden by failing finally");
        work(true);
        System.out.println("not reached");
    }
}
