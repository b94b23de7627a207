public class MathFunctionsOutput {
    public static void main(String[] args) {
        double[] xs = {0.0, 1.0, 2.0, 10.0, 0.25, 1e-300, 1e300, -4.0, Double.NaN};
        for (double x : xs) {
            System.out.println("sqrt(" + x + ")=" + Math.sqrt(x) + " cbrt=" + Math.cbrt(x));
        }
        System.out.println("pow(2,10)=" + Math.pow(2, 10) + " pow(2,-1)=" + Math.pow(2, -1) + " pow(2,0.5)=" + Math.pow(2, 0.5));
        System.out.println("pow(-8,1.0/3)=" + Math.pow(-8, 1.0 / 3) + " pow(0,0)=" + Math.pow(0, 0) + " pow(NaN,0)=" + Math.pow(Double.NaN, 0));
        System.out.println("pow(10,15)=" + Math.pow(10, 15) + " pow(10,16)=" + Math.pow(10, 16) + " pow(10,-3)=" + Math.pow(10, -3));
        System.out.println("pow(1.0001,10000)=" + Math.pow(1.0001, 10000));
        System.out.println("(int) pow(3,19)=" + (int) Math.pow(3, 19) + " (long) pow(3,39)=" + (long) Math.pow(3, 39));
        System.out.println("ceil(4.1)=" + Math.ceil(4.1) + " ceil(-4.1)=" + Math.ceil(-4.1) + " floor(-4.1)=" + Math.floor(-4.1));
        System.out.println("rint(4.5)=" + Math.rint(4.5) + " rint(5.5)=" + Math.rint(5.5) + " rint(-4.5)=" + Math.rint(-4.5));
        System.out.println("hypot(3,4)=" + Math.hypot(3, 4) + " exp(1)=" + Math.exp(1) + " log(E)=" + Math.log(Math.E));
        System.out.println("log10(1000)=" + Math.log10(1000) + " log(0)=" + Math.log(0) + " log(-1)=" + Math.log(-1));
        System.out.println("sin(0)=" + Math.sin(0) + " cos(0)=" + Math.cos(0) + " atan2(1,1)=" + Math.atan2(1, 1));
        System.out.println("toDegrees(PI)=" + Math.toDegrees(Math.PI) + " toRadians(180)=" + Math.toRadians(180));
        System.out.println("max(3,7)=" + Math.max(3, 7) + " min(-2L,5L)=" + Math.min(-2L, 5L) + " max(1.5f,2)=" + Math.max(1.5f, 2));
        System.out.println("max(NaN,1)=" + Math.max(Double.NaN, 1.0) + " min(1,NaN)=" + Math.min(1.0, Double.NaN));
        System.out.println("Math.sqrt(2)*Math.sqrt(2)=" + Math.sqrt(2) * Math.sqrt(2));
        System.out.println("ulp(1.0)=" + Math.ulp(1.0) + " nextUp(1.0)=" + Math.nextUp(1.0));
        System.out.println("expm1(1e-10)=" + Math.expm1(1e-10) + " log1p(1e-10)=" + Math.log1p(1e-10));
        System.out.println("floor as int: " + (int) Math.floor(-0.5) + " ceil as int: " + (int) Math.ceil(-0.5));
        int n = 1000003;
        System.out.println("isPrime by sqrt bound=" + isPrime(n) + " bound=" + (int) Math.sqrt(n));
        System.out.println("compound interest=" + 1000 * Math.pow(1 + 0.05 / 12, 12 * 10));
    }

    static boolean isPrime(int n) {
        for (int i = 2; i <= (int) Math.sqrt(n); i++) {
            if (n % i == 0) {
                return false;
            }
        }
        return true;
    }
}
