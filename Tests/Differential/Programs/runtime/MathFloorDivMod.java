public class MathFloorDivMod {
    public static void main(String[] args) {
        int[][] cases = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {6, 3}, {-6, 3}, {0, 5}, {1, 5}, {-1, 5},
            {Integer.MIN_VALUE, -1}, {Integer.MIN_VALUE, 2}, {Integer.MAX_VALUE, -3}};
        for (int[] c : cases) {
            int a = c[0];
            int b = c[1];
            System.out.println(a + " / " + b + ": div=" + (a / b) + " mod=" + (a % b)
                + " floorDiv=" + Math.floorDiv(a, b) + " floorMod=" + Math.floorMod(a, b));
        }
        long[][] lcases = {{-7L, 2L}, {-10000000000L, 3L}, {Long.MIN_VALUE, -1L}, {10000000001L, -7L}};
        for (long[] c : lcases) {
            System.out.println("long " + c[0] + " / " + c[1] + ": div=" + (c[0] / c[1]) + " mod=" + (c[0] % c[1])
                + " floorDiv=" + Math.floorDiv(c[0], c[1]) + " floorMod=" + Math.floorMod(c[0], c[1]));
        }
        System.out.println("floorMod(long,int)=" + Math.floorMod(-10L, 3));
        System.out.println("Math.abs(Integer.MIN_VALUE)=" + Math.abs(Integer.MIN_VALUE));
        System.out.println("Math.abs(Long.MIN_VALUE)=" + Math.abs(Long.MIN_VALUE));
        System.out.println("Math.abs(-0.0)=" + Math.abs(-0.0) + " Math.abs(-7)=" + Math.abs(-7));
        System.out.println("-Integer.MIN_VALUE=" + (-Integer.MIN_VALUE));
        System.out.println("Integer.MIN_VALUE / -1=" + (Integer.MIN_VALUE / -1) + " % -1=" + (Integer.MIN_VALUE % -1));
        try {
            Math.absExact(Integer.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("absExact threw: " + e.getMessage());
        }
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact threw: " + e.getMessage());
        }
        try {
            Math.multiplyExact(1L << 62, 4L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact threw: " + e.getMessage());
        }
        try {
            Math.toIntExact(1L << 40);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact threw: " + e.getMessage());
        }
        try {
            Math.floorMod(5, 0);
        } catch (ArithmeticException e) {
            System.out.println("floorMod by zero threw: " + e.getMessage());
        }
        System.out.println("-7.5 % 2=" + (-7.5 % 2) + " 7.5 % -2=" + (7.5 % -2) + " 5.0 % 0=" + (5.0 % 0));
        System.out.println("IEEEremainder(-7.5,2)=" + Math.IEEEremainder(-7.5, 2));
        int hour = -3;
        System.out.println("clock: (hour % 24)=" + (hour % 24) + " floorMod=" + Math.floorMod(hour, 24));
    }
}
