import java.util.Arrays;

public class ArrPixelFilter {
    static int argb(int a, int r, int g, int b) {
        return (a << 24) | (r << 16) | (g << 8) | b;
    }

    static int gray(int p) {
        int r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
        int y = (r * 299 + g * 587 + b * 114) / 1000;
        return (p & 0xFF000000) | (y << 16) | (y << 8) | y;
    }

    static int[][] boxBlur(int[][] ch) {
        int h = ch.length, w = ch[0].length;
        int[][] out = new int[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int sum = 0, n = 0;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        int yy = y + dy, xx = x + dx;
                        if (yy >= 0 && yy < h && xx >= 0 && xx < w) { sum += ch[yy][xx]; n++; }
                    }
                out[y][x] = sum / n;
            }
        }
        return out;
    }

    public static void main(String[] args) {
        int w = 4, h = 3;
        int[] pixels = new int[w * h];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = argb(0xFF, (i * 37) & 0xFF, (i * 91 + 13) & 0xFF, (255 - i * 20) & 0xFF);
        }
        for (int i = 0; i < 4; i++) {
            int p = pixels[i];
            System.out.println(String.format("px%d = %x alpha>>24=%d alpha>>>24=%d", i, p, p >> 24, p >>> 24));
        }
        System.out.println("first pixel as int: " + pixels[0]);
        System.out.println("first pixel binary: " + Integer.toBinaryString(pixels[0]));

        int[] grayPx = new int[pixels.length];
        for (int i = 0; i < pixels.length; i++) grayPx[i] = gray(pixels[i]);
        StringBuilder sb = new StringBuilder();
        for (int p : grayPx) sb.append(Integer.toHexString(p & 0xFF)).append(' ');
        System.out.println("gray levels: " + sb.toString().trim());

        int[][] red = new int[h][w];
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) red[y][x] = (pixels[y * w + x] >>> 16) & 0xFF;
        System.out.println("red channel: " + Arrays.deepToString(red));
        int[][] blurred = boxBlur(red);
        System.out.println("blurred:     " + Arrays.deepToString(blurred));

        int[] hist = new int[4];
        for (int[] row : blurred) for (int v : row) hist[v >> 6]++;
        System.out.println("quartile histogram: " + Arrays.toString(hist));

        double[] brightness = {1.25, 0.5, -0.7, 2.9};
        for (double f : brightness) {
            int v = (int) (200 * f);
            int clamped = Math.max(0, Math.min(255, v));
            System.out.println(String.format("factor %.2f -> raw %d clamped %d", f, v, clamped));
        }
        System.out.println("(int) -3.99 = " + (int) -3.99 + ", (long) -0.5 = " + (long) -0.5);
        System.out.println("(int) 3.99e10 = " + (int) 3.99e10 + ", (long) 3.99e10 = " + (long) 3.99e10);
        System.out.println("(int) -3.99e10 = " + (int) -3.99e10);
        float fl = 16777217;
        System.out.println("float 16777217 as int: " + (int) fl);
        System.out.println("(int)(float) 0.1*30 = " + (int) (0.1f * 30));
        System.out.println("Math.round(-2.5)=" + Math.round(-2.5) + " Math.round(2.5)=" + Math.round(2.5));
        long packed = ((long) pixels[1] << 32) | (pixels[2] & 0xFFFFFFFFL);
        System.out.println(String.format("packed pair %x", packed));
        System.out.println("unpacked hi=" + (int) (packed >> 32) + " lo=" + (int) packed);

        int[] inverted = Arrays.copyOf(pixels, pixels.length);
        for (int i = 0; i < inverted.length; i++) inverted[i] ^= 0x00FFFFFF;
        System.out.println("inverted[0] hex: " + Integer.toHexString(inverted[0]));
        int alphaHalf = (pixels[0] >>> 1) & 0x7F000000;
        System.out.println("half alpha: " + Integer.toHexString(alphaHalf) + " -> " + (alphaHalf >>> 24));
        int[] restored = new int[inverted.length];
        for (int i = 0; i < inverted.length; i++) restored[i] = inverted[i] ^ 0x00FFFFFF;
        System.out.println("equal after double invert: " + Arrays.equals(pixels, restored));
        System.out.println("equal to inverted: " + Arrays.equals(pixels, inverted));
    }
}
