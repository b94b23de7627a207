import java.util.ArrayList;
import java.util.List;

public class ColorBitsAndNumberFormatting {

    static final int ALPHA_SHIFT = 24;
    static final int RED_SHIFT = 16;
    static final int GREEN_SHIFT = 8;
    static final long FLAG_PREMIUM = 1L << 40;
    static final long FLAG_BETA = 1L << 63;
    static final int FLAG_DARK = 1 << 31;

    static final class Color {
        static int argb(int a, int r, int g, int b) {
            return (a << ALPHA_SHIFT) | (r << RED_SHIFT) | (g << GREEN_SHIFT) | b;
        }

        static int alpha(int color) { return color >>> 24; }

        static int alphaSigned(int color) { return color >> 24; }

        static int red(int color) { return (color >> 16) & 0xFF; }

        static int green(int color) { return (color >> 8) & 0xFF; }

        static int blue(int color) { return color & 0xFF; }

        static int blend(int c1, int c2, float ratio) {
            float inverse = 1f - ratio;
            int a = (int) (alpha(c1) * inverse + alpha(c2) * ratio);
            int r = (int) (red(c1) * inverse + red(c2) * ratio);
            int g = (int) (green(c1) * inverse + green(c2) * ratio);
            int b = (int) (blue(c1) * inverse + blue(c2) * ratio);
            return argb(a, r, g, b);
        }

        static String hex(int color) {
            StringBuilder sb = new StringBuilder("#");
            for (int shift = 28; shift >= 0; shift -= 4) {
                int nibble = (color >>> shift) & 0xF;
                sb.append((char) (nibble < 10 ? '0' + nibble : 'A' + nibble - 10));
            }
            return sb.toString();
        }
    }

    static long packTimestamp(int seconds, int millis) { return ((long) seconds << 32) | (millis & 0xFFFFFFFFL); }

    static int checksum(byte[] data) {
        int h = 17;
        for (byte b : data) {
            h = 31 * h + b;
            h ^= h >>> 13;
        }
        return h;
    }

