// Compile-time constants of an interface and a class (folded, JLS 15.29) as switch labels over ints, chars and
// strings; an interface's static, private static and default methods; a class named like Swift's `Protocol`.
import java.util.*;
import java.util.function.*;

class Protocol implements Codes {
    static final int LIMIT = Codes.BASE * 4 - 1;
    static final String GREETING = "hi " + LIMIT + '!' + 1.5f + true + 'c' + 2L;
    static final double RATIO = 1 / 3;
    static final double RATIO2 = 1 / 3.0;
    static final byte SMALL = (byte) 200;
    static final char NEXT = (char) (SEP + 1);
    static final int SHIFTED = 1 << 33;
    static final long SHIFTED_L = 1L << 33;
    static final int NEG_MOD = -7 % 3;
    static final boolean FLAG = LIMIT > 1000 && PREFIX.length() > 2;

    public String name() { return "proto"; }

    static String classify(int code) {
        switch (code) {
            case PING: return "P1";
            case PONG: return "P2";
            case LIMIT: return "max";
            case Codes.BASE * 2: return "double base";
            default: return "?";
        }
    }

    static String kind(char ch) {
        switch (ch) {
            case SEP: return "sep";
            case NEXT: return "next";
            case 'a' + 1: return "b";
            default: return "char " + (int) ch;
        }
    }

    static String word(String w) {
        switch (w) {
            case PREFIX: return "prefix";
            case "MSG" + ":" + "x": return "literal concat";
            default: return "word " + w;
        }
    }

    public static void main(String[] args) {
        System.out.println(PREFIX + " " + MASK + " " + LIMIT + " " + GREETING);
        System.out.println(RATIO + " " + RATIO2 + " " + SMALL + " " + NEXT + " " + SHIFTED + " " + SHIFTED_L + " " + NEG_MOD + " " + FLAG);
        System.out.println(Codes.describe(257) + " " + Codes.describe(PONG) + " " + Codes.describe(0) + " " + Codes.doubled(21));
        Protocol p = new Protocol();
        System.out.println(p.tag());
        Codes anon = () -> "lambda";
        System.out.println(anon.tag());
        for (int code : new int[] {257, 258, 1023, 512, 3}) System.out.print(classify(code) + " ");
        System.out.println();
        for (char ch : ":;bz".toCharArray()) System.out.print(kind(ch) + " ");
        System.out.println();
        for (String w : List.of("MSG:256", "MSG:x", "other")) System.out.print(word(w) + " ");
        System.out.println();
        final int local = 3;
        final String localS = "L" + local;
        switch (6) { case local * 2: System.out.println("local constant " + localS); break; default: System.out.println("no"); }
        System.out.println(Integer.MAX_VALUE * 2 + " " + (Long.MIN_VALUE - 1) + " " + (0.1 + 0.2) + " " + (float) 0.1 + " " + 1e20f + " " + 100.0 / 3);
        System.out.println((int) 3.99e10 + " " + (long) -1e30 + " " + (int) Double.NaN + " " + (char) 65.7 + " " + (byte) -129 + " " + (short) 70000);
    }
}

interface Codes {
    int BASE = 0x100;
    int PING = BASE + 1, PONG = BASE + 2;
    char SEP = ':';
    String PREFIX = "MSG" + SEP + BASE;
    long MASK = ~0L >>> 16;
    static String describe(int code) { return code == PING ? "ping" : code == PONG ? "pong" : "other"; }
    default String tag() { return PREFIX + "/" + name(); }
    String name();
    private static int twice(int x) { return x * 2; }
    static int doubled(int x) { return twice(x); }
}

