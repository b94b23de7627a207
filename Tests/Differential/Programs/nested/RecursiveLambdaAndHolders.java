import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;

public class RecursiveLambdaAndHolders {
    static IntUnaryOperator factorial;

    static {
        factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1);
    }

    static class Memo {
        final Map<Integer, Long> cache = new HashMap<>();
        int computations = 0;
        Function<Integer, Long> fib;

        Memo() {
            fib = n -> {
                if (n < 2) {
                    return (long) n;
                }
                Long cached = cache.get(n);
                if (cached != null) {
                    return cached;
                }
                computations++;
                long v = fib.apply(n - 1) + fib.apply(n - 2);
                cache.put(n, v);
                return v;
            };
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        for (int i = 0; i <= 12; i += 3) {
            System.out.println(i + "! = " + factorial.applyAsInt(i));
        }
        System.out.println("13! overflows int: " + factorial.applyAsInt(13));
        Memo m = new Memo();
        System.out.println("fib(50) = " + m.fib.apply(50) + " computations " + m.computations);
        System.out.println("fib(60) = " + m.fib.apply(60) + " computations " + m.computations);
        System.out.println("fib(90) = " + m.fib.apply(90));
        Function<Integer, Integer>[] holder = new Function[1];
        holder[0] = n -> n == 0 ? 0 : (n % 10) + holder[0].apply(n / 10);
        System.out.println("digit sum 98765 = " + holder[0].apply(98765));
    }
}
