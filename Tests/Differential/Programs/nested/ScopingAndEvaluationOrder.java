// Name resolution (JLS 6): inherited fields beside enclosing ones, shadowing locals and fields, a method and a
// field of one name, evaluation order of operands, side effects and compound assignments.
import java.util.*;
import java.util.function.*;

class ScopingAndEvaluationOrder {
    static String name = "outer-static";
    int value = 1;
    String label = "outer";

    static class Base {
        String label = "base";
        int value = 10;
        static String kind() { return "base-kind"; }
        String who() { return "base"; }
    }

    class Inner extends Base {
        // inherited `label` and `value` win over the enclosing Scoping's fields (JLS 6.4.1 / 15.11)
        String show() { return label + " " + value + " " + ScopingAndEvaluationOrder.this.label + " " + ScopingAndEvaluationOrder.this.value + " " + who() + " " + kind(); }
        String who() { return "inner>" + super.who(); }
    }

    class Shadow {
        int value = 100;
        String test(int value) {
            int total = value + this.value + ScopingAndEvaluationOrder.this.value;
            {
                int label = 7;
                total += label;
            }
            String label = "local";
            return total + " " + label + " " + this.getClass().getSimpleName().length();
        }
    }

    static class Counter {
        private int count;
        Runnable incrementer() {
            return new Runnable() {
                int count = 1000; // shadows Counter.count inside the anonymous class
                public void run() { count++; Counter.this.count += 2; }
            };
        }
        IntSupplier reader() { return () -> count; }
    }

    static int sideEffects = 0;
    static int next() { return ++sideEffects; }

    int value() { return value * 2; } // method and field share a name

    static String name() { return "method-name"; }

    public static void main(String[] args) {
        ScopingAndEvaluationOrder s = new ScopingAndEvaluationOrder();
        Inner in = s.new Inner();
        System.out.println(in.show());
        System.out.println(s.new Shadow().test(5));
        Counter c = new Counter();
        Runnable r = c.incrementer();
        r.run(); r.run();
        System.out.println(c.reader().getAsInt());
        System.out.println(name + " " + name() + " " + s.value + " " + s.value());
        int[] arr = {0, 0, 0};
        int i = 0;
        arr[i++] = i + 10;
        arr[i] = i++ * 10 + i;
        System.out.println(Arrays.toString(arr) + " " + i);
        int x = 5;
        x += x++ + ++x;
        System.out.println(x);
        int a = next() + next() * next();
        System.out.println(a + " " + sideEffects);
        String str = null;
        boolean b = str != null && str.length() > 0 || next() > 3;
        System.out.println(b + " " + sideEffects);
        int y = 10;
        y = y++ + y--;
        System.out.println(y);
        Function<Integer, Function<Integer, Integer>> adder = p -> q -> p + q + s.value;
        System.out.println(adder.apply(3).apply(4));
        List<Supplier<Integer>> sups = new ArrayList<>();
        for (int k = 0; k < 3; k++) { final int kk = k; sups.add(() -> kk * kk); }
        for (Supplier<Integer> sp : sups) System.out.print(sp.get() + " ");
        System.out.println();
        for (String t : new String[] {"a", "b"}) { String name = t + "!"; System.out.print(name); }
        System.out.println(" " + name);
    }
}
