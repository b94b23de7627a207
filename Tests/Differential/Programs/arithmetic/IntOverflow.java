public class IntOverflow {
    static int addAll(int... xs) {
        int s = 0;
        for (int x : xs) {
            s += x;
        }
        return s;
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println("max = " + max);
        System.out.println("min = " + min);
        System.out.println("max + 1 = " + (max + 1));
        System.out.println("min - 1 = " + (min - 1));
        System.out.println("max * 2 = " + (max * 2));
        System.out.println("min * -1 = " + (min * -1));
        System.out.println("-min = " + (-min));
        System.out.println("max * max = " + (max * max));
        int x = 1;
        for (int i = 0; i < 40; i++) {
            x *= 3;
            if (i % 5 == 4) {
                System.out.println("3^" + (i + 1) + " wrapped = " + x);
            }
        }
        int h = 0;
        String s = "overflowing hash computation";
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        System.out.println("manual hash = " + h);
        System.out.println("sum = " + addAll(max, max, max, 5));
        int counter = max - 2;
        for (int i = 0; i < 5; i++) {
            counter++;
            System.out.println("counter = " + counter);
        }
        System.out.println("abs(min) = " + Math.abs(min));
        System.out.println("1000000 * 1000000 = " + (1000000 * 1000000));
        System.out.println("46341 * 46341 = " + (46341 * 46341));
    }
}
