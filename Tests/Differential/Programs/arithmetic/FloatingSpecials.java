public class FloatingSpecials {
    public static void main(String[] args) {
        double nan = Double.NaN;
        double inf = Double.POSITIVE_INFINITY;
        System.out.println("NaN < 1: " + (nan < 1) + ", NaN > 1: " + (nan > 1) + ", NaN != NaN: " + (nan != nan));
        System.out.println("isNaN: " + Double.isNaN(0.0 / 0.0) + " isInfinite: " + Double.isInfinite(1 / 0.0));
        System.out.println("inf - inf = " + (inf - inf));
        System.out.println("inf * 0 = " + (inf * 0));
        System.out.println("inf + 1 = " + (inf + 1));
        System.out.println("-inf < MIN: " + (-inf < -Double.MAX_VALUE));
        double negZero = -0.0;
        System.out.println("-0.0 == 0.0: " + (negZero == 0.0));
        System.out.println("1/-0.0 = " + (1 / negZero));
        System.out.println("-0.0 printed: " + negZero + ", 0.0 - 0.0 = " + (0.0 - 0.0) + ", -0.0 + 0.0 = " + (negZero + 0.0));
        System.out.println("Double.compare(-0.0, 0.0) = " + Double.compare(negZero, 0.0));
        System.out.println("Double.compare(NaN, inf) = " + Double.compare(nan, inf));
        System.out.println("MAX * 2 = " + (Double.MAX_VALUE * 2));
        System.out.println("MIN_VALUE / 2 = " + (Double.MIN_VALUE / 2));
        float f = Float.MAX_VALUE;
        System.out.println("float MAX * 10 = " + (f * 10));
        System.out.println("(float) 1e40 = " + (float) 1e40);
        System.out.println("(float) 0.1 = " + (float) 0.1);
        System.out.println("(double) 0.1f = " + (double) 0.1f);
        double sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += 0.1;
        }
        System.out.println("ten times 0.1 = " + sum + ", == 1.0? " + (sum == 1.0));
        float fsum = 0;
        for (int i = 0; i < 10; i++) {
            fsum += 0.1f;
        }
        System.out.println("ten times 0.1f = " + fsum);
        System.out.println("1.0 / 3 = " + (1.0 / 3) + ", 2.0 / 3 = " + (2.0 / 3));
        System.out.println("1.0f / 3 = " + (1.0f / 3));
        System.out.println("int / int = " + (7 / 2) + ", int / double = " + (7 / 2.0));
        System.out.println("mixed float+double: " + (0.1f + 0.1));
        System.out.println("Float.MIN_VALUE = " + Float.MIN_VALUE + ", Double.MIN_VALUE = " + Double.MIN_VALUE);
        System.out.println("large: " + 123456789012.0 + " " + 1e7 + " " + 9999999.0 + " " + 0.001 + " " + 0.0001);
    }
}