    public static void main(String[] args) {
        int opaqueRed = Color.argb(255, 255, 0, 0);
        int halfBlue = Color.argb(128, 0, 0, 255);
        System.out.println("opaqueRed=" + opaqueRed + " " + Color.hex(opaqueRed));
        System.out.println("halfBlue=" + halfBlue + " " + Color.hex(halfBlue));
        System.out.println("alpha=" + Color.alpha(opaqueRed) + " signed=" + Color.alphaSigned(opaqueRed));
        int blended = Color.blend(opaqueRed, halfBlue, 0.25f);
        System.out.println("blend=" + Color.hex(blended) + " r=" + Color.red(blended) + " b=" + Color.blue(blended));
        System.out.println("shift int by 32=" + (1 << 32) + " by 33=" + (1 << 33) + " by -1=" + (1 << -1));
        System.out.println("shift long by 32=" + (1L << 32) + " by 64=" + (1L << 64) + " by 65=" + (1L << 65));
        System.out.println("neg >> 1=" + (-16 >> 1) + " >>> 1=" + (-16 >>> 1) + " >>> 28=" + (-16 >>> 28));
        System.out.println("long neg >>> 1=" + (-16L >>> 1) + " >>> 60=" + (-16L >>> 60));
        System.out.println("int shifted by long=" + (1 << 35L) + " long by int=" + (3L << 62));
        int shiftCount = 40;
        System.out.println("var shift=" + (0x0F << shiftCount) + " " + (0x0FL << shiftCount));
        System.out.println("flags=" + FLAG_PREMIUM + " " + FLAG_BETA + " " + FLAG_DARK);
        long flags = FLAG_PREMIUM | FLAG_BETA | FLAG_DARK;
        System.out.println("combined=" + flags + " hex=" + Long.toHexString(flags));
        System.out.println("hasPremium=" + ((flags & FLAG_PREMIUM) != 0) + " bitCount=" + Long.bitCount(flags));
        long ts = packTimestamp(1_700_000_000, -1);
        System.out.println("packed=" + ts + " hi=" + (int) (ts >>> 32) + " lo=" + (int) ts);
        System.out.println("checksum=" + checksum("Hello, Android".getBytes()));
        byte[] bytes = { (byte) 0xFF, (byte) 0x80, 0x7F, 0 };
        System.out.println("checksum bytes=" + checksum(bytes));
        System.out.println("byte unsigned=" + (bytes[0] & 0xFF) + " signed=" + bytes[0] + " >>>=" + (bytes[1] >>> 4));
        System.out.println("~5=" + (~5) + " ~0L=" + (~0L) + " -x==~x+1 " + (-12345 == ~12345 + 1));
        System.out.println("rotate=" + Integer.rotateLeft(0x80000001, 1) + " reverse=" + Integer.reverse(1));
        System.out.println("numberOfLeadingZeros=" + Integer.numberOfLeadingZeros(255) + " highest=" + Integer.highestOneBit(1000));

        System.out.println("float 1.0f=" + 1.0f + " 0.1f=" + (float) 0.1 + " 1/3f=" + 1f / 3);
        System.out.println("double 1e10=" + 1e10 + " 1e7=" + 1e7 + " 1e6=" + 1e6 + " 1e-3=" + 1e-3 + " 1e-4=" + 1e-4);
        System.out.println("100.0/3=" + 100.0 / 3 + " 2/3f=" + 2 / 3f);
        System.out.println("min=" + Double.MIN_VALUE + " max=" + Double.MAX_VALUE + " fmin=" + Float.MIN_VALUE);
        System.out.println("nan=" + Double.NaN + " inf=" + (1.0 / 0) + " -inf=" + (-1.0 / 0) + " negzero=" + (-0.0));
        System.out.println("0.0 == -0.0 " + (0.0 == -0.0) + " equals " + Double.valueOf(0.0).equals(-0.0));
        System.out.println("nan==nan " + (Double.NaN == Double.NaN) + " compare " + Double.compare(Double.NaN, 1.0));
        System.out.println("0.1+0.2=" + (0.1 + 0.2) + " float=" + (0.1f + 0.2f));
        System.out.println("long concat=" + Long.MIN_VALUE + " char=" + 'x' + " null=" + null);
        String nothing = null;
        Object nobody = null;
        System.out.println("nulls: " + nothing + "/" + nobody + "/" + (nothing + 1));
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println("sum " + (1 + 2) + " char math " + (char) ('A' + 25) + ('A' + 25));
        float money = 19.99f;
        double precise = money;
        System.out.println("float->double=" + precise + " back=" + (float) precise);
        System.out.println("large float=" + 16777217f + " " + 1.0e8f + " " + 123456789f);
        System.out.println("small=" + 0.001 + " " + 0.0001f + " " + 12345.678f);
        System.out.println("int max as float=" + (float) Integer.MAX_VALUE + " as double=" + (double) Long.MAX_VALUE);
        System.out.println("Integer.toBinaryString(-8)=" + Integer.toBinaryString(-8).length() + " octal=" + Integer.toOctalString(64));
        System.out.println("parse=" + Integer.parseInt("-0042") + " radix=" + Integer.parseInt("ff", 16) + " long=" + Long.parseLong("9000000000"));
        List<String> labels = new ArrayList<>();
        for (int level = 0; level <= 4; level++) {
            double fraction = level / 4.0;
            labels.add(level + ":" + fraction + ":" + (int) (fraction * 255) + ":" + Color.hex(Color.argb((int) (fraction * 255), 0, 0, 0)));
        }
        System.out.println("alphas=" + labels);
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('a').append(2.5f).append(3L).append(true).append((Object) null).append(new char[] { 'h', 'i' });
        System.out.println("builder=" + sb + " len=" + sb.length());
        String s = "v";
        s += 1 + 2;
        s += 'c';
        s += 1.5;
        s += null;
        System.out.println("compound concat=" + s);
        char c = 'a';
        c += 1;
        String cs = "" + c + (c + 1) + (char) (c + 1);
        System.out.println("char concat=" + cs);
    }
}
