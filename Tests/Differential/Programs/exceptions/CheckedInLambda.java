import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

public class CheckedInLambda {
    static class ParseException extends Exception {
        ParseException(String msg) {
            super(msg);
        }
    }

    interface ThrowingFunction<T, R> {
        R apply(T t) throws ParseException;
    }

    static <T, R> Function<T, R> unchecked(ThrowingFunction<T, R> f) {
        return t -> {
            try {
                return f.apply(t);
            } catch (ParseException e) {
                throw new RuntimeException("wrapped: " + e.getMessage(), e);
            }
        };
    }

    static int strictParse(String s) throws ParseException {
        boolean ok = !s.isEmpty();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(Character.isDigit(c) || (i == 0 && c == '-' && s.length() > 1))) {
                ok = false;
            }
        }
        if (!ok) {
            throw new ParseException("bad number '" + s + "'");
        }
        return Integer.parseInt(s);
    }

    public static void main(String[] args) {
        Function<String, Integer> parser = unchecked(CheckedInLambda::strictParse);
        List<String> inputs = List.of("1", "22", "x3", "-4");
        List<Integer> out = new ArrayList<>();
        for (String in : inputs) {
            try {
                out.add(parser.apply(in));
            } catch (RuntimeException e) {
                System.out.println(e.getMessage() + " / cause type " + e.getCause().getClass().getSimpleName());
            }
        }
        System.out.println("parsed: " + out);
        Runnable r = () -> {
            throw new IllegalStateException("from runnable");
        };
        try {
            r.run();
        } catch (IllegalStateException e) {
            System.out.println("runnable threw: " + e.getMessage());
        }
        ThrowingFunction<Integer, Integer> half = x -> {
            if (x % 2 != 0) {
                throw new ParseException("odd " + x);
            }
            return x / 2;
        };
        for (int x : new int[] {8, 3}) {
            try {
                System.out.println("half(" + x + ") = " + half.apply(x));
            } catch (ParseException e) {
                System.out.println("checked from lambda: " + e.getMessage());
            }
        }
    }
}
