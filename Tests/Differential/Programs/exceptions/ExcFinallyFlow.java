import java.util.ArrayList;
import java.util.List;

public class ExcFinallyFlow {
    static final List<String> trace = new ArrayList<>();
    static int cleanupCount = 0;

    static void log(String s) {
        trace.add(s);
        System.out.println("  [" + trace.size() + "] " + s);
    }

    static int findFirstNegative(int[] values) {
        log("search start");
        try {
            for (int i = 0; i < values.length; i++) {
                if (values[i] < 0) {
                    log("found at " + i);
                    return i;
                }
            }
            log("not found");
            return -1;
        } finally {
            cleanupCount++;
            log("search finally (cleanup=" + cleanupCount + ")");
        }
    }

    static int returnValueCaptured() {
        int x = 10;
        try {
            x = x + 5;
            return x;
        } finally {
            x = 999;
            log("finally set x to " + x + " but return value already captured");
        }
    }

    static String nested(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("A");
            log("outer try mode=" + mode);
            try {
                sb.append("B");
                log("inner try");
                if (mode == 1) {
                    throw new OrderStepException("inner", "step failed in inner block");
                }
                if (mode == 2) {
                    throw new IllegalStateException("state broken");
                }
                if (mode == 3) {
                    return sb.append("R").toString();
                }
                sb.append("C");
            } catch (OrderStepException e) {
                sb.append("D");
                log("inner catch " + e.getStep() + ": " + e.getMessage());
            } finally {
                sb.append("E");
                log("inner finally");
            }
            sb.append("F");
            log("after inner");
        } catch (IllegalStateException e) {
            sb.append("G");
            log("outer catch " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } finally {
            sb.append("H");
            log("outer finally");
        }
        return sb.toString();
    }

    static int loopWithBreakContinue(int[] items) {
        int sum = 0;
        int finallyRuns = 0;
        for (int i = 0; i < items.length; i++) {
            try {
                if (items[i] == 0) {
                    log("skip zero at " + i);
                    continue;
                }
                if (items[i] > 100) {
                    log("too big at " + i + ", breaking");
                    break;
                }
                sum += items[i];
                log("added " + items[i] + " sum=" + sum);
            } finally {
                finallyRuns++;
                log("loop finally #" + finallyRuns + " i=" + i);
            }
        }
        log("loop done finallyRuns=" + finallyRuns);
        return sum;
    }

    static int labeledSearch(int[][] grid, int target) {
        int visited = 0;
        outer:
        for (int r = 0; r < grid.length; r++) {
            try {
                for (int c = 0; c < grid[r].length; c++) {
                    try {
                        visited++;
                        if (grid[r][c] == target) {
                            log("target at " + r + "," + c);
                            break outer;
                        }
                        if (grid[r][c] < 0) {
                            continue outer;
                        }
                    } finally {
                        if (grid[r][c] == target || grid[r][c] < 0) {
                            log("cell finally " + r + "," + c + " value=" + grid[r][c]);
                        }
                    }
                }
            } finally {
                log("row finally " + r);
            }
        }
        return visited;
    }

    public static void main(String[] args) {
        System.out.println("== return inside try ==");
        System.out.println("index=" + findFirstNegative(new int[]{4, 7, -2, 9}));
        System.out.println("index=" + findFirstNegative(new int[]{1, 2}));
        System.out.println("== captured return value ==");
        System.out.println("value=" + returnValueCaptured());
        System.out.println("== nested try/catch/finally ==");
        for (int mode = 0; mode <= 3; mode++) {
            System.out.println("mode " + mode + " -> " + nested(mode));
        }
        System.out.println("== break / continue ==");
        System.out.println("sum=" + loopWithBreakContinue(new int[]{5, 0, 12, 0, 250, 8}));
        System.out.println("== labeled break / continue ==");
        int[][] grid = {{1, 2, -1, 4}, {5, 6, 7}, {8, 42, 9}};
        System.out.println("visited=" + labeledSearch(grid, 42));
        System.out.println("total trace entries=" + trace.size() + " cleanupCount=" + cleanupCount);
    }
}

class OrderStepException extends Exception {
    private final String step;

    OrderStepException(String step, String message) {
        super(message);
        this.step = step;
    }

    String getStep() {
        return step;
    }
}
