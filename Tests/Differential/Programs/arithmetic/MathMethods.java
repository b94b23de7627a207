public class MathMethods {
    public static void main(String[] args) {
        System.out.println("abs: " + Math.abs(-5) + " " + Math.abs(-5L) + " " + Math.abs(-2.5) + " " + Math.abs(-0.0));
        System.out.println("abs MIN: " + Math.abs(Integer.MIN_VALUE));
        System.out.println("max/min: " + Math.max(3, 7) + " " + Math.min(-3, -7) + " " + Math.max(1L, 2) + " " + Math.min(1.5, 2));
        System.out.println("max(-0.0, 0.0) = " + Math.max(-0.0, 0.0) + ", min = " + Math.min(-0.0, 0.0));
        System.out.println("max NaN: " + Math.max(Double.NaN, 1.0));
        System.out.println("floorDiv: " + Math.floorDiv(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorDiv(7, 2));
        System.out.println("floorMod: " + Math.floorMod(-7, 2) + " " + Math.floorMod(7, -2) + " " + Math.floorMod(-7, -2));
        System.out.println("sqrt: " + Math.sqrt(16) + " " + Math.sqrt(2) + " " + Math.sqrt(-1));
        System.out.println("pow: " + Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3));
        System.out.println("signum: " + Math.signum(-3.2) + " " + Math.signum(0.0) + " " + Integer.signum(-99) + " " + Long.signum(5L));
        System.out.println("hypot: " + Math.hypot(3, 4));
        System.out.println("cbrt: " + Math.cbrt(27));
        System.out.println("floor/ceil: " + Math.floor(2.7) + " " + Math.ceil(2.1) + " " + Math.floor(-2.7) + " " + Math.ceil(-2.1));
        System.out.println("round: " + Math.round(0.49999999999999994) + " " + Math.round(-0.5) + " " + Math.round(1.5));
        int[] xs = {3, -1, 4, -1, 5, -9, 2, 6};
        int best = Integer.MIN_VALUE;
        int worst = Integer.MAX_VALUE;
        for (int x : xs) {
            best = Math.max(best, x);
            worst = Math.min(worst, x);
        }
        System.out.println("best=" + best + " worst=" + worst);
        try {
            System.out.println(Math.addExact(Integer.MAX_VALUE, 1));
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.multiplyExact(1L << 40, 1L << 30));
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.toIntExact(1L << 33));
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        System.out.println("negateExact ok: " + Math.negateExact(5));
        System.out.println("subtractExact ok: " + Math.subtractExact(10L, 3L));
    }
}
