public class IntThenWiden {
    static long millisInYears(int years) {
        return years * 365 * 24 * 60 * 60 * 1000;
    }

    static long millisInYearsCorrect(int years) {
        return years * 365L * 24 * 60 * 60 * 1000;
    }

    public static void main(String[] args) {
        for (int y = 1; y <= 4; y++) {
            System.out.println(y + " years: wrong=" + millisInYears(y) + " right=" + millisInYearsCorrect(y));
        }
        int a = 100000;
        int b = 300000;
        long bad = a * b;
        long good = (long) a * b;
        long alsoBad = (long) (a * b);
        System.out.println("bad=" + bad + " good=" + good + " alsoBad=" + alsoBad);
        double avgBad = (a + b + Integer.MAX_VALUE) / 3;
        double avgGood = ((long) a + b + Integer.MAX_VALUE) / 3.0;
        System.out.println("avgBad=" + avgBad + " avgGood=" + avgGood);
        int lo = 2000000000;
        int hi = 2100000000;
        int midBad = (lo + hi) / 2;
        int midGood = lo + (hi - lo) / 2;
        int midShift = (lo + hi) >>> 1;
        System.out.println("midBad=" + midBad + " midGood=" + midGood + " midShift=" + midShift);
        double ratio = 1 / 3;
        System.out.println("1 / 3 as double = " + ratio);
        float fr = 10 / 4;
        System.out.println("10 / 4 as float = " + fr);
        long shifted = 1 << 35;
        long shiftedL = 1L << 35;
        System.out.println("1 << 35 = " + shifted + ", 1L << 35 = " + shiftedL);
        char c = 'A';
        long lc = c * 1000000;
        System.out.println("char * int to long = " + lc);
        short s1 = 30000, s2 = 30000;
        int sInt = s1 + s2;
        System.out.println("short + short = " + sInt);
        long acc = 0;
        int step = Integer.MAX_VALUE / 2;
        for (int i = 0; i < 5; i++) {
            acc += step;
            step += step / 4;
            System.out.println("acc=" + acc + " step=" + step);
        }
    }
}
