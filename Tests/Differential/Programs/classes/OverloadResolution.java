public class OverloadResolution {
    static String f(int x) {
        return "f(int)";
    }

    static String f(long x) {
        return "f(long)";
    }

    static String f(double x) {
        return "f(double)";
    }

    static String f(Integer x) {
        return "f(Integer)";
    }

    static String f(Object x) {
        return "f(Object)";
    }

    static String f(int... xs) {
        return "f(int...) len " + xs.length;
    }

    static String g(long x) {
        return "g(long)";
    }

    static String g(Integer x) {
        return "g(Integer)";
    }

    static String h(Object o) {
        return "h(Object)";
    }

    static String h(String s) {
        return "h(String)";
    }

    static String k(double d) {
        return "k(double)";
    }

    static String k(Object o) {
        return "k(Object)";
    }

    static String v(String s, Object... rest) {
        return "v(String, Object...) rest=" + rest.length;
    }

    static String v(String s, String t) {
        return "v(String, String)";
    }

    static String c(char ch) {
        return "c(char)";
    }

    static String c(int i) {
        return "c(int)";
    }

    public static void main(String[] args) {
        byte b = 1;
        short s = 2;
        char ch = 'c';
        long l = 3;
        float fl = 1.5f;
        Integer boxed = 4;
        Long boxedLong = 5L;
        System.out.println("byte -> " + f(b));
        System.out.println("short -> " + f(s));
        System.out.println("char -> " + f(ch));
        System.out.println("int -> " + f(7));
        System.out.println("long -> " + f(l));
        System.out.println("float -> " + f(fl));
        System.out.println("Integer -> " + f(boxed));
        System.out.println("Long -> " + f(boxedLong));
        System.out.println("String -> " + f("s"));
        System.out.println("none -> " + f());
        System.out.println("two ints -> " + f(1, 2));
        System.out.println("g(int) prefers widening: " + g(5));
        System.out.println("h(null) picks most specific: " + h(null));
        System.out.println("h((Object) \"x\") -> " + h((Object) "x"));
        Object o = "runtime string";
        System.out.println("h(o) static type decides: " + h(o));
        System.out.println("k(int) -> " + k(3));
        System.out.println("k(Integer) -> " + k(boxed));
        System.out.println(v("a", "b"));
        System.out.println(v("a"));
        System.out.println(v("a", 1));
        System.out.println(v("a", "b", "c"));
        System.out.println("c('x') -> " + c('x') + ", c('x' + 1) -> " + c('x' + 1) + ", c((char) ('x' + 1)) -> " + c((char) ('x' + 1)));
    }
}
