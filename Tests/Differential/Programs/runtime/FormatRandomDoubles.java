import java.util.Random;

// Formatter's floating-point conversions over seeded pseudo-random doubles and floats: random bit patterns
// (every magnitude, subnormals included), values scaled through the decades, short decimals that sit on
// rounding ties, and floats (widened to double by the formatter).
public class FormatRandomDoubles {
    static final String[] FORMATS = {
        "%e", "%.0e", "%.3e", "%.12e", "%f", "%.0f", "%.2f", "%.9f", "%g", "%.1g", "%.4g", "%.12g",
        "%a", "%.2a", "%,.3f", "%+.1e", "%(12.4g", "%-14.6e|", "%015.3f",
    };

    static void show(String label, double v) {
        StringBuilder line = new StringBuilder(label).append(' ').append(v).append(':');
        for (String f : FORMATS) {
            // Fixed notation of huge values is long; keep the lines readable.
            if (f.endsWith("f") && Math.abs(v) > 1e25) continue;
            line.append(' ').append(String.format(f, v));
        }
        System.out.println(line);
    }

    public static void main(String[] args) {
        Random random = new Random(20240917L);
        for (int i = 0; i < 60; i++) {
            double v = Double.longBitsToDouble(random.nextLong());
            if (Double.isNaN(v) || Double.isInfinite(v)) continue;
            show("bits" + i, v);
        }
        double scale = 1e-9;
        for (int decade = -9; decade <= 22; decade++) {
            for (int k = 0; k < 3; k++) {
                show("decade" + decade + "." + k, random.nextDouble() * scale * (random.nextBoolean() ? 1 : -1));
            }
            scale *= 10;
        }
        for (int i = 0; i < 40; i++) {
            // Three decimals on a tie at two places: x.xx5 values.
            int thousandths = random.nextInt(200000) * 10 + 5;
            show("tie" + i, thousandths / 1000.0);
        }
        for (int i = 0; i < 40; i++) {
            show("short" + i, random.nextInt(100000) / 100.0);
        }
        for (int i = 0; i < 30; i++) {
            float f = Float.intBitsToFloat(random.nextInt());
            if (Float.isNaN(f) || Float.isInfinite(f)) continue;
            System.out.println("float" + i + " " + f + ": " + String.format("%e %.3f %g %.10g %a", f, f, f, f, f));
        }
        System.out.println(String.format("%.3f %.3f %.3f %.3f", Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE / 1e300, -Double.MIN_VALUE));
        System.out.println(String.format("%e %e %g %g %a %a", Double.MIN_VALUE, Double.MIN_NORMAL, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MIN_NORMAL, Double.longBitsToDouble(0x000fffffffffffffL)));
    }
}
