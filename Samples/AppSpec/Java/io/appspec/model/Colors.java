package io.appspec.model;

/**
 * Helpers for packed ARGB colours ({@code 0xAARRGGBB} in an {@code int}, so opaque colours are
 * negative). Parsing lives in {@link ComponentSpec#parseColor(String)}.
 */
public final class Colors {

    private Colors() {
    }

    /** @return "#AARRGGBB" in upper case */
    public static String toHex(int argb) {
        char[] out = new char[9];
        out[0] = '#';
        for (int i = 0; i < 8; i++) {
            int nibble = (argb >>> (28 - 4 * i)) & 0xF;
            out[i + 1] = Character.toUpperCase(Character.forDigit(nibble, 16));
        }
        return new String(out);
    }

    /** @return alpha, 0-255 */
    public static int alpha(int argb) {
        return argb >>> 24;
    }

    /** @return red, 0-255 */
    public static int red(int argb) {
        return (argb >> 16) & 0xFF;
    }

    /** @return green, 0-255 */
    public static int green(int argb) {
        return (argb >> 8) & 0xFF;
    }

    /** @return blue, 0-255 */
    public static int blue(int argb) {
        return argb & 0xFF;
    }

    /** @return perceived brightness 0-255 (Rec. 601 weights) */
    public static int luminance(int argb) {
        return (299 * red(argb) + 587 * green(argb) + 114 * blue(argb)) / 1000;
    }

    /** @return whether dark text is more readable than light text on this colour */
    public static boolean prefersDarkText(int argb) {
        return alpha(argb) < 0x80 || luminance(argb) > 150;
    }

    /**
     * Blends {@code argb} over an opaque background, as the screen would show it.
     *
     * @return an opaque colour
     */
    public static int flatten(int argb, int background) {
        int a = alpha(argb);
        int r = (red(argb) * a + red(background) * (255 - a)) / 255;
        int g = (green(argb) * a + green(background) * (255 - a)) / 255;
        int b = (blue(argb) * a + blue(background) * (255 - a)) / 255;
        return 0xFF << 24 | r << 16 | g << 8 | b;
    }
}
