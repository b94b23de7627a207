// Overload selection by phase (widening before boxing before varargs; most specific), static imports of
// overloaded Math methods, compound assignments narrowing to char/byte/short/int, boxed ++, conditional typing.
import java.util.*;
import static java.lang.Math.max;
import static java.lang.Math.abs;

class OverloadPhasesAndNarrowing {
    static String m(long x) { return "long " + x; }
    static String m(Integer x) { return "Integer " + x; }
    static String m(Object x) { return "Object " + x; }
    static String n(int... xs) { return "varargs " + xs.length; }
    static String n(double x) { return "double " + x; }
    static String o(Object o) { return "Object"; }
    static String o(String s) { return "String"; }
    static String p(char c) { return "char " + c; }
    static String p(int i) { return "int " + i; }
    static String q(Long l) { return "Long " + l; }
    static String q(Object o) { return "Object " + o; }
    static String r(double d) { return "double " + d; }
    static String r(float f) { return "float " + f; }
    static String s(List<String> l) { return "list " + l.size(); }
    static String s(Collection<String> c) { return "collection " + c.size(); }
    static String t(int a, long b) { return "int,long"; }
    static String t(long a, int b) { return "long,int"; }
    static String u(Object... xs) { return "objects " + xs.length; }
    static String v(StringBuilder sb) { return "sb"; }
    static String v(CharSequence cs) { return "cs"; }

    public static void main(String[] args) {
        int i = 5; char c = 'A'; short sh = 3; byte b = 2; long L = 7L; float f = 1.5f;
        System.out.println(m(i));
        System.out.println(m(Integer.valueOf(6)));
        System.out.println(m("str"));
        System.out.println(m(c));
        System.out.println(n(1));
        System.out.println(n());
        System.out.println(n(1, 2));
        System.out.println(o(null));
        System.out.println(o((Object) "x"));
        System.out.println(p(c));
        System.out.println(p(c + 1));
        System.out.println(p((char) (c + 1)));
        System.out.println(p(sh));
        System.out.println(q(L));
        System.out.println(q(i));
        System.out.println(r(i));
        System.out.println(r(L));
        System.out.println(r(f));
        System.out.println(r(2.5));
        System.out.println(s(new ArrayList<>(List.of("a"))));
        System.out.println(s(new HashSet<>(Set.of("a", "b"))));
        System.out.println(t(1, 2L));
        System.out.println(t(1L, 2));
        System.out.println(u());
        System.out.println(u(1, "two", 3.0));
        System.out.println(u((Object) new String[] {"a", "b"}));
        System.out.println(v(new StringBuilder("x")));
        System.out.println(v("x"));
        System.out.println(max(i, L) + " " + max(f, 2) + " " + abs(-b) + " " + max(c, 66));
        char d = 'a'; d += 2; d++;
        byte bb = 120; bb += 10;
        short ss = 1; ss *= 40000;
        int ii = 10; ii *= 2.55;
        long ll = 1L << 40; ii += ll;
        System.out.println(d + " " + bb + " " + ss + " " + ii);
        Integer boxed = 41; boxed++;
        Character ch = 'x'; ch++;
        System.out.println(boxed + " " + ch + " " + (boxed > 40 ? 'Y' : 0) + " " + (boxed > 40 ? 'Y' : i));
        Object mixed = true ? 1 : "s";
        Object widened = true ? 1 : 2.0;
        Object boxedMix = true ? Integer.valueOf(1) : Double.valueOf(2);
        System.out.println(mixed + " " + widened + " " + boxedMix);
        long big = Integer.MAX_VALUE + 1;
        long big2 = Integer.MAX_VALUE + 1L;
        System.out.println(big + " " + big2 + " " + (char) 97 + (int) 'z' + " " + ('a' + 'b') + " " + (char) ('a' + 1));
    }
}
