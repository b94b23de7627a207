public class MathEdgeCases {
    public static void main(String[] args) {
        double[] values = {0.0, -0.0, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, 1e300};
        for (double v : values) {
            System.out.println(v + ": sqrt=" + Math.sqrt(v) + " floor=" + Math.floor(v) + " ceil=" + Math.ceil(v) + " rint=" + Math.rint(v)
                + " abs=" + Math.abs(v) + " signum=" + Math.signum(v));
        }
        System.out.println(Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(0.0, -0.0) + " " + Math.min(0.0, -0.0));
        System.out.println(Math.max(Double.NaN, 1.0) + " " + Math.min(1.0, Double.NaN) + " " + Math.max(3.5, 2) + " " + Math.min(-1, 2.5));
        System.out.println(Math.max(-0.0f, 0.0f) + " " + Math.min(-0.0f, 0.0f) + " " + Math.abs(-2.5f) + " " + Math.signum(-3f));
        System.out.println(Math.pow(1.0, Double.NaN) + " " + Math.pow(-1.0, Double.POSITIVE_INFINITY) + " " + Math.pow(Double.NaN, 0.0) + " " + Math.pow(2, 10) + " " + Math.pow(-8, 1.0 / 3));
        System.out.println(Math.pow(0.0, -1) + " " + Math.pow(-0.0, -1) + " " + Math.pow(-0.0, -2) + " " + Math.pow(10, -3) + " " + Math.pow(2, 0.5));
        System.out.println(Math.toRadians(180) + " " + Math.toDegrees(Math.PI) + " " + Math.toRadians(45) + " " + Math.toDegrees(1));
        System.out.println(Math.sin(0) + " " + Math.cos(0) + " " + Math.exp(0) + " " + Math.log(1) + " " + Math.log(0) + " " + Math.log(-1) + " " + Math.exp(1));
        int[][] pairs = {{Integer.MAX_VALUE, 1}, {Integer.MIN_VALUE, -1}, {1000, 2000}, {-5, 7}};
        for (int[] p : pairs) {
            try { System.out.println("add " + Math.addExact(p[0], p[1])); } catch (ArithmeticException e) { System.out.println("add: " + e.getMessage()); }
            try { System.out.println("sub " + Math.subtractExact(p[0], p[1])); } catch (ArithmeticException e) { System.out.println("sub: " + e.getMessage()); }
            try { System.out.println("mul " + Math.multiplyExact(p[0], p[1])); } catch (ArithmeticException e) { System.out.println("mul: " + e.getMessage()); }
            try { System.out.println("neg " + Math.negateExact(p[0])); } catch (ArithmeticException e) { System.out.println("neg: " + e.getMessage()); }
        }
        long[] longs = {Long.MAX_VALUE, Long.MIN_VALUE, 3000000000L, -3000000000L, 42L};
        for (long l : longs) {
            try { System.out.println("toIntExact " + Math.toIntExact(l)); } catch (ArithmeticException e) { System.out.println("toIntExact: " + e.getMessage()); }
            try { System.out.println("ladd " + Math.addExact(l, 1L)); } catch (ArithmeticException e) { System.out.println("ladd: " + e.getMessage()); }
            try { System.out.println("lmul " + Math.multiplyExact(l, 2L)); } catch (ArithmeticException e) { System.out.println("lmul: " + e.getMessage()); }
        }
        try { System.out.println(Math.absExact(Integer.MIN_VALUE)); } catch (ArithmeticException e) { System.out.println("absExact: " + e.getMessage()); }
        System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorMod(7, -2));
    }
}
