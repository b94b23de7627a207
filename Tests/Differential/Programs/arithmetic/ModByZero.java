public class ModByZero {
    static int safeMod(int a, int b) {
        try {
            return a % b;
        } catch (ArithmeticException e) {
            System.out.println("  safeMod caught for " + a + " % " + b);
            return -1;
        }
    }

    public static void main(String[] args) {
        System.out.println("17 % 5 = " + safeMod(17, 5));
        System.out.println("17 % 0 = " + safeMod(17, 0));
        System.out.println("0 % 0 = " + safeMod(0, 0));
        long[] nums = {10L, 20L, 30L};
        long[] dens = {3L, 0L, 7L};
        for (int i = 0; i < nums.length; i++) {
            try {
                long q = nums[i] / dens[i];
                long r = nums[i] % dens[i];
                System.out.println(nums[i] + " = " + dens[i] + "*" + q + " + " + r);
            } catch (ArithmeticException e) {
                System.out.println("index " + i + ": " + e);
            }
        }
        System.out.println("5.0 % 0.0 = " + (5.0 % 0.0));
        System.out.println("5 % 0.0 = " + (5 % 0.0));
        System.out.println("5.0f % 0 = " + (5.0f % 0));
        int zero = 0;
        char c = 'x';
        try {
            System.out.println(c % zero);
        } catch (ArithmeticException e) {
            System.out.println("char % 0 throws: " + e.getMessage());
        }
        byte b = 9;
        try {
            b %= zero;
            System.out.println("unreachable " + b);
        } catch (ArithmeticException e) {
            System.out.println("byte %= 0 throws, b still " + b);
        }
    }
}
