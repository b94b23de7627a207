import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.stream.Collectors;

public class OvlMetricsCollector {

    static final class Util {
        static String format(Object o) { return "format(Object) " + o; }
        static String format(Number n) { return "format(Number) " + n; }
        static String format(int n) { return "format(int) " + n; }
        static String format(String s) { return "format(String) " + s; }
        static String format(Number... ns) { return "format(Number...) n=" + (ns == null ? "null" : String.valueOf(ns.length)); }
    }

    private final List<String> events = new ArrayList<>();

    String add(Object... items) { return record("add(Object...) n=" + count(items)); }
    String add(Number... nums) { return record("add(Number...) n=" + (nums == null ? "null" : String.valueOf(nums.length)) + " sum=" + sum(nums)); }
    String add(Object single) {
        Object shown = single instanceof Integer[] ? "array[" + ((Integer[]) single).length + "]" : single;
        return record("add(Object) " + shown);
    }
    String add(int a, int b) { return record("add(int,int) " + (a + b)); }
    String add(String label, Object... values) { return record("add(String,Object...) " + label + " n=" + count(values)); }

    void handle(Object o) { record("handle(Object) " + o); }
    void handle(Number n) { record("handle(Number) " + n); }
    void handle(int n) { record("handle(int) " + n); }

    private static String count(Object[] a) { return a == null ? "null" : String.valueOf(a.length); }
    private static long sum(Number[] nums) {
        long s = 0;
        if (nums != null) for (Number n : nums) s += n == null ? 0 : n.longValue();
        return s;
    }
    private String record(String s) { events.add(s); return s; }

    void wire(List<Integer> ids, List<Object> mixed) {
        Consumer<Integer> c1 = this::handle;          // Integer param -> handle(Number)
        Consumer<Object> c2 = this::handle;           // -> handle(Object)
        Consumer<Number> c3 = this::handle;           // -> handle(Number)
        java.util.function.IntConsumer c4 = this::handle;   // -> handle(int)
        c1.accept(1);
        c2.accept(2);
        c3.accept(3);
        c4.accept(4);
        ids.forEach(this::handle);                    // Consumer<? super Integer> -> handle(Number)
        mixed.forEach(this::handle);                  // -> handle(Object)
        Consumer<String> c5 = this::handle;           // -> handle(Object)
        c5.accept("five");
    }

    public static void main(String[] args) {
        OvlMetricsCollector m = new OvlMetricsCollector();
        System.out.println("== varargs vs fixed arity ==");
        System.out.println(m.add(1, 2));                      // add(int,int)
        System.out.println(m.add(1, 2, 3));                   // add(Number...)
        System.out.println(m.add(1L, 2.5));                   // add(Number...) (sum uses longValue)
        System.out.println(m.add("x"));                       // add(Object)
        System.out.println(m.add(7));                         // add(Object) (boxing beats varargs)
        System.out.println(m.add());                          // add(Number...) most specific
        System.out.println(m.add("label", 1, 2));             // add(String,Object...)
        System.out.println(m.add("a", "b"));                  // add(String,Object...)
        System.out.println(m.add(1.5, "x"));                  // add(Object...)
        System.out.println(m.add('c', 'd', 'e'));             // add(Object...) (Character not Number)
        System.out.println(m.add(new Object[] {1, 2}));       // add(Object...) array passed directly
        System.out.println(m.add(new Number[] {4, 5, 6}));    // add(Number...) array passed directly
        System.out.println(m.add((Object) new Integer[] {1})); // add(Object) with an array inside
        System.out.println(m.add((Object[]) null));           // add(Object...) null array
        System.out.println(m.add((Number[]) null));           // add(Number...) null array
        System.out.println(m.add((Object) null));             // add(Object)
        System.out.println(m.add("only"));                    // add(Object): fixed arity wins over (String,Object...)
        System.out.println(m.add((String) null, 1));          // add(String,Object...)
        Number[] nums = {10, 20};
        System.out.println(m.add(nums));                      // add(Number...)
        Object[] objs = {10, 20};
        System.out.println(m.add(objs));                      // add(Object...) by static type

        System.out.println("== static method refs ==");
        Function<Number, String> f1 = Util::format;           // format(Number)
        Function<Integer, String> f2 = Util::format;          // format(Number) (phase 1, no unboxing)
        IntFunction<String> f3 = Util::format;                // format(int)
        Function<String, String> f4 = Util::format;           // format(String)
        Function<Object, String> f5 = Util::format;           // format(Object)
        Function<Long, String> f6 = Util::format;             // format(Number)
        BiFunction<Integer, Integer, String> f7 = Util::format; // format(Number...) (varargs phase)
        Supplier<String> f8 = Util::format;                   // format(Number...) with zero args
        System.out.println(f1.apply(1.5));
        System.out.println(f2.apply(2));
        System.out.println(f3.apply(3));
        System.out.println(f4.apply("four"));
        System.out.println(f5.apply(5));
        System.out.println(f6.apply(6L));
        System.out.println(f7.apply(7, 8));
        System.out.println(f8.get());
        List<String> mapped = List.of(9, 10).stream().map(Util::format).collect(Collectors.toList());
        System.out.println(mapped);
        System.out.println(Util.format(11) + " | " + Util.format((Integer) 12) + " | " + Util.format(13, 14));

        System.out.println("== bound method refs ==");
        BiFunction<Integer, Integer, String> adder = m::add;   // add(int,int) via unboxing
        Function<Integer, String> single = m::add;             // add(Object)
        System.out.println(adder.apply(20, 22));
        System.out.println(single.apply(30));
        List<Object> mixed = new ArrayList<>();
        mixed.add(40);
        mixed.add("forty");
        m.wire(List.of(31, 32), mixed);
        System.out.println("events:");
        for (String e : m.events) System.out.println("  " + e);
    }
}
