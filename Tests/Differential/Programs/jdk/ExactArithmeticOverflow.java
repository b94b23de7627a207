public class ExactArithmeticOverflow {
    static long factorial(int n) {
        long r = 1;
        for (int i = 2; i <= n; i++) r = Math.multiplyExact(r, (long) i);
        return r;
    }

    public static void main(String[] args) {
        for (int n = 18; n <= 22; n++) {
            try { System.out.println(n + "! = " + factorial(n)); } catch (ArithmeticException e) { System.out.println(n + "! overflows: " + e.getMessage()); }
        }
        int sum = 0;
        int[] steps = {1000000000, 1000000000, 147483647, 1};
        for (int s : steps) {
            try { sum = Math.addExact(sum, s); System.out.println("sum=" + sum); } catch (ArithmeticException e) { System.out.println("stop at " + sum + ": " + e); }
        }
        try { System.out.println(Math.negateExact(Long.MIN_VALUE)); } catch (ArithmeticException e) { System.out.println("negate: " + e.getMessage()); }
        try { System.out.println(Math.subtractExact(Long.MIN_VALUE, 1L)); } catch (ArithmeticException e) { System.out.println("subtract: " + e.getMessage()); }
        try { System.out.println(Math.incrementExact(Integer.MAX_VALUE)); } catch (ArithmeticException e) { System.out.println("increment: " + e.getMessage()); }
        try { System.out.println(Math.decrementExact(Integer.MIN_VALUE + 1)); } catch (ArithmeticException e) { System.out.println("decrement: " + e.getMessage()); }
        System.out.println(Math.toIntExact(-2147483648L) + " " + Math.multiplyExact(-46341, 46340) + " " + Math.absExact(-5L));
    }
}
