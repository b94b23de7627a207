import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class NumUnitConverter {

    enum Dimension { LENGTH, MASS, TEMPERATURE }

    static final class Unit {
        final String symbol;
        final Dimension dimension;
        final double toBase;
        final double offset;

        Unit(String symbol, Dimension dimension, double toBase, double offset) {
            this.symbol = symbol;
            this.dimension = dimension;
            this.toBase = toBase;
            this.offset = offset;
        }
    }

    static final Map<String, Unit> UNITS = new TreeMap<>();

    static {
        register(new Unit("m", Dimension.LENGTH, 1.0, 0.0));
        register(new Unit("km", Dimension.LENGTH, 1000.0, 0.0));
        register(new Unit("cm", Dimension.LENGTH, 0.01, 0.0));
        register(new Unit("in", Dimension.LENGTH, 0.0254, 0.0));
        register(new Unit("ft", Dimension.LENGTH, 0.3048, 0.0));
        register(new Unit("mi", Dimension.LENGTH, 1609.344, 0.0));
        register(new Unit("kg", Dimension.MASS, 1.0, 0.0));
        register(new Unit("g", Dimension.MASS, 0.001, 0.0));
        register(new Unit("lb", Dimension.MASS, 0.45359237, 0.0));
        register(new Unit("oz", Dimension.MASS, 0.028349523125, 0.0));
        register(new Unit("C", Dimension.TEMPERATURE, 1.0, 273.15));
        register(new Unit("K", Dimension.TEMPERATURE, 1.0, 0.0));
        register(new Unit("F", Dimension.TEMPERATURE, 5.0 / 9.0, 459.67 * 5.0 / 9.0));
    }

    static void register(Unit u) {
        UNITS.put(u.symbol, u);
    }

    static String convert(double value, String from, String to) {
        Unit a = UNITS.get(from);
        Unit b = UNITS.get(to);
        if (a == null || b == null) {
            return "unknown unit";
        }
        if (a.dimension != b.dimension) {
            return "incompatible " + a.dimension + "/" + b.dimension;
        }
        double base = value * a.toBase + a.offset;
        double result = (base - b.offset) / b.toBase;
        return String.format("%.2f", result);
    }

    static String feetInches(int totalCm) {
        double inches = totalCm / 2.54;
        int whole = (int) Math.round(inches);
        int feet = whole / 12;
        int rem = whole % 12;
        return feet + "'" + rem + "\"";
    }

    static String toBase(int value, int base) {
        if (value == 0) {
            return "0";
        }
        boolean neg = value < 0;
        long v = Math.abs((long) value);
        StringBuilder sb = new StringBuilder();
        while (v > 0) {
            int digit = (int) (v % base);
            char c = digit < 10 ? (char) ('0' + digit) : (char) ('a' + digit - 10);
            sb.append(c);
            v /= base;
        }
        if (neg) {
            sb.append('-');
        }
        return sb.reverse().toString();
    }

    public static void main(String[] args) {
        String[][] requests = {
            {"5", "km", "mi"}, {"26.2", "mi", "km"}, {"180", "cm", "in"}, {"6", "ft", "m"},
            {"100", "C", "F"}, {"-40", "F", "C"}, {"98.6", "F", "C"}, {"0", "K", "C"},
            {"2.2", "lb", "kg"}, {"16", "oz", "lb"}, {"500", "g", "oz"}, {"3", "kg", "m"},
            {"1", "parsec", "m"}, {"abc", "m", "cm"}
        };
        for (String[] r : requests) {
            String out;
            try {
                double v = Double.parseDouble(r[0]);
                out = convert(v, r[1], r[2]);
            } catch (NumberFormatException e) {
                out = "bad number";
            }
            System.out.println(String.format("%-8s %-8s -> %-8s = %s", r[0], r[1], r[2], out));
        }

        System.out.println("-- heights --");
        int[] heights = {150, 165, 172, 180, 193, 201};
        for (int h : heights) {
            System.out.println(String.format("%5d cm = %s", h, feetInches(h)));
        }

        System.out.println("-- geometry --");
        int[][] points = {{3, 4}, {5, 12}, {-8, 15}, {1, 1}, {0, 0}, {7, -24}};
        for (int[] p : points) {
            double dist = Math.hypot(p[0], p[1]);
            double viaSqrt = Math.sqrt(p[0] * p[0] + p[1] * p[1]);
            double angle = Math.toDegrees(Math.atan2(p[1], p[0]));
            System.out.println(String.format("(%d,%d) hypot=%.2f sqrt=%.2f angle=%.2f same=%s", p[0], p[1], dist,
                    viaSqrt, angle, String.valueOf(Math.abs(dist - viaSqrt) < 1e-9)));
        }

        System.out.println("-- float vs double --");
        float fSum = 0f;
        double dSum = 0.0;
        for (int i = 0; i < 1000; i++) {
            fSum += 0.1f;
            dSum += 0.1;
        }
        System.out.println(String.format("float sum=%.2f double sum=%.2f", fSum, dSum));
        float fBig = 16777216f;
        float fBigPlus = fBig + 1f;
        System.out.println("float 2^24+1 equals 2^24: " + (fBigPlus == fBig));
        double fuel = 12.34;
        float fuelF = (float) fuel;
        System.out.println(String.format("fuel double*3=%.2f float*3=%.2f", fuel * 3, fuelF * 3));
        float ratio = 7f / 3f;
        double ratioD = 7.0 / 3.0;
        System.out.println(String.format("ratio f=%.2f d=%.2f scaled=%d", ratio, ratioD, (int) (ratio * 1000)));

        System.out.println("-- number bases --");
        int[] values = {0, 7, 255, 1024, -42, 65535, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : values) {
            System.out.println(String.format("%-8s bin=%s oct=%s b36=%s hex=%x", String.valueOf(v), toBase(v, 2),
                    toBase(v, 8), toBase(v, 36), v));
        }

        System.out.println("-- digits --");
        int number = 9081726;
        List<Character> chars = new ArrayList<>();
        int n = number;
        int digitSum = 0;
        while (n > 0) {
            int d = n % 10;
            digitSum += d;
            chars.add(0, Character.forDigit(d, 10));
            n /= 10;
        }
        StringBuilder sb = new StringBuilder();
        for (char c : chars) {
            sb.append(c);
        }
        System.out.println("digits=" + chars + " rebuilt=" + sb + " sum=" + digitSum);
        String numeric = "4a7Z";
        for (int i = 0; i < numeric.length(); i++) {
            char c = numeric.charAt(i);
            System.out.println(c + " digit?" + Character.isDigit(c) + " value36=" + Character.digit(c, 36)
                    + " value10=" + Character.digit(c, 10));
        }

        System.out.println("-- powers --");
        for (int exp = 0; exp <= 64; exp += 8) {
            double p = Math.pow(2, exp);
            long asLong = (long) p;
            System.out.println(String.format("2^%d long=%d", exp, asLong) + " overflow=" + (asLong == Long.MAX_VALUE));
        }
        System.out.println(String.format("cbrt27=%.2f sqrt2=%.2f pow10_-2=%.2f", Math.cbrt(27), Math.sqrt(2),
                Math.pow(10, -2)));
        System.out.println(String.format("max=%d min=%d absDiff=%d", Math.max(-3, -7), Math.min(-3, -7),
                Math.abs(-3 - -7)));
    }
}
