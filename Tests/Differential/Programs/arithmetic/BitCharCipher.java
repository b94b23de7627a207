import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class BitCharCipher {

    static String toggleCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                sb.append((char) (c ^ 32));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String caesar(String s, int shift) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c >= 'a' && c <= 'z') {
                sb.append((char) ('a' + Math.floorMod(c - 'a' + shift, 26)));
            } else if (c >= 'A' && c <= 'Z') {
                sb.append((char) ('A' + Math.floorMod(c - 'A' + shift, 26)));
            } else if (c >= '0' && c <= '9') {
                sb.append((char) ('0' + Math.floorMod(c - '0' + shift, 10)));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String xorCipher(String s, String key) {
        char[] out = new char[s.length()];
        for (int i = 0; i < s.length(); i++) {
            out[i] = (char) (s.charAt(i) ^ key.charAt(i % key.length()));
        }
        return new String(out);
    }

    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (i > 0) sb.append(',');
            sb.append((int) s.charAt(i));
        }
        return sb.toString();
    }

    static String rot13(String s) {
        char[] chars = s.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            char base = Character.isUpperCase(c) ? 'A' : 'a';
            if (Character.isLetter(c)) {
                c -= base;
                c += 13;
                c %= 26;
                c += base;
                chars[i] = c;
            }
        }
        return new String(chars);
    }

    static String spreadsheetColumn(int n) {
        StringBuilder sb = new StringBuilder();
        while (n > 0) {
            n--;
            sb.append((char) ('A' + n % 26));
            n /= 26;
        }
        return sb.reverse().toString();
    }

    static int columnIndex(String col) {
        int result = 0;
        for (char c : col.toCharArray()) {
            result = result * 26 + (c - 'A' + 1);
        }
        return result;
    }

    public static void main(String[] args) {
        char a = 'a';
        System.out.println("'a' + 1 = " + ('a' + 1));
        System.out.println("(char)('a' + 1) = " + (char) ('a' + 1));
        System.out.println("'a' + 'b' = " + ('a' + 'b'));
        System.out.println("\"\" + 'a' + 'b' = " + ("" + 'a' + 'b'));
        System.out.println("'a' + 'b' + \"\" = " + ('a' + 'b' + ""));
        a += 2;
        System.out.println("a += 2 -> " + a);
        a++;
        System.out.println("a++ -> " + a);
        char z = 'z';
        z += 1;
        System.out.println("'z' += 1 -> " + z + " code=" + (int) z);
        char wrap = 0;
        wrap--;
        System.out.println("char 0 decremented -> " + (int) wrap);
        char big = 65535;
        big += 2;
        System.out.println("char 65535 += 2 -> " + (int) big);
        char digit = '7';
        int value = digit - '0';
        System.out.println("'7' - '0' = " + value + ", Character.getNumericValue = " + Character.getNumericValue(digit));
        System.out.println("Character.forDigit(11, 16) = " + Character.forDigit(11, 16));
        System.out.println("Character.digit('f', 16) = " + Character.digit('f', 16));
        char up = 'q';
        up ^= 32;
        System.out.println("'q' ^= 32 -> " + up);
        up |= 0x20;
        System.out.println("|= 0x20 -> " + up);
        up &= ~0x20;
        System.out.println("&= ~0x20 -> " + up);
        System.out.println("ternary mix: " + (true ? 'x' : 0) + " " + (true ? 'x' : value));

        String[] samples = {"Hello, World!", "AndroidDev 2024", "xyz-ABC_789", "Kotlin&Java"};
        for (String s : samples) {
            System.out.println("sample: " + s);
            System.out.println("  toggled: " + toggleCase(s));
            String enc = caesar(s, 3);
            System.out.println("  caesar+3: " + enc + " back: " + caesar(enc, -3));
            System.out.println("  caesar-29: " + caesar(s, -29));
            System.out.println("  rot13: " + rot13(s) + " twice: " + rot13(rot13(s)));
            String x = xorCipher(s, "k3y");
            System.out.println("  xor codes: " + codes(x));
            System.out.println("  xor back: " + xorCipher(x, "k3y"));
        }

        TreeMap<Character, Integer> freq = new TreeMap<>();
        String text = "mississippi banana bandana";
        for (char c : text.toCharArray()) {
            if (c == ' ') continue;
            freq.merge(c, 1, Integer::sum);
        }
        System.out.println("frequencies: " + freq);
        int[] counts = new int[26];
        for (char c : text.toCharArray()) {
            if (c >= 'a' && c <= 'z') counts[c - 'a']++;
        }
        int letterMask = 0;
        for (int i = 0; i < 26; i++) {
            if (counts[i] > 0) letterMask |= 1 << i;
        }
        System.out.println("letter mask: " + Integer.toBinaryString(letterMask) + " distinct=" + Integer.bitCount(letterMask));
        StringBuilder present = new StringBuilder();
        for (int m = letterMask; m != 0; m &= m - 1) {
            present.append((char) ('a' + Integer.numberOfTrailingZeros(m)));
        }
        System.out.println("present letters: " + present);

        List<Integer> cols = List.of(1, 26, 27, 52, 53, 702, 703, 16384);
        for (int n : cols) {
            String name = spreadsheetColumn(n);
            System.out.println(String.format("column %5d -> %-8s -> %d", n, name, columnIndex(name)));
        }

        List<String> initials = new ArrayList<>();
        String[] names = {"grace hopper", "alan turing", "ada lovelace"};
        for (String n : names) {
            char first = n.charAt(0);
            char second = n.charAt(n.indexOf(' ') + 1);
            first -= 'a' - 'A';
            second = (char) (second - 32);
            initials.add("" + first + second);
        }
        System.out.println("initials: " + initials);
        char sum = 'A';
        for (int i = 0; i < 5; i++) {
            sum += i;
        }
        System.out.println("accumulated char: " + sum + " (" + (int) sum + ")");
    }
}
