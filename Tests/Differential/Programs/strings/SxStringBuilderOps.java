import java.util.ArrayList;
import java.util.List;

public class SxStringBuilderOps {

    static String padTo(String s, int width) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) sb.append(' ');
        return sb.toString();
    }

    static String maskCardNumber(String card) {
        StringBuilder sb = new StringBuilder(card);
        for (int i = 0; i < sb.length() - 4; i++) {
            if (Character.isDigit(sb.charAt(i))) {
                sb.setCharAt(i, '*');
            }
        }
        return sb.toString();
    }

    static String formatPhone(String digits) {
        StringBuilder sb = new StringBuilder(digits);
        if (sb.length() == 10) {
            sb.insert(0, '(');
            sb.insert(4, ") ");
            sb.insert(9, '-');
        }
        return sb.toString();
    }

    static String removeChars(String s, char target) {
        StringBuilder sb = new StringBuilder(s);
        int i = 0;
        while (i < sb.length()) {
            if (sb.charAt(i) == target) {
                sb.deleteCharAt(i);
            } else {
                i++;
            }
        }
        return sb.toString();
    }

    static String replaceAllLiteral(String s, String from, String to) {
        StringBuilder sb = new StringBuilder(s);
        int idx = sb.indexOf(from);
        int count = 0;
        while (idx >= 0) {
            sb.replace(idx, idx + from.length(), to);
            count++;
            idx = sb.indexOf(from, idx + to.length());
        }
        System.out.println("  replaced " + count + " occurrence(s) of '" + from + "'");
        return sb.toString();
    }

    static String groupThousands(long value) {
        StringBuilder sb = new StringBuilder(Long.toString(Math.abs(value)));
        for (int i = sb.length() - 3; i > 0; i -= 3) {
            sb.insert(i, ',');
        }
        if (value < 0) sb.insert(0, '-');
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println("== masking ==");
        String[] cards = {"4111-1111-1111-1234", "5500 0000 0000 0004", "1234"};
        for (String c : cards) {
            System.out.println(c + " -> " + maskCardNumber(c));
        }

        System.out.println("== phone ==");
        System.out.println(formatPhone("5551234567"));
        System.out.println(formatPhone("12345"));

        System.out.println("== reverse ==");
        StringBuilder rev = new StringBuilder("Android Studio");
        System.out.println(rev.reverse());
        System.out.println("length=" + rev.length());
        rev.reverse();
        System.out.println(rev);

        System.out.println("== deleteCharAt ==");
        System.out.println(removeChars("b-a-n-a-n-a", '-'));
        System.out.println(removeChars("----", '-') + "|");

        System.out.println("== replace / indexOf ==");
        System.out.println(replaceAllLiteral("the cat sat on the mat with the hat", "the", "a"));
        System.out.println(replaceAllLiteral("aaaa", "a", "aa"));
        StringBuilder path = new StringBuilder("/users/42/profile/42/edit");
        System.out.println("indexOf 42 = " + path.indexOf("42"));
        System.out.println("lastIndexOf 42 = " + path.lastIndexOf("42"));
        System.out.println("indexOf xyz = " + path.indexOf("xyz"));

        System.out.println("== setLength ==");
        StringBuilder trunc = new StringBuilder("Hello, World!");
        trunc.setLength(5);
        System.out.println("[" + trunc + "] len=" + trunc.length());
        trunc.setLength(0);
        System.out.println("[" + trunc + "] empty=" + (trunc.length() == 0));
        StringBuilder csv = new StringBuilder();
        List<String> items = new ArrayList<>(List.of("apple", "pear", "kiwi"));
        for (String it : items) {
            csv.append(it).append(", ");
        }
        if (csv.length() > 0) csv.setLength(csv.length() - 2);
        System.out.println("csv=" + csv);

        System.out.println("== thousands ==");
        long[] values = {0, 12, 999, 1000, 123456, 1234567, -9876543210L};
        for (long v : values) {
            System.out.println(padTo(Long.toString(v), 12) + " -> " + groupThousands(v));
        }

        System.out.println("== valueOf char[] ==");
        char[] letters = {'k', 'o', 't', 'l', 'i', 'n'};
        String word = String.valueOf(letters);
        System.out.println(word + " " + word.length());
        System.out.println(String.valueOf(letters, 1, 3));
        letters[0] = 'K';
        System.out.println(word + " vs " + new String(letters));
        StringBuilder chained = new StringBuilder()
                .append(1).append('-').append(true).append('-').append("x")
                .insert(0, "[").append(']');
        System.out.println(chained + " charAt(1)=" + chained.charAt(1));
        System.out.println("substring=" + chained.substring(2, 6));
    }
}
