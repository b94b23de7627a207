public class ErrorsAndThrowable {
    static class FatalError extends Error {
        FatalError(String msg) {
            super(msg);
        }
    }

    static void check(int level) {
        if (level == 1) {
            throw new FatalError("fatal level " + level);
        } else if (level == 2) {
            throw new AssertionError("assertion level " + level);
        } else if (level == 3) {
            throw new IllegalStateException("state level " + level);
        }
        System.out.println("level " + level + " ok");
    }

    public static void main(String[] args) {
        for (int lvl = 0; lvl <= 3; lvl++) {
            try {
                check(lvl);
            } catch (Exception e) {
                System.out.println("Exception branch: " + e.getMessage());
            } catch (Error e) {
                System.out.println("Error branch: " + e.getMessage() + " (" + e.getClass().getSimpleName() + ")");
            }
        }
        for (int lvl = 1; lvl <= 3; lvl++) {
            try {
                check(lvl);
            } catch (Throwable t) {
                String kind = t instanceof Error ? "Error" : t instanceof RuntimeException ? "RuntimeException" : "other";
                System.out.println("Throwable catch: " + kind + " -> " + t);
            }
        }
        Throwable t = new Throwable("raw throwable");
        try {
            throw t;
        } catch (Throwable caught) {
            System.out.println("caught raw: " + caught.getMessage() + " same object: " + (caught == t));
        }
        AssertionError ae = new AssertionError(42);
        System.out.println("AssertionError with object detail: " + ae.getMessage());
    }
}
