public class LongOverflow {
    public static void main(String[] args) {
        long max = Long.MAX_VALUE;
        long min = Long.MIN_VALUE;
        System.out.println("max = " + max);
        System.out.println("min = " + min);
        System.out.println("max + 1 = " + (max + 1));
        System.out.println("min - 1 = " + (min - 1));
        System.out.println("max * 3 = " + (max * 3));
        System.out.println("-min = " + (-min));
        long f = 1;
        for (int i = 1; i <= 25; i++) {
            f *= i;
            if (i >= 19) {
                System.out.println(i + "! = " + f);
            }
        }
        long fib1 = 0, fib2 = 1;
        for (int i = 0; i < 100; i++) {
            long t = fib1 + fib2;
            fib1 = fib2;
            fib2 = t;
            if (i > 88 && i < 95) {
                System.out.println("fib step " + i + " = " + fib2);
            }
        }
        long h = 1125899906842597L;
        String s = "a long hash";
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        System.out.println("hash = " + h);
        long mixed = Integer.MAX_VALUE + 1L;
        System.out.println("int max + 1L = " + mixed);
        long notWidened = Integer.MAX_VALUE + 1;
        System.out.println("int max + 1 then widened = " + notWidened);
        System.out.println("Math.abs(Long.MIN_VALUE) = " + Math.abs(min));
        System.out.println("min / 2 = " + (min / 2));
        System.out.println("0x7fffffffffffffffL + 0x7fffffffffffffffL = " + (0x7fffffffffffffffL + 0x7fffffffffffffffL));
    }
}
