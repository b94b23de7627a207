import java.util.ArrayList;
import java.util.List;

public class OverloadsBoxingVarargs {

    static class EventLogger {
        protected final List<String> lines = new ArrayList<>();

        void log(int value) { lines.add("int:" + value); }
        void log(long value) { lines.add("long:" + value); }
        void log(double value) { lines.add("double:" + value); }
        void log(Object value) { lines.add("Object:" + value); }
        void log(String value) { lines.add("String:" + value); }

        void track(long value) { lines.add("track(long):" + value); }
        void track(Integer value) { lines.add("track(Integer):" + value); }

        void tag(String name, Object... extras) { lines.add("tag varargs " + name + " n=" + extras.length); }
        void tag(String name, Object extra) { lines.add("tag fixed " + name + " " + extra); }

        void code(int c) { lines.add("code(int):" + c); }
        void code(String s) { lines.add("code(String):" + s); }

        static String describe(Object o) { return "static Object " + o; }
        static String describe(Number n) { return "static Number " + n; }
        static String describe(Integer i) { return "static Integer " + i; }

        String render(int a, long b) { return "render(int,long)=" + (a + b); }
        String render(long a, int b) { return "render(long,int)=" + (a - b); }

        void flush() {
            for (int i = 0; i < lines.size(); i++) {
                System.out.println(i + " " + lines.get(i));
            }
            lines.clear();
        }
    }

    static class CartLogger extends EventLogger {
        void log(Integer value) { lines.add("Cart Integer:" + value); }
        void log(short value) { lines.add("Cart short:" + value); }
        @Override
        void log(long value) { lines.add("Cart long:" + (value * 2)); super.log(value); }
        void total(int... amounts) {
            int sum = 0;
            for (int a : amounts) sum += a;
            lines.add("total varargs count=" + amounts.length + " sum=" + sum);
        }
        void total(int a, int b) { lines.add("total pair " + (a + b)); }
    }

    static String kind(char c) { return "char " + c; }
    static String kind(int i) { return "int " + i; }
    static String kind(Character c) { return "Character " + c; }

    static String widen(float f) { return "float " + f; }
    static String widen(double d) { return "double " + d; }

    static String sum(int... xs) {
        long s = 0;
        for (int x : xs) s += x;
        return "sum(" + xs.length + ")=" + s;
    }

    static String nullable(Object o) { return "nullable Object " + o; }
    static String nullable(String s) { return "nullable String " + s; }

    public static void main(String[] args) {
        EventLogger logger = new EventLogger();
        byte b = 7;
        short sh = 300;
        char ch = 'A';
        int i = 42;
        long l = 5_000_000_000L;
        float f = 1.5f;
        Integer boxed = 99;
        Long boxedLong = 123L;

        logger.log(b);
        logger.log(sh);
        logger.log(ch);
        logger.log(i);
        logger.log(l);
        logger.log(f);
        logger.log(boxed);
        logger.log(boxedLong);
        logger.log("hello");
        logger.log((Object) "as object");
        logger.log('x' + 1);
        logger.log(i * 1.0);
        logger.track(i);
        logger.track(boxed);
        logger.track(b);
        logger.tag("solo");
        logger.tag("one", 1);
        logger.tag("two", 1, 2);
        logger.tag("three", "p", "q", "r");
        logger.tag("nul", (Object) null);
        logger.code('Z');
        logger.code("Z");
        logger.code(ch + ch);
        logger.flush();

        System.out.println(EventLogger.describe(5));
        System.out.println(EventLogger.describe(5L));
        System.out.println(EventLogger.describe("str"));
        System.out.println(EventLogger.describe(2.5));
        System.out.println(EventLogger.describe((Number) boxed));
        System.out.println(logger.render(1, 2L));
        System.out.println(logger.render(10L, 3));

        CartLogger cart = new CartLogger();
        cart.log(i);
        cart.log(boxed);
        cart.log(sh);
        cart.log(b);
        cart.log(l);
        cart.log(7L);
        cart.log("cart");
        cart.total();
        cart.total(4);
        cart.total(4, 5);
        cart.total(4, 5, 6);
        cart.total(new int[] { 10, 20, 30, 40 });
        EventLogger asBase = cart;
        asBase.log(i);
        asBase.log(3L);
        asBase.log(boxed);
        cart.flush();

        System.out.println(kind('q'));
        System.out.println(kind(Character.valueOf('r')));
        System.out.println(kind('q' + 0));
        System.out.println(kind((char) ('q' + 1)));
        System.out.println(widen(3));
        System.out.println(widen(3L));
        System.out.println(widen(1.1f));
        System.out.println(widen(1.1));
        System.out.println(widen(16777217));
        System.out.println(sum());
        System.out.println(sum(1));
        System.out.println(sum(Integer.MAX_VALUE, Integer.MAX_VALUE, 2));
        System.out.println(nullable(null));
        System.out.println(nullable((Object) null));
        String missing = null;
        System.out.println(nullable(missing));
        System.out.println("done " + logger.lines.size() + " " + cart.lines.size());
    }
}
