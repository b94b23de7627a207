import java.util.ArrayList;
import java.util.List;

public class BitShiftSemantics {

    static final class PixelColor {
        final int argb;

        PixelColor(int a, int r, int g, int b) {
            this.argb = (a << 24) | (r << 16) | (g << 8) | b;
        }

        PixelColor(int argb) {
            this.argb = argb;
        }

        int alpha() { return argb >>> 24; }
        int alphaSigned() { return argb >> 24; }
        int red() { return (argb >> 16) & 0xFF; }
        int green() { return (argb >> 8) & 0xFF; }
        int blue() { return argb & 0xFF; }

        PixelColor withAlpha(int a) {
            return new PixelColor((argb & 0x00FFFFFF) | (a << 24));
        }

        PixelColor blend(PixelColor other) {
            int r = (red() + other.red()) >>> 1;
            int g = (green() + other.green()) >>> 1;
            int b = (blue() + other.blue()) >>> 1;
            int a = (alpha() + other.alpha()) >>> 1;
            return new PixelColor(a, r, g, b);
        }

        @Override
        public String toString() {
            return "#" + Integer.toHexString(argb) + " a=" + alpha() + " r=" + red() + " g=" + green() + " b=" + blue();
        }
    }

    static void showIntShifts(int v) {
        System.out.println("value " + v + " hex=" + Integer.toHexString(v));
        int[] counts = {0, 1, 4, 31, 32, 33, 36, 63, 64, -1, -31};
        for (int c : counts) {
            System.out.println(String.format("  c=%5d  <<: %d  >>: %d  >>>: %d", c, v << c, v >> c, v >>> c));
        }
    }

    static void showLongShifts(long v) {
        System.out.println("long value " + v + " hex=" + Long.toHexString(v));
        int[] counts = {0, 1, 8, 32, 63, 64, 65, 100, -1};
        for (int c : counts) {
            System.out.println(String.format("  c=%5d  <<: %d  >>: %d  >>>: %d", c, v << c, v >> c, v >>> c));
        }
    }

    static int rotl(int v, int d) {
        return (v << d) | (v >>> -d);
    }

    public static void main(String[] args) {
        showIntShifts(-100);
        showIntShifts(0x12345678);
        showLongShifts(-1L);
        showLongShifts(0x0123456789ABCDEFL);

        int shiftBy = 40;
        int one = 1;
        System.out.println("1 << 40 (int) = " + (one << shiftBy));
        System.out.println("1L << 40 = " + (1L << shiftBy));
        System.out.println("1 << 31 = " + (1 << 31));
        System.out.println("1L << 63 = " + (1L << 63));
        long mixed = 1 << 35;
        System.out.println("long mixed = 1 << 35 = " + mixed);

        int neg = -17;
        System.out.println("-17 >> 2 = " + (neg >> 2) + ", -17 / 4 = " + (neg / 4) + ", -17 >>> 28 = " + (neg >>> 28));
        int x = -1;
        x >>>= 28;
        System.out.println("-1 >>>= 28 -> " + x);
        byte b = -16;
        int bShift = b >>> 2;
        System.out.println("byte -16 >>> 2 (promoted) = " + bShift);
        b >>>= 2;
        System.out.println("byte -16 >>>= 2 (narrowed) = " + b);
        short s = -32768;
        s >>= 1;
        System.out.println("short -32768 >>= 1 = " + s);
        char ch = '\uFFFF';
        ch >>= 4;
        System.out.println("char 0xFFFF >>= 4 = " + (int) ch);

        int[] samples = {1, 0x80000000, 0x0F0F0F0F, -2, 0x00FF0000, 1234567};
        for (int v : samples) {
            System.out.println("sample " + Integer.toHexString(v));
            System.out.println("  rotateLeft 8: " + Integer.toHexString(Integer.rotateLeft(v, 8))
                    + " own rotl: " + Integer.toHexString(rotl(v, 8)));
            System.out.println("  rotateRight 4: " + Integer.toHexString(Integer.rotateRight(v, 4)));
            System.out.println("  rotateLeft 36: " + Integer.toHexString(Integer.rotateLeft(v, 36)));
            System.out.println("  reverse: " + Integer.toHexString(Integer.reverse(v)));
            System.out.println("  reverseBytes: " + Integer.toHexString(Integer.reverseBytes(v)));
            System.out.println("  highestOneBit: " + Integer.highestOneBit(v)
                    + " nlz=" + Integer.numberOfLeadingZeros(v)
                    + " ntz=" + Integer.numberOfTrailingZeros(v)
                    + " bitCount=" + Integer.bitCount(v)
                    + " signum=" + Integer.signum(v));
        }

        long[] longSamples = {1L, Long.MIN_VALUE, 0xF0F0F0F0F0F0F0F0L, 42L};
        for (long v : longSamples) {
            System.out.println("long sample " + Long.toHexString(v));
            System.out.println("  rotateLeft 12: " + Long.toHexString(Long.rotateLeft(v, 12)));
            System.out.println("  rotateRight 70: " + Long.toHexString(Long.rotateRight(v, 70)));
            System.out.println("  reverse: " + Long.toHexString(Long.reverse(v)));
            System.out.println("  reverseBytes: " + Long.toHexString(Long.reverseBytes(v)));
            System.out.println("  highestOneBit: " + Long.highestOneBit(v)
                    + " nlz=" + Long.numberOfLeadingZeros(v)
                    + " ntz=" + Long.numberOfTrailingZeros(v)
                    + " bitCount=" + Long.bitCount(v));
        }

        List<PixelColor> colors = new ArrayList<>();
        colors.add(new PixelColor(255, 200, 100, 50));
        colors.add(new PixelColor(0x80, 0, 255, 0));
        colors.add(new PixelColor(0xCC336699));
        colors.add(colors.get(0).withAlpha(0x10));
        for (PixelColor c : colors) {
            System.out.println(c + " alphaSigned=" + c.alphaSigned() + " raw=" + c.argb);
        }
        PixelColor mix = colors.get(0).blend(colors.get(2));
        System.out.println("blend: " + mix);

        int capacity = 1000;
        int pow2 = Integer.highestOneBit(capacity - 1) << 1;
        System.out.println("next power of two >= 1000: " + pow2);
        int nlzStyle = -1 >>> Integer.numberOfLeadingZeros(capacity - 1);
        System.out.println("mask via nlz: " + nlzStyle + " -> " + (nlzStyle + 1));
        int log2 = 31 - Integer.numberOfLeadingZeros(capacity);
        System.out.println("floor log2(1000): " + log2);
    }
}
