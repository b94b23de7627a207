public class ExceptionFieldState {
    static class Counter {
        int value;
        int errors;

        void addChecked(int delta) {
            int before = value;
            value += delta;
            if (value > 10) {
                value = before;
                errors++;
                throw new IllegalStateException("limit exceeded by " + delta + " at " + before);
            }
        }
    }

    static int[] partialFill(int n) {
        int[] arr = new int[n];
        try {
            for (int i = 0; i <= n; i++) {
                arr[i] = i * i;
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("partial fill stopped: " + e.getMessage());
        }
        return arr;
    }

    public static void main(String[] args) {
        Counter c = new Counter();
        int[] deltas = {3, 4, 5, 2, 9, 1, 1};
        for (int d : deltas) {
            try {
                c.addChecked(d);
                System.out.println("added " + d + " -> " + c.value);
            } catch (IllegalStateException e) {
                System.out.println("rejected: " + e.getMessage() + " (value still " + c.value + ")");
            }
        }
        System.out.println("value=" + c.value + " errors=" + c.errors);
        int[] filled = partialFill(4);
        System.out.println(java.util.Arrays.toString(filled));
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("a");
            sb.append("b");
            Object o = null;
            sb.append(o.hashCode());
        } catch (NullPointerException e) {
            sb.append("!");
        }
        System.out.println("builder after partial work: " + sb);
        int x = 1;
        try {
            x = 2;
            x = x / (x - 2);
            x = 3;
        } catch (ArithmeticException e) {
            System.out.println("x at failure: " + x);
        }
    }
}
