import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

public class MultiCatchRethrow {
    static void action(int kind) throws IOException {
        switch (kind) {
            case 0 -> System.out.println("  action 0 ok");
            case 1 -> throw new IllegalStateException("state");
            case 2 -> throw new UnsupportedOperationException("unsupported");
            case 3 -> throw new IOException("io");
            case 4 -> throw new ArrayIndexOutOfBoundsException(7);
            default -> throw new ArithmeticException("math");
        }
    }

    static String classify(int kind) {
        try {
            action(kind);
            return "none";
        } catch (IllegalStateException | UnsupportedOperationException e) {
            return "multi:" + e.getClass().getSimpleName() + "(" + e.getMessage() + ")";
        } catch (IOException e) {
            return "checked:" + e.getMessage();
        } catch (IndexOutOfBoundsException e) {
            return "superclass catch:" + e.getClass().getSimpleName() + " msg=" + e.getMessage();
        } catch (RuntimeException e) {
            return "fallback:" + e;
        }
    }

    static void rethrowPrecise(int kind) throws IOException {
        try {
            action(kind);
        } catch (Exception e) {
            System.out.println("  logging then rethrowing " + e.getClass().getSimpleName());
            throw e;
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 5; k++) {
            System.out.println("kind " + k + " -> " + classify(k));
        }
        List<String> outcomes = new ArrayList<>();
        for (int k : new int[] {0, 3, 1}) {
            try {
                rethrowPrecise(k);
                outcomes.add("ok");
            } catch (IOException e) {
                outcomes.add("io:" + e.getMessage());
            } catch (RuntimeException e) {
                outcomes.add("rt:" + e.getMessage());
            }
        }
        System.out.println("rethrow outcomes=" + outcomes);
        try {
            try {
                action(2);
            } catch (IllegalStateException | UnsupportedOperationException e) {
                throw new RuntimeException("wrapped " + e.getMessage(), e);
            }
        } catch (Exception e) {
            System.out.println("wrapped: " + e.getMessage() + " cause class=" + e.getCause().getClass().getName());
        }
        Object o = "text";
        try {
            Integer bad = (Integer) o;
            System.out.println("never " + bad);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException caught, is RuntimeException=" + (e instanceof RuntimeException));
        }
        int[] arr = new int[2];
        try {
            arr[2] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("array index message=" + e.getMessage());
        }
    }
}
