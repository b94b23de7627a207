public class FinallyThrowReplaces {
    static void replaceInFinally() {
        try {
            throw new IllegalArgumentException("original");
        } finally {
            System.out.println("  finally throwing replacement");
            throw new IllegalStateException("replacement");
        }
    }

    static int catchThrowsFinallyRuns(int[] log) {
        try {
            log[0]++;
            throw new RuntimeException("in try");
        } catch (RuntimeException e) {
            log[1]++;
            throw new UnsupportedOperationException("from catch: " + e.getMessage());
        } finally {
            log[2]++;
            System.out.println("  finally ran, log = " + log[0] + "," + log[1] + "," + log[2]);
        }
    }

    public static void main(String[] args) {
        try {
            replaceInFinally();
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage() + ", suppressed " + e.getSuppressed().length);
        }
        int[] log = new int[3];
        for (int i = 0; i < 2; i++) {
            try {
                catchThrowsFinallyRuns(log);
            } catch (UnsupportedOperationException e) {
                System.out.println("caught " + e.getMessage());
            }
        }
        String state = "init";
        try {
            try {
                state = "inner try";
                throw new ArithmeticException("arith");
            } catch (ArithmeticException e) {
                state = "inner catch";
                throw e;
            } finally {
                state += " + inner finally";
            }
        } catch (ArithmeticException e) {
            state += " + outer catch";
        }
        System.out.println("state: " + state);
        int attempts = 0;
        while (true) {
            try {
                attempts++;
                if (attempts < 3) {
                    throw new IllegalStateException("attempt " + attempts + " failed");
                }
                System.out.println("succeeded on attempt " + attempts);
                break;
            } catch (IllegalStateException e) {
                System.out.println("retrying after: " + e.getMessage());
            } finally {
                System.out.println("  cleanup " + attempts);
            }
        }
    }
}
