import java.util.ArrayList;
import java.util.List;

public class LegacyTextUtils {

    static final class TextUtils {
        private static final int[] ROMAN_VALUES = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
        private static final String[] ROMAN_SYMBOLS = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

        private TextUtils() {
        }

        public static boolean isEmpty(CharSequence s) {
            return s == null || s.length() == 0;
        }

        public static List<String> wordWrap(String text, int width) {
            List<String> lines = new ArrayList<String>();
            String[] words = text.split(" +");
            StringBuffer line = new StringBuffer();
            for (int i = 0; i < words.length; i++) {
                String w = words[i];
                while (w.length() > width) {
                    if (line.length() > 0) {
                        lines.add(line.toString());
                        line.setLength(0);
                    }
                    lines.add(w.substring(0, width - 1) + "-");
                    w = w.substring(width - 1);
                }
                if (line.length() > 0 && line.length() + 1 + w.length() > width) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                if (line.length() > 0) line.append(' ');
                line.append(w);
            }
            if (line.length() > 0) lines.add(line.toString());
            return lines;
        }

        public static String titleCase(String s) {
            char[] c = s.toLowerCase().toCharArray();
            boolean start = true;
            for (int i = 0; i < c.length; i++) {
                if (Character.isLetter(c[i])) {
                    if (start) c[i] = Character.toUpperCase(c[i]);
                    start = false;
                } else {
                    start = c[i] == ' ' || c[i] == '-';
                }
            }
            return String.valueOf(c);
        }

        public static String slugify(String s) {
            StringBuffer sb = new StringBuffer();
            for (int i = 0; i < s.length(); i++) {
                char c = Character.toLowerCase(s.charAt(i));
                if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                    sb.append(c);
                } else if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '-') {
                    sb.append('-');
                }
            }
            while (sb.length() > 0 && sb.charAt(sb.length() - 1) == '-') {
                sb.deleteCharAt(sb.length() - 1);
            }
            return sb.toString();
        }

        public static boolean luhnValid(String number) {
            String digits = number.replace(" ", "");
            if (digits.length() < 2) return false;
            int sum = 0;
            boolean dbl = false;
            for (int i = digits.length() - 1; i >= 0; i--) {
                char ch = digits.charAt(i);
                if (!Character.isDigit(ch)) return false;
                int d = ch - '0';
                if (dbl) {
                    d *= 2;
                    if (d > 9) d -= 9;
                }
                sum += d;
                dbl = !dbl;
            }
            return sum % 10 == 0;
        }

        public static String toRoman(int n) {
            if (n <= 0 || n >= 4000) throw new IllegalArgumentException("out of range: " + n);
            StringBuffer sb = new StringBuffer();
            for (int i = 0; i < ROMAN_VALUES.length; i++) {
                while (n >= ROMAN_VALUES[i]) {
                    sb.append(ROMAN_SYMBOLS[i]);
                    n -= ROMAN_VALUES[i];
                }
            }
            return sb.toString();
        }

        public static int fromRoman(String s) {
            int total = 0;
            int prev = 0;
            for (int i = s.length() - 1; i >= 0; i--) {
                int v;
                switch (s.charAt(i)) {
                    case 'I': v = 1; break;
                    case 'V': v = 5; break;
                    case 'X': v = 10; break;
                    case 'L': v = 50; break;
                    case 'C': v = 100; break;
                    case 'D': v = 500; break;
                    case 'M': v = 1000; break;
                    default: throw new IllegalArgumentException("bad numeral " + s.charAt(i));
                }
                total += v < prev ? -v : v;
                prev = Math.max(prev, v);
            }
            return total;
        }

        public static String reverseWords(String s) {
            StringBuffer sb = new StringBuffer(s).reverse();
            int start = 0;
            for (int i = 0; i <= sb.length(); i++) {
                if (i == sb.length() || sb.charAt(i) == ' ') {
                    for (int a = start, b = i - 1; a < b; a++, b--) {
                        char t = sb.charAt(a);
                        sb.setCharAt(a, sb.charAt(b));
                        sb.setCharAt(b, t);
                    }
                    start = i + 1;
                }
            }
            return sb.toString();
        }
    }

    public static void main(String[] args) {
        String text = "The quick brown fox jumps over the extraordinarily lazy dog near the riverbank";
        List<String> wrapped = TextUtils.wordWrap(text, 16);
        for (int i = 0; i < wrapped.size(); i++) {
            System.out.println(String.format("|%-16s| %2d", wrapped.get(i), wrapped.get(i).length()));
        }
        String[] titles = {"hello world", "the LORD of the rings", "x-ray vision", "  spaced  out ", "o'neil's 2nd book"};
        for (String t : titles) {
            System.out.println("title: [" + TextUtils.titleCase(t) + "] slug: [" + TextUtils.slugify(t) + "]");
        }
        String[] cards = {"4539 1488 0343 6467", "8273 1232 7352 0569", "79927398713", "0", "1234-5678"};
        for (String c : cards) {
            System.out.println(String.format("luhn %-20s %s", c, TextUtils.luhnValid(c) ? "valid" : "invalid"));
        }
        int[] nums = {1, 4, 9, 14, 40, 90, 400, 1994, 2016, 3999};
        for (int i = 0; i < nums.length; i++) {
            String r = TextUtils.toRoman(nums[i]);
            System.out.println(String.format("%5d -> %-12s -> %d", nums[i], r, TextUtils.fromRoman(r)));
        }
        try {
            TextUtils.toRoman(0);
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        try {
            TextUtils.fromRoman("XIZ");
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        System.out.println(TextUtils.reverseWords("legacy code never dies"));
        System.out.println("empty? " + TextUtils.isEmpty("") + " " + TextUtils.isEmpty(null) + " " + TextUtils.isEmpty(new StringBuffer("x")));
        StringBuffer sb = new StringBuffer("2016");
        sb.insert(0, "Year-").append('!');
        System.out.println(sb + " idx=" + sb.indexOf("20") + " len=" + sb.length());
    }
}
