public class NestedTry {
    static void level3(int x) {
        System.out.println("    level3(" + x + ")");
        if (x == 3) {
            throw new ArrayIndexOutOfBoundsException("index " + x);
        }
        if (x == 4) {
            throw new UnsupportedOperationException("op " + x);
        }
    }

    static void level2(int x) {
        try {
            level3(x);
            System.out.println("   level2 ok");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("   level2 handled " + e.getMessage());
            throw new IllegalStateException("wrapped from level2", e);
        } finally {
            System.out.println("   level2 finally");
        }
    }

    static void level1(int x) {
        try {
            try {
                level2(x);
            } catch (IllegalStateException e) {
                System.out.println("  level1 inner caught: " + e.getMessage() + " cause=" + e.getCause().getMessage());
            }
            System.out.println("  level1 after inner");
        } catch (RuntimeException e) {
            System.out.println("  level1 outer caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } finally {
            System.out.println("  level1 finally");
        }
    }

    public static void main(String[] args) {
        for (int x = 2; x <= 4; x++) {
            System.out.println("== x=" + x);
            level1(x);
        }
        try {
            try {
                throw new RuntimeException("first");
            } finally {
                System.out.println("inner finally before propagation");
            }
        } catch (RuntimeException e) {
            System.out.println("outer got " + e.getMessage());
        }
        try {
            try {
                throw new RuntimeException("original");
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("replacement");
            } finally {
                System.out.println("finally between");
            }
        } catch (IllegalArgumentException e) {
            System.out.println("got " + e.getMessage());
        }
    }
}
