public class StringConversions {
    static String toRoman(int n) {
        int[] vals = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
        String[] syms = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < vals.length; i++) {
            while (n >= vals[i]) {
                n -= vals[i];
                sb.append(syms[i]);
            }
        }
        return sb.toString();
    }

    static String toBase(long n, int base) {
        String digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        if (n == 0) {
            return "0";
        }
        boolean neg = n < 0;
        StringBuilder sb = new StringBuilder();
        while (n != 0) {
            int d = (int) Math.abs(n % base);
            sb.append(digits.charAt(d));
            n /= base;
        }
        if (neg) {
            sb.append('-');
        }
        return sb.reverse().toString();
    }

    static String titleCase(String s) {
        StringBuilder sb = new StringBuilder();
        boolean startOfWord = true;
        for (char c : s.toCharArray()) {
            if (c == ' ') {
                startOfWord = true;
                sb.append(c);
            } else if (startOfWord) {
                sb.append(Character.toUpperCase(c));
                startOfWord = false;
            } else {
                sb.append(Character.toLowerCase(c));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] nums = {1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999};
        for (int n : nums) {
            System.out.println(n + " = " + toRoman(n));
        }
        long[] ls = {0, 255, -255, 1L << 40, Long.MIN_VALUE};
        int[] bases = {2, 16, 36};
        for (long l : ls) {
            StringBuilder sb = new StringBuilder(l + ":");
            for (int b : bases) {
                sb.append(" b").append(b).append('=').append(toBase(l, b));
            }
            System.out.println(sb);
            System.out.println("  JDK b16=" + Long.toString(l, 16));
        }
        System.out.println(titleCase("the QUICK bRoWn  fox"));
    }
}
