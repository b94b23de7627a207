public class FinallyOverridesReturn {
    @SuppressWarnings("finally")
    static int overrideReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String swallowException() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "finally wins";
        }
    }

    static int returnValueCapturedBeforeFinally() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            System.out.println("finally set x = " + x);
        }
    }

    static StringBuilder mutableCapture() {
        StringBuilder sb = new StringBuilder("a");
        try {
            return sb;
        } finally {
            sb.append("b");
        }
    }

    @SuppressWarnings("finally")
    static int nested() {
        int v = 0;
        try {
            try {
                v = 1;
                throw new IllegalStateException("inner");
            } finally {
                v += 10;
                System.out.println("inner finally v=" + v);
            }
        } catch (IllegalStateException e) {
            v += 100;
            System.out.println("outer catch v=" + v + " msg=" + e.getMessage());
            return v;
        } finally {
            v += 1000;
            System.out.println("outer finally v=" + v);
        }
    }

    public static void main(String[] args) {
        System.out.println("overrideReturn = " + overrideReturn());
        System.out.println("swallowException = " + swallowException());
        System.out.println("captured = " + returnValueCapturedBeforeFinally());
        System.out.println("mutable = " + mutableCapture());
        System.out.println("nested = " + nested());
    }
}
