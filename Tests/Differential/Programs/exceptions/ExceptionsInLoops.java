import java.util.ArrayList;
import java.util.List;

public class ExceptionsInLoops {
    static int parsePositive(String s) {
        int v = Integer.parseInt(s);
        if (v <= 0) {
            throw new IllegalArgumentException("not positive: " + v);
        }
        return v;
    }

    public static void main(String[] args) {
        String[] raw = {"5", "-3", "abc", "12", "0", "7", "", "100"};
        List<Integer> good = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        for (String r : raw) {
            try {
                good.add(parsePositive(r));
            } catch (NumberFormatException e) {
                errors.add("NFE(" + r + ")");
            } catch (IllegalArgumentException e) {
                errors.add("IAE(" + e.getMessage() + ")");
            }
        }
        System.out.println("good: " + good);
        System.out.println("errors: " + errors);
        int sum = 0;
        int i = 0;
        while (i < raw.length) {
            try {
                sum += parsePositive(raw[i]);
                if (sum > 20) {
                    System.out.println("breaking at i=" + i + " sum=" + sum);
                    break;
                }
            } catch (RuntimeException e) {
                System.out.println("skip i=" + i);
                continue;
            } finally {
                i++;
            }
            System.out.println("after try i=" + i + " sum=" + sum);
        }
        System.out.println("final i=" + i + " sum=" + sum);
        int divisions = 0;
        int failures = 0;
        for (int a = -2; a <= 2; a++) {
            for (int b = -1; b <= 1; b++) {
                try {
                    divisions += a / b;
                } catch (ArithmeticException e) {
                    failures++;
                }
            }
        }
        System.out.println("divisions=" + divisions + " failures=" + failures);
    }
}
