import java.util.ArrayList;
import java.util.List;

public class SxRunLength {

    static String encode(String s) {
        if (s.isEmpty()) return "";
        StringBuilder sb = new StringBuilder();
        char[] cs = s.toCharArray();
        char prev = cs[0];
        int run = 1;
        for (int i = 1; i < cs.length; i++) {
            if (cs[i] == prev) {
                run++;
            } else {
                sb.append(run).append(prev);
                prev = cs[i];
                run = 1;
            }
        }
        sb.append(run).append(prev);
        return sb.toString();
    }

    static String decode(String s) {
        StringBuilder sb = new StringBuilder();
        int count = 0;
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) {
                count = count * 10 + Character.getNumericValue(c);
            } else {
                if (count == 0) count = 1;
                for (int k = 0; k < count; k++) sb.append(c);
                count = 0;
            }
        }
        return sb.toString();
    }

    static String compactEncode(String s) {
        String full = encode(s);
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < full.length()) {
            int j = i;
            while (Character.isDigit(full.charAt(j))) j++;
            String num = full.substring(i, j);
            if (!num.equals("1")) sb.append(num);
            sb.append(full.charAt(j));
            i = j + 1;
        }
        return sb.toString();
    }

    static int parseIntManual(String s) {
        int sign = 1, i = 0, value = 0;
        String t = s.strip();
        if (t.isEmpty()) return 0;
        if (t.charAt(0) == '-' || t.charAt(0) == '+') {
            if (t.charAt(0) == '-') sign = -1;
            i = 1;
        }
        for (; i < t.length(); i++) {
            char c = t.charAt(i);
            if (!Character.isDigit(c)) break;
            value = value * 10 + (c - '0');
        }
        return sign * value;
    }

    static String luhnCheck(String number) {
        int sum = 0;
        boolean dbl = false;
        char[] cs = number.toCharArray();
        for (int i = cs.length - 1; i >= 0; i--) {
            if (!Character.isDigit(cs[i])) continue;
            int d = Character.getNumericValue(cs[i]);
            if (dbl) {
                d *= 2;
                if (d > 9) d -= 9;
            }
            sum += d;
            dbl = !dbl;
        }
        return "sum=" + sum + " valid=" + (sum % 10 == 0);
    }

    public static void main(String[] args) {
        System.out.println("== rle ==");
        String[] inputs = {"aaabccdddd", "abc", "", "zzzzzzzzzzzz", "aabbaa", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "  --  "};
        for (String in : inputs) {
            String enc = encode(in);
            String cmp = compactEncode(in);
            String dec = decode(enc);
            String dec2 = decode(cmp);
            System.out.println("[" + in + "]");
            System.out.println("  enc=" + enc + " compact=" + cmp);
            System.out.println("  ok=" + dec.equals(in) + "," + dec2.equals(in)
                    + " ratio=" + String.format("%.2f", in.isEmpty() ? 0.0 : (double) cmp.length() / in.length()));
        }
        System.out.println(decode("3x2y10z"));
        System.out.println(decode("a2b3c"));

        System.out.println("== getNumericValue ==");
        char[] probes = {'0', '7', '9', 'a', 'f', 'z', 'A', 'Z', '-', ' ', '_'};
        for (char p : probes) {
            System.out.println(String.format("'%s' numeric=%d digit=%s letter=%s ws=%s upper=%s",
                    String.valueOf(p), Character.getNumericValue(p), Character.isDigit(p),
                    Character.isLetter(p), Character.isWhitespace(p), Character.toUpperCase(p)));
        }
        String hex = "1aF";
        int hv = 0;
        for (char c : hex.toCharArray()) hv = hv * 16 + Character.getNumericValue(c);
        System.out.println(hex + " as hex = " + hv + " check=" + String.format("%x", hv));

        System.out.println("== manual parsing ==");
        String[] nums = {"42", "  -17  ", "+8", "12abc", "abc", "", "007"};
        for (String n : nums) {
            System.out.println("[" + n + "] -> " + parseIntManual(n));
        }

        System.out.println("== luhn ==");
        System.out.println(luhnCheck("4539 1488 0343 6467"));
        System.out.println(luhnCheck("8273 1232 7352 0569"));
        System.out.println(luhnCheck("79927398713"));

        System.out.println("== char arithmetic ==");
        char[] caesar = "Hello, World!".toCharArray();
        for (int i = 0; i < caesar.length; i++) {
            char c = caesar[i];
            if (Character.isUpperCase(c)) caesar[i] = (char) ('A' + (c - 'A' + 3) % 26);
            else if (Character.isLowerCase(c)) caesar[i] = (char) ('a' + (c - 'a' + 3) % 26);
        }
        System.out.println(String.valueOf(caesar));
        List<Integer> codes = new ArrayList<>();
        for (char c : "AZaz09".toCharArray()) codes.add((int) c);
        System.out.println(codes);
        char toggled[] = "MiXeD CaSe 123".toCharArray();
        for (int i = 0; i < toggled.length; i++) {
            char c = toggled[i];
            toggled[i] = Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
        }
        System.out.println(new String(toggled));
    }
}
