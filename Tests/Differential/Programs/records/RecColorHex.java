import java.util.*;

public class RecColorHex {
    public static void main(String[] args) {
        String[] inputs = {"#FF8800", "#0f0", "336699", "#12345678", "#GG0000", "#1234", "  #abcdef  ", ""};
        List<Color> parsed = new ArrayList<>();
        for (String in : inputs) {
            try {
                var c = Color.parse(in);
                parsed.add(c);
                System.out.println(String.format("%-8s -> %s %s", "'" + in + "'", c.toHex(), c));
            } catch (IllegalArgumentException e) {
                System.out.println(String.format("%-8s -> error: %s", "'" + in + "'", e.getMessage()));
            }
        }

        var orange = Color.parse("#ff8800");
        System.out.println("rgb ctor: " + new Color(255, 136, 0));
        System.out.println("equal to rgb: " + orange.equals(new Color(255, 136, 0)));
        System.out.println("clamped: " + new Color(300, -20, 128, 255));
        System.out.println("half alpha: " + orange.withAlpha(128).toHex());
        System.out.println("luminance: " + orange.luminance() + ", dark=" + orange.isDark());
        System.out.println("inverted: " + orange.invert().toHex());
        System.out.println("blend with black: " + orange.blend(Color.BLACK, 50).toHex());
        System.out.println("packed: " + Integer.toHexString(orange.packed()));
        System.out.println(String.format("red channel hex: %x", orange.r()));

        for (String name : List.of("primary", "accent", "error", "Surface", "unknown")) {
            Color c = switch (name.toLowerCase()) {
                case "primary" -> Color.parse("#6200EE");
                case "accent" -> Color.parse("#03DAC5");
                case "error" -> {
                    Color base = Color.parse("#B00020");
                    yield base.withAlpha(230);
                }
                case "surface" -> Color.WHITE;
                default -> Color.BLACK;
            };
            String text = c.isDark() ? "white text" : "black text";
            System.out.println(String.format("%-8s %s %s", name, c.toHex(), text));
        }

        Map<Color, String> names = new TreeMap<>();
        names.put(Color.WHITE, "white");
        names.put(Color.BLACK, "black");
        names.put(orange, "orange");
        names.put(Color.parse("#f80"), "orange short");
        names.put(Color.parse("#336699"), "steel");
        for (var e : names.entrySet()) System.out.println(e.getKey().toHex() + " = " + e.getValue());

        var set = new LinkedHashSet<Color>(parsed);
        set.add(new Color(0, 255, 0));
        System.out.println("parsed " + parsed.size() + ", distinct " + set.size());

        var p1 = new Palette("brand", new int[] {0xFF8800, 0x336699});
        var p2 = new Palette("brand", new int[] {0xFF8800, 0x336699});
        System.out.println("swatches equal by content: " + Arrays.equals(p1.swatches(), p2.swatches()));
        p2.swatches()[1] = 0x000000;
        System.out.println("after edit equal by content: " + Arrays.equals(p1.swatches(), p2.swatches()));
        System.out.println("p2 swatches: " + Arrays.toString(p2.swatchHex()));
        System.out.println("p1 swatches: " + Arrays.toString(p1.swatchHex()));
        System.out.println("p1 size: " + p1.swatches().length + ", name " + p1.name());
    }
}

record Color(int r, int g, int b, int a) implements Comparable<Color> {
    static final Color BLACK = new Color(0, 0, 0);
    static final Color WHITE = new Color(255, 255, 255);

    Color {
        r = clamp(r); g = clamp(g); b = clamp(b); a = clamp(a);
    }

    Color(int r, int g, int b) { this(r, g, b, 255); }

    private static int clamp(int v) { return Math.max(0, Math.min(255, v)); }

    static Color parse(String text) {
        String s = text.trim();
        if (s.startsWith("#")) s = s.substring(1);
        if (s.length() == 3) {
            StringBuilder sb = new StringBuilder();
            for (char ch : s.toCharArray()) sb.append(ch).append(ch);
            s = sb.toString();
        }
        if (s.length() != 6 && s.length() != 8) throw new IllegalArgumentException("bad length " + s.length());
        for (char ch : s.toLowerCase().toCharArray()) {
            if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'))) throw new IllegalArgumentException("bad digit " + ch);
        }
        int r = Integer.parseInt(s.substring(0, 2), 16);
        int g = Integer.parseInt(s.substring(2, 4), 16);
        int b = Integer.parseInt(s.substring(4, 6), 16);
        int a = s.length() == 8 ? Integer.parseInt(s.substring(6, 8), 16) : 255;
        return new Color(r, g, b, a);
    }

    private static String hex2(int v) { String h = Integer.toHexString(v); return h.length() < 2 ? "0" + h : h; }

    String toHex() { return "#" + hex2(r) + hex2(g) + hex2(b) + (a == 255 ? "" : hex2(a)); }
    int packed() { return (r << 16) | (g << 8) | b; }
    int luminance() { return (299 * r + 587 * g + 114 * b) / 1000; }
    boolean isDark() { return luminance() < 128; }
    Color withAlpha(int alpha) { return new Color(r, g, b, alpha); }
    Color invert() { return new Color(255 - r, 255 - g, 255 - b, a); }
    Color blend(Color o, int percent) {
        return new Color((r * (100 - percent) + o.r * percent) / 100, (g * (100 - percent) + o.g * percent) / 100,
            (b * (100 - percent) + o.b * percent) / 100, a);
    }

    @Override
    public int compareTo(Color o) {
        int c = Integer.compare(luminance(), o.luminance());
        if (c != 0) return c;
        c = Integer.compare(a, o.a);
        return c != 0 ? c : Integer.compare(packed(), o.packed());
    }
}

record Palette(String name, int[] swatches) {
    String[] swatchHex() {
        String[] out = new String[swatches.length];
        for (int i = 0; i < swatches.length; i++) out[i] = new Color(swatches[i] >> 16, (swatches[i] >> 8) & 0xFF, swatches[i] & 0xFF).toHex();
        return out;
    }
}
