public class DoWhileLoops {
    public static void main(String[] args) {
        int n = 0;
        do {
            System.out.println("body runs once even though condition false: n=" + n);
        } while (n > 0);
        int count = 5;
        do {
            System.out.print(count + " ");
            count--;
        } while (count > 0);
        System.out.println("liftoff");
        long seed = 12345;
        int rounds = 0;
        do {
            seed = (seed * 1103515245L + 12345L) & 0x7fffffffL;
            rounds++;
            System.out.println("round " + rounds + " seed " + seed + " mod 10 = " + (seed % 10));
        } while (seed % 10 != 3 && rounds < 20);
        int i = 0;
        do {
            i++;
            if (i == 2) {
                continue;
            }
            if (i == 5) {
                break;
            }
            System.out.println("do-while i=" + i);
        } while (i < 10);
        System.out.println("exit i=" + i);
        int digitsSum = 0;
        int value = 98765;
        do {
            digitsSum += value % 10;
            value /= 10;
        } while (value != 0);
        System.out.println("digit sum = " + digitsSum);
        int zero = 0;
        int zeroDigits = 0;
        do {
            zeroDigits++;
            zero /= 10;
        } while (zero != 0);
        System.out.println("digits in 0 = " + zeroDigits);
    }
}
