public class IfElseChains {
    static String classify(int n) {
        if (n < 0) {
            return "negative";
        } else if (n == 0) {
            return "zero";
        } else if (n % 2 == 0) {
            if (n > 100) {
                return "big even";
            } else {
                return "small even";
            }
        } else if (n > 100) {
            return "big odd";
        }
        return "small odd";
    }

    static String bmi(double weight, double height) {
        double v = weight / (height * height);
        String cat;
        if (v < 18.5) cat = "under";
        else if (v < 25) cat = "normal";
        else if (v < 30) cat = "over";
        else cat = "obese";
        return cat + " (" + Math.round(v * 10) / 10.0 + ")";
    }

    public static void main(String[] args) {
        int[] nums = {-5, 0, 4, 7, 102, 203};
        for (int n : nums) {
            System.out.println(n + " is " + classify(n));
        }
        System.out.println(bmi(50, 1.8));
        System.out.println(bmi(70, 1.75));
        System.out.println(bmi(85, 1.75));
        System.out.println(bmi(120, 1.7));
        int x = 5;
        if (x > 3)
            if (x > 10)
                System.out.println("x > 10");
            else
                System.out.println("dangling else binds to inner if");
        boolean a = true, b = false;
        if (a && !b || b && !a) {
            System.out.println("xor-ish true");
        }
        if (!(a || b)) {
            System.out.println("never");
        } else {
            System.out.println("at least one true");
        }
        int score = 0;
        if (x > 0) score += 1;
        if (x > 2) score += 2;
        if (x > 4) score += 4;
        if (x > 8) score += 8;
        System.out.println("score " + score);
        String s = null;
        if (s != null && s.length() > 0) {
            System.out.println("nonempty");
        } else {
            System.out.println("null or empty, short circuit avoided NPE");
        }
    }
}
