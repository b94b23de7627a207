import java.util.ArrayList;
import java.util.List;

public class FdlibmFunctions {
    static final class Point {
        final double x;
        final double y;

        Point(double x, double y) {
            this.x = x;
            this.y = y;
        }

        double distanceTo(Point o) {
            return Math.hypot(o.x - x, o.y - y);
        }

        double bearingTo(Point o) {
            double degrees = Math.toDegrees(Math.atan2(o.y - y, o.x - x));
            return degrees < 0 ? degrees + 360 : degrees;
        }
    }

    static double normalizeAngle(double radians) {
        return Math.IEEEremainder(radians, 2 * Math.PI);
    }

    static double continuousGrowth(double principal, double rate, double years) {
        return principal * Math.expm1(rate * years) + principal;
    }

    public static void main(String[] args) {
        List<Point> route = new ArrayList<>();
        route.add(new Point(0, 0));
        route.add(new Point(3, 4));
        route.add(new Point(-2.5, 7.25));
        route.add(new Point(-2.5, -1e-3));
        route.add(new Point(1e200, 3e199));
        double total = 0;
        for (int i = 1; i < route.size(); i++) {
            Point a = route.get(i - 1);
            Point b = route.get(i);
            double d = a.distanceTo(b);
            total += d;
            System.out.println("leg " + i + ": distance=" + d + " bearing=" + a.bearingTo(b));
        }
        System.out.println("total=" + total);

        double[] xs = {0.0, -0.0, 1e-300, 0.1, 0.5, 0.7071067811865476, 1.0, -1.0, 1.5, 2.0, 10.0, 27.0, 1e10,
            -3.75, 123456.789, 1e300, Double.MIN_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double x : xs) {
            System.out.println("x=" + x
                + " cbrt=" + Math.cbrt(x)
                + " atan=" + Math.atan(x)
                + " asin=" + Math.asin(x)
                + " acos=" + Math.acos(x));
            System.out.println("  sinh=" + Math.sinh(x) + " cosh=" + Math.cosh(x) + " tanh=" + Math.tanh(x)
                + " expm1=" + Math.expm1(x) + " log1p=" + Math.log1p(x));
            System.out.println("  strict: sin=" + StrictMath.sin(x) + " cos=" + StrictMath.cos(x)
                + " tan=" + StrictMath.tan(x) + " exp=" + StrictMath.exp(x) + " log10=" + StrictMath.log10(x)
                + " pow(x,1.7)=" + StrictMath.pow(x, 1.7) + " pow(1.0001,x)=" + StrictMath.pow(1.0001, x));
        }

        long bits = 0;
        for (int i = -2000; i <= 2000; i++) {
            double x = i * 0.37;
            bits ^= Double.doubleToRawLongBits(StrictMath.sin(x)) * 31;
            bits ^= Double.doubleToRawLongBits(StrictMath.cos(x)) * 17;
            bits ^= Double.doubleToRawLongBits(StrictMath.tan(x));
            bits += Double.doubleToRawLongBits(Math.atan2(x, 1.5 - x));
            bits += Double.doubleToRawLongBits(Math.cbrt(x)) ^ Double.doubleToRawLongBits(Math.hypot(x, 7));
            bits ^= Double.doubleToRawLongBits(StrictMath.exp(x / 3)) + Double.doubleToRawLongBits(StrictMath.pow(x, x / 100));
        }
        System.out.println("checksum=" + Long.toHexString(bits));

        double[] angles = {7.0, -7.0, 100.0, Math.PI, 3 * Math.PI, -5 * Math.PI / 2, 1e6};
        for (double a : angles) {
            System.out.println("normalize(" + a + ")=" + normalizeAngle(a) + " remainder(" + a + ",3)=" + Math.IEEEremainder(a, 3));
        }
        System.out.println("remainder specials: " + Math.IEEEremainder(5, 0) + " " + Math.IEEEremainder(Double.POSITIVE_INFINITY, 2)
            + " " + Math.IEEEremainder(5, Double.POSITIVE_INFINITY) + " " + Math.IEEEremainder(-4, 2) + " " + Math.IEEEremainder(5, 2));
        System.out.println("growth=" + continuousGrowth(1000, 0.05, 10) + " half-life=" + Math.log1p(1.0) / 0.0231);
        System.out.println("scalb=" + Math.scalb(1.5, -1074) + " " + Math.scalb(3.0, 1023) + " getExponent=" + Math.getExponent(1e-310)
            + " " + Math.getExponent(1000.0) + " ulp(inf)=" + Math.ulp(Double.POSITIVE_INFINITY) + " ulp(-2f)=" + Math.ulp(-2f)
            + " copySign=" + Math.copySign(3.0, -0.0) + " nextDown(0)=" + Math.nextDown(0.0) + " fma=" + Math.fma(0.1, 10.0, -1.0));
    }
}
