import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

public class LmbRecursion {
    static Function<Integer, Long> factorial;
    static IntUnaryOperator fib;
    static IntBinaryOperator gcd;
    static final Map<Integer, Long> memo = new TreeMap<>();
    static Function<Integer, Long> memoFib;
    static int calls = 0;

    static {
        factorial = n -> n <= 1 ? 1L : n * factorial.apply(n - 1);
        fib = n -> n < 2 ? n : fib.applyAsInt(n - 1) + fib.applyAsInt(n - 2);
        gcd = (a, b) -> b == 0 ? a : gcd.applyAsInt(b, a % b);
        memoFib = n -> {
            calls++;
            if (n < 2) {
                return (long) n;
            }
            Long cached = memo.get(n);
            if (cached != null) {
                return cached;
            }
            long value = memoFib.apply(n - 1) + memoFib.apply(n - 2);
            memo.put(n, value);
            return value;
        };
    }

    private final LmbCategory root;
    private Function<LmbCategory, Integer> countNodes;
    private BiFunction<LmbCategory, Integer, String> render;

    LmbRecursion(LmbCategory root) {
        this.root = root;
        this.countNodes = c -> {
            int total = 1;
            for (LmbCategory child : c.children) {
                total += countNodes.apply(child);
            }
            return total;
        };
        this.render = (c, depth) -> {
            StringBuilder sb = new StringBuilder();
            sb.append("  ".repeat(depth)).append("- ").append(c.name).append(" (").append(c.items).append(")\n");
            for (LmbCategory child : c.children) {
                sb.append(render.apply(child, depth + 1));
            }
            return sb.toString();
        };
    }

    @SuppressWarnings("unchecked")
    int totalItems() {
        Function<LmbCategory, Integer>[] holder = new Function[1];
        holder[0] = c -> {
            int sum = c.items;
            for (LmbCategory child : c.children) {
                sum += holder[0].apply(child);
            }
            return sum;
        };
        return holder[0].apply(root);
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        for (int i = 0; i <= 15; i += 5) {
            System.out.println("factorial(" + i + ") = " + factorial.apply(i));
        }
        StringBuilder fibs = new StringBuilder();
        for (int i = 0; i < 15; i++) {
            fibs.append(fib.applyAsInt(i)).append(i < 14 ? "," : "");
        }
        System.out.println("fib: " + fibs);
        int[][] pairs = {{48, 18}, {17, 5}, {100, 75}, {0, 9}, {81, 27}};
        for (int[] p : pairs) {
            System.out.println(String.format("gcd(%d, %d) = %d", p[0], p[1], gcd.applyAsInt(p[0], p[1])));
        }
        System.out.println("memoFib(50) = " + memoFib.apply(50) + " calls=" + calls);
        calls = 0;
        System.out.println("memoFib(60) = " + memoFib.apply(60) + " calls=" + calls);
        System.out.println("memo size = " + memo.size() + ", first key = " + ((TreeMap<Integer, Long>) memo).firstKey());

        LmbCategory electronics = new LmbCategory("Electronics", 3);
        LmbCategory phones = new LmbCategory("Phones", 12);
        phones.children.add(new LmbCategory("Android", 40));
        phones.children.add(new LmbCategory("Feature", 4));
        LmbCategory laptops = new LmbCategory("Laptops", 9);
        laptops.children.add(new LmbCategory("Ultrabooks", 6));
        electronics.children.add(phones);
        electronics.children.add(laptops);
        LmbCategory home = new LmbCategory("Home", 1);
        home.children.add(new LmbCategory("Kitchen", 22));
        LmbCategory all = new LmbCategory("All", 0);
        all.children.add(electronics);
        all.children.add(home);

        LmbRecursion tree = new LmbRecursion(all);
        System.out.print(tree.render.apply(all, 0));
        System.out.println("node count = " + tree.countNodes.apply(all));
        System.out.println("phones subtree nodes = " + tree.countNodes.apply(phones));
        System.out.println("total items = " + tree.totalItems());

        List<String> paths = new ArrayList<>();
        BiFunction<LmbCategory, String, Void>[] walker = new BiFunction[1];
        walker[0] = (c, prefix) -> {
            String path = prefix.isEmpty() ? c.name : prefix + "/" + c.name;
            if (c.children.isEmpty()) {
                paths.add(path);
            }
            for (LmbCategory child : c.children) {
                walker[0].apply(child, path);
            }
            return null;
        };
        walker[0].apply(all, "");
        for (String p : paths) {
            System.out.println("leaf: " + p);
        }
    }
}

class LmbCategory {
    final String name;
    final int items;
    final List<LmbCategory> children = new ArrayList<>();

    LmbCategory(String name, int items) {
        this.name = name;
        this.items = items;
    }
}
