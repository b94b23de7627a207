public class TryCatchFinallyOrder {
    static void run(int mode) {
        System.out.println("run(" + mode + ") start");
        try {
            System.out.println("  try begin");
            if (mode == 1) {
                throw new IllegalStateException("mode one");
            }
            if (mode == 2) {
                throw new IllegalArgumentException("mode two");
            }
            System.out.println("  try end");
        } catch (IllegalStateException e) {
            System.out.println("  caught ISE: " + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println("  caught RuntimeException: " + e);
        } finally {
            System.out.println("  finally");
        }
        System.out.println("run(" + mode + ") end");
    }

    static int withReturn(int x) {
        try {
            System.out.println("  computing for " + x);
            if (x < 0) {
                throw new RuntimeException("negative");
            }
            return x * 2;
        } catch (RuntimeException e) {
            System.out.println("  catch returning -1");
            return -1;
        } finally {
            System.out.println("  finally runs before return of " + x);
        }
    }

    public static void main(String[] args) {
        for (int m = 0; m < 3; m++) {
            run(m);
        }
        System.out.println("withReturn(5) = " + withReturn(5));
        System.out.println("withReturn(-5) = " + withReturn(-5));
        int counter = 0;
        for (int i = 0; i < 3; i++) {
            try {
                if (i == 1) {
                    continue;
                }
                counter += 10;
            } finally {
                counter++;
                System.out.println("loop finally i=" + i + " counter=" + counter);
            }
        }
        while (true) {
            try {
                System.out.println("breaking out");
                break;
            } finally {
                System.out.println("finally on break");
            }
        }
    }
}
